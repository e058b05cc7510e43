/// The mean over replications of each replication's own rate, (1/n) Σ yᵢ / xᵢ (events over exposure), with
/// the skew-adjusted interval of a mean (``Summary/skewAdjustedMeanInterval(level:)``) cut at 0.
///
/// Unlike a pooled rate it weighs every replication equally, however long it ran. When every replication
/// has the same rate — in practice none had an event — the replications show no spread and a t interval
/// would be the point [0, 0]. The interval is then Fay and Feuer's gamma interval of a weighted sum of
/// Poisson counts ([@FayFeuer1997]): with weights wᵢ = 1 / (n xᵢ), the mean y = Σ wᵢ kᵢ, its Poisson
/// variance v = Σ wᵢ² kᵢ and the largest weight w,
///
///     [G⁻¹(α/2; y²/v, v/y),  G⁻¹(1 − α/2; (y + w)² / (v + w²), (v + w²) / (y + w))]
///
/// (G⁻¹(p; shape, scale) the gamma quantile; the lower end 0 for y = 0), which with no event is
/// [0, 3.689 w]: the Garwood bound of one replication of the shortest exposure, shared out over n.
public struct MeanRate: Sendable, Equatable {
    /// Each replication's rate yᵢ / xᵢ.
    public let rates: [Double]
    /// The Fay–Feuer weights 1 / (n xᵢ).
    let weights: [Double]

    /// The rates of `events` over `exposures`, one of each per replication. Throws when the lengths
    /// differ, there is no replication, an event count is negative or not finite, or an exposure is not
    /// positive. A single replication shows no spread: its interval is Fay and Feuer's.
    public init(events: [Double], exposures: [Double]) throws(StatsError) {
        guard events.count == exposures.count else { throw .lengthMismatch(events.count, exposures.count) }
        guard !events.isEmpty else { throw .emptySample }
        guard (events + exposures).allSatisfy(\.isFinite) else { throw .nonFinite }
        guard events.allSatisfy({ $0 >= 0 }), exposures.allSatisfy({ $0 > 0 }) else {
            throw .invalidParameter("events must be ≥ 0 and exposures positive")
        }
        rates = zip(events, exposures).map { $0 / $1 }
        let n = Double(events.count)
        weights = exposures.map { 1 / (n * $0) }
    }

    /// The mean rate with its interval.
    public func interval(level: Double = 0.95) throws(StatsError) -> ConfidenceInterval {
        let summary = try Summary(rates)
        guard summary.variance == 0 else {
            return try summary.skewAdjustedMeanInterval(level: level).cut(to: 0...Double.infinity)
        }
        guard level > 0 && level < 1 else { throw .invalidParameter("level must be in (0, 1)") }
        GSL.configure()
        let alpha = 1 - level
        // Each rate is kᵢ · n wᵢ, so kᵢ = rateᵢ / (n wᵢ) and wᵢ² kᵢ = wᵢ rateᵢ / n.
        let n = Double(rates.count)
        let y = summary.mean
        let v = zip(weights, rates).reduce(0) { $0 + $1.0 * $1.1 / n }
        let w = weights.max() ?? 0
        let lower = y > 0 && v > 0 ? v / y * gammaQuantile(alpha / 2, shape: y * y / v) : 0
        let upper = (v + w * w) / (y + w) * gammaQuantile(1 - alpha / 2, shape: (y + w) * (y + w) / (v + w * w))
        return ConfidenceInterval(estimate: y, lower: lower, upper: upper, level: level)
    }
}
