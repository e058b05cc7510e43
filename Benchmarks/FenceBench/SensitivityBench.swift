import Foundation

/// The sensitivity study's performance target: a Morris screening of every assumed or calibrated parameter of
/// `paper-2012` (both strategies, 10 trajectories, 20 replications per point) within 1 minute on the
/// 2-core machine, with peak memory flat in the number of points. Runs the release `fencesim` as a child
/// process (so its wall time, processor time and peak resident memory are the command's own) and records
/// them. On a shared machine the wall time says more about the other jobs than about the command, so the
/// child's processor time over the processors — the wall time the same work takes on an otherwise idle
/// machine, both workers busy throughout — is recorded beside it, with the load average before.
enum SensitivityBench {
    struct Report: Codable {
        var command: String
        var points: Int
        var seconds: Double
        var targetSeconds: Double
        /// Measured time / target (below 1 meets the target).
        var ratioToTarget: Double
        /// Processor time of the child, user and system, seconds.
        var cpuSeconds: Double
        /// Processor time per work unit (a design point and the baseline), seconds.
        var cpuSecondsPerUnit: Double
        /// ``cpuSeconds`` / processors / target: below 1 meets the target on an idle machine.
        var cpuRatioToTarget: Double
        /// One-minute load average before the run.
        var loadAverageBefore: Double
        var processors: Int
        /// Peak resident set size of the child, MiB (its own `wait4` ru_maxrss, ``ChildUsage``).
        var peakResidentMebibytes: Double
    }

    /// The target, seconds.
    static let targetSeconds = 60.0

    static func run(fencesim: String, outputPath: String) throws {
        let out = ".build/bench/sensitivity"
        let arguments = [
            "sensitivity", "scenarios/paper-2012.json", "--method", "morris", "--parameters", "assumptions",
            "--trajectories", "10", "--replications", "20", "--out", out, "--quiet",
        ]
        let load = StrategiesBench.loadAverage()
        try FileManager.default.createDirectory(atPath: ".build/bench", withIntermediateDirectories: true)
        let console = ".build/bench/sensitivity-stdout.txt"
        // The child's own wall time, processor time and peak memory, not those of every child so far.
        let usage = try ChildUsage.run(fencesim, arguments, name: "fencesim", standardOutput: console)
        let stdout = (try? String(contentsOfFile: console, encoding: .utf8)) ?? ""
        guard let header = stdout.split(separator: "\n").first, header.contains(" points × ") else {
            throw BenchError.childFailed(usage.command, -1)
        }
        // "… morris over D parameters, P points × …"
        let words = header.split(separator: " ")
        let points = words.firstIndex(of: "points").flatMap { Int(words[$0 - 1]) } ?? 0
        let (seconds, cpuSeconds) = (usage.seconds, usage.cpuSeconds)
        let processors = ProcessInfo.processInfo.activeProcessorCount
        let report = Report(
            command: usage.command, points: points, seconds: seconds,
            targetSeconds: targetSeconds, ratioToTarget: seconds / targetSeconds, cpuSeconds: cpuSeconds,
            cpuSecondsPerUnit: cpuSeconds / Double(points + 1),
            cpuRatioToTarget: cpuSeconds / Double(processors) / targetSeconds, loadAverageBefore: load,
            processors: processors, peakResidentMebibytes: usage.peakResidentMebibytes)
        try Bench.writeJSON(report, to: outputPath)
        print(
            "sensitivity: Morris over the assumptions of paper-2012, \(points) points × 20 replications: "
                + String(
                    format: "%.1f s (target %.0f s; %.1f s of processor time, %.1f s on %d idle processors; "
                        + "load %.1f before), peak RSS %.0f MiB", seconds, targetSeconds, cpuSeconds,
                    cpuSeconds / Double(processors), processors, load, report.peakResidentMebibytes))
    }
}
