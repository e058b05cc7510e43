import FenceExperiment
import FenceStats

/// A candidate's metrics over the replications it has run: the objective's mean with its two-sided
/// interval at level 2c − 1, and the constrained metric's pooled value with its one-sided bounds at
/// confidence c (the ends of its two-sided interval at level 2c − 1). Both are the replication-level
/// intervals every summary of the metric gets (``MetricEstimator/interval(numerators:denominators:level:)``,
/// `docs/intervals.md`): a recall's is the Clopper–Pearson interval over the visits the clustering leaves
/// (Korn–Graubard), a mean's the t interval widened by Hall's skewness correction. c is the problem's
/// confidence, or the confirmation's per-finalist level (``OptimizationOutcome/Confirmation/feasibilityConfidence``).
public struct OptimizationEstimate: Sendable, Equatable, Codable {
    /// Replications used.
    public var replications: Int
    /// Objective: mean of the per-replication values, and its interval (nil with fewer than two or without
    /// spread).
    public var objectiveMean: Double
    public var objectiveLower: Double?
    public var objectiveUpper: Double?
    /// Constrained metric: its value over the replications (pooled, Σ value / Σ weight, for a share or a rate;
    /// nil without weight), and its one-sided bounds.
    public var constraint: Double?
    public var constraintLower: Double?
    public var constraintUpper: Double?

    /// The estimate from `outcomes` (one per replication) under `problem`, its bounds at one-sided
    /// `confidence` (nil: the problem's).
    public init(_ outcomes: [ReplicationOutcome], problem: OptimizationProblem, confidence: Double? = nil) {
        replications = outcomes.count
        let level = 2 * (confidence ?? problem.confidence) - 1
        let objectives = outcomes.compactMap(\.objective.ratio)
        let summary = try? Summary(objectives)
        objectiveMean = summary?.mean ?? .nan
        if let summary, summary.count >= 2, summary.variance > 0,
            let interval = try? summary.skewAdjustedMeanInterval(level: level)
        {
            objectiveLower = interval.lower
            objectiveUpper = interval.upper
        }
        let numerators = outcomes.map(\.constraint.value)
        let denominators = outcomes.map(\.constraint.weight)
        let weight = denominators.reduce(0, +)
        guard weight > 0 else { return }
        let interval = problem.constraint.estimator.interval(
            numerators: numerators, denominators: denominators, level: level)
        constraint = interval?.estimate ?? numerators.reduce(0, +) / weight
        constraintLower = interval?.lower
        constraintUpper = interval?.upper
    }

    /// Whether the constraint holds with confidence: the one-sided bound on the safe side meets the
    /// threshold (the lower bound for `>=`, the upper for `<=`).
    public func surelyFeasible(_ problem: OptimizationProblem) -> Bool {
        switch problem.comparison {
        case .atLeast: (constraintLower ?? -.infinity) >= problem.threshold
        case .atMost: (constraintUpper ?? .infinity) <= problem.threshold
        }
    }

    /// Whether the constraint fails with confidence: even the one-sided bound on the other side misses the
    /// threshold (the upper bound below it for `>=`).
    public func surelyInfeasible(_ problem: OptimizationProblem) -> Bool {
        switch problem.comparison {
        case .atLeast: (constraintUpper ?? .infinity) < problem.threshold
        case .atMost: (constraintLower ?? -.infinity) > problem.threshold
        }
    }

    /// Whether the constraint would hold with confidence on `replications` replications if its point estimate
    /// stayed where it is: the safe-side bound's distance from the estimate shrunk by √(ran / `replications`)
    /// (a bound's half-width falls as the square root of the sample) and scaled from the problem's
    /// confidence to one-sided `confidence` by the ratio of their normal quantiles, then compared with the
    /// threshold.
    public func projectedFeasible(_ problem: OptimizationProblem, replications target: Int, confidence: Double)
        -> Bool
    {
        guard let constraint, replications > 0, target > 0,
            let wanted = try? Quantiles.normal(confidence), let had = try? Quantiles.normal(problem.confidence),
            had > 0
        else { return false }
        let shrink = (Double(replications) / Double(target)).squareRoot() * wanted / had
        switch problem.comparison {
        case .atLeast:
            guard let lower = constraintLower else { return false }
            return constraint - (constraint - lower) * shrink >= problem.threshold
        case .atMost:
            guard let upper = constraintUpper else { return false }
            return constraint + (upper - constraint) * shrink <= problem.threshold
        }
    }

    /// Whether the point estimate meets the threshold.
    public func plausiblyFeasible(_ problem: OptimizationProblem) -> Bool {
        guard let constraint else { return false }
        return problem.comparison == .atLeast ? constraint >= problem.threshold : constraint <= problem.threshold
    }
}
