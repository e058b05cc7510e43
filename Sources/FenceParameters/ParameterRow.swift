import Foundation

/// One row of the parameter table a scenario sees: a parameter at its scenario path with the default
/// of the scenario's defaults. `fencesim parameters`, the JSON Schema, `docs/scenarios.md` and
/// `docs/calibration.md` are printed from these rows.
public struct ParameterRow: Sendable, Equatable {
    /// A default value.
    public enum Value: Sendable, Equatable {
        case number(Double)
        case whole(Int)
        case flag(Bool)
        /// One of the row's ``ParameterRow/options`` (a setting chosen by name).
        case option(String)
        /// No value (an optional parameter left out).
        case none

        /// The value as a number, if it is one.
        public var number: Double? {
            switch self {
            case .number(let value): value
            case .whole(let value): Double(value)
            case .flag, .option, .none: nil
            }
        }
    }

    /// The scenario path, e.g. `device.overrides.cell.cacheHitProbability`.
    public let path: String
    /// The table's prefix of ``path`` (`device.overrides.cell`): the docs print one table per section.
    public let section: String
    /// What the parameter means.
    public let meaning: String
    /// The unit.
    public let unit: String
    /// The default.
    public let defaultValue: Value
    /// What `validate` accepts (nil for a switch).
    public let valid: ValidRange?
    /// The plausible range, where one is given.
    public let plausible: PlausibleRange?
    /// Where the value comes from.
    public let provenance: ParameterProvenance
    /// The source or argument, with citations in the `[@…]` form of `docs/references.md`.
    public let source: String
    /// The names a setting chosen by name may take (empty for a number or a flag).
    public let options: [String]
    /// For a structural choice: each option's evidence and prior weight (nil otherwise).
    public let prior: CategoricalPrior?

    /// A row; `options` only for a setting chosen by name (an ``Value/option(_:)`` default).
    public init(
        path: String, section: String, meaning: String, unit: String, defaultValue: Value, valid: ValidRange?,
        plausible: PlausibleRange?, provenance: ParameterProvenance, source: String, options: [String] = [],
        prior: CategoricalPrior? = nil
    ) {
        self.path = path
        self.section = section
        self.meaning = meaning
        self.unit = unit
        self.defaultValue = defaultValue
        self.valid = valid
        self.plausible = plausible
        self.provenance = provenance
        self.source = source
        self.options = options
        self.prior = prior
    }

    /// Whether a sensitivity study can sample the row: a number with a plausible range, or a structural
    /// choice with prior weights.
    public var isSampled: Bool { plausible != nil || prior != nil }

    /// The path below ``section``: the field's name in its table (`cacheHitProbability`, `urban.gpsVisibility`).
    public var name: String { String(path.dropFirst(section.count + 1)) }

    /// The citation keys of ``source``, the plausible range's reasoning and a choice's evidence, in order of
    /// appearance.
    public var referenceKeys: [String] {
        CitationKeys.cited(in: [source, plausible?.reasoning ?? ""] + (prior?.options.map(\.evidence) ?? []))
    }
}
