import FenceFiles

extension ScenarioSchema {
    /// The schema of the scenario field at `path` in `root` (default: the built-ins' schema document): through an
    /// object's `properties` and an array's `items`; nil where the schema does not describe it (a `$ref`, a
    /// strategy's parameters).
    static func field(at path: JSONPath, in root: JSONValue? = nil) -> JSONValue? {
        var node: JSONValue? = root ?? document()
        for component in path.components {
            switch component {
            case .key(let key): node = node?["properties"]?.value[key]?.value
            case .index: node = node?["items"]?.value
            }
        }
        return node
    }

    /// The values the string field at `path` takes (its schema's `enum`), nil when it is not an enumeration.
    static func allowedValues(at path: JSONPath, in root: JSONValue? = nil) -> [String]? {
        field(at: path, in: root).flatMap(enumValues)
    }

    /// The values of `schema`'s `enum` of strings, nil when it has none.
    static func enumValues(of schema: JSONValue) -> [String]? {
        guard case .array(let items)? = schema["enum"]?.value else { return nil }
        let values = items.compactMap { item -> String? in
            if case .string(let text) = item.value { return text }
            return nil
        }
        return values.isEmpty ? nil : values
    }

    /// An example of what the field at `path` takes, as compact JSON: for a range `{lower, upper}` with `written`
    /// (a number written in its place) as both bounds, else the field's default; nil when the schema has neither.
    static func example(at path: JSONPath, written: JSONValue?) -> String? {
        guard let schema = field(at: path) else { return nil }
        if case .number(_, let text)? = written, isRange(schema) {
            return "{\"lower\": \(text), \"upper\": \(text)} (a range; equal bounds give the fixed value \(text))"
        }
        return schema["default"].map { JSONWriter.compact($0.value) }
    }

    /// Whether `schema` is a `{lower, upper}` range.
    static func isRange(_ schema: JSONValue) -> Bool {
        guard case .array(let required)? = schema["required"]?.value else { return false }
        return required.map(\.value) == [.string("lower"), .string("upper")]
    }
}
