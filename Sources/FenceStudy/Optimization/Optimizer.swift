import FenceExperiment

/// An optimisation: successive halving over replications with common random numbers, then a local search
/// around the best finalist, then a ranking-and-selection confirmation of the finalists on fresh
/// replications, then (optionally) a robust check of the constraint over model points
/// (`docs/optimization.md`).
public struct Optimizer: Sendable {
    /// Replication indices of the confirmation start here (fresh seeds, unlike the halving's 0, 1, …).
    public static let confirmationBase = 1_000_000
    /// Replication indices of the robust check start here.
    public static let robustBase = 2_000_000

    public var problem: OptimizationProblem
    public var knobs: [OptimizationKnob]
    public var settings: OptimizationSettings
    public var robust: RobustSettings?
    /// The starting candidates' knob values (``CandidateSet``); the local search adds more after them
    /// (``OptimizationOutcome/candidates`` lists all).
    public let candidates: [[Double]]

    public init(
        problem: OptimizationProblem, knobs: [OptimizationKnob], settings: OptimizationSettings,
        robust: RobustSettings? = nil
    ) {
        self.problem = problem
        self.knobs = knobs
        self.settings = settings
        self.robust = robust
        candidates = CandidateSet.make(knobs: knobs, settings: settings)
    }

    /// One run's key: candidate, replication index and model point (nil: the scenario's parameters).
    public struct Key: Sendable, Hashable, Codable {
        public var candidate: Int
        public var replication: Int
        public var model: Int?
        public init(candidate: Int, replication: Int, model: Int?) {
            self.candidate = candidate
            self.replication = replication
            self.model = model
        }
    }

    /// Runs the optimisation with `evaluator` on `threads` workers, taking the runs in `known` (done earlier) as
    /// they are. The outcome depends on neither the thread count nor which runs came from `known`; the command
    /// line runs it batch by batch instead (``pendingBatch(known:)``), checkpointed and sharded.
    public func run(evaluator: some OptimizationEvaluator, threads: Int, known: [Key: ReplicationOutcome] = [:])
        throws(ExperimentError) -> OptimizationOutcome
    {
        var runner = Runs(evaluator: evaluator, threads: threads, candidates: candidates, outcomes: known)
        return try run(&runner)
    }

    /// The optimisation on `runner`'s runs (every decision a function of their outcomes).
    func run<E>(_ runner: inout Runs<E>) throws(ExperimentError) -> OptimizationOutcome {
        var record = SearchRecord()
        let (halvingFinalists, replications) = try halving(record: &record, runner: &runner)
        let searched = try localSearch(
            from: halvingFinalists, replications: replications, record: &record, runner: &runner)
        let finalists = withSafeFinalist(searched, record: record)
        let confirmation = try confirm(finalists, halving: record.estimates, runner: &runner)
        let pick = confirmation.flatMap {
            best(of: $0.feasible, estimates: Dictionary(uniqueKeysWithValues: zip($0.finalists, $0.estimates)))
        }
        var robustOutcome: OptimizationOutcome.Robust?
        if let robust, let confirmation {
            robustOutcome = try robustCheck(robust, confirmation: confirmation, runner: &runner)
        }
        let list = runner.candidates.indices.map { index in
            OptimizationOutcome.Candidate(
                index: index, values: runner.candidates[index], estimate: record.estimates[index]!,
                lastStage: record.lastStage[index] ?? 1, droppedInfeasible: record.dropped.contains(index))
        }
        return OptimizationOutcome(
            candidates: list, stages: record.stages, confirmation: confirmation, pick: pick, robust: robustOutcome,
            paretoFront: paretoFront(list), runs: runner.runs, maximumRuns: maximumRuns)
    }

    /// The most runs the optimisation makes, whatever the outcomes: without a budget ``maximumStages``
    /// halving stages of at most ``stageRuns`` each, ``OptimizationSettings/localSearchRounds`` local
    /// search rounds of at most ``roundRuns`` each and the confirmation's ``maximumConfirmationRuns``; with
    /// one, the budget (the confirmation spends what the rest leave); then the robust check's model points
    /// × replications for each finalist.
    public var maximumRuns: Int {
        let robustRuns = robust.map { $0.points.count * $0.replications * settings.finalists } ?? 0
        let searchRuns = maximumStages * stageRuns + settings.localSearchRounds * roundRuns + maximumConfirmationRuns
        return (settings.budget ?? searchRuns) + robustRuns
    }

    /// The best of `indices` by objective mean (ties: the lower index); nil when empty.
    func best(of indices: [Int], estimates: [Int: OptimizationEstimate]) -> Int? {
        indices.min { a, b in
            let (x, y) = (estimates[a]!.objectiveMean, estimates[b]!.objectiveMean)
            return problem.better(x, than: y) || (x == y && a < b)
        }
    }

    /// `indices` ordered best objective first (ties: the lower index).
    func ranked(_ indices: [Int], estimates: [Int: OptimizationEstimate]) -> [Int] {
        indices.sorted { a, b in
            let (x, y) = (estimates[a]!.objectiveMean, estimates[b]!.objectiveMean)
            return problem.better(x, than: y) || (x == y && a < b)
        }
    }

    /// Candidates that no other dominates: at least as good in the objective and in the constrained
    /// metric (higher for `>=`, lower for `<=`) and better in one, by their halving estimates.
    func paretoFront(_ list: [OptimizationOutcome.Candidate]) -> [Int] {
        let sign = problem.comparison == .atLeast ? 1.0 : -1.0
        func dominates(_ a: OptimizationOutcome.Candidate, _ b: OptimizationOutcome.Candidate) -> Bool {
            guard let ca = a.estimate.constraint, let cb = b.estimate.constraint else { return false }
            let (oa, ob) = (a.estimate.objectiveMean, b.estimate.objectiveMean)
            let objectiveNoWorse = !problem.better(ob, than: oa)
            let constraintNoWorse = sign * ca >= sign * cb
            return objectiveNoWorse && constraintNoWorse && (problem.better(oa, than: ob) || sign * ca > sign * cb)
        }
        return list.filter { b in b.estimate.constraint != nil && !list.contains { dominates($0, b) } }.map(\.index)
    }
}
