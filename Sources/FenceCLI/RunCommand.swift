import FenceExperiment
import Foundation

/// `fencesim run SCENARIO [--replications N] [--seed S] [--threads T] [--out DIR] [--target R] [--quiet]`.
///
/// A scenario with a `sweep` section runs every point, exactly like `fencesim sweep` (same files and
/// summary), so a file that declares its sweep needs no flags.
struct RunCommand {
    static let usage =
        "fencesim run SCENARIO [--replications N] [--seed S] [--threads T] [--out DIR] [--target R] [--quiet]"

    static let valued: Set<String> = ["--replications", "--seed", "--threads", "--out", "--target"]
    static let switches: Set<String> = ["--quiet"]

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        guard arguments.positional.count == 1 else { throw UsageError("run takes one scenario file\nusage: \(usage)") }
        let scenario = try configuredScenario(arguments)
        if !scenario.sweep.isEmpty { return try SweepCommand.run(arguments) }
        let threads = try resolvedThreads(arguments, scenario: scenario)
        let experiment = try Experiment(scenario: scenario)
        let output = arguments.value("--out") ?? "reports/\(scenario.name)"
        print(
            "FenceSim \(FenceSimVersion.current) — \(scenario.name): \(scenario.run.replications) replications × "
                + "\(scenario.strategies.count) strategies, seed \(scenario.run.seed), horizon \(scenario.run.horizonDays * 24) h from \(Format.fixed(scenario.run.startHours, 2)) h, "
                + "\(threads) thread\(threads == 1 ? "" : "s")")
        for note in scenario.deviceNotes { print("note: \(note)") }
        let results = try execute(experiment, threads: threads, quiet: arguments.flag("--quiet"), label: "run")
        print("")
        print(ResultsSummaryText.render(results.points[0], baselineLabel: scenario.strategies[0].label))
        try results.write(toDirectory: output)
        print("\nwrote \(output)/results.json and \(output)/results.csv")
        return .ok
    }

    /// Runs every work item of `experiment`, with a progress bar on a terminal unless `quiet`.
    static func execute(_ experiment: Experiment, threads: Int, quiet: Bool, label: String) throws
        -> ExperimentResults
    {
        let bar = ProgressBar.make(total: experiment.workCount, label: label, quiet: quiet)
        defer { bar?.finish() }
        return try experiment.run(threads: threads, progress: bar?.update)
    }

    /// The scenario named by the first positional argument, with `--replications` and `--seed` applied.
    static func configuredScenario(_ arguments: Arguments) throws -> Scenario {
        var scenario = try loadScenario(arguments.positional[0])
        if let replications = try arguments.integer("--replications", in: 1...100_000) {
            scenario.run.replications = replications
        }
        if let seed = try arguments.unsigned("--seed") { scenario.run.seed = seed }
        return scenario
    }

    /// `--threads`, else the scenario's `run.threads`, else every core.
    static func resolvedThreads(_ arguments: Arguments, scenario: Scenario) throws -> Int {
        let requested = try arguments.integer("--threads", in: 0...1_024) ?? scenario.run.threads
        return requested > 0 ? requested : ProcessInfo.processInfo.activeProcessorCount
    }

    /// Loads a scenario, turning its errors into exit status 2.
    static func loadScenario(_ path: String) throws -> Scenario {
        do { return try Scenario.load(path: path) } catch { throw InputError(error.description) }
    }
}

/// Bad input (a scenario, a results file): printed as is, exit status 2.
struct InputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
