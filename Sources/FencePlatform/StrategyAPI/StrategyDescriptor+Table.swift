import FenceParameters
import FenceStats

extension StrategyDescriptor {
    /// The parameter-table rows of the strategy's scalar parameters, in declaration order, at paths
    /// `section.PARAMETER` (the scenario language names the section). They are design choices
    /// (provenance ``ParameterProvenance/choice``: the knobs a researcher sets on purpose, not uncertain
    /// properties of the world or the phone), so they have no plausible range and stay out of a
    /// sensitivity study of the model's assumptions.
    public func parameterRows(section: String) -> [ParameterRow] {
        parameters.compactMap { $0.row(section: section, of: name) }
    }
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
