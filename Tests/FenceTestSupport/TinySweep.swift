import Foundation

/// A small scenario (three-manager on one simulated day, 4 replications, 2 outer radii), written into a
/// ``ScratchDirectory`` (``directory()``) by end-to-end command tests that must stay fast.
public enum TinySweep {
    /// A fresh scratch directory for a tiny sweep's files.
    public static func directory() throws -> ScratchDirectory { try ScratchDirectory("fencesim-tiny") }

    /// The scenario's text: with `sweep`, over outer radii of 500 and 2 000 m; `cpuWorkSeconds` of CPU per
    /// callback; `replications` per point.
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
}
