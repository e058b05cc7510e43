import FenceExperiment
import Foundation

/// What an optimisation looks for: the best objective among candidates whose constrained metric meets a
/// threshold with confidence.
public struct OptimizationProblem: Sendable, Equatable, Codable {
    /// Whether the objective is maximised or minimised.
    public enum Direction: String, Sendable, Equatable, Codable {
        case maximize, minimize
    }

    /// How the constrained metric must relate to the threshold.
    public enum Comparison: String, Sendable, Equatable, Codable {
        case atLeast = ">="
        case atMost = "<="
    }

    /// The strategy's label.
    public var strategy: String
    /// The objective quantity and its direction.
    public var objective: Metric
    public var direction: Direction
    /// The constraint: `constraint comparison threshold`, e.g. entryRecall >= 0.9.
    public var constraint: Metric
    public var comparison: Comparison
    public var threshold: Double
    /// The one-sided confidence of every feasibility judgement, and 1 − α of the selection guarantee.
    public var confidence: Double

    public init(
        strategy: String, objective: Metric, direction: Direction, constraint: Metric,
        comparison: Comparison, threshold: Double, confidence: Double
    ) {
        self.strategy = strategy
        self.objective = objective
        self.direction = direction
        self.constraint = constraint
        self.comparison = comparison
        self.threshold = threshold
        self.confidence = confidence
    }

    /// Whether objective mean `a` is better than `b`.
    public func better(_ a: Double, than b: Double) -> Bool { direction == .maximize ? a > b : a < b }

    /// The constraint as written: `entryRecall >= 0.9`.
    public var constraintText: String { "\(constraint.name) \(comparison.rawValue) \(threshold)" }

    /// Parses `METRIC >= VALUE` or `METRIC <= VALUE`, METRIC one of `catalogue`'s optimised metrics; nil when the
    /// text is not of that form.
    public static func parseConstraint(_ text: String, catalogue: MetricCatalogue = .standard)
        -> (Metric, Comparison, Double)?
    {
        for comparison in [Comparison.atLeast, .atMost] {
            let parts = text.components(separatedBy: comparison.rawValue)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            guard let quantity = Metric.optimized(named: name, in: catalogue),
                let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), value.isFinite
            else { return nil }
            return (quantity, comparison, value)
        }
        return nil
    }
}
