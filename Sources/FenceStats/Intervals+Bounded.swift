import CGSL

/// The exact (Garwood) interval of a Poisson rate [@Garwood1936]: `events` counted over `exposure`
/// (days, hours: the rate's denominator), with the chi-square quantiles
///
///     [χ²(α/2; 2k) / 2, χ²(1 − α/2; 2k + 2) / 2] / exposure,   the lower end 0 for k = 0,
///
/// which is the interval of the Poisson mean k inverted exactly (at least `level` coverage for every
/// mean). It never leaves [0, ∞). It treats the events as one Poisson count: replications that differ
/// more than a Poisson process would (overdispersion) make it too narrow.
public func poissonRateInterval(events: Int, exposure: Double, level: Double = 0.95) throws(StatsError)
    -> ConfidenceInterval
{
    guard events >= 0 else { throw .invalidParameter("events must be ≥ 0") }
    guard exposure.isFinite && exposure > 0 else { throw .invalidParameter("exposure must be positive") }
    guard level > 0 && level < 1 else { throw .invalidParameter("level must be in (0, 1)") }
    GSL.configure()
    let alpha = 1 - level
    let k = Double(events)
    let lower = events == 0 ? 0 : gsl_cdf_chisq_Pinv(alpha / 2, 2 * k) / 2
    let upper = gsl_cdf_chisq_Pinv(1 - alpha / 2, 2 * k + 2) / 2
    guard lower.isFinite, upper.isFinite else { throw .invalidParameter("no chi-square quantile for \(events) events") }
    return ConfidenceInterval(estimate: k / exposure, lower: lower / exposure, upper: upper / exposure, level: level)
}

extension Summary {
    /// The Student-t interval of the mean (``meanInterval(level:)``) cut to `bounds`, the range the
    /// quantity cannot leave (a share in [0, 1], a duration or a rate in [0, ∞)). The cut interval covers
    /// the true mean whenever the t-interval does, since the mean lies in `bounds`: its coverage is the
    /// t-interval's.
    public func meanInterval(level: Double = 0.95, within bounds: ClosedRange<Double>) throws(StatsError)
        -> ConfidenceInterval
    {
        var interval = try meanInterval(level: level)
        interval.lower = Swift.min(Swift.max(interval.lower, bounds.lowerBound), bounds.upperBound)
        interval.upper = Swift.max(Swift.min(interval.upper, bounds.upperBound), bounds.lowerBound)
        return interval
    }
}
