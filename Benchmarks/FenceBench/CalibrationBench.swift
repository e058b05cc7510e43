import Foundation

/// The calibration's performance target: three emulator waves of history matching over the
/// committed observation set (`observations/`), with their simulations, within 20 minutes on the 2-core machine,
/// reaching at least the ruled-out share of a space-filling design of the same total size with fewer
/// simulations, memory flat in the number of points. Each release `fencesim calibrate` runs as a child process
/// (``ChildUsage``: its own wall time, processor time and peak resident memory), all in one run:
///
/// - (A) the emulator waves: 3 waves × 128 points × 20 replications with `--shrink-tolerance 0`, so every wave
///   asked for runs; per wave, the simulations so far and the emulators' estimated share not ruled out;
/// - (B) the space-filling design: one wave of 3 × 128 points, the same replications and seed, judged by the
///   same emulator estimate of the share;
/// - the verdict: the first wave of A whose ruled-out share is at least B's, and whether it took fewer
///   simulations than B's;
/// - memory: the same waves at 128 and 512 points a wave (3 replications, the same seed), so that the last
///   wave of the first and every wave of the second train their emulators on the 256 points they are capped at,
///   their peak resident memories side by side: flat in the number of points when the second is about the first;
/// - the plain simulation of the same days: `fencesim run` of each observation scenario for one wave's points ×
///   replications, scaled to A's points, so A's overhead over simulating is a same-run ratio.
///
/// The `calibration-quick` suite does the same at 3 waves × 16 points × 5 replications against one wave of 48
/// points, over 3 seeds (no memory run).
enum CalibrationBench {
    /// A against B under one seed.
    struct Comparison: Codable {
        var seed: UInt64
        /// A: the emulator waves, and what each wave reached.
        var emulatorWaves: ChildUsage
        var waves: [Wave]
        /// B: the space-filling design of A's total size, and what it reached.
        var spaceFilling: ChildUsage
        var spaceFillingResult: Wave
        /// The first wave of A whose ruled-out share is at least B's (point estimates), and its simulations; nil
        /// when no wave of A reaches it (or a share is missing: a refused wave).
        var firstWaveReaching: Int?
        var simulationsReaching: Int?
        /// Whether A reached B's ruled-out share with fewer simulations than B took.
        var fewerSimulations: Bool
    }

    /// Peak resident memory of the same waves at two sizes past the emulators' training cap (same seed,
    /// ``memoryReplications`` replications: a point's replication values are reduced as it runs).
    struct Memory: Codable {
        var replications: Int
        var smallRun: ChildUsage
        var smallPoints: Int
        var run: ChildUsage
        var points: Int
        /// points / small points, and the runs' peak RSS over each other: memory is flat when the second is about 1.
        var pointsRatio: Double
        var peakResidentRatio: Double
    }

    struct Report: Codable {
        var observations: Int
        var waves: Int
        var pointsPerWave: Int
        var replications: Int
        /// One comparison per seed (the first under `calibrate`'s default seed), and how many reached B's
        /// ruled-out share with fewer simulations.
        var comparisons: [Comparison]
        var seedsWithFewerSimulations: Int
        /// A's wall time (first seed) against the target, and its processor time over the processors against it.
        var seconds: Double
        var targetSeconds: Double
        var ratioToTarget: Double
        var cpuSeconds: Double
        var cpuRatioToTarget: Double
        var memory: Memory?
        /// The baseline: `fencesim run` of each scenario for one wave's points × replications, its wall and
        /// processor time scaled to A's points (first seed), and A's over them (same run).
        var baselineCommands: [String]
        var baselineSeconds: Double
        var baselineSecondsScaled: Double
        var ratioToBaseline: Double
        var baselineCPUSecondsScaled: Double
        var cpuRatioToBaseline: Double
        /// One-minute load average before and after the suite.
        var loadAverageBefore: Double
        var loadAverageAfter: Double
        var processors: Int
        var caveat: String
    }

