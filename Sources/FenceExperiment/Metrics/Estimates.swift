import FenceStats

/// A mean over replications of a non-negative quantity (a battery life, a charge, a count, a duration,
/// a rate) with its 95 % interval: Student t cut at 0 (no interval below two values), or for a rate of
/// counted events the exact Poisson interval (``init(events:exposures:)``). Every interval stays in
/// [0, ∞) (`docs/calibration.md`, "Scoring rules that are not parameters").
public struct MeanEstimate: Sendable, Equatable, Codable {
    /// The mean.
    public var mean: Double
    /// Interval bounds (nil with fewer than two values).
    public var lower: Double?
    public var upper: Double?
    /// Number of values.
    public var count: Int

    /// Estimates the mean of `values` (each ≥ 0); nil when there are none.
    public init?(_ values: [Double]) {
        guard let summary = try? Summary(values) else { return nil }
        mean = summary.mean
        count = summary.count
        if let interval = try? summary.meanInterval(level: 0.95, within: 0...Double.infinity) {
            lower = interval.lower
            upper = interval.upper
        }
    }

    /// The rate of events pooled over replications: Σ `events` / Σ `exposures` (events per unit of
    /// exposure, one count and one exposure per replication) with its exact Poisson interval
    /// (``FenceStats/poissonRateInterval(events:exposure:level:)``); nil without replications or exposure.
    public init?(events: [Int], exposures: [Double]) {
        let total = exposures.reduce(0, +)
        guard !events.isEmpty, events.count == exposures.count,
            let interval = try? poissonRateInterval(events: events.reduce(0, +), exposure: total)
        else { return nil }
        mean = interval.estimate
        lower = interval.lower
        upper = interval.upper
        count = events.count
    }
}

/// A proportion pooled over replications with its Wilson score 95 % interval.
public struct ProportionEstimate: Sendable, Equatable, Codable {
    /// Successes and trials, summed over replications.
    public var successes: Int
    public var trials: Int
    /// successes / trials.
    public var estimate: Double
    /// Wilson interval bounds.
    public var lower: Double
    public var upper: Double

    /// Pools `successes` of `trials`; nil without trials.
    public init?(successes: Int, trials: Int) {
        guard trials > 0, let interval = try? wilsonInterval(successes: successes, trials: trials) else { return nil }
        self.successes = successes
        self.trials = trials
        estimate = interval.estimate
        lower = interval.lower
        upper = interval.upper
    }
}

/// A paired difference (this strategy − the baseline) over common replications.
public struct PairedDifference: Sendable, Equatable, Codable {
    /// Mean difference.
    public var difference: Double
    /// 95 % interval of the mean difference.
    public var lower: Double
    public var upper: Double
    /// Two-sided p-value of the paired t-test.
    public var pValue: Double
    /// Replications in which both values exist.
    public var count: Int

    /// Compares `values` with `baseline` pairwise, skipping pairs where either is nil; nil with fewer
    /// than two pairs.
    public init?(_ values: [Double?], baseline: [Double?]) {
        let pairs = zip(values, baseline).compactMap { pair -> (Double, Double)? in
            guard let a = pair.0, let b = pair.1, a.isFinite, b.isFinite else { return nil }
            return (a, b)
        }
        guard pairs.count >= 2, let test = try? pairedTTest(pairs.map(\.0), pairs.map(\.1)) else { return nil }
        difference = test.difference
        lower = test.interval.lower
        upper = test.interval.upper
        pValue = test.pValue
        count = pairs.count
    }
}
