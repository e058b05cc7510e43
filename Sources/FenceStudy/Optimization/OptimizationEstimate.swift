import FenceExperiment
import FenceStats

/// A candidate's metrics over the replications it has run: the objective's mean with its two-sided
/// interval at the problem's confidence, and the constrained metric's pooled value with its one-sided
/// bounds at that confidence (a share: Wilson at level 2c − 1, whose lower end is the one-sided c bound;
/// a mean: Student t).
public struct OptimizationEstimate: Sendable, Equatable, Codable {
    /// Replications used.
    public var replications: Int
    /// Objective: mean of the per-replication values, and the t interval (nil with fewer than two).
    public var objectiveMean: Double
    public var objectiveLower: Double?
    public var objectiveUpper: Double?
    /// Constrained metric: pooled value (Σ value / Σ weight; nil without weight), and its one-sided bounds.
    public var constraint: Double?
    public var constraintLower: Double?
    public var constraintUpper: Double?

    /// The estimate from `outcomes` (one per replication) under `problem`.
    public init(_ outcomes: [ReplicationOutcome], problem: OptimizationProblem) {
        replications = outcomes.count
        let objectives = outcomes.compactMap(\.objective.ratio)
        let summary = try? Summary(objectives)
        objectiveMean = summary?.mean ?? .nan
        if let summary, summary.count >= 2,
            let interval = try? summary.meanInterval(level: 2 * problem.confidence - 1)
        {
            objectiveLower = interval.lower
            objectiveUpper = interval.upper
        }
        let value = outcomes.reduce(0) { $0 + $1.constraint.value }
        let weight = outcomes.reduce(0) { $0 + $1.constraint.weight }
        guard weight > 0 else { return }
        constraint = value / weight
        if problem.constraint.isShare {
            if let interval = try? wilsonInterval(
                successes: Int(value.rounded()), trials: Int(weight.rounded()), level: 2 * problem.confidence - 1)
            {
                constraintLower = interval.lower
                constraintUpper = interval.upper
            }
        } else if let values = try? Summary(outcomes.compactMap(\.constraint.ratio)), values.count >= 2,
            let interval = try? values.meanInterval(level: 2 * problem.confidence - 1)
        {
            constraintLower = interval.lower
            constraintUpper = interval.upper
        }
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
    /// (a bound's half-width falls as the square root of the sample), then compared with the threshold.
    public func projectedFeasible(_ problem: OptimizationProblem, replications target: Int) -> Bool {
        guard let constraint, replications > 0, target > 0 else { return false }
        let shrink = (Double(replications) / Double(target)).squareRoot()
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
