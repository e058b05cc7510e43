import FenceExperiment

/// A per-run quantity an optimisation maximises, minimises or constrains: one of the catalogue's metrics
/// (``metric``), pooled over replications and bounded as every summary of it is (``MetricEstimator``,
/// `docs/intervals.md`): recall pooled over visits with the design-effect Clopper–Pearson interval, false
/// entries per day pooled over simulated days, battery life and mean current as means with the
/// skew-adjusted interval.
public enum OptimizedQuantity: String, Sendable, Equatable, Codable, CaseIterable {
    /// ``RunMetrics/batteryLifeHours``, h.
    case batteryLifeHours
    /// ``RunMetrics/meanCurrentMilliamps``, mA.
    case meanCurrentMilliamps
    /// Detected over counted entry visits.
    case entryRecall
    /// Detected over counted exits.
    case exitRecall
    /// ``RunMetrics/falseEntriesPerDay``, 1/day.
    case falseEntriesPerDay

    /// The catalogue's metric of the same name.
    public var metric: Metric {
        switch self {
        case .batteryLifeHours: .batteryLifeHours
        case .meanCurrentMilliamps: .meanCurrentMilliamps
        case .entryRecall: .entryRecall
        case .exitRecall: .exitRecall
        case .falseEntriesPerDay: .falseEntriesPerDay
        }
    }

    /// Whether the quantity is a share (in [0, 1]).
    public var isShare: Bool { metric.unit == .share }

    /// One run's contribution: the numerator and the weight the replications pool (successes and visits of
    /// a recall, false entries and simulated days of the rate, the value and 1 of a mean;
    /// ``MetricEstimator/part(_:)``).
    public func observation(_ run: RunMetrics) -> ReplicationOutcome.Part {
        let part = metric.estimator.part(run)
        return .init(value: part.numerator, weight: part.denominator)
    }

    /// Every quantity's name, for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
