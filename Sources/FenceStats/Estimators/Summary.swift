import CGSL

/// Descriptive statistics of a sample: count, mean, variance, standard deviation, extremes and
/// quantiles.
///
/// Variance is the unbiased sample variance (divisor n − 1). Quantiles interpolate linearly between
/// order statistics (GSL's `gsl_stats_quantile_from_sorted_data`, type 7 of [@HyndmanFan1996], R's default).
public struct Summary: Sendable, Equatable, Codable {
    /// Number of observations.
    public let count: Int
    /// Arithmetic mean.
    public let mean: Double
    /// Unbiased sample variance (0 for a single observation).
    public let variance: Double
    /// The observations in ascending order.
    public let sorted: [Double]

    /// Summarises `values`. Throws ``StatsError/emptySample`` for an empty sample and
    /// ``StatsError/nonFinite`` when a value is NaN or infinite.
    public init(_ values: [Double]) throws(StatsError) {
        guard !values.isEmpty else { throw .emptySample }
        guard values.allSatisfy(\.isFinite) else { throw .nonFinite }
        GSL.configure()
        var sorted = values
        sorted.withUnsafeMutableBufferPointer { gsl_sort($0.baseAddress, 1, $0.count) }
        self.sorted = sorted
        let mean = values.withUnsafeBufferPointer { gsl_stats_mean($0.baseAddress, 1, $0.count) }
        count = values.count
        self.mean = mean
        variance =
            values.count > 1
            ? values.withUnsafeBufferPointer { gsl_stats_variance_m($0.baseAddress, 1, $0.count, mean) } : 0
    }

    /// Sample standard deviation.
    public var standardDeviation: Double { variance.squareRoot() }
    /// Standard error of the mean, sd / √n.
    public var standardError: Double { standardDeviation / Double(count).squareRoot() }
    /// Smallest observation.
    public var min: Double { sorted[0] }
    /// Largest observation.
    public var max: Double { sorted[sorted.count - 1] }
    /// The median (the 0.5 quantile).
    public var median: Double { quantile(0.5) }

    /// The `p`-quantile, 0 ≤ p ≤ 1, by linear interpolation between order statistics.
    public func quantile(_ p: Double) -> Double {
        precondition(p >= 0 && p <= 1, "quantile: p outside [0, 1]")
        return sorted.withUnsafeBufferPointer { gsl_stats_quantile_from_sorted_data($0.baseAddress, 1, $0.count, p) }
    }
}

/// Errors of the estimators: inputs that make a statistic undefined.
public enum StatsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sample has no observations.
    case emptySample
    /// The statistic needs at least `needed` observations; the sample had `got`.
    case tooFewObservations(needed: Int, got: Int)
    /// A value is NaN or infinite.
    case nonFinite
    /// Paired samples differ in length.
    case lengthMismatch(Int, Int)
    /// A parameter is outside its domain (`name` says which).
    case invalidParameter(String)
    /// The curve never reaches the target inside the sampled range.
    case noCrossing(target: Double)
    /// GSL reported a failure.
    case gsl(GSLError)

    public var description: String {
        switch self {
        case .emptySample: "the sample is empty"
        case .tooFewObservations(let needed, let got): "needs at least \(needed) observations, got \(got)"
        case .nonFinite: "the sample contains NaN or infinite values"
        case .lengthMismatch(let a, let b): "paired samples have different lengths (\(a) and \(b))"
        case .invalidParameter(let name): "invalid parameter: \(name)"
        case .noCrossing(let target): "the sampled curve does not cross \(target)"
        case .gsl(let error): error.description
        }
    }
}

extension Summary {
    /// The median of `values` without sorting them all (GSL's quickselect, `gsl_stats_median`, linear time):
    /// the same value as the ``median`` of their summary (the mean of the middle two of an even count); nil
    /// for an empty sample. For a long sample whose median is all that is wanted (a run's fix errors).
    public static func median(of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        GSL.configure()
        var values = values
        return values.withUnsafeMutableBufferPointer { gsl_stats_median($0.baseAddress, 1, $0.count) }
    }
}
