import FenceExperiment
import FenceFiles
import FencePlatform
import FenceResultsReport
import FenceScenario
import Foundation

/// `fencesim run SCENARIO [--replications N] [--seed S] [--threads T] [--out DIR] [--resume] [--quiet]`.
///
/// A scenario with a `sweep` section runs every point, exactly like `fencesim sweep` (same files, summary
/// and flags, `--target` among them), so a file that declares its sweep needs no flags. Finished
/// replications are checkpointed in `DIR/.fencesim-checkpoint` until the results are written; `--resume`
/// continues an interrupted run from there.
struct RunCommand {
    static let usage =
        "fencesim run SCENARIO [--replications N] [--seed S] [--threads T] [--out DIR] [--resume] [--quiet]"

    static let valued: Set<String> = ["--replications", "--seed", "--threads", "--out", "--target"]
    static let switches: Set<String> = ["--quiet", "--resume"]

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else { throw UsageError("run takes one scenario file\nusage: \(usage)") }
        let scenario = try configuredScenario(arguments, registry: registry)
        if !scenario.sweep.isEmpty { return try SweepCommand.run(arguments, registry: registry) }
        if let target = arguments.value("--target") {
            throw UsageError(
                "--target \(target): --target is the recall a sweep's best point must reach, and "
                    + "\(arguments.positional[0]) declares no sweep (fix: drop --target, or use fencesim sweep "
                    + "with --vary PATH=FROM:TO:STEP)")
        }
        let threads = try resolvedThreads(arguments, scenario: scenario)
        let experiment = try Experiment(scenario: scenario)
        let output = try outputDirectory(arguments, scenario: scenario)
        print(
            "FenceSim \(FenceSimVersion.current) — \(scenario.name): \(scenario.run.replications) replications × "
                + "\(scenario.strategies.count) strategies, seed \(scenario.run.seed), horizon \(scenario.run.horizonDays * 24) h from \(Format.fixed(scenario.run.startHours, 2)) h, "
                + "\(threads) thread\(threads == 1 ? "" : "s")")
        for note in scenario.deviceNotes { print("note: \(note)") }
        for line in TrackImportText.lines(scenario) { print(line) }
        let checkpointName = CheckpointedRun.directoryName(shard: nil)
        let run = CheckpointedRun(experiment: experiment, directory: output + "/" + checkpointName)
        let rows = try run.rows(
            items: Array(0..<experiment.workCount), threads: threads, resume: arguments.flag("--resume"),
            quiet: arguments.flag("--quiet"), label: "run")
        let results = experiment.results(from: rows)
        print("")
        print(ResultsSummaryText.render(results.points[0], baselineLabel: scenario.strategies[0].label))
        try OutputSet(files: results.outputFiles()).write(toDirectory: output, dropping: [checkpointName])
        print("\nwrote \(output)/results.json and \(output)/results.csv")
        return .ok
    }

    /// `--out`, else `reports/<scenario name>`; the directory's problems (a file in the way, no
    /// permission) are found before anything runs.
    static func outputDirectory(_ arguments: Arguments, scenario: Scenario) throws -> String {
        let output: String
        if let given = arguments.value("--out") {
            guard !given.isEmpty else { throw UsageError("--out expects a directory, got an empty string") }
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