    /// The target, seconds (20 minutes).
    static let targetSeconds = 1_200.0
    /// `calibrate`'s default seed, the first compared.
    static let seed: UInt64 = 28
    /// The memory runs' points a wave (the emulators' training points reach their cap of 256 in the first's last
    /// wave and in every wave of the second) and replications.
    static let memoryPointsPerWave = (128, 512)
    static let memoryReplications = 3

    static func run(fencesim: String, outputPath: String, quick: Bool) throws {
        let (waves, points, replications) = quick ? (3, 16, 5) : (3, 128, 20)
        let seeds: [UInt64] = quick ? [seed, seed + 1, seed + 2] : [seed]
        let observations = try FileManager.default.contentsOfDirectory(atPath: "observations")
            .filter { $0.hasSuffix(".json") }.sorted().map { "observations/" + $0 }
        let load = StrategiesBench.loadAverage()
        let calibrate = {
            (waves: Int, points: Int, replications: Int, seed: UInt64, tolerance: String?, out: String) in
            try? FileManager.default.removeItem(atPath: out)
            let arguments =
                ["calibrate"] + observations + [
                    "--waves", "\(waves)", "--points", "\(points)", "--replications", "\(replications)", "--seed",
                    "\(seed)",
                ] + (tolerance.map { ["--shrink-tolerance", $0] } ?? []) + ["--out", out, "--quiet"]
            let usage = try ChildUsage.run(fencesim, arguments, name: "fencesim")
            return (usage, try Self.waves(resultsPath: out + "/results.json", replications: replications))
        }
        var comparisons: [Comparison] = []
        for seed in seeds {
            let (a, aWaves) = try calibrate(waves, points, replications, seed, "0", ".build/bench/calibration-waves")
            let (b, bWaves) = try calibrate(
                1, waves * points, replications, seed, nil, ".build/bench/calibration-space-filling")
            comparisons.append(compare(seed: seed, a: a, aWaves: aWaves, b: b, bResult: bWaves[0]))
            print(summary(comparisons.last!))
        }
        let first = comparisons[0]
        var memory: Memory?
        if !quick {
            let (smallPerWave, largePerWave) = memoryPointsPerWave
            let out = ".build/bench/calibration-memory"
            let (small, smallWaves) = try calibrate(waves, smallPerWave, memoryReplications, seed, "0", out)
            let (large, largeWaves) = try calibrate(waves, largePerWave, memoryReplications, seed, "0", out)
            let (smallPoints, points) = (smallWaves.last!.pointsEvaluated, largeWaves.last!.pointsEvaluated)
            memory = Memory(
                replications: memoryReplications, smallRun: small, smallPoints: smallPoints, run: large,
                points: points, pointsRatio: Double(points) / Double(smallPoints),
                peakResidentRatio: large.peakResidentMebibytes / small.peakResidentMebibytes)
        }
        // The baseline: the same scenarios' days, simulated plainly, for one wave of points.
        var baselineCommands: [String] = []
        var baselineSeconds = 0.0
        var baselineCPUSeconds = 0.0
        for scenario in try scenarios(of: observations) {
            let arguments = [
                "run", scenario, "--replications", "\(points * replications)", "--out",
                ".build/bench/calibration-baseline", "--quiet",
            ]
            let usage = try ChildUsage.run(fencesim, arguments, name: "fencesim")
            baselineCommands.append(usage.command)
            baselineSeconds += usage.seconds
            baselineCPUSeconds += usage.cpuSeconds
        }
        let scale = Double(first.waves.last!.pointsEvaluated) / Double(points)
        let processors = ProcessInfo.processInfo.activeProcessorCount
        let a = first.emulatorWaves
        let report = Report(
            observations: observations.count, waves: waves, pointsPerWave: points, replications: replications,
            comparisons: comparisons, seedsWithFewerSimulations: comparisons.filter(\.fewerSimulations).count,
            seconds: a.seconds, targetSeconds: targetSeconds, ratioToTarget: a.seconds / targetSeconds,
            cpuSeconds: a.cpuSeconds, cpuRatioToTarget: a.cpuSeconds / Double(processors) / targetSeconds,
            memory: memory, baselineCommands: baselineCommands, baselineSeconds: baselineSeconds,
            baselineSecondsScaled: baselineSeconds * scale, ratioToBaseline: a.seconds / (baselineSeconds * scale),
            baselineCPUSecondsScaled: baselineCPUSeconds * scale,
            cpuRatioToBaseline: a.cpuSeconds / (baselineCPUSeconds * scale), loadAverageBefore: load,
            loadAverageAfter: StrategiesBench.loadAverage(), processors: processors,
            caveat: "One seed per design\(quick ? " in each comparison (3 seeds)" : ""): the shares are the "
                + "emulators' estimates on one fixed quasi-random sample of the space, compared as point estimates "
                + "(their emulator-uncertainty intervals beside them), and another seed moves them.")
        try Bench.writeJSON(report, to: outputPath)
        print(
            "calibration\(quick ? " (quick)" : ""): \(observations.count) observations; A "
                + String(
                    format: "%.1f s (target %.0f s; %.1f s of processor time; load %.1f before, %.1f after); the "
                        + "same days simulated plainly %.1f s, %.1f s of processor time: ratio %.2f (processor "
                        + "time %.2f); ", a.seconds, targetSeconds, a.cpuSeconds, load, report.loadAverageAfter,
                    report.baselineSecondsScaled, report.baselineCPUSecondsScaled, report.ratioToBaseline,
                    report.cpuRatioToBaseline)
                + "\(report.seedsWithFewerSimulations) of \(comparisons.count) seeds reached B's ruled-out share "
                + "with fewer simulations"
                + (memory.map {
                    String(
                        format: "; peak RSS %.1f MiB at %d points against %.1f MiB at %d (×%.2f for ×%.0f points)",
                        $0.run.peakResidentMebibytes, $0.points, $0.smallRun.peakResidentMebibytes, $0.smallPoints,
                        $0.peakResidentRatio, $0.pointsRatio)
                } ?? ""))
    }

