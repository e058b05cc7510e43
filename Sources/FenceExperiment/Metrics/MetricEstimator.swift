/// How one run computes a metric and how the replications — the independent units — summarise it.
public enum MetricEstimator: Sendable {
    /// A value per run (nil where undefined), summarised by its mean over the runs where it is defined with a
    /// Student-t interval cut to [0, ∞) (``MeanEstimate/init(_:)``).
    case mean(@Sendable (RunMetrics) -> Double?)
    /// Successes out of trials per run, pooled over replications (Σ successes ÷ Σ trials) with the interval of
    /// ``ProportionEstimate``; one run's value is its own share (nil without trials).
    case pooledShare(successes: @Sendable (RunMetrics) -> Int, trials: @Sendable (RunMetrics) -> Int)
    /// Events over an exposure in days per run, pooled over replications (Σ events ÷ Σ days) with the
    /// interval of ``MeanEstimate/init(events:exposures:)``; one run's value is its own rate (nil without
    /// exposure).
    case pooledRate(events: @Sendable (RunMetrics) -> Int, exposureDays: @Sendable (RunMetrics) -> Double)

    /// The metric of one run; nil where it is undefined.
    public func value(_ run: RunMetrics) -> Double? {
        switch self {
        case .mean(let value):
            return value(run)
        case .pooledShare(let successes, let trials):
            let n = trials(run)
            return n > 0 ? Double(successes(run)) / Double(n) : nil
        case .pooledRate(let events, let exposureDays):
            let days = exposureDays(run)
            return days > 0 ? Double(events(run)) / days : nil
        }
    }

    /// The summary of `runs` (one per replication); nil where no run defines the metric.
    public func summarise(_ runs: [RunMetrics]) -> MetricEstimate? {
        switch self {
        case .mean(let value):
            return MeanEstimate(runs.compactMap(value)).map(MetricEstimate.mean)
        case .pooledShare(let successes, let trials):
            return ProportionEstimate(
                successes: runs.reduce(0) { $0 + successes($1) }, trials: runs.reduce(0) { $0 + trials($1) }
            ).map(MetricEstimate.share)
        case .pooledRate(let events, let exposureDays):
            return MeanEstimate(events: runs.map(events), exposures: runs.map(exposureDays)).map(MetricEstimate.mean)
        }
    }

    /// What a summary's estimate is, for messages: "mean" or "pooled".
    public var isPooled: Bool {
        if case .mean = self { return false }
        return true
    }
}

/// A metric's summary over replications: a mean or a pooled share, each with its 95 % interval. In results
/// files it is the object of its kind (``MeanEstimate``: mean, count, lower, upper; ``ProportionEstimate``:
/// estimate, successes, trials, lower, upper).
public enum MetricEstimate: Sendable, Equatable {
    /// A mean over replications, or a pooled rate.
    case mean(MeanEstimate)
    /// A share pooled over replications.
    case share(ProportionEstimate)

    /// The point estimate.
    public var value: Double {
        switch self {
        case .mean(let estimate): estimate.mean
        case .share(let estimate): estimate.estimate
        }
    }

    /// The interval's bounds (nil for a mean of fewer than two values).
    public var lower: Double? {
        switch self {
        case .mean(let estimate): estimate.lower
        case .share(let estimate): estimate.lower
        }
    }

    public var upper: Double? {
        switch self {
        case .mean(let estimate): estimate.upper
        case .share(let estimate): estimate.upper
        }
    }

    /// The mean, when this is one.
    public var mean: MeanEstimate? {
        if case .mean(let estimate) = self { return estimate }
        return nil
    }

    /// The pooled share, when this is one.
    public var share: ProportionEstimate? {
        if case .share(let estimate) = self { return estimate }
        return nil
    }
}

extension MetricEstimate: Encodable {
    /// Encodes the estimate's own object.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .mean(let estimate): try estimate.encode(to: encoder)
        case .share(let estimate): try estimate.encode(to: encoder)
        }
    }
}
