import FenceExperiment
import Foundation

/// `fencesim sweep SCENARIO [--vary PATH=FROM:TO:STEP | PATH=V1,V2,…]… [--out DIR] [--threads T]
/// [--replications N] [--seed S] [--target R] [--shard K/N] [--quiet]`.
///
/// Runs the grid of the scenario's own `sweep` section plus every `--vary` (the last dimension varies
/// fastest), with the same replications at every point. The whole sweep writes `results.json`,
/// `results.csv` and `analysis.json` under `--out` and prints each point and the analysis across points;
/// `--shard K/N` runs only that shard's work items and writes `DIR/part-K-of-N.json` for `fencesim merge`.
struct SweepCommand {
    static let usage =
        "fencesim sweep SCENARIO [--vary PATH=FROM:TO:STEP | --vary PATH=V1,V2,…]… [--out DIR] [--threads T] "
        + "[--replications N] [--seed S] [--target R] [--shard K/N] [--quiet]"

    static let valued: Set<String> = [
        "--vary", "--out", "--threads", "--replications", "--seed", "--target", "--shard",
    ]
    static let switches: Set<String> = ["--quiet"]

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("sweep takes one scenario file\nusage: \(usage)")
        }
        let scenario = try RunCommand.configuredScenario(arguments)
        var dimensions: [SweepDimension] = []
        for text in arguments.values("--vary") { dimensions.append(try SweepDimension(parsing: text)) }
        guard !scenario.sweep.isEmpty || !dimensions.isEmpty else {
            throw UsageError(
                "\(arguments.positional[0]) declares no sweep: give --vary PATH=FROM:TO:STEP (or use fencesim run)")
        }
        let target = try targetRecall(arguments)
        let experiment = try Experiment(scenario: scenario, extraDimensions: dimensions)
        let threads = try RunCommand.resolvedThreads(arguments, scenario: scenario)
        let output = arguments.value("--out") ?? "reports/\(scenario.name)"
        let quiet = arguments.flag("--quiet")
        print(
            "FenceSim \(FenceSimVersion.current) — \(scenario.name): sweep of \(experiment.points.count) points × "
                + "\(scenario.run.replications) replications × \(scenario.strategies.count) "
                + (scenario.strategies.count == 1 ? "strategy" : "strategies") + ", seed "
                + "\(scenario.run.seed), \(threads) thread\(threads == 1 ? "" : "s")")
        for note in scenario.deviceNotes { print("note: \(note)") }

        if let text = arguments.value("--shard") {
            guard let shard = Shard(parsing: text) else {
                throw UsageError("--shard expects K/N with 1 ≤ K ≤ N (e.g. 2/8), got '\(text)'")
            }
            let items = shard.items(workCount: experiment.workCount)
            let bar = ProgressBar.make(total: items.count, label: "shard \(shard)", quiet: quiet)
            let part = try PartialResults(running: experiment, shard: shard, threads: threads, progress: bar?.update)
            bar?.finish()
            let file = "\(output)/part-\(shard.index)-of-\(shard.count).json"
            try part.write(toFile: file)
            print("shard \(shard): \(items.count) of \(experiment.workCount) work items; wrote \(file)")
            return .ok
        }

        let results = try RunCommand.execute(experiment, threads: threads, quiet: quiet, label: "sweep")
        let analysis = try SweepAnalysis(results: results, target: target)
        print("")
        print(SweepSummaryText.render(results, analysis))
        try results.write(toDirectory: output)
        try analysis.write(toDirectory: output)
        print("\nwrote \(output)/results.json, results.csv and analysis.json")
        return .ok
    }

    /// `--target`, a recall in (0, 1] (default 0.90).
    static func targetRecall(_ arguments: Arguments) throws -> Double {
        guard let text = arguments.value("--target") else { return SweepAnalysis.defaultTarget }
        guard let value = Double(text), value > 0, value <= 1 else {
            throw UsageError("--target expects a recall in (0, 1], e.g. 0.9, got '\(text)'")
        }
        return value
    }
}
