import FenceExperiment
import FenceFiles
import FenceScenario
import Foundation

/// An optimisation's `results.json` (format `fencesim-optimization-results/2`): the problem, the knobs,
/// the settings, every evaluated candidate, the halving stages, the confirmation, the pick, the Pareto
/// front and the robust verdict (`docs/optimization.md`, "Results").
public struct OptimizationResults: Sendable, Equatable, Codable {
    /// The `format` member.
    public static let formatName = "fencesim-optimization-results/2"

    public var format: String
    /// The model that made the results.
    public var model: ModelIdentity
    /// The scenario's name, its replication seed and the file it came from.
    public var scenario: String
    public var replicationSeed: UInt64
    public var problem: OptimizationProblem
    public var knobs: [OptimizationKnob]
    public var settings: OptimizationSettings
    public var outcome: OptimizationOutcome

    /// The results of the optimisation `header` describes (its checkpoint's header: `optimize` and `merge`
    /// of shards' runs build them alike).
    public init(header: OptimizationHeader, outcome: OptimizationOutcome) {
        format = Self.formatName
        model = header.model
        scenario = header.scenario
        replicationSeed = header.replicationSeed
        problem = header.problem
        knobs = header.knobs
        settings = header.settings
        self.outcome = outcome
    }

    /// The JSON text written to `results.json` (pretty, keys sorted, a final newline).
    public func json() throws -> String { try ResultsFile.json(self) }

    /// Reads optimisation results (errors name the file and the JSON path; exit status 2).
    public static func read(path: String) throws(ScenarioError) -> OptimizationResults {
        try decode(StudyFile.bytes(path: path), file: path)
    }

    /// Decodes optimisation results from `bytes` read from `file` (errors name the file and the JSON path).
    public static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> OptimizationResults {
        try StudyKind.optimization.decodeResults(Self.self, bytes, file: file)
    }
}
