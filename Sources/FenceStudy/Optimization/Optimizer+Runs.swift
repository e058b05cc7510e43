import FenceExperiment

extension Optimizer {
    /// The runs of an optimisation so far, and the means to make more: runs already known are taken as
    /// they are, the rest run in parallel in a fixed order, so results never depend on the thread count.
    struct Runs<Evaluator: OptimizationEvaluator> {
        let evaluator: Evaluator
        let threads: Int
        /// Every candidate's knob values so far, by index: the starting ones, then those the local search
        /// added (``add(_:)``).
        private(set) var candidates: [[Double]]
        /// Every run's outcome so far (known ones included).
        var outcomes: [Key: ReplicationOutcome]
        /// The runs the optimisation asked for (known or new).
        var asked: Set<Key> = []
        /// How many runs the optimisation asked for.
        var runs: Int { asked.count }
        /// Whether only known runs are taken: the first batch with a run not known is kept in ``pending``
        /// and the optimisation stops there (``Optimizer/pendingBatch(known:)``).
        var replayOnly = false
        /// How many batches of runs the optimisation asked for so far.
        var batches = 0
        /// The batch a replay stopped at.
        var pending: PendingBatch?

        init(evaluator: Evaluator, threads: Int, candidates: [[Double]], outcomes: [Key: ReplicationOutcome]) {
            self.evaluator = evaluator
            self.threads = threads
            self.candidates = candidates
            self.outcomes = outcomes
        }

        /// Adds a candidate with knob values `values`; returns its index.
        mutating func add(_ values: [Double]) -> Int {
            candidates.append(values)
            return candidates.count - 1
        }

        /// The outcomes of `keys`, in order, running those not yet known.
        mutating func outcomes(_ keys: [Key]) throws(ExperimentError) -> [ReplicationOutcome] {
            let missing = keys.filter { outcomes[$0] == nil }
            if replayOnly, !missing.isEmpty {
                pending = PendingBatch(number: batches + 1, keys: keys, candidates: candidates)
                throw .interrupted
            }
            batches += 1
            asked.formUnion(keys)
            let jobs = missing.map { ($0, candidates[$0.candidate]) }
            let evaluator = self.evaluator
            let fresh = try parallelMap(count: jobs.count, threads: threads) {
                (index: Int) throws(ExperimentError) -> ReplicationOutcome in
                let (key, values) = jobs[index]
                return try evaluator.outcome(values: values, replication: key.replication, model: key.model)
            }
            for (job, outcome) in zip(jobs, fresh) { outcomes[job.0] = outcome }
            return keys.map { outcomes[$0]! }
        }
    }

    /// The estimates of `indices` over `replications` at model point `model` (all their runs at once), their
    /// bounds at one-sided `confidence` (nil: the problem's).
    func estimates<E>(
        _ indices: [Int], replications: Range<Int>, model: Int? = nil, confidence: Double? = nil,
        runner: inout Runs<E>
    ) throws(ExperimentError) -> [Int: OptimizationEstimate] {
        let keys = indices.flatMap { candidate in
            replications.map { Key(candidate: candidate, replication: $0, model: model) }
        }
        let outcomes = try runner.outcomes(keys)
        var result: [Int: OptimizationEstimate] = [:]
        for (offset, candidate) in indices.enumerated() {
            let slice = outcomes[(offset * replications.count)..<((offset + 1) * replications.count)]
            result[candidate] = OptimizationEstimate(Array(slice), problem: problem, confidence: confidence)
        }
        return result
    }
}
