import FenceExperiment
import Foundation

/// One published field measurement that a scenario of FenceSim reproduces: what was measured, the value
/// as the source states it, and how far to trust it (`observations/`, `docs/calibration.md`, "History
/// matching").
public struct Observation: Sendable, Equatable, Codable {
    /// The value as the source states it.
    public enum Target: Sendable, Equatable, Codable {
        /// A single value.
        case point(Double)
        /// A range read from the text ("about 2 h" → [1.5, 2]); implausibility 0 inside.
        case interval(lower: Double, upper: Double)
        /// A one-sided bound "more than": implausibility 0 at or above it.
        case atLeast(Double)
        /// A one-sided bound "less than": implausibility 0 at or below it.
        case atMost(Double)

        /// The target's lower and upper ends (infinite for an open side).
        public var bounds: (lower: Double, upper: Double) {
            switch self {
            case .point(let value): (value, value)
            case .interval(let lower, let upper): (lower, upper)
            case .atLeast(let value): (value, .infinity)
            case .atMost(let value): (-.infinity, value)
            }
        }
    }

    /// The scale the implausibility is measured on.
    public enum Scale: String, Sendable, Equatable, Codable, CaseIterable {
        /// The value itself (shares such as entry recall).
        case linear
        /// The natural logarithm (battery lives, currents, error medians: multiplicative quantities).
        case log

        /// `value` on this scale (−∞ for log 0).
        public func transform(_ value: Double) -> Double {
            switch self {
            case .linear: value
            case .log: Foundation.log(value)
            }
        }
    }

    /// Whether the value is one device's run or an average over many.
    public enum Realisation: String, Sendable, Equatable, Codable, CaseIterable {
        /// One phone, one trace: the replication spread enters the denominator (κ = 1).
        case oneDevice
        /// An average over many runs or users: it does not (κ = 0).
        case average

        /// κ of the implausibility.
        public var kappa: Double { self == .oneDevice ? 1 : 0 }
    }

    /// Which side of the split the observation is on.
    public enum Set: String, Sendable, Equatable, Codable, CaseIterable {
        /// Used to rule points out.
        case calibration
        /// Held out: only predicted.
        case validation
    }

    /// The observation's name: its file name without `.json`.
    public var name: String
    /// The file it was read from, as given.
    public var file: String
    /// The source's key in `docs/references.md`.
    public var reference: String
    /// How the value was read from the source.
    public var reading: String
    /// The scenario reproducing the setup, as the file names it (relative to the file's directory).
    public var scenario: String
    /// The scenario's path resolved against the observation file's directory.
    public var scenarioPath: String
    /// The strategy's label in that scenario.
    public var strategy: String
    /// The metric: any row of the metric catalogue.
    public var quantity: Metric
    /// The value as stated.
    public var target: Target
    /// The scale.
    public var scale: Scale
    /// Observation standard deviation, on ``scale`` (V_obs is its square).
    public var observationStandardDeviation: Double
    /// Why that much.
    public var uncertaintyReasoning: String
    /// Model-discrepancy standard deviation on ``scale`` (V_md is its square): the file's, or the default of
    /// its class (``Observation/defaultDiscrepancyStandardDeviation(_:scale:)``).
    public var discrepancyStandardDeviation: Double
    /// One device or an average.
    public var realisation: Realisation
    /// Calibration or validation.
    public var set: Set
    /// For a validation observation whose source shaped the model (``ModelSources``): the places it did (a
    /// parameter row, a device profile, a scenario's description), so that it is predicted but never counted as
    /// validation; nil for an independent source and for a calibration observation.
    public var shapedModel: [String]?

    /// The default model-discrepancy standard deviation of an observation of `quantity` on `scale`
    /// (`docs/history-matching.md`, "Implausibility"): 0.1 on the log scale (10 %), else its class's linear default
    /// (``DiscrepancyClass/linearStandardDeviation``).
    public static func defaultDiscrepancyStandardDeviation(_ quantity: Metric, scale: Scale) -> Double {
        scale == .log ? 0.1 : DiscrepancyClass(quantity).linearStandardDeviation
    }

    /// The target's ends on the implausibility scale.
    public var scaledBounds: (lower: Double, upper: Double) {
        let (lower, upper) = target.bounds
        return (
            lower.isFinite ? scale.transform(lower) : lower, upper.isFinite ? scale.transform(upper) : upper
        )
    }
}