    /// The verdict of A's waves against B's single wave.
    static func compare(seed: UInt64, a: ChildUsage, aWaves: [Wave], b: ChildUsage, bResult: Wave) -> Comparison {
        let reaching = bResult.shareRuledOut.flatMap { target in
            aWaves.first { ($0.shareRuledOut ?? -1) >= target }
        }
        return Comparison(
            seed: seed, emulatorWaves: a, waves: aWaves, spaceFilling: b, spaceFillingResult: bResult,
            firstWaveReaching: reaching?.wave, simulationsReaching: reaching?.simulations,
            fewerSimulations: reaching.map { $0.simulations < bResult.simulations } ?? false)
    }

    /// One line per comparison: A's ruled-out share after each wave, B's, and the verdict.
    static func summary(_ comparison: Comparison) -> String {
        let percent = { (share: Double?) in share.map { String(format: "%.1f %%", 100 * $0) } ?? "refused" }
        let waves = comparison.waves.map {
            "wave \($0.wave) \(percent($0.shareRuledOut)) after \($0.simulations) simulations"
        }
        let b = comparison.spaceFillingResult
        let verdict =
            comparison.firstWaveReaching.map {
                "A reaches it at wave \($0) with \(comparison.simulationsReaching ?? 0) simulations"
            } ?? "A does not reach it"
        return "calibration seed \(comparison.seed): ruled out by A " + waves.joined(separator: ", ")
            + String(
                format: " (%.1f s, %.1f MiB)", comparison.emulatorWaves.seconds,
                comparison.emulatorWaves.peakResidentMebibytes)
            + "; by B \(percent(b.shareRuledOut)) after \(b.simulations) simulations"
            + String(
                format: " (%.1f s, %.1f MiB)", comparison.spaceFilling.seconds,
                comparison.spaceFilling.peakResidentMebibytes) + "; \(verdict)"
    }
}
