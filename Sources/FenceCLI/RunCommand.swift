import FenceExperiment
import FenceFiles
import FencePlatform
import FenceResultsReport
import FenceScenario
import FenceStudy
import Foundation

/// `fencesim run SCENARIO` with the options declared in ``options``.
///
/// Writes `results.json`, `results.csv`, the tidy `summary.csv` and `visits.csv` and, with `--battery-series`,
/// `battery.csv` (the battery level every MINUTES of every run). What keeps the run from scoring (the scenario's
/// warnings, then those its results show) is printed on standard error as `warning: …` and kept in the results.
///
/// A scenario with a `sweep` section runs every point, exactly like `fencesim sweep` (same files, summary
/// and flags, `--target` among them), so a file that declares its sweep needs no flags. Finished
/// replications are checkpointed in `DIR/.fencesim-checkpoint` until the results are written; `--resume`
/// continues an interrupted run from there.
struct RunCommand {
    static let options: [CommandOption] = [
        .replications, .seed, .threads, .out("reports/<scenario name>"),
        CommandOption(
            flag: "--battery-series", value: "MINUTES",
            meaning: "also write battery.csv: every run's battery level every MINUTES minutes (1–1440; a scenario "
                + "without a sweep)",
            defaultValue: "no battery.csv", example: "--battery-series 30"),
        .target, .resume, .quiet,
    ]
    static let usage = options.usage("fencesim run SCENARIO")
    static let valued = options.valued
    static let switches = options.switches

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else { throw UsageError("run takes one scenario file\nusage: \(usage)") }
        let scenario = try configuredScenario(arguments, registry: registry)
        let batteryMinutes = try arguments.integer("--battery-series", in: 1...1_440)
        if !scenario.sweep.isEmpty {
            if batteryMinutes != nil {
                throw UsageError(
                    "--battery-series: the battery series is written by a run without a sweep, and "
                        + "\(arguments.positional[0]) declares one (fix: drop --battery-series, or run one point's "
                        + "scenario without its sweep section)")
            }
            return try SweepCommand.run(arguments, registry: registry)
        }
        if let target = arguments.value("--target") {
            throw UsageError(
                "--target \(target): --target is the recall a sweep's best point must reach, and "
                    + "\(arguments.positional[0]) declares no sweep (fix: drop --target, or use fencesim sweep "
                    + "with --vary PATH=FROM:TO:STEP)")
        }
        let threads = try resolvedThreads(arguments, scenario: scenario)
        var experiment = try Experiment(scenario: scenario)
        experiment.detail = RunDetailRequest(
            visits: true, batterySampleInterval: batteryMinutes.map { .minutes(Double($0)) })
        let output = try outputDirectory(arguments, scenario: scenario)
        print(
            "FenceSim \(FenceSimVersion.current) — \(scenario.name): \(scenario.run.replications) replications × "
                + "\(scenario.strategies.count) strategies, seed \(scenario.run.seed), horizon \(scenario.run.horizonDays * 24) h from \(Format.fixed(scenario.run.startHours, 2)) h, "
                + (scenario.run.chargeDaily
                    ? "phone charged daily at \(Format.fixed(scenario.run.chargeHours ?? scenario.run.startHours, 2)) h, "
                    : "one battery, ") + "\(threads) thread\(threads == 1 ? "" : "s")")
        for note in scenario.deviceNotes { print("note: \(note)") }
        for line in TrackImportText.lines(scenario) { print(line) }
        let file = arguments.positional[0]
        for warning in scenario.warnings { FenceSimCommand.printError("warning: " + warning.text(file: file)) }
        let driver = StudyDriver(
            experiment, output: output, threads: threads, resume: arguments.flag("--resume"),
            console: .terminal(quiet: arguments.flag("--quiet")))
        let results = try driver.run(label: "run")
        print("")
        print(
            ResultsSummaryText.render(
                results.points[0], baselineLabel: scenario.strategies[0].label, catalogue: results.metrics,
                warnings: results.warnings))
        for warning in results.warnings.dropFirst(scenario.warnings.count) {
            FenceSimCommand.printError("warning: " + warning.text(file: file))
        }
        let written = try driver.write(results)
        print("\nwrote " + written.map { "\(output)/\($0)" }.joined(separator: ", "))
        return .ok
    }

    /// `--out`, else `reports/<scenario name>`; the directory's problems (a file in the way, no
    /// permission) are found before anything runs.
    static func outputDirectory(_ arguments: Arguments, scenario: Scenario) throws -> String {
        let output: String
        if let given = try arguments.directory("--out") {
            output = given
        } else {
            let name = scenario.name
            guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
                throw UsageError(
                    "the scenario name '\(name)' cannot name a directory under reports/ (fix: give --out DIR, or a "
                        + "name without '/')")
            }
            output = "reports/\(name)"
        }
        try AtomicFile.createDirectory(output)
        return output
    }

    /// The scenario named by the first positional argument (strategies from `registry`), with
    /// `--replications` and `--seed` applied (`Scenario.overridingRun(replications:seed:file:)`).
    /// `defaultReplications`, when given, replaces the file's replications unless `--replications` is given.
    static func configuredScenario(
        _ arguments: Arguments, registry: StrategyRegistry, defaultReplications: Int? = nil
    ) throws -> Scenario {
        let scenario = try loadScenario(arguments.positional[0], registry: registry)
        return try scenario.overridingRun(
            replications: try arguments.integer("--replications", in: 1...100_000) ?? defaultReplications,
            seed: try arguments.unsigned("--seed"), file: arguments.positional[0])
    }

    /// `--threads`, else the scenario's `run.threads`, else every core.
    static func resolvedThreads(_ arguments: Arguments, scenario: Scenario) throws -> Int {
        let requested = try arguments.integer("--threads", in: 0...1_024) ?? scenario.run.threads
        return requested > 0 ? requested : ProcessInfo.processInfo.activeProcessorCount
    }

    /// Loads a scenario with the strategies of `registry`, turning its errors into exit status 2.
    static func loadScenario(_ path: String, registry: StrategyRegistry) throws -> Scenario {
        do { return try Scenario.load(path: path, registry: registry) } catch { throw InputError(error.description) }
    }
}

/// Bad input (a scenario, a results file): printed as is, exit status 2.
struct InputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
