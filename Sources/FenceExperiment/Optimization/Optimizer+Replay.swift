import FenceFiles

extension Optimizer {
    /// The first batch of runs (a halving stage's, a confirmation stage's or the robust check's) with a run
    /// that the known runs lack, when they do not finish the optimisation.
    public struct PendingBatch: Sendable, Equatable {
        /// The batch's number, from 1: the batches the optimisation asks for before it, plus one.
        public var number: Int
        /// Its runs, in the order the optimisation asks for them (the shards split this order).
        public var keys: [Key]
        /// Every candidate's knob values by index, as the optimisation knows them at this batch (the starting
        /// candidates and those the local search added before it).
        public var candidates: [[Double]]
    }

    /// Never runs anything: a replay stops at the first run it lacks before asking for it.
    private struct NoEvaluator: OptimizationEvaluator {
        func outcome(values: [Double], replication: Int, model: Int?) throws(ExperimentError) -> ReplicationOutcome {
            throw .interrupted
        }
    }

    /// The optimisation on `known` runs alone: its outcome, or the first batch with a run `known` lacks.
    private func replay(known: [Key: ReplicationOutcome]) -> (OptimizationOutcome?, PendingBatch?) {
        var runner = Runs(
            evaluator: NoEvaluator(), threads: 1, candidates: candidates, outcomes: known, progress: nil, stop: nil,
            finished: nil)
        runner.replayOnly = true
        do {
            return (try run(&runner), nil)
        } catch {
            return (nil, runner.pending)
        }
    }

    /// The optimisation replayed from `known` runs alone: its outcome when they finish it, nil when a run
    /// is missing. It is the outcome of one process, since every decision is a function of the runs'
    /// outcomes.
    public func replayed(known: [Key: ReplicationOutcome]) -> OptimizationOutcome? { replay(known: known).0 }

    /// The first batch with a run `known` lacks; nil when `known` finishes the optimisation.
    public func pendingBatch(known: [Key: ReplicationOutcome]) -> PendingBatch? { replay(known: known).1 }

    /// Runs shard `shard`'s share of the first batch the `recorded` runs (the optimisation's checkpoint, as
    /// merged so far) lack: the batch's runs with index i mod N = K − 1 not recorded yet, on `threads`
    /// workers, with `evaluator`. Nil when the recorded runs finish the optimisation. A run in `finished`
    /// (the shard's own checkpoint of an interrupted run) is taken from there; every run made goes to `save`.
    /// `progress` receives the runs of the share done; once `stop` returns true no further run starts and
    /// the call throws ``ExperimentError/interrupted``.
    public func runShard(
        _ shard: Shard, header: OptimizationCheckpointHeader, recorded: [Key: ReplicationOutcome],
        evaluator: some OptimizationEvaluator, threads: Int, finished: [Key: ReplicationOutcome] = [:],
        progress: (@Sendable (Int) -> Void)? = nil, stop: (@Sendable () -> Bool)? = nil,
        save: (@Sendable (Key, ReplicationOutcome) throws(OutputError) -> Void)? = nil
    ) throws(ExperimentError) -> OptimizationPart? {
        guard let batch = pendingBatch(known: recorded) else { return nil }
        let keys = OptimizationPart.share(of: shard, in: batch.keys).filter { recorded[$0] == nil }
        var runner = Runs(
            evaluator: evaluator, threads: threads, candidates: batch.candidates, outcomes: finished,
            progress: progress, stop: stop, finished: save)
        let outcomes = try runner.outcomes(keys)
        return OptimizationPart(
            header: header, shard: shard, batch: batch.number,
            runs: zip(keys, outcomes).map { OptimizationRun(key: $0, outcome: $1) })
    }
}
