import Foundation

/// A small scenario (three-manager on one simulated day, 4 replications, 2 outer radii) written into a
/// fresh temporary directory, for end-to-end command tests that must stay fast.
public struct TinySweep {
    /// The temporary directory (removed by ``remove()``).
    public let directory: String

    /// Scenario text: `extra` adds members to the scenario object (after a comma).
    public static func scenario(sweep: Bool = true, cpuWorkSeconds: Double = 0.1, replications: Int = 4) -> String {
        """
        {
          "name": "tiny",
          "description": "Test scenario: three-manager on one simulated day.",
          "device": {"profile": "iphone4s-2012", "app": {"cpuWorkPerCallbackSeconds": \(cpuWorkSeconds)}},
          "strategies": [{"name": "three-manager", "parameters": {"outerRadius": 1500}}],
          "run": {"days": 1, "replications": \(replications), "seed": 11}\(sweep ? "," : "")
          \(sweep ? "\"sweep\": {\"vary\": [{\"path\": \"strategies[three-manager].outerRadius\", \"values\": [500, 2000]}]}" : "")
        }
        """
    }

    /// A fresh temporary directory.
    public init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fencesim-tiny-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        directory = url.path
    }

    /// Writes `text` as `name` in the directory and returns its path.
    public func write(_ name: String, _ text: String) throws -> String {
        let path = "\(directory)/\(name)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The contents of `name` in the directory.
    public func data(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name)"))
    }

    /// Removes the directory.
    public func remove() { try? FileManager.default.removeItem(atPath: directory) }
}
