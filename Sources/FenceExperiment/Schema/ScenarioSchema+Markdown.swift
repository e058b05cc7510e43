import FencePlatform
import FenceStrategies

extension ScenarioSchema {
    /// Markers around the generated field reference in `docs/scenarios.md`.
    public static let referenceMarkers = (
        begin: "<!-- BEGIN GENERATED FIELD REFERENCE (fencesim schema --markdown) -->",
        end: "<!-- END GENERATED FIELD REFERENCE -->"
    )

    /// The field reference of `docs/scenarios.md`: one table per section with every field's path,
    /// default and meaning (units are in the names and meanings), generated from the real defaults.
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
        let extra: [(String, String, String, String)] = [
            ("(top level)", "name", "the file name", ScenarioFieldDocs.description(of: "name") ?? ""),
            ("(top level)", "description", "\"\"", ScenarioFieldDocs.description(of: "description") ?? ""),
            (
                "(top level)", "strategies", "required",
                (ScenarioFieldDocs.description(of: "strategies") ?? "")
                    + " Each item: `name`, optional `label`, `parameters` (see docs/strategies.md) and `app` (fields of device.app)."
            ),
            ("(top level)", "sweep", "none", ScenarioFieldDocs.description(of: "sweep") ?? ""),
            (
                "device", "device.profile", "\"iphone4s-2012\"",
                ScenarioFieldDocs.description(of: "device.profile") ?? ""
            ),
            (
                "device", "device.powerProfileFile", "none",
                ScenarioFieldDocs.description(of: "device.powerProfileFile") ?? ""
            ),
            ("world", "world.origin", "none", ScenarioFieldDocs.description(of: "world.origin") ?? ""),
            (
                "world.movement", "world.movement.recordedTrack", "none",
                ScenarioFieldDocs.description(of: "world.movement.recordedTrack") ?? ""
            ),
            (
                "world.movement.recordedTrack", "world.movement.recordedTrack.path", "required",
                ScenarioFieldDocs.description(of: "world.movement.recordedTrack.path") ?? ""
            ),
            (
                "world.movement.recordedTrack", "world.movement.recordedTrack.format", "inferred",
                ScenarioFieldDocs.description(of: "world.movement.recordedTrack.format") ?? ""
            ),
            (
                "world.movement.recordedTrack", "world.movement.recordedTrack.options.maximumSpeedMetersPerSecond",
                "55.56",
                ScenarioFieldDocs.description(of: "world.movement.recordedTrack.options.maximumSpeedMetersPerSecond")
                    ?? ""
            ),
            (
                "world.movement.recordedTrack", "world.movement.recordedTrack.options.gapSeconds", "30",
                ScenarioFieldDocs.description(of: "world.movement.recordedTrack.options.gapSeconds") ?? ""
            ),
            (
                "world.movement.recordedTrack", "world.movement.recordedTrack.options.mode", "\"car\"",
                ScenarioFieldDocs.description(of: "world.movement.recordedTrack.options.mode") ?? ""
            ),
            (
                "world.movement.recordedTrack", "world.movement.recordedTrack.options.timeOrigin", "\"firstFix\"",
                ScenarioFieldDocs.description(of: "world.movement.recordedTrack.options.timeOrigin") ?? ""
            ),
            (
                "metrics", "metrics.entryDeadlineSeconds", "none",
                ScenarioFieldDocs.description(of: "metrics.entryDeadlineSeconds") ?? ""
            ),
        ]
        rows += extra.map { ($0.0, $0.1, $0.2, $0.3) }
        var sections: [String] = []
        for row in rows where !sections.contains(row.section) { sections.append(row.section) }
        sections.sort { ($0 == "(top level)" ? "" : $0) < ($1 == "(top level)" ? "" : $1) }
        var text = referenceMarkers.begin + "\n"
        for section in sections {
            text += "\n#### `\(section)`\n\n| field | default | meaning |\n|---|---|---|\n"
            for row in rows.filter({ $0.section == section }).sorted(by: { $0.field < $1.field }) {
                let meaning = row.meaning.replacingOccurrences(of: "|", with: "\\|")
                text += "| `\(row.field)` | \(row.defaultText) | \(meaning) |\n"
            }
        }
        return text + "\n" + referenceMarkers.end + "\n"
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
