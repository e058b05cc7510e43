import FenceFiles
import FenceScenario
import Foundation

/// What an optimisation's checkpoint belongs to: the model, the scenario, the problem, the knobs, the
/// settings and the robust model points.
public struct OptimizationCheckpointHeader: Sendable, Equatable, Codable {
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

    /// What tells this optimisation from `other`, for a message; nil when they are the same.
    func difference(from other: Self) -> String? {
        if model != other.model { return "it was made by \(other.model), this is \(model)" }
        if scenario != other.scenario || replicationSeed != other.replicationSeed {
            return "it optimised scenario \(other.scenario) with seed \(other.replicationSeed)"
        }
        if problem != other.problem { return "its objective, constraint or confidence differ" }
        if knobs != other.knobs { return "its --vary knobs differ" }
        if settings != other.settings { return "its settings (budget, seed, finalists, replications) differ" }
        if robust != other.robust { return "its robust model points differ" }
        return nil
    }
}

/// One finished run as its checkpoint file holds it.
public struct OptimizationRun: Sendable, Equatable, Codable {
    public var key: Optimizer.Key
    public var outcome: ReplicationOutcome

    /// The run's file number: candidate, model point and replication in one integer.
    var index: Int { key.candidate * 10_000_000_000 + ((key.model ?? -1) + 1) * 10_000_000 + key.replication }
}

/// The finished runs of an optimisation still running (`DIR/.fencesim-optimize-checkpoint/`: `header.json`
/// and one `run-INDEX.json` per finished run, each written atomically as soon as it is done), so an
/// interrupted optimisation continues with `--resume`. Every decision of the optimiser is a function of
/// the runs' outcomes, so a resumed optimisation ends with exactly the results of an uninterrupted one.
public struct OptimizationCheckpoint: Sendable {
    /// The checkpoint directory's name inside the output directory of `optimize`.
    public static let directoryName = ".fencesim-optimize-checkpoint"

    /// The directory.
    public var directory: String { store.path }
    /// The runs finished before this process started (empty unless resumed).
    public let finished: [Optimizer.Key: ReplicationOutcome]
    /// Whether an earlier checkpoint was there and was discarded (started afresh without resuming).
    public let discardedEarlier: Bool
    private let store: CheckpointDirectory

    /// Opens the checkpoint of `header` in `directory`; with `resume` an earlier one is continued (refused,
    /// naming what differs, when it belongs to another optimisation), without it is discarded.
    public init(directory: String, header: OptimizationCheckpointHeader, resume: Bool) throws {
        let opened = try CheckpointDirectory.open(
            path: directory, prefix: "run", header: header, what: "optimisation", resume: resume
        ) { current, earlier in current.difference(from: earlier) }
        store = opened.directory
        discardedEarlier = opened.discardedEarlier
        finished = Self.runs(opened.earlierFiles ?? [], store: store)
    }

    /// The runs recorded in the checkpoint of `header`'s optimisation in `directory`, read without changing
    /// it (none when there is no checkpoint); refused when the checkpoint belongs to another optimisation.
    public static func recorded(directory: String, header: OptimizationCheckpointHeader) throws -> [Optimizer.Key:
        ReplicationOutcome]
    {
        let files = try CheckpointDirectory.read(
            path: directory, prefix: "run", header: header, what: "optimisation",
            fix: "run the shards with the scenario and flags of the optimisation begun there, or remove "
                + "\(directory) to start over"
        ) { current, earlier in current.difference(from: earlier) }
        return runs(files, store: CheckpointDirectory(path: directory, prefix: "run"))
    }

    /// The runs among a checkpoint's files, by key (a file that does not hold its run is left out: that run
    /// runs again).
    static func runs(_ files: [(name: String, data: Data)], store: CheckpointDirectory) -> [Optimizer.Key:
        ReplicationOutcome]
    {
        var finished: [Optimizer.Key: ReplicationOutcome] = [:]
        for (name, data) in files {
            guard let run = try? JSONDecoder().decode(OptimizationRun.self, from: data),
                name == store.fileName(run.index)
            else { continue }
            finished[run.key] = run.outcome
        }
        return finished
    }

    /// Records a finished run (called from worker threads).
    public func save(_ key: Optimizer.Key, _ outcome: ReplicationOutcome) throws(OutputError) {
        let run = OptimizationRun(key: key, outcome: outcome)
        try store.save(run, index: run.index)
    }

    /// Number of runs recorded in the directory now.
    public func savedCount() -> Int { store.savedCount() }

    /// Removes the checkpoint (after the results are written).
    public func remove() { store.remove() }
}
