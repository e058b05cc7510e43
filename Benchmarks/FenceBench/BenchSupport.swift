import Foundation

/// Shared helpers of the benchmark executable: timing, JSON output and running the C++ baseline.
enum Bench {
    /// This `fencebench` executable, its symbolic links resolved: its directory holds the build's other products.
    static func executable() throws -> URL {
        URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    }

    /// Wall-clock seconds taken by `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The best (smallest) of `repeats` timings: the least disturbed by other work on the machine.
    static func bestSeconds(repeats: Int = 3, _ body: () -> Void) -> Double {
        (0..<repeats).map { _ in seconds(body) }.min()!
    }

    /// Writes `object` as pretty, key-sorted JSON to `path`, atomically.
    static func writeJSON<T: Encodable>(_ object: T, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(object).write(to: url, options: .atomic)
    }

    /// Runs an external program and returns its standard output. With `environment`, the program gets
    /// exactly that environment (not this process's), and with `directory`, that working directory.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError.childFailed(([executable] + arguments).joined(separator: " "), process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }
}

enum BenchError: Error, CustomStringConvertible {
    case childFailed(String, Int32)
    /// The child could not be started (its `posix_spawn` error number).
    case childNotStarted(String, executable: String, Int32)
    case usage(String)

    var description: String {
        switch self {
        case .childFailed(let command, let status): "'\(command)' exited with status \(status)"
        case .childNotStarted(let command, let executable, let error):
            "'\(command)' could not start \(executable): \(String(cString: strerror(error)))"
        case .usage(let message): message
        }
    }
}
