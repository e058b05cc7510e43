import FenceExperiment
import Foundation

/// Runs an experiment's work items the way `run` and `sweep` do: with a progress bar, every finished item
/// checkpointed in the output directory, `--resume` continuing from an earlier checkpoint, and a clean stop
/// on SIGINT or SIGTERM (``Interrupted``).
struct CheckpointedRun {
    /// The experiment.
    var experiment: Experiment
    /// The checkpoint directory.
    var directory: String

    /// The checkpoint directory inside `output`: `.fencesim-checkpoint`, or one per shard.
    static func directoryName(shard: Shard?) -> String {
        Shard.checkpointDirectory(Checkpoint.directoryName, shard: shard)
    }

    /// The rows of `items` (ascending), ordered by item then strategy: the earlier checkpoint's when
    /// `resume`, the rest run on `threads` workers.
    func rows(items: [Int], threads: Int, resume: Bool, quiet: Bool, label: String) throws -> [ResultRow] {
        Interruption.install()
        let checkpoint = try Checkpoint(directory: directory, header: experiment.header, resume: resume)
        let wanted = Set(items)
        // An item checkpointed without the detail this run keeps (another --battery-series) is run again.
        var byItem = checkpoint.finished.filter { item, rows in
            wanted.contains(item) && rows.allSatisfy { experiment.detail.isMet(by: $0.detail) }
        }
        if resume {
            print("resuming: \(byItem.count) of \(items.count) work items were already done (\(directory))")
        } else if checkpoint.discardedEarlier {
            print(
                "note: discarded the checkpoint of an earlier interrupted run in \(directory) (--resume continues one)")
        }
        let remaining = items.filter { byItem[$0] == nil }
        let bar = ProgressBar.make(total: remaining.count, label: label, quiet: quiet)
        let outcome = Result { () throws(ExperimentError) -> [ResultRow] in
            try experiment.rows(
                items: remaining, threads: threads, progress: bar?.update, stop: Interruption.requested,
                finished: checkpoint.save)
        }
        bar?.finish()
        let fresh: [ResultRow]
        switch outcome {
        case .success(let rows): fresh = rows
        case .failure(.interrupted):
            throw Interrupted(
                signal: Interruption.caught ?? SIGINT, done: checkpoint.savedCount(), total: items.count,
                checkpoint: directory)
        case .failure(let error): throw error
        }
        let replications = experiment.scenario.run.replications
        let byWorkItem = Dictionary(grouping: fresh) {
            Experiment.workItem(point: $0.point, replication: $0.replication, replications: replications)
        }
        for (item, rows) in byWorkItem {
            byItem[item] = rows
        }
        return items.flatMap { byItem[$0] ?? [] }
    }

    /// Removes the checkpoint once its work is written elsewhere (a shard's part file).
    func removeCheckpoint() { try? FileManager.default.removeItem(atPath: directory) }
}
