import FenceExperiment

/// What an optimisation found (`results.json` holds it beside the settings: ``OptimizationResults``).
public struct OptimizationOutcome: Sendable, Equatable, Codable {
    /// One candidate (a starting one or one the local search added): its knob values and its estimate over
    /// the halving replications it ran.
    public struct Candidate: Sendable, Equatable, Codable {
        public var index: Int
        public var values: [Double]
        public var estimate: OptimizationEstimate
        /// The last halving stage (from 1) the candidate took part in.
        public var lastStage: Int
        /// Whether the halving dropped it as surely infeasible.
        public var droppedInfeasible: Bool
    }

    /// One halving stage, of the halving or of a local search round.
    public struct Stage: Sendable, Equatable, Codable {
        public var stage: Int
        /// The local search round the stage belongs to (from 1; 0: the halving) and the round's centre.
        public var round: Int
        public var centre: Int?
        /// Candidates entering it, and the replications each had at its end.
        public var candidates: Int
        public var replications: Int
        /// Runs made in the stage (the new replications of its candidates; in a local search round the
        /// finalists' runs are known and cost none).
        public var runs: Int
        /// Dropped as surely infeasible (one-sided upper bound below the threshold), and kept.
        public var droppedInfeasible: Int
        public var kept: [Int]
    }

    /// The ranking-and-selection confirmation on fresh replications.
    public struct Confirmation: Sendable, Equatable, Codable {
        /// The finalists (candidate indices) and their estimates on the confirmation replications (n₀ for
        /// those out after them, N for the contenders), their bounds at ``feasibilityConfidence``.
        public var finalists: [Int]
        public var estimates: [OptimizationEstimate]
        /// First-stage replications n₀.
        public var firstStage: Int
        /// The finalists not surely infeasible on the first n₀, which run on to N.
        public var contenders: [Int]
        /// The Bonferroni t quantile (t₁₋α/(k−1), N−1 over the k shown feasible; 0 for k < 2), the indifference
        /// zone δ and the replications every contender ran (N).
        public var tQuantile: Double
        public var indifferenceZone: Double
        public var replications: Int
        /// The one-sided confidence of each finalist's feasibility judgement, 1 − α/m over the m finalists
        /// (Bonferroni): the pick is infeasible with probability ≤ α.
        public var feasibilityConfidence: Double
        /// The N that would make ``achievedIndifference`` at most δ (maxᵢⱼ ⌈t² S²ᵢⱼ / δ²⌉ at this t).
        public var requiredReplications: Int
        /// The indifference zone the N run guarantees, δ̂ = maxᵢⱼ t Sᵢⱼ / √N (0 with one contender): with
        /// probability ≥ 1 − α the pick's true mean is within δ̂ of the best contender's (normal objective);
        /// at most ``indifferenceZone`` when N ≥ ``requiredReplications``.
        public var achievedIndifference: Double
        public var runs: Int
        /// Finalists whose constraint holds with confidence on these replications.
        public var feasible: [Int]
    }

    /// The robust verdict of one finalist: the constraint's pooled value at each model point and its
    /// quantile.
    public struct RobustVerdict: Sendable, Equatable, Codable {
        public var candidate: Int
        public var constraintByPoint: [Double?]
        public var quantileValue: Double?
        public var holds: Bool
    }

    /// The robust check.
    public struct Robust: Sendable, Equatable, Codable {
        public var settings: RobustSettings
        public var verdicts: [RobustVerdict]
        public var runs: Int
        /// The best confirmed-feasible finalist whose constraint also holds robustly (nil: none).
        public var pick: Int?
    }

    public var candidates: [Candidate]
    public var stages: [Stage]
    public var confirmation: Confirmation?
    /// The best confirmed-feasible finalist by its confirmation mean (nil: no finalist is feasible).
    public var pick: Int?
    public var robust: Robust?
    /// Candidates no other dominates in (objective, constrained metric) by their halving estimates.
    public var paretoFront: [Int]
    /// Runs in all, and the most the optimisation could have made (``Optimizer/maximumRuns``).
    public var runs: Int
    public var maximumRuns: Int
}
