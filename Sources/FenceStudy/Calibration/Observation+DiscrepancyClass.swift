import FenceExperiment
import FenceStats
import Foundation

extension Observation {
    /// A class of observation sharing one model-discrepancy default (`docs/history-matching.md`,
    /// "Implausibility"), the unit the leave-one-source-out estimate of V_md is reported by.
    public enum DiscrepancyClass: String, Sendable, Equatable, Codable, CaseIterable {
        /// Battery lives and other energy figures: currents, daily drains (log scale).
        case batteryLives
        /// Fix-error medians (log scale).
        case fixErrorMedians
        /// Shares such as entry recall (linear).
        case shares
        /// Entry latencies (linear, seconds).
        case entryLatencies
        /// Counts per day or per transition, hours empty per day (linear).
        case counts

        /// The class of an observation of `metric`, by the metric's unit.
        public init(_ metric: Metric) {
            switch metric.unit {
            case .hours, .milliamps, .percentPerDay: self = .batteryLives
            case .meters: self = .fixErrorMedians
            case .share: self = .shares
            case .seconds: self = .entryLatencies
            case .perDay, .ratio, .hoursPerDay: self = .counts
            }
        }

        /// The default discrepancy standard deviation on the linear scale: 0.05 for shares such as recall, 30 s for
        /// entry latencies, 0.1 of a value otherwise (battery lives, energy figures and error medians usually sit on
        /// the log scale, where every class's default is 0.1).
        public var linearStandardDeviation: Double {
            switch self {
            case .shares: 0.05
            case .entryLatencies: 30
            case .batteryLives, .fixErrorMedians, .counts: 0.1
            }
        }
    }

    /// This observation's class, by its metric's unit.
    public var discrepancyClass: DiscrepancyClass { DiscrepancyClass(quantity) }

    /// The class default's standard deviation on this observation's scale.
    public var defaultDiscrepancyStandardDeviation: Double {
        Self.defaultDiscrepancyStandardDeviation(quantity, scale: scale)
    }

    /// The observation as ``EmulatedSample`` and the emulators take it: its ends, V_obs, V_md and κ on its scale.
    public var historyMatchingTarget: HistoryMatchingTarget {
        let (lower, upper) = scaledBounds
        return HistoryMatchingTarget(
            lower: lower, upper: upper,
            observationVariance: observationStandardDeviation * observationStandardDeviation,
            discrepancyVariance: discrepancyStandardDeviation * discrepancyStandardDeviation,
            realisationWeight: realisation.kappa)
    }
}
