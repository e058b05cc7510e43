import FenceFiles
import FencePlatform

/// Small builders for schema fragments.
extension ScenarioSchema {
    static func str(_ text: String) -> JSONValue { .string(text) }
    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map { JSONNode(.string($0)) }) }
    static func nodes(_ members: [(String, JSONValue)]) -> [(key: String, node: JSONNode)] {
        members.map { ($0.0, JSONNode($0.1)) }
    }

    /// `{"type": "number"}` with an optional default.
    static func number(_ defaultValue: Double?) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", str("number"))]
        if let defaultValue { members.append(("default", JSONWriter.number(defaultValue))) }
        return .object(nodes(members))
    }

    /// A closed object with `properties` (sorted as given), described from `path`.
    static func object(_ properties: [(String, JSONValue)], path: String, required: [String] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", str("object")), ("additionalProperties", .bool(false))]
        if !required.isEmpty { members.append(("required", strings(required))) }
        members.append(("properties", .object(nodes(properties))))
        return describe(.object(nodes(members)), path)
    }

    /// `schema` with the documented description of `path` (plus `suffix`) added first.
    static func describe(_ schema: JSONValue, _ path: String, suffix: String = "") -> JSONValue {
        guard case .object(let members) = schema, let text = ScenarioFieldDocs.description(of: path) else {
            return schema
        }
        var bounds: [(String, JSONValue)] = []
        if let valid = ParameterRegistry.row(at: path)?.valid {
            bounds = [
                (valid.excludesLower ? "exclusiveMinimum" : "minimum", JSONWriter.number(valid.lower)),
                ("maximum", JSONWriter.number(valid.upper)),
            ]
        }
        return .object(
            [("description", JSONNode(.string(text + suffix)))] + members.filter { $0.key != "description" }
                + nodes(bounds))
    }

    /// `schema`'s properties extended with (or, for an existing name, replaced by) `extra`, and `required` added.
    static func adding(_ extra: [(String, JSONValue)], to schema: JSONValue, required: [String] = []) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        if let index = members.firstIndex(where: { $0.key == "properties" }),
            case .object(var properties) = members[index].node.value
        {
            properties.removeAll { member in extra.contains { $0.0 == member.key } }
            properties += nodes(extra)
            properties.sort { $0.key < $1.key }
            members[index].node = JSONNode(.object(properties))
        }
        if !required.isEmpty { members.append(("required", JSONNode(strings(required)))) }
        return .object(members)
    }

    /// A parameter value as JSON.
    static func parameterValue(_ value: ParameterValue) -> JSONValue {
        switch value {
        case .number(let number): JSONWriter.number(number)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .array(let items): .array(items.map { JSONNode(parameterValue($0)) })
        case .object(let members):
            .object(members.sorted { $0.key < $1.key }.map { ($0.key, JSONNode(parameterValue($0.value))) })
        }
    }
}

extension ScenarioFieldDocs {
    /// The description of `path`: a model parameter's from its table (``ParameterRegistry``), any other
    /// field's from ``descriptions``, trying `*` for map keys.
    static func description(of path: String) -> String? {
        if let row = ParameterRegistry.row(at: path) { return row.documentation }
        if let text = descriptions[path] { return text }
        var parts = path.split(separator: ".").map(String.init)
        for index in parts.indices.reversed() {
            let saved = parts[index]
            parts[index] = "*"
            let pattern = parts.joined(separator: ".")
            if let text = descriptions[pattern] ?? ParameterRegistry.meaning(matching: pattern) { return text }
            parts[index] = saved
        }
        return nil
    }
}

extension JSONValue {
    /// An object from plain (key, value) pairs.
    static func fields(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { ($0.0, JSONNode($0.1)) })
    }
}
