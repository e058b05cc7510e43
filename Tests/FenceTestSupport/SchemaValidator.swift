import FenceFiles

/// A small JSON Schema validator for the keywords `scenarios/schema.json` uses (type, properties,
/// additionalProperties, required, enum, const, minimum, maximum, items, minItems, oneOf,
/// propertyNames, $ref into $defs). Written for the tests, independently of the generator.
public struct SchemaValidator {
    /// The schema.
    public let root: JSONValue

    /// A validator of `root`.
    public init(root: JSONValue) { self.root = root }

    /// Problems found in `value`, as "path: message".
    public func problems(_ value: JSONValue, schema: JSONValue? = nil, path: String = "$") -> [String] {
        let schema = schema ?? root
        guard case .object(let keywords) = schema else { return [] }
        func keyword(_ name: String) -> JSONValue? { keywords.first { $0.key == name }?.node.value }
        if case .string(let reference)? = keyword("$ref") {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let target = root["$defs"]?.value[name]?.value else { return ["\(path): unresolved \(reference)"] }
            return problems(value, schema: target, path: path)
        }
        var found: [String] = []
        if case .string(let type)? = keyword("type"), !matches(value, type) { return ["\(path): expected \(type)"] }
        if case .array(let options)? = keyword("enum"), !options.contains(where: { $0.value == value }) {
            found.append("\(path): not one of the allowed values")
        }
        if let constant = keyword("const"), constant != value { found.append("\(path): expected \(constant)") }
        if case .number(let number, _) = value {
            if case .number(let minimum, _)? = keyword("minimum"), number < minimum {
                found.append("\(path): below minimum")
            }
            if case .number(let maximum, _)? = keyword("maximum"), number > maximum {
                found.append("\(path): above maximum")
            }
        }
        if case .array(let items) = value {
            if case .number(let minimum, _)? = keyword("minItems"), Double(items.count) < minimum {
                found.append("\(path): too few items")
            }
            if let itemSchema = keyword("items") {
                for (index, item) in items.enumerated() {
                    found += problems(item.value, schema: itemSchema, path: "\(path)[\(index)]")
                }
            }
        }
        if case .object(let members) = value {
            if case .array(let required)? = keyword("required") {
                for case .string(let name) in required.map(\.value) where value[name] == nil {
                    found.append("\(path): missing \(name)")
                }
            }
            let properties: [(key: String, node: JSONNode)]
            if case .object(let declared)? = keyword("properties") { properties = declared } else { properties = [] }
            for member in members {
                if let property = properties.first(where: { $0.key == member.key }) {
                    found += problems(member.node.value, schema: property.node.value, path: "\(path).\(member.key)")
                } else if case .bool(false)? = keyword("additionalProperties") {
                    found.append("\(path): unexpected \(member.key)")
                } else if let additional = keyword("additionalProperties"), case .object = additional {
                    found += problems(member.node.value, schema: additional, path: "\(path).\(member.key)")
                }
                if let names = keyword("propertyNames") {
                    found += problems(.string(member.key), schema: names, path: "\(path)#\(member.key)")
                }
            }
        }
        if case .array(let alternatives)? = keyword("oneOf") {
            let passing = alternatives.filter { problems(value, schema: $0.value, path: path).isEmpty }.count
            if passing != 1 {
                found.append("\(path): matches \(passing) of the oneOf alternatives, expected exactly 1")
            }
        }
        return found
    }

    private func matches(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null): true
        case ("number", .number): true
        case ("integer", .number(let number, _)): number.rounded() == number
        default: false
        }
    }
}
