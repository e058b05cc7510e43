/// How one run computes a metric and how the replications — the independent units — summarise it
/// (`docs/intervals.md` says which interval each metric gets, why, and its measured coverage).
public enum MetricEstimator: Sendable {
    /// A value per run (nil where undefined), summarised by its mean over the runs where it is defined with the
    /// skew-adjusted interval cut to [0, ∞) (``MeanEstimate/init(_:)``).
    case mean(@Sendable (RunMetrics) -> Double?)
    /// Successes out of trials per run, pooled over replications (Σ successes ÷ Σ trials) with `interval`
    /// (``ProportionEstimate``); one run's value is its own share (nil without trials). A run whose `trials` is
    /// nil does not count for the metric at all (not as a replication either).
    case pooledShare(
        successes: @Sendable (RunMetrics) -> Int, trials: @Sendable (RunMetrics) -> Int?,
        interval: ProportionEstimate.Interval)
    /// Events over an exposure in days per run, pooled over replications (Σ events ÷ Σ days) with the
    /// interval of ``MeanEstimate/init(events:exposures:)``; one run's value is its own rate (nil without
    /// exposure).
    case pooledRate(events: @Sendable (RunMetrics) -> Int, exposureDays: @Sendable (RunMetrics) -> Double)
    /// Events over an exposure in days per run (nil events: the run does not count them), summarised by the
    /// mean of the runs' rates with the interval of ``MeanEstimate/init(meanRateOfEvents:exposures:)``.
    case meanRate(events: @Sendable (RunMetrics) -> Int?, exposureDays: @Sendable (RunMetrics) -> Double)

    /// The metric of one run; nil where it is undefined.
    public func value(_ run: RunMetrics) -> Double? {
        switch self {
        case .mean(let value):
            return value(run)
        case .pooledShare(let successes, let trials, _):
            guard let n = trials(run), n > 0 else { return nil }
            return Double(successes(run)) / Double(n)
        case .pooledRate(let events, let exposureDays):
            let days = exposureDays(run)
            return days > 0 ? Double(events(run)) / days : nil
        case .meanRate(let events, let exposureDays):
            let days = exposureDays(run)
            guard let count = events(run), days > 0 else { return nil }
            return Double(count) / days
        }
    }

    /// The summary of `runs` (one per replication); nil where no run defines the metric.
    public func summarise(_ runs: [RunMetrics]) -> MetricEstimate? {
        switch self {
        case .mean(let value):
            return MeanEstimate(runs.compactMap(value)).map(MetricEstimate.mean)
        case .pooledShare(let successes, let trials, let interval):
            let counted = runs.compactMap { run in trials(run).map { (successes(run), $0) } }
            return ProportionEstimate(successes: counted.map(\.0), trials: counted.map(\.1), interval: interval)
                .map(MetricEstimate.share)
        case .pooledRate(let events, let exposureDays):
            return MeanEstimate(events: runs.map(events), exposures: runs.map(exposureDays)).map(MetricEstimate.mean)
        case .meanRate(let events, let exposureDays):
            let counted = runs.compactMap { run in
                events(run).flatMap { count in exposureDays(run) > 0 ? (count, exposureDays(run)) : nil }
            }
            return MeanEstimate(meanRateOfEvents: counted.map(\.0), exposures: counted.map(\.1)).map(
                MetricEstimate.mean)
        }
    }

    /// The range every run's value lies in when it is bounded (a share's [0, 1]), for paired differences
    /// (``PairedDifference/init(_:baseline:valueRange:)``); nil when it is not.
    public var runValueRange: ClosedRange<Double>? {
        if case .pooledShare = self { return 0...1 }
        return nil
    }

    /// What a summary's estimate is, for messages: "mean" or "pooled".
    public var isPooled: Bool {
        switch self {
        case .mean, .meanRate: false
        case .pooledShare, .pooledRate: true
        }
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
