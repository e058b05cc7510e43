import Foundation

/// The calibration's performance target: history matching of the committed observation set (`observations/`,
/// every observation's scenario) over 3 waves × 128 points × 20 replications within 20 minutes on the 2-core
/// machine, memory flat in the number of points. Runs the release `fencesim calibrate` as a child process and,
/// in the same run, the plain simulation of the same days as a baseline: `fencesim run` of each observation
/// scenario for one wave's points × replications, scaled to the points the calibration evaluated. Their ratio
/// is the calibration's overhead over simulating (design, implausibility, checkpoints, results), on whatever
/// else the machine is doing at the time. The `calibration-quick` suite does the same at 3 waves × 16 points ×
/// 5 replications.
enum CalibrationBench {
    struct Report: Codable {
        var command: String
        var waves: Int
        var pointsPerWave: Int
        var replications: Int
        /// Points the calibration evaluated (fewer than waves × points when it stopped early).
        var pointsEvaluated: Int
        var seconds: Double
        var targetSeconds: Double
        var ratioToTarget: Double
        /// Processor time of the calibration, seconds, and that over the processors against the target.
        var cpuSeconds: Double
        var cpuRatioToTarget: Double
        /// The baseline: `fencesim run` of each scenario for points × replications, its wall time, and that
        /// time scaled to the points evaluated.
        var baselineCommands: [String]
        var baselineSeconds: Double
        var baselineSecondsScaled: Double
        /// Calibration seconds / scaled baseline seconds (same run).
        var ratioToBaseline: Double
        /// The baseline's processor time scaled the same way, and the calibration's over it: on a shared machine
        /// the processor times compare the work better than the wall times.
        var baselineCPUSecondsScaled: Double
        var cpuRatioToBaseline: Double
        var loadAverageBefore: Double
        var processors: Int
        /// Peak resident set size of the calibration, MiB.
        var peakResidentMebibytes: Double
    }

    /// The target, seconds (20 minutes).
    static let targetSeconds = 1_200.0

    static func run(fencesim: String, outputPath: String, quick: Bool) throws {
        let (waves, points, replications) = quick ? (3, 16, 5) : (3, 128, 20)
        let observations = try FileManager.default.contentsOfDirectory(atPath: "observations")
            .filter { $0.hasSuffix(".json") }.sorted().map { "observations/" + $0 }
        let out = ".build/bench/calibration"
        try? FileManager.default.removeItem(atPath: out)
        let arguments =
            ["calibrate"] + observations + [
                "--waves", "\(waves)", "--points", "\(points)", "--replications", "\(replications)", "--out", out,
                "--quiet",
            ]
        let load = StrategiesBench.loadAverage()
        let before = SensitivityBench.childrenCPUSeconds()
        var failure: Error?
        let seconds = Bench.seconds {
            do { _ = try Bench.run(fencesim, arguments) } catch { failure = error }
        }
        if let failure { throw failure }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        let cpuSeconds = SensitivityBench.childrenCPUSeconds() - before
        let evaluated = try pointsEvaluated(resultsPath: out + "/results.json")
        // The baseline: the same scenarios' days, simulated plainly, for one wave of points.
        var baselineCommands: [String] = []
        var baselineSeconds = 0.0
        let baselineCPUBefore = SensitivityBench.childrenCPUSeconds()
        for scenario in try scenarios(of: observations) {
            let command = [
                "run", scenario, "--replications", "\(points * replications)", "--out",
                ".build/bench/calibration-baseline",
                "--quiet",
            ]
            baselineCommands.append((["fencesim"] + command).joined(separator: " "))
            baselineSeconds += Bench.seconds {
                do { _ = try Bench.run(fencesim, command) } catch { failure = error }
            }
            if let failure { throw failure }
        }
        let scaled = baselineSeconds * Double(evaluated) / Double(points)
        let scaledCPU = (SensitivityBench.childrenCPUSeconds() - baselineCPUBefore) * Double(evaluated) / Double(points)
        let processors = ProcessInfo.processInfo.activeProcessorCount
        let report = Report(
            command: (["fencesim"] + arguments).joined(separator: " "), waves: waves, pointsPerWave: points,
            replications: replications, pointsEvaluated: evaluated, seconds: seconds, targetSeconds: targetSeconds,
            ratioToTarget: seconds / targetSeconds, cpuSeconds: cpuSeconds,
            cpuRatioToTarget: cpuSeconds / Double(processors) / targetSeconds, baselineCommands: baselineCommands,
            baselineSeconds: baselineSeconds, baselineSecondsScaled: scaled, ratioToBaseline: seconds / scaled,
            baselineCPUSecondsScaled: scaledCPU, cpuRatioToBaseline: cpuSeconds / scaledCPU,
            loadAverageBefore: load, processors: processors,
            peakResidentMebibytes: Double(usage.ru_maxrss) / 1024)
        try Bench.writeJSON(report, to: outputPath)
        print(
            "calibration\(quick ? " (quick)" : ""): \(observations.count) observations, \(evaluated) points × "
                + "\(replications) replications: "
                + String(
                    format: "%.1f s (target %.0f s; %.1f s of processor time; load %.1f before); the same days "
                        + "simulated plainly %.1f s, %.1f s of processor time: ratio %.2f (processor time %.2f); "
                        + "peak RSS %.0f MiB", seconds, targetSeconds, cpuSeconds, load, scaled, scaledCPU,
                    seconds / scaled, cpuSeconds / scaledCPU, report.peakResidentMebibytes))
    }

    /// The number of points in a calibration's results.
    static func pointsEvaluated(resultsPath: String) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: resultsPath))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard let points = object?["points"] as? [Any] else {
            throw BenchError.usage("\(resultsPath) holds no points: did the calibration finish?")
        }
        return points.count
    }

    /// The distinct scenarios of the observation files (their `scenario`, relative to the file).
    static func scenarios(of observations: [String]) throws -> [String] {
        var scenarios: [String] = []
        for file in observations {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let relative = object["scenario"] as? String
            else { throw BenchError.usage("\(file) names no scenario") }
            let directory = FileManager.default.currentDirectoryPath
            let absolute = URL(fileURLWithPath: directory).appendingPathComponent(file)
            var path = absolute.deletingLastPathComponent().appendingPathComponent(relative).standardized.path
            if path.hasPrefix(directory + "/") { path.removeFirst(directory.count + 1) }
            if !scenarios.contains(path) { scenarios.append(path) }
        }
        return scenarios
    }
}
