import FenceFiles
import FenceParameters
import FenceStats

/// `fencesim parameters`' formats (Markdown, JSON, CSV); the Markdown tables are also `docs/calibration.md`'s
/// (its `parameters` markers).
extension ParameterRegistry {
    /// The provenance tags as `--tag` takes them: V, D, A, calibrated, choice.
    public static let tagNames = ParameterProvenance.allCases.map(\.rawValue)

    /// The rows whose provenance tag is named `tag` (all rows for nil); nil for an unknown tag.
    public static func rows(taggedNamed tag: String?) -> [ParameterRow]? {
        guard let tag else { return rows }
        return ParameterProvenance(rawValue: tag).map { rows(tagged: $0) }
    }

    /// The rows whose provenance is `tag` (all rows for nil).
    public static func rows(tagged tag: ParameterProvenance?) -> [ParameterRow] {
        rows.filter { tag == nil || $0.provenance == tag }
    }

    /// One Markdown table of `rows`: path, default, unit, valid range, plausible range, provenance and source.
    public static func markdown(_ rows: [ParameterRow], fullPaths: Bool = true) -> String {
        var text =
            "| parameter | default | unit | valid | plausible (low – high) | source |\n|---|---|---|---|---|---|\n"
        for row in rows {
            let cells = [
                "`\(fullPaths ? row.path : row.name)`", row.defaultText, row.unit, validText(row),
                row.prior.map(priorText) ?? plausibleText(row.plausible), row.attribution,
            ]
            text += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// The rows as a JSON array of objects.
    public static func json(_ rows: [ParameterRow]) -> String {
        func number(_ value: Double?) -> JSONValue { value.map { JSONWriter.number($0) } ?? .null }
        let items = rows.map { row -> JSONNode in
            let defaultJSON: JSONValue =
                switch row.defaultValue {
                case .flag(let value): .bool(value)
                case .option(let name): .string(name)
                case .none: .null
                case .number, .whole: number(row.defaultValue.number)
                }
            let members: [(String, JSONValue)] = [
                ("path", .string(row.path)), ("meaning", .string(row.meaning)), ("unit", .string(row.unit)),
                ("default", defaultJSON), ("validLower", number(row.valid?.lower)),
                ("validUpper", number(row.valid?.upper)),
                ("validExcludesLower", .bool(row.valid?.excludesLower ?? false)),
                ("options", .array(row.options.map { JSONNode(.string($0)) })),
                ("plausibleLower", number(row.plausible?.lower)), ("plausibleUpper", number(row.plausible?.upper)),
                ("distribution", row.plausible.map { .string($0.distribution.rawValue) } ?? .null),
                ("plausibleReasoning", row.plausible.map { .string($0.reasoning) } ?? .null),
                (
                    "prior",
                    row.prior.map { prior in
                        .array(
                            prior.options.map { option in
                                JSONNode(
                                    .object([
                                        ("option", JSONNode(.string(option.name))),
                                        ("weight", JSONNode(JSONWriter.number(option.weight))),
                                        ("evidence", JSONNode(.string(option.evidence))),
                                    ]))
                            })
                    } ?? .null
                ),
                ("provenance", .string(row.provenance.rawValue)), ("source", .string(row.source)),
                ("references", .array(row.referenceKeys.map { JSONNode(.string($0)) })),
            ]
            return JSONNode(.object(members.map { ($0.0, JSONNode($0.1)) }))
        }
        return JSONWriter.write(.array(items))
    }

    /// The rows as CSV with a header line.
    public static func csv(_ rows: [ParameterRow]) -> String {
        func number(_ value: Double?) -> String { value.map(ParameterRow.text) ?? "" }
        var text =
            "path,meaning,unit,default,valid_lower,valid_upper,plausible_lower,plausible_upper,distribution,provenance,references,source,plausible_reasoning,options,weights\n"
        for row in rows {
            let fields = [
                row.path, row.meaning, row.unit, row.defaultText, number(row.valid?.lower), number(row.valid?.upper),
                number(row.plausible?.lower), number(row.plausible?.upper),
                row.plausible?.distribution.rawValue ?? "", row.provenance.rawValue,
                row.referenceKeys.joined(separator: " "), row.source, row.plausible?.reasoning ?? "",
                row.options.joined(separator: " "),
                row.prior.map { $0.weights.map(ParameterRow.text).joined(separator: " ") } ?? "",
            ]
            text += fields.map(ResultsFile.csvField).joined(separator: ",") + "\n"
        }
        return text
    }

    /// The values `row` accepts: a range, its options, or `true / false`.
    static func validText(_ row: ParameterRow) -> String {
        if !row.options.isEmpty { return row.options.joined(separator: " / ") }
        guard let valid = row.valid else { return "true / false" }
        let upper = ParameterRow.text(valid.upper)
        return valid.excludesLower ? "(0, \(upper)]" : "[\(ParameterRow.text(valid.lower)), \(upper)]"
    }

    /// A choice's options with their prior weights: "anyManager 0.6, never 0.1".
    static func priorText(_ prior: CategoricalPrior) -> String {
        "weights " + prior.options.map { "\($0.name) \(ParameterRow.text($0.weight))" }.joined(separator: ", ")
    }

    static func plausibleText(_ plausible: PlausibleRange?) -> String {
        guard let plausible else { return "–" }
        let spread = plausible.distribution == .logUniform ? ", log-uniform" : ""
        return
            "\(ParameterRow.text(plausible.lower)) – \(ParameterRow.text(plausible.upper))\(spread): \(plausible.reasoning)"
    }
}
