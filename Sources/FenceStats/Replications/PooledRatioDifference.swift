/// The difference of two pooled ratios over the same replications, Rₐ − R_b (a strategy against its
/// baseline under common random numbers: replication i of both is the same world and the same errors).
///
/// Each ratio gets its own interval (``PooledRatio/designEffectInterval(_:level:)`` or
/// ``PooledRatio/skewAdjustedInterval(_:level:)``: `interval` says which), and the difference's interval is
/// recovered from them by the method of variance estimates recovery ([@ZouDonner2008]; for proportions
/// [@Newcombe1998Paired]):
///
///     L = D − √((Rₐ − lₐ)² + (u_b − R_b)² − 2 r (Rₐ − lₐ)(u_b − R_b)),
///     U = D + √((uₐ − Rₐ)² + (R_b − l_b)² − 2 r (uₐ − Rₐ)(R_b − l_b)),
///
/// with r the correlation of the two ratios: that of their linearised values over the shared
/// replications ([@Woodruff1971]), 0 where one has no spread. The interval inherits each ratio's range and
/// edges (a baseline with every trial a success still has an upper bound of 1 and a lower bound below, so
/// the difference is not a point), its skewness, and the pairing through r.
public struct PooledRatioDifference: Sendable, Equatable {
    /// The two ratios.
    public let ratio: PooledRatio
    public let baseline: PooledRatio

    /// The difference of `ratio` and `baseline`; throws unless both hold the same replications.
    public init(_ ratio: PooledRatio, minus baseline: PooledRatio) throws(StatsError) {
        guard ratio.replications == baseline.replications else {
            throw .lengthMismatch(ratio.replications, baseline.replications)
        }
        self.ratio = ratio
        self.baseline = baseline
    }

    /// D = Rₐ − R_b.
    public var difference: Double { ratio.ratio - baseline.ratio }

    /// r: the correlation of the two ratios' linearised values over the replications (0 when either has no
    /// spread).
    public var correlation: Double {
        let a = ratio.linearised
        let b = baseline.linearised
        let aa = a.reduce(0) { $0 + $1 * $1 }
        let bb = b.reduce(0) { $0 + $1 * $1 }
        guard aa > 0 && bb > 0 else { return 0 }
        let ab = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
        return Swift.min(1, Swift.max(-1, ab / (aa * bb).squareRoot()))
    }

    /// The interval of D from each ratio's interval by `interval` (a function of the ratio and the level).
    public func interval(
        level: Double = 0.95, _ interval: (PooledRatio, Double) throws(StatsError) -> ConfidenceInterval
    ) throws(StatsError) -> ConfidenceInterval {
        let a = try interval(ratio, level)
        let b = try interval(baseline, level)
        let r = correlation
        let below = (a.estimate - a.lower, b.upper - b.estimate)
        let above = (a.upper - a.estimate, b.estimate - b.lower)
        let d = difference
        return ConfidenceInterval(
            estimate: d,
            lower: d - Swift.max(0, below.0 * below.0 + below.1 * below.1 - 2 * r * below.0 * below.1).squareRoot(),
            upper: d + Swift.max(0, above.0 * above.0 + above.1 * above.1 - 2 * r * above.0 * above.1).squareRoot(),
            level: level)
    }
}
