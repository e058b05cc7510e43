import FenceExperiment

/// How an optimisation spends its runs (`docs/optimization.md`).
public struct OptimizationSettings: Sendable, Equatable, Codable {
    /// The whole grid is the candidate set when it has at most this many points (and every knob has a
    /// grid); otherwise ``sampledCandidates`` are drawn by a Latin hypercube over the knobs.
    public var fullGridUpTo: Int = 64
    /// Candidates drawn when the grid is larger (or a knob is continuous without a step).
    public var sampledCandidates: Int = 32
    /// Replications of the first halving stage; every later stage doubles them.
    public var initialReplications: Int = 4
    /// Halving stops once the replications per candidate would pass this many.
    public var maximumStageReplications: Int = 32
    /// Candidates kept for the confirmation.
    public var finalists: Int = 3
    /// Rounds of local search after the halving at most (0: none): each runs the best finalist's untried
    /// neighbours through halving stages against the finalists (`Optimizer+LocalSearch`).
    public var localSearchRounds: Int = 3
    /// First-stage replications of the confirmation (fresh seeds), n₀: a finalist whose constraint fails
    /// with confidence on them is out; the others run on to N = 2 n₀ (``Optimizer/confirmationGrowth``).
    public var confirmationReplications: Int = 40
    /// The indifference zone δ in the objective's unit; nil: 1 % of the best finalist's halving mean.
    public var indifferenceZone: Double?
    /// The runs before the robust check (nil: no budget, ``Optimizer/maximumRuns``): the halving and the
    /// local search stop early rather than pass it, and the confirmation spends what they leave.
    public var budget: Int?
    /// The seed of the candidate draw (the replications' seeds are the scenario's).
    public var seed: UInt64 = 1

    /// What `optimize` accepts (`--first-replications`, `--confirm-replications`, `--local-rounds`), and so what
    /// an optimisation's file may hold.
    public static let acceptedInitialReplications = 2...10_000
    public static let acceptedConfirmationReplications = 2...100_000
    public static let acceptedLocalSearchRounds = 0...1_000

    public init() {}
}

/// The model points of a robust check: what they are drawn from, how many, and the quantile at which the
/// constraint must hold over them.
public struct RobustSettings: Sendable, Equatable, Codable {
    /// `prior` or the calibration results file the points come from.
    public var source: String
    /// The parameter paths set at each model point.
    public var paths: [String]
    /// Each model point's values, in path order.
    public var points: [[Double]]
    /// The constraint must hold at this lower quantile over the points (0.1: at 90 % of them).
    public var quantile: Double
    /// Replications per model point and candidate (fresh seeds, the same at every point).
    public var replications: Int

    public init(source: String, paths: [String], points: [[Double]], quantile: Double, replications: Int) {
        self.source = source
        self.paths = paths
        self.points = points
        self.quantile = quantile
        self.replications = replications
    }
}
