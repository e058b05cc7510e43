import Foundation

/// One uncertain model input: a name, a plausible range and how belief is spread over it.
///
/// Every sensitivity design works in the unit cube: coordinate u ∈ [0, 1] is the parameter's
/// quantile, mapped to a value by the inverse CDF of its distribution (``value(atQuantile:)``). The
/// value's unit is whatever unit the model reads the parameter in (the parameter table names it).
public struct SensitivityParameter: Sendable, Equatable {
    /// How the parameter is distributed over its range.
    public enum Distribution: String, Sendable, Codable {
        /// Uniform on [lower, upper].
        case uniform
        /// Uniform in log(value) on [lower, upper] (lower > 0): every factor of ten is equally likely.
        case logUniform
        /// One of `weights.count` options, the value its index 0 … count − 1, option i drawn with
        /// probability `weights[i]` (a structural choice).
        case categorical
    }

    /// A stable name (a scenario path such as `device.gps.fixSeconds`).
    public let name: String
    /// The low end of the plausible range, in the parameter's unit.
    public let lower: Double
    /// The high end of the plausible range, in the parameter's unit.
    public let upper: Double
    /// The distribution over the range.
    public let distribution: Distribution
    /// A categorical parameter's option weights, in option order, summing to 1; empty otherwise.
    public let weights: [Double]

    /// Checks the range: finite ends, lower < upper, and lower > 0 for log-uniform.
    public init(
        name: String, lower: Double, upper: Double, distribution: Distribution = .uniform
    ) throws(SensitivityError) {
        guard lower.isFinite, upper.isFinite else {
            throw .invalidParameter(name: name, reason: "the range [\(lower), \(upper)] must be finite")
        }
        guard lower < upper else {
            throw .invalidParameter(name: name, reason: "the range needs lower < upper, got [\(lower), \(upper)]")
        }
        guard distribution == .uniform || lower > 0 else {
            throw .invalidParameter(
                name: name, reason: "a log-uniform range must be positive, got lower = \(lower)")
        }
        self.name = name
        self.lower = lower
        self.upper = upper
        self.distribution = distribution
        weights = []
    }

    /// A categorical parameter over `weights.count` options (at least 2), option i with probability
    /// `weights[i]`: every weight positive and finite, their sum 1 (within 10⁻⁹).
    public init(name: String, categoricalWeights weights: [Double]) throws(SensitivityError) {
        guard weights.count >= 2 else {
            throw .invalidParameter(name: name, reason: "a choice needs at least 2 options, got \(weights.count)")
        }
        guard weights.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            throw .invalidParameter(name: name, reason: "every option's weight must be positive, got \(weights)")
        }
        guard abs(weights.reduce(0, +) - 1) <= 1e-9 else {
            throw .invalidParameter(name: name, reason: "the options' weights must sum to 1, got \(weights)")
        }
        self.name = name
        lower = 0
        upper = Double(weights.count - 1)
        distribution = .categorical
        self.weights = weights
    }

    /// The value whose CDF is `u` (0 ≤ u ≤ 1): `lower + u·(upper − lower)` for uniform,
    /// `lower·(upper/lower)^u` for log-uniform. u = 0 gives `lower`, u = 1 gives `upper`. For a
    /// categorical parameter, the index of the first option whose cumulative weight exceeds u (the last
    /// option for u = 1).
    public func value(atQuantile u: Double) -> Double {
        precondition(u >= 0 && u <= 1, "value(atQuantile:) needs u in [0, 1]")
        switch distribution {
        case .uniform: return lower + u * (upper - lower)
        case .logUniform: return u == 1 ? upper : lower * exp(u * log(upper / lower))
        case .categorical:
            var cumulative = 0.0
            for (index, weight) in weights.enumerated().dropLast() {
                cumulative += weight
                if u < cumulative { return Double(index) }
            }
            return upper
        }
    }

    /// Whether the parameter is a choice among options (``Distribution/categorical``).
    public var isCategorical: Bool { distribution == .categorical }
}

extension Array where Element == SensitivityParameter {
    /// Maps a point of the unit cube (one quantile per parameter, in order) to parameter values.
    public func values(atQuantiles point: [Double]) -> [Double] {
        precondition(point.count == count, "a point needs one coordinate per parameter")
        return zip(self, point).map { $0.value(atQuantile: $1) }
    }

    /// Checks that the parameters have distinct names and that there is at least one.
    func validateNames() throws(SensitivityError) {
        guard !isEmpty else { throw .invalidSetting(setting: "parameters", reason: "select at least one parameter") }
        var seen: Set<String> = []
        for parameter in self where !seen.insert(parameter.name).inserted {
            throw .invalidParameter(name: parameter.name, reason: "selected twice; each parameter appears once")
        }
    }
}
