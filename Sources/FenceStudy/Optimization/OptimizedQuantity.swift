import FenceExperiment

/// A per-run quantity an optimisation maximises, minimises or constrains.
///
/// A share (entry or exit recall) is pooled over replications — detected over counted visits, as sweeps
/// and reports pool it — and bounded by the Wilson interval; every other quantity is the mean over
/// replications, bounded by Student t.
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

    /// Whether the quantity is a share pooled over replications.
    public var isShare: Bool { self == .entryRecall || self == .exitRecall }

    /// One run's contribution: the numerator and the weight (successes and trials for a share; the value
    /// and 1 otherwise).
    public func observation(_ run: RunMetrics) -> ReplicationOutcome.Part {
        switch self {
        case .batteryLifeHours: .init(value: run.batteryLifeHours, weight: 1)
        case .meanCurrentMilliamps: .init(value: run.meanCurrentMilliamps, weight: 1)
        case .entryRecall: .init(value: Double(run.entriesDetected), weight: Double(run.visits))
        case .exitRecall: .init(value: Double(run.exitsDetected), weight: Double(run.exitVisits))
        case .falseEntriesPerDay: .init(value: run.falseEntriesPerDay, weight: 1)
        }
    }

    /// Every quantity's name, for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
