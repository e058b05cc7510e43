import FenceExperiment

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
        var runner = Runs(evaluator: NoEvaluator(), threads: 1, candidates: candidates, outcomes: known)
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
}
