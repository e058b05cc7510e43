import FenceStats

/// A mean over replications of a non-negative quantity (a battery life, a charge, a count, a duration,
/// a rate) with its 95 % interval. Every interval stays in [0, ∞) and treats the replications as the
/// independent units (`docs/intervals.md` says which metric gets which interval, why, and its measured
/// coverage):
/// - a mean of per-replication values (``init(_:)``): Student t with Hall's skewness correction
///   (``FenceStats/Summary/skewAdjustedMeanInterval(level:)``), cut at 0; no interval below two values or
///   when every value is the same;
/// - a rate of counted events pooled over replications (``init(events:exposures:)``): the union of the
///   pooled ratio's skew-adjusted and design-effect intervals, from the replications' spread
///   (``FenceStats/PooledRatio``);
/// - a mean of per-replication rates (``init(meanRateOfEvents:exposures:)``): the skew-adjusted mean, or
///   with no spread Fay and Feuer's gamma bound (``FenceStats/MeanRate``).
public struct MeanEstimate: Sendable, Equatable, Codable {
    /// The mean.
    public var mean: Double
    /// Interval bounds (nil with fewer than two values, or values that do not vary).
    public var lower: Double?
    public var upper: Double?
    /// Number of values.
    public var count: Int

    /// Estimates the mean of `values` (each ≥ 0); nil when there are none.
    public init?(_ values: [Double]) {
        guard let summary = try? Summary(values) else { return nil }
        mean = summary.mean
        count = summary.count
        // Values without spread (every replication the same, in practice all 0: a source no replication
        // used) have no interval: the replications cannot bound how rare a different value is.
        if summary.variance > 0, let interval = try? summary.skewAdjustedMeanInterval() {
            set(interval.cut(to: 0...Double.infinity))
        }
    }

    /// The rate of events pooled over replications: Σ `events` / Σ `exposures` (events per unit of
    /// exposure, one count and one exposure per replication) with the union of the skew-adjusted and the
    /// design-effect intervals of a pooled rate (``FenceStats/PooledRatio/skewOrDesignEffectInterval(_:level:)``):
    /// from the spread of the replications, and the exact Poisson interval of the pooled count when they
    /// show none (no event at all); nil without replications or exposure.
    public init?(events: [Int], exposures: [Double]) {
        guard let ratio = try? PooledRatio(numerators: events.map(Double.init), denominators: exposures),
            let interval = try? ratio.skewOrDesignEffectInterval(.rate)
        else { return nil }
        mean = interval.estimate
        count = events.count
        set(interval)
    }

    /// The mean over replications of each one's rate, `events[i]` / `exposures[i]` (each exposure > 0), with
    /// the interval of ``FenceStats/MeanRate``; nil without replications.
    public init?(meanRateOfEvents events: [Int], exposures: [Double]) {
        guard let rates = try? MeanRate(events: events.map(Double.init), exposures: exposures),
            let interval = try? rates.interval()
        else { return nil }
        mean = interval.estimate
        count = events.count
        set(interval)
    }

    private mutating func set(_ interval: ConfidenceInterval) {
        lower = interval.lower
        upper = interval.upper
    }
}

/// A proportion pooled over replications (Σ successes / Σ trials) with a 95 % interval from the spread of
/// the replications, exact at the edges (upper bound 1 when every trial succeeded, lower bound 0 when none
/// did).
public struct ProportionEstimate: Sendable, Equatable, Codable {
    /// Which interval a pooled share gets (`docs/intervals.md`: which metric uses which, and why).
    public enum Interval: Sendable {
        /// Clopper–Pearson over the effective sample size (``FenceStats/PooledRatio/designEffectInterval(_:level:)``):
        /// for failures that are nearly independent between trials (missed visits).
        case designEffect
        /// The union of that and Hall's skew-adjusted interval of the linearised ratio
        /// (``FenceStats/PooledRatio/skewOrDesignEffectInterval(_:level:)``): for failures with a long tail over
        /// replications (false and repeated entries, which come in bursts).
        case skewOrDesignEffect
    }

    /// Successes and trials, summed over replications.
    public var successes: Int
    public var trials: Int
    /// successes / trials.
    public var estimate: Double
    /// Interval bounds.
    public var lower: Double
    public var upper: Double

    /// Pools `successes` of `trials` (one of each per replication) with `interval`; nil without trials.
    public init?(successes: [Int], trials: [Int], interval: Interval) {
        guard
            let ratio = try? PooledRatio(numerators: successes.map(Double.init), denominators: trials.map(Double.init)),
            let bounds = try? interval.bounds(ratio)
        else { return nil }
        self.successes = successes.reduce(0, +)
        self.trials = trials.reduce(0, +)
        estimate = Double(self.successes) / Double(self.trials)
        lower = bounds.lower
        upper = bounds.upper
    }
}

extension ProportionEstimate.Interval {
    /// The two-sided interval at `level` of the pooled share `ratio` (each end the one-sided bound at
    /// (1 + `level`) / 2).
    public func bounds(_ ratio: PooledRatio, level: Double = 0.95) throws(StatsError) -> ConfidenceInterval {
        switch self {
        case .designEffect: try ratio.designEffectInterval(.share, level: level)
        case .skewOrDesignEffect: try ratio.skewOrDesignEffectInterval(.share, level: level)
        }
    }
}

/// A paired difference (this strategy − the baseline) over common replications.
public struct PairedDifference: Sendable, Equatable, Codable {
    /// Mean difference.
    public var difference: Double
    /// 95 % interval of the mean difference.
    public var lower: Double
    public var upper: Double
    /// Two-sided p-value of the paired test.
    public var pValue: Double
    /// Replications in which both values exist.
    public var count: Int

    /// Compares `values` with `baseline` pairwise, skipping pairs where either is nil, by the paired test
    /// with Hall's skewness correction (``FenceStats/pairedSkewAdjustedTest(_:_:level:valueRange:)``): with
    /// `valueRange`, the range every value lies in (a share's [0, 1]), pairs that never differ get the bound
    /// of a rare difference instead of a point. Nil with fewer than two pairs.
    public init?(_ values: [Double?], baseline: [Double?], valueRange: ClosedRange<Double>? = nil) {
        let pairs = zip(values, baseline).compactMap { pair -> (Double, Double)? in
            guard let a = pair.0, let b = pair.1, a.isFinite, b.isFinite else { return nil }
            return (a, b)
        }
        guard pairs.count >= 2,
            let test = try? pairedSkewAdjustedTest(pairs.map(\.0), pairs.map(\.1), valueRange: valueRange)
        else { return nil }
        difference = test.difference
        lower = test.interval.lower
        upper = test.interval.upper
        pValue = test.pValue
        count = pairs.count
    }
}
