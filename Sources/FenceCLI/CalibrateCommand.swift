import FenceExperiment
import FenceFiles
import FenceParameters
import FencePlatform
import FenceResultsReport
import FenceScenario
import FenceStudy
import Foundation

/// `fencesim calibrate OBSERVATION…` with the options declared in ``options``: history matching of the observations'
/// scenarios against the observations (``CalibrationStudy``), `DIR/results.json` (``CalibrationResults``) and a summary
/// on standard output.
struct CalibrateCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--parameters", value: "PATH,…", meaning: "the parameters calibrated, by their paths in the table",
            defaultValue: "the calibrated parameters and structural choices of the table (docs/history-matching.md)",
            example: "--parameters device.overrides.battery.usableFraction"),
        CommandOption(
            flag: "--waves", value: "W",
            meaning: "history-matching waves at most (fewer once the region stops shrinking)",
            defaultValue: "\(defaultWaves)", example: "--waves 2"),
        CommandOption(
            flag: "--shrink-tolerance", value: "F",
            meaning:
                "from wave 2 on, stop once the region's estimated share shrank by less than this share of itself "
                + "in a wave (0 to 1; 0 runs every wave asked for unless the region empties or a wave is refused)",
            defaultValue: "\(HistoryMatchingSettings.defaultShrinkTolerance)", example: "--shrink-tolerance 0"),
        CommandOption(
            flag: "--points", value: "N", meaning: "design points per wave", defaultValue: "\(defaultPoints)",
            example: "--points 16"),
        CommandOption(
            flag: "--replications", value: "K", meaning: "replications per design point",
            defaultValue: "\(defaultReplications)", example: "--replications 5"),
        CommandOption(
            flag: "--seed", value: "S", meaning: "the seed of the design points and their replications",
            defaultValue: "\(defaultSeed)", example: "--seed 2"),
        CommandOption(
            flag: "--threads", value: "T", meaning: "worker threads; results do not depend on them",
            defaultValue: "every core", example: "--threads 2"),
        CommandOption(
            flag: "--recovery", value: "N",
            meaning:
                "instead of calibrating, check the posterior on N synthetic truths drawn from the prior (each with "
                + "observations FenceSim makes at it under fresh seeds; wave 1's design fits the emulators) and write "
                + "OUT/results.json and OUT/report.md",
            defaultValue: nil, example: "--recovery 20"),
        .out("reports/calibration, reports/calibration-recovery with --recovery"), .shard, .resume, .quiet,
    ]
    static let usage = options.usage("fencesim calibrate OBSERVATION…")
    static let valued = options.valued
    static let switches = options.switches

    /// Waves unless `--waves` (at most; they stop earlier once the region stops shrinking).
    static let defaultWaves = 4
    /// Points per wave unless `--points`.
    static let defaultPoints = 128
    /// Replications per point unless `--replications` (common random numbers across points).
    static let defaultReplications = 20
    /// The design seed unless `--seed`.
    static let defaultSeed: UInt64 = 28

    /// Runs the command; `stop` is asked before each point starts and, once true, ends the run as a signal
    /// would (checkpoint kept) — a signal by default, a test's count otherwise.
    static func run(
        _ arguments: Arguments, registry: StrategyRegistry,
        stop: @escaping @Sendable () -> Bool = Interruption.requested
    ) throws -> ExitStatus {
        guard !arguments.positional.isEmpty else {
            throw UsageError("calibrate takes one or more observation files\nusage: \(usage)")
        }
        var observations: [Observation] = []
        for path in arguments.positional {
            do throws(ScenarioError) { observations.append(try Observation.read(path: path)) } catch {
                throw InputError(error.description)
            }
        }
        let recoveryTruths = try arguments.integer("--recovery", in: RecoveryHeader.truthRange)
        // A recovery only reads the calibration observations: the held-out ones' scenarios need not run.
        if recoveryTruths != nil { observations = observations.filter { $0.set == .calibration } }
        // Which validation sources shaped the model: the parameter table, the profiles and the scenarios beside
        // the observations' own cite them (docs/history-matching.md, "Observations").
        let directories = Set(
            observations.map { URL(fileURLWithPath: $0.scenarioPath).deletingLastPathComponent().relativePath }
        ).sorted()
        do throws(ScenarioError) {
            let model = ModelSources(scenarios: try ModelSources.scenarioDescriptions(in: directories))
            observations = Observation.markingShapedSources(observations, model: model)
        } catch { throw InputError(error.description) }
        let paths =
            try arguments.value("--parameters").map {
                try SensitivityCommand.listed($0, flag: "--parameters")
            } ?? CalibrationStudy.defaultPaths
        var settings = HistoryMatchingSettings(
            waves: try arguments.integer("--waves", in: HistoryMatchingSettings.acceptedWaves) ?? defaultWaves,
            pointsPerWave: try arguments.integer("--points", in: HistoryMatchingSettings.acceptedPointsPerWave)
                ?? defaultPoints,
            replications: try arguments.integer("--replications", in: 1...100_000) ?? defaultReplications,
            seed: try arguments.unsigned("--seed") ?? defaultSeed)
        settings.shrinkTolerance =
            try arguments.number(
                "--shrink-tolerance", "a share of the space", within: ValidRange(0...1), example: "0.05")
            ?? settings.shrinkTolerance
        let study: CalibrationStudy
        do throws(AnalysisError) {
            study = try CalibrationStudy(
                observations: observations, paths: paths, settings: settings, registry: registry)
        } catch { throw InputError(error.description) }
        let requested = try arguments.integer("--threads", in: 0...1_024) ?? 0
        let threads = requested > 0 ? requested : ProcessInfo.processInfo.activeProcessorCount
        if let truths = recoveryTruths {
            return try recover(truths: truths, study: study, threads: threads, arguments: arguments, stop: stop)
        }
        let output = try arguments.directory("--out") ?? "reports/calibration"
        let calibration: Int = observations.filter { $0.set == Observation.Set.calibration }.count
        let validation: Int = observations.count - calibration
        let scenarios: String = study.scenarios.count == 1 ? "1 scenario" : "\(study.scenarios.count) scenarios"
        let design: String =
            "up to \(settings.waves) waves × \(settings.pointsPerWave) points × \(settings.replications) replications"
        print(
            "FenceSim \(FenceSimVersion.current) — calibrate: \(observations.count) observations (\(calibration) "
                + "calibration, \(validation) validation) from \(scenarios), \(paths.count) parameters, \(design), "
                + "seed \(settings.seed), \(threads) thread\(threads == 1 ? "" : "s")")
        let driver = StudyDriver(
            study, output: output, threads: threads, resume: arguments.flag("--resume"),
            console: .terminal(quiet: arguments.flag("--quiet")), stop: stop)
        if let shard = try SweepCommand.shard(
            arguments, workCount: settings.pointsPerWave, counted: "a wave has \(settings.pointsPerWave) points")
        {
            try driver.runShard(shard)
            return .ok
        }
        let results = try driver.run(label: "calibrate")
        print(CalibrationSummaryText.render(results))
        try driver.write(results)
        print("\nwrote \(output)/results.json")
        return .ok
    }

    /// `--recovery N`: the posterior checked on N synthetic truths (``RecoveryStudy``), run by the study driver
    /// (checkpoints, `--resume`, the clean stop, `--shard K/N`) and written to OUT/results.json and OUT/report.md.
    static func recover(
        truths: Int, study: CalibrationStudy, threads: Int, arguments: Arguments,
        stop: @escaping @Sendable () -> Bool
    ) throws -> ExitStatus {
        let output = try arguments.directory("--out") ?? "reports/calibration-recovery"
        let settings = study.matching.settings
        print(
            "FenceSim \(FenceSimVersion.current) — calibrate --recovery: \(truths) synthetic truths; wave 1 of "
                + "\(settings.pointsPerWave) points × \(settings.replications) replications, seed \(settings.seed), "
                + "\(threads) thread\(threads == 1 ? "" : "s")")
        let recovery = RecoveryStudy(study, truths: truths)
        let driver = StudyDriver(
            recovery, output: output, threads: threads, resume: arguments.flag("--resume"),
            console: .terminal(quiet: arguments.flag("--quiet")), stop: stop)
        let units = recovery.header.maximumUnits
        if let shard = try SweepCommand.shard(
            arguments, workCount: units, counted: "a recovery has \(units) units (design points and truths)")
        {
            try driver.runShard(shard)
            return .ok
        }
        let results: CalibrationRecovery
        do { results = try driver.run(label: "calibrate --recovery") } catch let error as AnalysisError {
            throw InputError(error.description)
        }
        let report = CalibrationRecoveryMarkdown.render(results)
        try driver.write(results, adding: [("report.md", report)])
        print(report)
        print("wrote \(output)/results.json and \(output)/report.md")
        return .ok
    }
}
