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
    }

    /// This observation's class, by its metric's unit.
    public var discrepancyClass: DiscrepancyClass {
        switch quantity.unit {
        case .hours, .milliamps, .percentPerDay: .batteryLives
        case .meters: .fixErrorMedians
        case .share: .shares
        case .seconds: .entryLatencies
        case .perDay, .ratio, .hoursPerDay: .counts
        }
    }

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
