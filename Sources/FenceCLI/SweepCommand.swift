import FenceAnalysis
import FenceExperiment
import FenceParameters
import FencePlatform
import FenceResultsReport
import FenceScenario
import FenceStudy
import Foundation

/// `fencesim sweep SCENARIO` with the options declared in ``options``.
///
/// Runs the grid of the scenario's own `sweep` section plus every `--vary` (the last dimension varies
/// fastest), with the same replications at every point. The whole sweep writes `results.json`,
/// `results.csv`, `summary.csv` and `analysis.json` under `--out` and prints each point and the analysis across points;
/// `--shard K/N` runs only that shard's work items and writes `DIR/part-K-of-N.json` for `fencesim merge`.
/// ``StudyDriver`` checkpoints finished work items in `DIR/.fencesim-checkpoint` (one per shard) until the
/// output is written; `--resume` continues an interrupted sweep from there.
struct SweepCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--vary", value: "PATH=FROM:TO:STEP|PATH=V1,V2,…",
            meaning: "a knob to vary, named by its JSON path (a strategy by its label); several make a grid, "
                + "added to the scenario's own sweep section",
            defaultValue: "the scenario's sweep section",
            example: "--vary 'strategies[three-manager].outerRadius=250,500'",
            repeatable: true),
        .out("reports/<scenario name>"), .threads, .replications, .seed, .target, .shard, .resume, .quiet,
    ]
    static let usage = options.usage("fencesim sweep SCENARIO")
    static let valued = options.valued
    static let switches = options.switches

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("sweep takes one scenario file\nusage: \(usage)")
        }
        let scenario = try RunCommand.configuredScenario(arguments, registry: registry)
        var dimensions: [SweepDimension] = []
        for text in arguments.values("--vary") { dimensions.append(try SweepDimension(parsing: text)) }
        guard !scenario.sweep.isEmpty || !dimensions.isEmpty else {
            throw UsageError(
                "\(arguments.positional[0]) declares no sweep: give --vary PATH=FROM:TO:STEP (or use fencesim run)")
        }
        let target = try targetRecall(arguments)
        let experiment = try Experiment(scenario: scenario, extraDimensions: dimensions)
        let threads = try RunCommand.resolvedThreads(arguments, scenario: scenario)
        let shard = try shard(
            arguments, workCount: experiment.workCount,
            counted: "the sweep has \(experiment.workCount) work items (points × replications)")
        let output = try RunCommand.outputDirectory(arguments, scenario: scenario)
        let driver = StudyDriver(
            experiment, output: output, threads: threads, resume: arguments.flag("--resume"),
            console: .terminal(quiet: arguments.flag("--quiet")))
        print(
            "FenceSim \(FenceSimVersion.current) — \(scenario.name): sweep of \(experiment.points.count) points × "
                + "\(scenario.run.replications) replications × \(scenario.strategies.count) "
                + (scenario.strategies.count == 1 ? "strategy" : "strategies") + ", seed "
                + "\(scenario.run.seed), \(threads) thread\(threads == 1 ? "" : "s")")
        for note in scenario.deviceNotes { print("note: \(note)") }
        for line in TrackImportText.lines(scenario) { print(line) }

        if let shard {
            try driver.runShard(shard)
            return .ok
        }
        let results = try driver.run(label: "sweep")
        let analysis = try SweepAnalysis(results: results, target: target)
        print("")
        print(SweepSummaryText.render(results, analysis))
        let written = try driver.write(results, adding: [("analysis.json", try analysis.jsonText())])
        print("\nwrote " + written.map { "\(output)/\($0)" }.joined(separator: ", "))
        return .ok
    }

    /// `--shard K/N`, or nil; N may not exceed the `workCount` work items (a shard without work cannot be
    /// merged), which `counted` names for the message ("the sweep has 12 work items (points ×
    /// replications)").
    static func shard(_ arguments: Arguments, workCount: Int, counted: String) throws -> Shard? {
        guard let text = arguments.value("--shard") else { return nil }
        guard let shard = Shard(parsing: text) else {
            throw UsageError("--shard expects K/N with 1 ≤ K ≤ N (e.g. --shard 2/8), got '\(text)'")
        }
        guard shard.count <= workCount else {
            throw UsageError(
                "--shard \(text): \(counted), so it splits into at most \(workCount) shards (fix: use N ≤ \(workCount))"
            )
        }
        return shard
    }

    /// `--target`, an entry recall strictly between 0 and 1 (default 0.90).
    static func targetRecall(_ arguments: Arguments) throws -> Double {
        try arguments.number(
            "--target", "an entry recall", within: ValidRange(0, 1, excludesLower: true, excludesUpper: true),
            example: "0.9")
            ?? SweepAnalysis.defaultTarget
    }
}
