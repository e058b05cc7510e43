import Foundation

/// Issue 14's performance target: a Morris screening of every assumed or calibrated parameter of
/// `paper-2012` (both strategies, 10 trajectories, 20 replications per point) within 2 minutes on the
/// 2-core machine, with peak memory flat in the number of points. Runs the release `fencesim` as a child
/// process (so its wall time and peak resident memory are the command's own) and records both.
enum SensitivityBench {
    struct Report: Codable {
        var command: String
        var points: Int
        var seconds: Double
        var targetSeconds: Double
        /// Measured time / target (below 1 meets the target).
        var ratioToTarget: Double
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
        let report = Report(
            command: (["fencesim"] + arguments).joined(separator: " "), points: points, seconds: seconds,
            targetSeconds: targetSeconds, ratioToTarget: seconds / targetSeconds,
            peakResidentMebibytes: Double(usage.ru_maxrss) / 1024)
        try Bench.writeJSON(report, to: outputPath)
        print(
            "sensitivity: Morris over the assumptions of paper-2012, \(points) points × 20 replications: "
                + String(
                    format: "%.1f s (target %.0f s), peak RSS %.0f MiB", seconds, targetSeconds,
                    report.peakResidentMebibytes))
    }
}
