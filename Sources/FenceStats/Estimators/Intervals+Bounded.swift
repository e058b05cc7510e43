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
    return poissonRateInterval(count: Double(events), exposure: exposure, level: level)
}

/// The Garwood interval of a rate for a `count` that need not be a whole number (an effective count).
func poissonRateInterval(count k: Double, exposure: Double, level: Double) -> ConfidenceInterval {
    GSL.configure()
    let alpha = 1 - level
    let lower = k == 0 ? 0 : gammaQuantile(alpha / 2, shape: k)
    let upper = gammaQuantile(1 - alpha / 2, shape: k + 1)
    return ConfidenceInterval(estimate: k / exposure, lower: lower / exposure, upper: upper / exposure, level: level)
}

/// The `p`-quantile of the gamma distribution of `shape` and scale 1 (χ²(p; 2·shape) / 2): GSL's inverse,
/// or where it does not converge (shapes of tens of thousands of events) bisection on GSL's gamma CDF, which
/// is increasing, to the last bit.
func gammaQuantile(_ p: Double, shape: Double) -> Double {
    let direct = gsl_cdf_chisq_Pinv(p, 2 * shape) / 2
    if direct.isFinite { return direct }
    var low = 0.0
    var high = shape + 20 * shape.squareRoot() + 20
    while gsl_cdf_gamma_P(high, shape, 1) < p { high *= 2 }
    while true {
        let middle = (low + high) / 2
        guard middle > low && middle < high else { return middle }
        if gsl_cdf_gamma_P(middle, shape, 1) < p { low = middle } else { high = middle }
    }
}

extension Summary {
    /// The Student-t interval of the mean (``meanInterval(level:)``) cut to `bounds`, the range the
    /// quantity cannot leave (a share in [0, 1], a duration or a rate in [0, ∞)). The cut interval covers
    /// the true mean whenever the t-interval does, since the mean lies in `bounds`: its coverage is the
    /// t-interval's.
    public func meanInterval(level: Double = 0.95, within bounds: ClosedRange<Double>) throws(StatsError)
        -> ConfidenceInterval
    {
        try meanInterval(level: level).cut(to: bounds)
    }
}
