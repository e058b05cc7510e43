import FenceStats

extension MetricEstimator {
    /// One run's part of what the replications pool: successes and trials of a pooled share, events and
    /// exposure days of a rate, a mean's value and 1; (0, 0) where the run leaves the metric undefined or does
    /// not count it. The parts of a run per replication are what ``interval(numerators:denominators:level:)``
    /// takes (an optimisation keeps them instead of whole runs).
    public func part(_ run: RunMetrics) -> (numerator: Double, denominator: Double) {
        switch self {
        case .mean(let value):
            return value(run).map { ($0, 1) } ?? (0, 0)
        case .pooledShare(let successes, let trials, _):
            return trials(run).map { (Double(successes(run)), Double($0)) } ?? (0, 0)
        case .pooledRate(let events, let exposureDays):
            return (Double(events(run)), exposureDays(run))
        case .meanRate(let events, let exposureDays):
            return events(run).map { (Double($0), exposureDays(run)) } ?? (0, 0)
        }
    }

    /// The summary's estimate with its two-sided interval at `level` (each end a one-sided bound at
    /// (1 + `level`) / 2) from each replication's part (``part(_:)``), by the estimator ``summarise(_:)``
    /// uses at 95 % (`docs/intervals.md`): the skew-adjusted mean cut at 0, a pooled share's
    /// ``ProportionEstimate/Interval``, a pooled rate's union of the skew-adjusted and design-effect intervals,
    /// a mean rate's ``FenceStats/MeanRate`` interval. A replication with denominator 0 is left out of a mean
    /// and counts as one without trials or exposure in a pooled ratio. Nil where the replications define no
    /// value, or a mean's values show no spread (no interval: the replications cannot bound a rarer value).
    public func interval(numerators: [Double], denominators: [Double], level: Double) -> ConfidenceInterval? {
        let counted = zip(numerators, denominators).filter { $0.1 > 0 }
        switch self {
        case .mean:
            guard let summary = try? Summary(counted.map { $0.0 / $0.1 }), summary.variance > 0 else { return nil }
            return try? summary.skewAdjustedMeanInterval(level: level).cut(to: 0...Double.infinity)
        case .pooledShare(_, _, let interval):
            guard let ratio = try? PooledRatio(numerators: numerators, denominators: denominators) else { return nil }
            return try? interval.bounds(ratio, level: level)
        case .pooledRate:
            guard let ratio = try? PooledRatio(numerators: numerators, denominators: denominators) else { return nil }
            return try? ratio.skewOrDesignEffectInterval(.rate, level: level)
        case .meanRate:
            guard let rates = try? MeanRate(events: counted.map(\.0), exposures: counted.map(\.1)) else { return nil }
            return try? rates.interval(level: level)
        }
    }
}
