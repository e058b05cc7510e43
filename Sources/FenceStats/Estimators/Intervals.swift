import CGSL
import Foundation

/// A two-sided confidence interval around a point estimate.
public struct ConfidenceInterval: Sendable, Equatable, Codable {
    /// The point estimate.
    public var estimate: Double
    /// Lower bound.
    public var lower: Double
    /// Upper bound.
    public var upper: Double
    /// Confidence level, e.g. 0.95.
    public var level: Double

    public init(estimate: Double, lower: Double, upper: Double, level: Double) {
        self.estimate = estimate
        self.lower = lower
        self.upper = upper
        self.level = level
    }

    /// Whether `value` lies inside the closed interval.
    public func contains(_ value: Double) -> Bool { value >= lower && value <= upper }

    /// The interval with both bounds cut to `bounds`, the range the quantity cannot leave (a share in
    /// [0, 1], a duration or a rate in [0, ∞)). The cut interval covers a true value in `bounds` whenever
    /// the uncut one does: its coverage is the uncut interval's.
    public func cut(to bounds: ClosedRange<Double>) -> ConfidenceInterval {
        var interval = self
        interval.lower = Swift.min(Swift.max(lower, bounds.lowerBound), bounds.upperBound)
        interval.upper = Swift.max(Swift.min(upper, bounds.upperBound), bounds.lowerBound)
        return interval
    }
}

/// Quantiles of the reference distributions, via GSL.
public enum Quantiles {
    /// The `p`-quantile of Student's t with `degreesOfFreedom` (e.g. t(0.975, 9) = 2.262157).
    public static func studentT(_ p: Double, degreesOfFreedom: Double) throws(StatsError) -> Double {
        GSL.configure()
        guard p > 0 && p < 1 else { throw .invalidParameter("p must be in (0, 1)") }
        guard degreesOfFreedom > 0 else { throw .invalidParameter("degrees of freedom must be positive") }
        do throws(GSLError) {
            return try GSL.finite(gsl_cdf_tdist_Pinv(p, degreesOfFreedom), "gsl_cdf_tdist_Pinv")
        } catch {
            throw .gsl(error)
        }
    }

    /// The `p`-quantile of the standard normal (e.g. z(0.975) = 1.959964).
    public static func normal(_ p: Double) throws(StatsError) -> Double {
        GSL.configure()
        guard p > 0 && p < 1 else { throw .invalidParameter("p must be in (0, 1)") }
        return gsl_cdf_ugaussian_Pinv(p)
    }

    /// Two-sided p-value of a t statistic with `degreesOfFreedom`: 2·P(T > |t|).
    public static func twoSidedP(t: Double, degreesOfFreedom: Double) -> Double {
        GSL.configure()
        if t.isNaN { return .nan }
        return min(1, 2 * gsl_cdf_tdist_Q(abs(t), degreesOfFreedom))
    }
}

extension Summary {
    /// Student-t confidence interval for the mean: mean ± t(1 − α/2, n − 1)·sd/√n.
    /// Needs at least two observations.
    public func meanInterval(level: Double = 0.95) throws(StatsError) -> ConfidenceInterval {
        guard count >= 2 else { throw .tooFewObservations(needed: 2, got: count) }
        guard level > 0 && level < 1 else { throw .invalidParameter("level must be in (0, 1)") }
        let t = try Quantiles.studentT(1 - (1 - level) / 2, degreesOfFreedom: Double(count - 1))
        let half = t * standardError
        return ConfidenceInterval(estimate: mean, lower: mean - half, upper: mean + half, level: level)
    }
}

/// Wilson score interval for a binomial proportion ([@Wilson1927]; [@Newcombe1998], method 3):
///
///     (p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n)
///
/// Unlike the Wald interval it stays inside [0, 1] and behaves well near 0 and 1. At the edges it is exact:
/// the lower bound is 0 when there are no successes and the upper bound 1 when every trial succeeds (the
/// formula gives those values in exact arithmetic; in floating point 1 came out as 0.9999999999999999).
public func wilsonInterval(successes: Int, trials: Int, level: Double = 0.95) throws(StatsError) -> ConfidenceInterval {
    guard trials > 0 else { throw .tooFewObservations(needed: 1, got: 0) }
    guard successes >= 0 && successes <= trials else { throw .invalidParameter("successes must be in 0...trials") }
    guard level > 0 && level < 1 else { throw .invalidParameter("level must be in (0, 1)") }
    let z = try Quantiles.normal(1 - (1 - level) / 2)
    return wilsonInterval(share: Double(successes) / Double(trials), trials: Double(trials), z: z, level: level)
}

/// The Wilson interval of a `share` observed over `trials` (which need not be a whole number: an effective
/// sample size) with the normal quantile `z`; exactly 0 below at a share of 0 and exactly 1 above at 1.
func wilsonInterval(share p: Double, trials n: Double, z: Double, level: Double) -> ConfidenceInterval {
    let z2 = z * z
    let centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    let half = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / (1 + z2 / n)
    return ConfidenceInterval(
        estimate: p, lower: p == 0 ? 0 : max(0, centre - half), upper: p == 1 ? 1 : min(1, centre + half),
        level: level)
}

/// The Clopper–Pearson ("exact") interval of a binomial proportion ([@ClopperPearson1934]): the beta quantiles
///
///     [B⁻¹(α/2; x, n − x + 1), B⁻¹(1 − α/2; x + 1, n − x)],   0 below at x = 0, 1 above at x = n,
///
/// which invert the binomial tails exactly (at least `level` coverage for every proportion).
public func clopperPearsonInterval(successes: Int, trials: Int, level: Double = 0.95) throws(StatsError)
    -> ConfidenceInterval
{
    guard trials > 0 else { throw .tooFewObservations(needed: 1, got: 0) }
    guard successes >= 0 && successes <= trials else { throw .invalidParameter("successes must be in 0...trials") }
    guard level > 0 && level < 1 else { throw .invalidParameter("level must be in (0, 1)") }
    return clopperPearsonInterval(share: Double(successes) / Double(trials), trials: Double(trials), level: level)
}

/// The Clopper–Pearson interval of a `share` over `trials` that need not be whole (an effective sample size:
/// x = share · trials successes), exactly 0 below at a share of 0 and 1 above at 1.
func clopperPearsonInterval(share p: Double, trials n: Double, level: Double) -> ConfidenceInterval {
    GSL.configure()
    let alpha = 1 - level
    let x = p * n
    return ConfidenceInterval(
        estimate: p, lower: p == 0 ? 0 : betaQuantile(alpha / 2, x, n - x + 1),
        upper: p == 1 ? 1 : betaQuantile(1 - alpha / 2, x + 1, n - x), level: level)
}

/// The `p`-quantile of the beta distribution B(a, b): GSL's inverse, or where it does not converge bisection
/// on GSL's beta CDF, which is increasing, to the last bit.
func betaQuantile(_ p: Double, _ a: Double, _ b: Double) -> Double {
    let direct = gsl_cdf_beta_Pinv(p, a, b)
    if direct.isFinite && direct >= 0 && direct <= 1 { return direct }
    var low = 0.0
    var high = 1.0
    while true {
        let middle = (low + high) / 2
        guard middle > low && middle < high else { return middle }
        if gsl_cdf_beta_P(middle, a, b) < p { low = middle } else { high = middle }
    }
}
