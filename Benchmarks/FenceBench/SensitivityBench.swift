import Foundation

/// The sensitivity study's performance target: a Morris screening of every assumed or calibrated parameter of
/// `paper-2012` (both strategies, 10 trajectories, 20 replications per point) within 2 minutes on the
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
        /// Peak resident set size of the child, MiB (getrusage's ru_maxrss of the children).
        var peakResidentMebibytes: Double
    }

    /// The target, seconds.
    static let targetSeconds = 120.0

    static func run(fencesim: String, outputPath: String) throws {
        let out = ".build/bench/sensitivity"
        let arguments = [
            "sensitivity", "scenarios/paper-2012.json", "--method", "morris", "--parameters", "assumptions",
            "--trajectories", "10", "--replications", "20", "--out", out, "--quiet",
        ]
        let load = StrategiesBench.loadAverage()
        // The children's processor time so far (an earlier suite's C++ baseline), left out below.
        let before = childrenCPUSeconds()
        var stdout = ""
        let seconds = Bench.seconds { stdout = (try? Bench.run(fencesim, arguments)) ?? "" }
        guard let header = stdout.split(separator: "\n").first, header.contains(" points × ") else {
            throw BenchError.childFailed(([fencesim] + arguments).joined(separator: " "), -1)
        }
        // "… morris over D parameters, P points × …"
        let words = header.split(separator: " ")
        let points = words.firstIndex(of: "points").flatMap { Int(words[$0 - 1]) } ?? 0
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        let cpuSeconds = childrenCPUSeconds() - before
        let processors = ProcessInfo.processInfo.activeProcessorCount
        let report = Report(
            command: (["fencesim"] + arguments).joined(separator: " "), points: points, seconds: seconds,
            targetSeconds: targetSeconds, ratioToTarget: seconds / targetSeconds, cpuSeconds: cpuSeconds,
            cpuSecondsPerUnit: cpuSeconds / Double(points + 1),
            cpuRatioToTarget: cpuSeconds / Double(processors) / targetSeconds, loadAverageBefore: load,
            processors: processors, peakResidentMebibytes: Double(usage.ru_maxrss) / 1024)
        try Bench.writeJSON(report, to: outputPath)
        print(
            "sensitivity: Morris over the assumptions of paper-2012, \(points) points × 20 replications: "
                + String(
                    format: "%.1f s (target %.0f s; %.1f s of processor time, %.1f s on %d idle processors; "
                        + "load %.1f before), peak RSS %.0f MiB", seconds, targetSeconds, cpuSeconds,
                    cpuSeconds / Double(processors), processors, load, report.peakResidentMebibytes))
    }

    /// User and system time of the waited-for children so far, seconds.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    }
}
