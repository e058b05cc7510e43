import FenceExperiment
import FenceFiles
import FenceResultsReport
import Foundation

extension OptimizeCommand {
    /// `optimize … --shard K/N --out DIR`: runs shard K's share of the first batch of runs the optimisation's
    /// state (`DIR/.fencesim-optimize-checkpoint/`, as `merge` left it; none before the first batch) lacks and
    /// writes `DIR/part-K-of-N.json`. An interrupted shard continues with `--resume` from its own checkpoint.
    static func runShard(
        _ shard: Shard, optimizer: Optimizer, header: OptimizationCheckpointHeader, evaluator: ScenarioEvaluator,
        output: String, threads: Int, resume: Bool, quiet: Bool, stop: @escaping @Sendable () -> Bool
    ) throws -> ExitStatus {
        let statePath = output + "/" + OptimizationCheckpoint.directoryName
        let recorded = try OptimizationCheckpoint.recorded(directory: statePath, header: header)
        let checkpointPath =
            output + "/" + Shard.checkpointDirectory(OptimizationCheckpoint.directoryName, shard: shard)
        let checkpoint = try OptimizationCheckpoint(directory: checkpointPath, header: header, resume: resume)
        Interruption.install()
        let share = optimizer.pendingBatch(known: recorded).map {
            OptimizationPart.share(of: shard, in: $0.keys).filter { recorded[$0] == nil }.count
        }
        let bar = ProgressBar.make(total: share ?? 0, label: "optimize \(shard)", quiet: quiet)
        let result = Result { () throws(ExperimentError) -> OptimizationPart? in
            try optimizer.runShard(
                shard, header: header, recorded: recorded, evaluator: evaluator, threads: threads,
                finished: checkpoint.finished, progress: bar?.update, stop: stop, save: checkpoint.save)
        }
        bar?.finish()
        let part: OptimizationPart?
        switch result {
        case .success(let value): part = value
        case .failure(.interrupted):
            throw Interrupted(
                signal: Interruption.caught ?? SIGINT, done: checkpoint.savedCount(), total: share ?? 0,
                checkpoint: checkpointPath)
        case .failure(let error): throw error
        }
        guard let part else {
            checkpoint.remove()
            print(
                "the optimisation recorded in \(statePath) is finished: shard \(shard) has nothing to run (merge the "
                    + "last batch's parts into \(output)/results.json if that is not done yet)")
            return .ok
        }
        let file = "\(output)/\(shard.partFileName)"
        try part.write(toFile: file)
        checkpoint.remove()
        print("shard \(shard): \(part.runs.count) runs of batch \(part.batch); wrote \(file)")
        return .ok
    }

    /// `merge PART… --out DIR/results.json` over optimisation parts: records the parts' runs (all N shards of
    /// one batch) in the optimisation's state `DIR/.fencesim-optimize-checkpoint/`; once the recorded runs
    /// finish the optimisation, writes `DIR/results.json`, byte-identical to the one-process optimisation's.
    static func mergeParts(_ files: [String], output: String) throws -> ExitStatus {
        var parts: [(file: String, part: OptimizationPart)] = []
        for file in files { parts.append((file, try OptimizationPart.read(path: file))) }
        let (firstFile, first) = parts[0]
        guard first.header.model == .current else {
            throw MergeError(
                file: firstFile, message: "was made by \(first.header.model), this is \(ModelIdentity.current)",
                fix: "merge with the build that ran the shards (fencesim --version names it)")
        }
        let directory = URL(fileURLWithPath: output).deletingLastPathComponent().path
        let statePath = directory + "/" + OptimizationCheckpoint.directoryName
        // Checked against the state read as it is, before anything is written to it.
        let recorded = try OptimizationCheckpoint.recorded(directory: statePath, header: first.header)
        let merged = try OptimizationPart.merge(parts, recorded: recorded)
        let state = try OptimizationCheckpoint(directory: statePath, header: first.header, resume: true)
        for (_, part) in parts {
            for run in part.runs where recorded[run.key] == nil { try state.save(run.key, run.outcome) }
        }
        guard let outcome = first.optimizer.replayed(known: merged) else {
            let next = first.optimizer.pendingBatch(known: merged)?.number ?? first.batch + 1
            print(
                "merged \(parts.count) parts of batch \(first.batch) into \(statePath); next run batch \(next)'s "
                    + "shards (the same optimize command with --shard K/\(first.shard.count) --out \(directory)) and "
                    + "merge their parts")
            return .ok
        }
        let results = OptimizationResults(header: first.header, outcome: outcome)
        try AtomicFile.write(try results.json(), to: URL(fileURLWithPath: output))
        print(OptimizationSummaryText.render(results))
        print("\nmerged \(parts.count) parts of batch \(first.batch); the optimisation is finished: wrote \(output)")
        return .ok
    }
}
