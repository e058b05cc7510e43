import CGSL
import Foundation

extension HistoryMatchingTarget {
    /// The log-likelihood of the observation when the simulator's output at a point is taken as
    /// N(`mean`, `variance`) about the observed value, `variance` holding V_obs + V_md + V_em(x) + ν + τ̄² + κ·V_s(x)
    /// (the implausibility's denominator): for a point z the log density at z (without its constant −½ log 2π),
    /// for an interval or a bound the log of the probability mass N puts on it. −∞ where a point target meets no
    /// variance away from its value.
    public func logLikelihood(mean: Double, variance: Double) -> Double {
        guard variance > 0 else { return distance(mean) == 0 ? 0 : -.infinity }
        let sd = variance.squareRoot()
        if lower == upper {
            let r = (lower - mean) / sd
            return -0.5 * r * r - log(sd)
        }
        let a = (lower - mean) / sd
        let b = (upper - mean) / sd
        if a > 0 { return Self.logMass(above: a, below: b) }
        if b < 0 { return Self.logMass(above: -b, below: -a) }
        // The mean lies inside: 1 − P(Z < a) − P(Z > b), both tails at most ½.
        return log1p(-(Self.upperTail(-a) + Self.upperTail(b)))
    }

    /// log P(x < Z < y) for 0 < x < y ≤ +∞, from the upper tails' logarithms (accurate far out).
    private static func logMass(above x: Double, below y: Double) -> Double {
        let high = logUpperTail(x)
        let low = y.isFinite ? logUpperTail(y) : -.infinity
        return high + log1p(-exp(low - high))
    }

    /// P(Z > x) for a standard normal Z (0 at +∞, 1 at −∞).
    private static func upperTail(_ x: Double) -> Double {
        x.isFinite ? gsl_cdf_ugaussian_Q(x) : (x > 0 ? 0 : 1)
    }

    /// log P(Z > x) = log ½ + log erfc(x/√2), by GSL's log erfc (no underflow far in the tail).
    private static func logUpperTail(_ x: Double) -> Double {
        log(0.5) + gsl_sf_log_erfc(x / 2.0.squareRoot())
    }
}
