import FenceExperiment
import FenceScenario

/// What an optimisation is, as its checkpoint and parts record it: the model, the scenario, the problem, the
/// knobs, the settings and the robust model points. An optimisation as a study: its units are runs
/// (``Optimizer/Key``), asked for in batches (a halving or confirmation stage, the robust check), each
/// batch's runs a function of the runs before; a unit's row is the run's outcome.
public struct OptimizationHeader: Sendable, Equatable, Codable {
    public var model: ModelIdentity
    public var scenario: String
    public var replicationSeed: UInt64
    public var problem: OptimizationProblem
    public var knobs: [OptimizationKnob]
    public var settings: OptimizationSettings
    public var robust: RobustSettings?

    public init(
        scenario: Scenario, problem: OptimizationProblem, knobs: [OptimizationKnob], settings: OptimizationSettings,
        robust: RobustSettings?
    ) {
        model = .current
        self.scenario = scenario.name
        replicationSeed = scenario.run.seed
        self.problem = problem
        self.knobs = knobs
        self.settings = settings
        self.robust = robust
    }

    /// The optimiser the header describes.
    public var optimizer: Optimizer {
        Optimizer(problem: problem, knobs: knobs, settings: settings, robust: robust)
    }
}

extension OptimizationHeader: StudyHeader {
    public typealias Unit = Optimizer.Key
    public typealias Row = ReplicationOutcome
    public typealias Batch = Optimizer.PendingBatch
    public typealias Results = OptimizationResults

    public static var kind: StudyKind { .optimization }
    public var modelIdentity: ModelIdentity? { model }
    public var maximumUnits: Int { optimizer.maximumRuns }

    /// Settings and knobs within what `optimize` accepts, so replaying them stays small.
    public func shapeProblem() -> ResultsFileProblem? {
        let fix = "the file is damaged or hand-edited; re-run its shard"
        typealias Accepted = OptimizationSettings
        guard (1...10_000).contains(settings.fullGridUpTo), (1...10_000).contains(settings.sampledCandidates),
            Accepted.acceptedInitialReplications.contains(settings.initialReplications),
            (settings.initialReplications...100_000).contains(settings.maximumStageReplications),
            (1...1_000).contains(settings.finalists),
            Accepted.acceptedConfirmationReplications.contains(settings.confirmationReplications),
            Accepted.acceptedLocalSearchRounds.contains(settings.localSearchRounds)
        else {
            return ResultsFileProblem(path: "settings", message: "are outside what fencesim optimize accepts", fix: fix)
        }
        for (index, knob) in knobs.enumerated() {
            let ranged = knob.lower.map { lower in knob.upper.map { lower.isFinite && $0.isFinite } ?? false } ?? false
            guard knob.values.count <= 10_000, knob.values.allSatisfy(\.isFinite), !knob.values.isEmpty || ranged
            else {
                return ResultsFileProblem(
                    path: "knobs[\(index)]", message: "has neither finite values nor a finite range", fix: fix)
            }
        }
        guard (1...20).contains(knobs.count) else {
            return ResultsFileProblem(path: "knobs", message: "has \(knobs.count) knobs, not 1 to 20", fix: fix)
        }
        return nil
    }

    public func pendingBatch(known: [Optimizer.Key: ReplicationOutcome]) -> Optimizer.PendingBatch? {
        optimizer.pendingBatch(known: known)
    }

    public func accepts(_ row: ReplicationOutcome, of unit: Optimizer.Key) -> Bool { true }

    public func results(known: [Optimizer.Key: ReplicationOutcome]) throws(AnalysisError) -> OptimizationResults {
        guard let outcome = optimizer.replayed(known: known) else {
            throw AnalysisError(parameter: "optimize", message: "the recorded runs do not finish the optimisation")
        }
        return OptimizationResults(header: self, outcome: outcome)
    }
}

extension Optimizer.Key: StudyUnit {
    /// Candidate, model point and replication in one number.
    public var number: Int { candidate * 10_000_000_000 + ((model ?? -1) + 1) * 10_000_000 + replication }

    public var description: String {
        "(candidate \(candidate), replication \(replication)" + (model.map { ", model point \($0)" } ?? "") + ")"
    }
}

extension Optimizer.PendingBatch: StudyBatch {
    public var count: Int { keys.count }
    public func unit(at position: Int) -> Optimizer.Key { keys[position] }
    public func position(of unit: Optimizer.Key) -> Int? { keys.firstIndex(of: unit) }
}

extension OptimizationResults: StudyResults {
    public func files() throws -> [(name: String, text: String)] { [("results.json", try json())] }
}

/// An optimisation that runs: its header, and the evaluator that runs a candidate at a replication.
public struct OptimizationStudy<Evaluator: OptimizationEvaluator>: Study {
    public let header: OptimizationHeader
    public let evaluator: Evaluator

    public init(header: OptimizationHeader, evaluator: Evaluator) {
        self.header = header
        self.evaluator = evaluator
    }

    public func rows(
        of units: [Optimizer.Key], in batch: Optimizer.PendingBatch, _ execution: UnitExecution<OptimizationHeader>
    ) throws(ExperimentError) -> [ReplicationOutcome] {
        try execution.map(units) { (key: Optimizer.Key) throws(ExperimentError) in
            try evaluator.outcome(
                values: batch.candidates[key.candidate], replication: key.replication, model: key.model)
        }
    }
}
