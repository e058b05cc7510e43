import FenceParameters
import FenceStats

extension StrategyDescriptor {
    /// The scenario-path prefix of the strategy's parameters, `strategies[NAME].parameters`: a scenario
    /// selects a strategy entry by label or by name (and a label defaults to the name), so the path sets
    /// the parameter wherever a scenario runs the strategy under its own name, in sweeps and sensitivity
    /// studies as written.
    public var parameterSection: String { "strategies[\(name)].parameters" }

    /// The parameter-table rows of the strategy's scalar parameters, in declaration order. They are
    /// design choices (provenance ``ParameterProvenance/choice``: the knobs a researcher sets on purpose,
    /// not uncertain properties of the world or the phone), so they have no plausible range and stay
    /// out of a sensitivity study of the model's assumptions.
    public var parameterRows: [ParameterRow] { parameters.compactMap { $0.row(section: parameterSection, of: name) } }
}

extension ParameterSpec {
    /// The row of this parameter of strategy `strategy` in `section`; nil for a value that is not a
    /// number, a whole number, a flag or one of named options (a structured value).
    func row(section: String, of strategy: String) -> ParameterRow? {
        var unit = "–"
        var valid: ValidRange?
        var options: [String] = []
        let value: ParameterRow.Value
        switch (kind, defaultValue) {
        case (.number(let range, let rangeUnit), .number(let number)):
            unit = rangeUnit
            valid = ValidRange(range)
            value = .number(number)
        case (.integer(let range), .number(let number)):
            valid = ValidRange(Double(range.lowerBound)...Double(range.upperBound))
            value = .whole(Int(number))
        case (.choice(let names), .string(let name)):
            options = names
            value = .option(name)
        case (.bool, .bool(let flag)):
            value = .flag(flag)
        default:
            return nil
        }
        let meaning = summary.hasSuffix(".") ? String(summary.dropLast()) : summary
        let source =
            "the `\(strategy)` strategy's design (the defaults' sources: docs/calibration.md, \"Built-in strategies' numbers\")"
        return ParameterRow(
            path: section + "." + name, section: section, meaning: meaning, unit: unit, defaultValue: value,
            valid: valid, plausible: nil, provenance: .choice, source: source, options: options)
    }
}
