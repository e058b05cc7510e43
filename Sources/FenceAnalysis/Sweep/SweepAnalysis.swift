import FenceExperiment
import FenceFiles
import Foundation

/// What a sweep says across its points, computed from results alone (a pure function of
/// ``ExperimentResults`` and the recall target): the Pareto frontier of (battery life, entry recall), the
/// best configuration that meets the target with confidence, and — for a single swept parameter — where
/// recall crosses the target.
///
/// It is not stored in `results.json` (results do not depend on a target); `fencesim sweep` and
/// `fencesim report` write it as `analysis.json` next to them. Without a sweep the same analysis
/// applies to the strategies of the single point.
public struct SweepAnalysis: Sendable, Equatable, Codable {
    /// The entry-recall target.
    public var target: Double
    /// Every (point, strategy) with a battery life and a recall.
    public var candidates: [SweepCandidate]
    /// The non-dominated candidates, by increasing battery life.
    public var frontier: [SweepCandidate]
    /// Per strategy (in scenario order), the longest-lived point whose recall interval's lower bound
    /// reaches the target; nil where no point does.
    public var best: [BestPoint]
    /// Over all strategies, the longest-lived candidate meeting the target with confidence.
    public var bestOverall: SweepCandidate?
    /// Per strategy, where recall crosses the target (single-parameter sweeps only).
    public var crossings: [RecallCrossing]

    /// One strategy's best point.
    public struct BestPoint: Sendable, Equatable, Codable {
        /// The strategy's label.
        public var strategy: String
        /// The chosen candidate, or nil when no point meets the target with confidence.
        public var candidate: SweepCandidate?
    }

    /// The default recall target (the paper's "about 90 % accuracy").
    public static let defaultTarget = 0.90
    /// The default number of bootstrap resamples for the crossing interval.
    public static let defaultResamples = 2_000

    /// Analyses `results` against the recall `target` (0 < target ≤ 1), drawing `resamples` bootstrap
    /// resamples (≥ 100) for each crossing interval.
    public init(
        results: ExperimentResults, target: Double = SweepAnalysis.defaultTarget,
        resamples: Int = SweepAnalysis.defaultResamples
    ) throws(AnalysisError) {
        guard target > 0, target <= 1 else {
            throw AnalysisError(parameter: "target", message: "expected a recall in (0, 1], got \(target)")
        }
        guard resamples >= 100 else {
            throw AnalysisError(parameter: "resamples", message: "expected at least 100, got \(resamples)")
        }
        self.target = target
        candidates = SweepCandidate.all(in: results)
        frontier = SweepCandidate.paretoFrontier(candidates)
        let all = candidates
        best = results.strategyLabels.map { label in
            BestPoint(
                strategy: label,
                candidate: SweepCandidate.best(meeting: target, among: all.filter { $0.strategy == label })
            )
        }
        bestOverall = SweepCandidate.best(meeting: target, among: candidates)
        crossings = results.strategyLabels.compactMap {
            RecallCrossing(results: results, strategy: $0, target: target, resamples: resamples)
        }
    }

    /// The analysis as pretty JSON with sorted keys.
    public func jsonText() throws -> String { try ResultsFile.json(self) }

    /// Writes `analysis.json` into `directory` atomically.
    public func write(toDirectory directory: String) throws {
        try AtomicFile.write(jsonText(), to: URL(fileURLWithPath: directory).appendingPathComponent("analysis.json"))
    }
}
