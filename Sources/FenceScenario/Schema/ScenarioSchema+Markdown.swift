import FenceFiles
import FencePlatform
import FenceStrategies

extension ScenarioSchema {
    /// The field reference of `docs/scenarios.md` (its `fields` marker): one table per section with every
    /// field's path, default and meaning (units are in the names and meanings), generated from the real
    /// defaults; each section begins with a blank line, and a blank line ends the reference.
    public static func markdownReference(registry: StrategyRegistry = .builtIn) -> String {
        let canonical = canonicalDefaults(registry: registry)
        var rows: [(section: String, field: String, defaultText: String, meaning: String)] = []
        func walk(_ node: JSONNode, _ path: String) {
            if case .object(let members) = node.value, Set(members.map(\.key)) != ["lower", "upper"], !members.isEmpty {
                for member in members.sorted(by: { $0.key < $1.key }) {
                    walk(member.node, path.isEmpty ? member.key : path + "." + member.key)
                }
                return
            }
            let parts = path.split(separator: ".")
            let section = parts.count > 2 ? parts.dropLast().joined(separator: ".") : String(parts.first ?? "")
            rows.append((section, path, defaultText(node.value), ScenarioFieldDocs.description(of: path) ?? ""))
        }
        walk(canonical, "")
        // Fields the canonical defaults leave out (optional, required or alternatives): section, field, default.
        let extra: [(section: String, field: String, defaultText: String)] = [
            ("(top level)", "name", "the file name"),
            ("(top level)", "description", "\"\""),
            ("(top level)", "strategies", "required"),
            ("(top level)", "sweep", "none"),
            ("device", "device.profile", "\"iphone4s-2012\""),
            ("device", "device.powerProfileFile", "none"),
            ("run", "run.chargeHours", "run.startHours"),
            ("world", "world.origin", "none"),
            ("world.movement", "world.movement.recordedTrack", "none"),
            ("world.movement.recordedTrack", "world.movement.recordedTrack.path", "required"),
            ("world.movement.recordedTrack", "world.movement.recordedTrack.format", "inferred"),
            (
                "world.movement.recordedTrack", "world.movement.recordedTrack.options.maximumSpeedMetersPerSecond",
                "55.56"
            ),
            ("world.movement.recordedTrack", "world.movement.recordedTrack.options.gapSeconds", "30"),
            ("world.movement.recordedTrack", "world.movement.recordedTrack.options.mode", "\"car\""),
            ("world.movement.recordedTrack", "world.movement.recordedTrack.options.timeOrigin", "\"firstFix\""),
            ("world.movement.recordedTrack", "world.movement.recordedTrack.afterEnd", "\"end\""),
        ]
        let strategyItems =
            " Each item: `name`, optional `label`, `parameters` (see docs/strategy-guide.md) and `app` (fields of device.app)."
        rows += extra.map { row in
            let meaning = ScenarioFieldDocs.description(of: row.field) ?? ""
            return (
                row.section, row.field, row.defaultText, row.field == "strategies" ? meaning + strategyItems : meaning
            )
        }
        // Table parameters whose default is absent (null) are not in the defaults' encoding.
        for row in ParameterRegistry.rows where row.defaultValue == .none {
            rows.append((row.section, row.path, row.defaultText, row.documentation))
        }
        rows = withSchemaDetails(rows, schema: document(registry: registry))
        var sections: [String] = []
        for row in rows where !sections.contains(row.section) { sections.append(row.section) }
        sections.sort { ($0 == "(top level)" ? "" : $0) < ($1 == "(top level)" ? "" : $1) }
        var text = ""
        for section in sections {
            text += "\n#### `\(section)`\n\n| field | default | meaning |\n|---|---|---|\n"
            for row in rows.filter({ $0.section == section }).sorted(by: { $0.field < $1.field }) {
                let meaning = row.meaning.replacingOccurrences(of: "|", with: "\\|")
                text += "| `\(row.field)` | \(row.defaultText) | \(meaning) |\n"
            }
        }
        return text + "\n"
    }

    /// `rows` with what the schema adds: an enumeration's values where the meaning does not name them all, and a
    /// row per member of an array's items (`world.fences.explicit[].latitude`) in a section of the array's own,
    /// where the schema describes every member.
    private static func withSchemaDetails(
        _ rows: [(section: String, field: String, defaultText: String, meaning: String)], schema: JSONValue
    ) -> [(section: String, field: String, defaultText: String, meaning: String)] {
        var result: [(section: String, field: String, defaultText: String, meaning: String)] = []
        for row in rows {
            let path = JSONPath(row.field.split(separator: ".").map { .key(String($0)) })
            var detailed = row
            detailed.meaning += field(at: path, in: schema).map { valuesSuffix($0, meaning: row.meaning) } ?? ""
            result.append(detailed)
            guard row.field != "strategies",
                case .object(let members)? = field(at: path, in: schema)?["items"]?
                    .value["properties"]?.value
            else { continue }
            var required: [JSONValue] = []
            if case .array(let items)? = field(at: path, in: schema)?["items"]?.value["required"]?.value {
                required = items.map(\.value)
            }
            let descriptions = members.compactMap { member -> String? in
                if case .string(let text)? = member.node.value["description"]?.value { return text }
                return nil
            }
            // Items whose members the schema does not all describe (zones: see their own section) get no rows.
            guard descriptions.count == members.count else { continue }
            for (member, description) in zip(members, descriptions) {
                let defaultText =
                    required.contains(.string(member.key))
                    ? "required" : member.node.value["default"].map { JSONWriter.compact($0.value) } ?? "none"
                result.append(
                    (
                        row.field, "\(row.field)[].\(member.key)", defaultText,
                        description + valuesSuffix(member.node.value, meaning: description)
                    ))
            }
        }
        return result
    }

    /// " One of: "a", "b"." for an enumeration whose values `meaning` does not name all, else "".
    private static func valuesSuffix(_ schema: JSONValue, meaning: String) -> String {
        guard let values = enumValues(of: schema), !values.allSatisfy({ meaning.contains($0) }) else { return "" }
        return " One of: " + values.map { "\"\($0)\"" }.joined(separator: ", ") + "."
    }

    private static func defaultText(_ value: JSONValue) -> String {
        switch value {
        case .object(let members) where Set(members.map(\.key)) == ["lower", "upper"]:
            let lower = members.first { $0.key == "lower" }.map { JSONWriter.compact($0.node.value) } ?? ""
            let upper = members.first { $0.key == "upper" }.map { JSONWriter.compact($0.node.value) } ?? ""
            return lower == upper ? lower : "\(lower)–\(upper)"
        case .string(let text) where text.count > 40: return "(see profile)"
        default:
            let text = JSONWriter.compact(value)
            return text.count > 60 ? String(text.prefix(57)) + "…" : text
        }
    }
}
