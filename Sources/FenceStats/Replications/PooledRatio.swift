/// A ratio pooled over replications, R = Σ yᵢ / Σ xᵢ (successes over trials, events over exposure days), with
/// the variance the replications themselves show.
///
/// Within one replication the trials (visits, declarations) and events share a trajectory, an environment and
/// a device state: they are clustered, and only the replications are independent. The ratio estimator's
/// variance over those independent units ([@Cochran1977] §6.4, the finite-population factor dropped) is
///
///     v(R) = n / ((n − 1) (Σ xᵢ)²) · Σ (yᵢ − R xᵢ)²,
///
/// the Taylor linearisation ([@Woodruff1971]) of R in the replication totals: each replication contributes its
/// linearised value zᵢ = (yᵢ − R xᵢ) / x̄ (x̄ = Σ xᵢ / n), and v(R) = Σ zᵢ² / (n (n − 1)). It holds whatever
/// the dependence within a replication, where a binomial or Poisson variance of the pooled count holds only
/// when the trials are independent. A replication without trials (xᵢ = 0) counts: it has yᵢ = 0 and zᵢ = 0.
public struct PooledRatio: Sendable, Equatable {
    /// Per replication: the numerator yᵢ (successes, events) and the denominator xᵢ (trials, exposure).
    public let numerators: [Double]
    public let denominators: [Double]
    /// Σ yᵢ and Σ xᵢ.
    public let numeratorTotal: Double
    public let denominatorTotal: Double

    /// The ratio of `numerators` to `denominators` summed over replications (one of each per replication).
    /// Throws when the lengths differ, a value is negative or not finite, there is no replication, or the
    /// denominators sum to 0 (no trials, no exposure: the ratio is undefined).
    public init(numerators: [Double], denominators: [Double]) throws(StatsError) {
        guard numerators.count == denominators.count else {
            throw .lengthMismatch(numerators.count, denominators.count)
        }
        guard !numerators.isEmpty else { throw .emptySample }
        guard (numerators + denominators).allSatisfy(\.isFinite) else { throw .nonFinite }
        guard (numerators + denominators).allSatisfy({ $0 >= 0 }) else {
            throw .invalidParameter("numerators and denominators must be ≥ 0")
        }
        self.numerators = numerators
        self.denominators = denominators
        numeratorTotal = numerators.reduce(0, +)
        denominatorTotal = denominators.reduce(0, +)
        guard denominatorTotal > 0 else { throw .invalidParameter("the denominators sum to 0") }
    }

    /// Integer counts per replication (successes of trials, events of whole units).
    public init(numerators: [Int], denominators: [Int]) throws(StatsError) {
        try self.init(numerators: numerators.map(Double.init), denominators: denominators.map(Double.init))
    }

    /// n, the number of replications.
    public var replications: Int { numerators.count }

    /// R = Σ yᵢ / Σ xᵢ.
    public var ratio: Double { numeratorTotal / denominatorTotal }

    /// zᵢ = (yᵢ − R xᵢ) / x̄: each replication's linearised contribution to R (they sum to 0).
    public var linearised: [Double] {
        let r = ratio
        let meanDenominator = denominatorTotal / Double(replications)
        return zip(numerators, denominators).map { ($0 - r * $1) / meanDenominator }
    }

    /// v(R) = Σ zᵢ² / (n (n − 1)): the variance of R from the spread between replications (NaN for a single
    /// replication, which shows no spread to measure).
    public var variance: Double {
        let n = Double(replications)
        return n > 1 ? linearised.reduce(0) { $0 + $1 * $1 } / (n * (n - 1)) : .nan
    }
}
