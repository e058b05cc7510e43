/// A parameter value as written in a scenario file: the JSON data model without `null`.
///
/// Strategies receive their parameters as a dictionary of these and read them through a
/// ``ParameterReader``, which checks types, ranges and unknown names and reports errors that name
/// the strategy and the parameter.
public enum ParameterValue: Sendable, Equatable, Hashable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([ParameterValue])
    case object([String: ParameterValue])

    /// A short description of the JSON type, for error messages ("a number", "a string" …).
    public var typeDescription: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "a boolean"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// The type and allowed values of one strategy parameter, for validation, the JSON Schema and the docs.
public enum ParameterKind: Sendable, Equatable {
    /// A number in a closed range, with its unit for documentation ("m", "s", "m/s").
    case number(range: ClosedRange<Double>, unit: String)
    /// A whole number in a closed range.
    case integer(range: ClosedRange<Int>)
    /// One of a fixed set of strings.
    case choice([String])
    /// A boolean.
    case bool
    /// A structured value (an object or array) read whole with ``ParameterReader/structured(_:)`` and
    /// validated by the strategy; `schema` is its JSON Schema, and `definitions` are schemas it refers to
    /// as `#/$defs/NAME` (merged into the scenario schema's `$defs`).
    case structured(schema: ParameterValue, definitions: [String: ParameterValue])
}

/// Declares one parameter of a strategy: name, kind, default and meaning.
public struct ParameterSpec: Sendable, Equatable {
    /// The key in the scenario file (`outerRadius`).
    public var name: String
    /// Type and allowed values.
    public var kind: ParameterKind
    /// The value used when the scenario does not set it.
    public var defaultValue: ParameterValue
    /// One sentence for the docs and the schema.
    public var summary: String

    public init(_ name: String, _ kind: ParameterKind, default defaultValue: ParameterValue, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
