/// A JSON document as a tree that remembers where each value was written (line and column), so
/// scenario errors can point into the file. Object members keep their written order.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number, with the text it was written as (kept so integers survive exactly).
    case number(Double, text: String)
    case string(String)
    case array([JSONNode])
    case object([(key: String, node: JSONNode)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x, _), .number(let y, _)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x.map(\.value) == y.map(\.value)
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.node.value == $1.node.value }
        default: false
        }
    }

    /// "a number", "an object" … for error messages.
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of member `key` of an object, if present.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.node
    }
}

/// A JSON value and where it starts in the source (1-based line and column; 0 for synthesised values).
public struct JSONNode: Sendable, Equatable {
    public var value: JSONValue
    public var line: Int
    public var column: Int

    public init(_ value: JSONValue, line: Int = 0, column: Int = 0) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// `line L, column C`, or nil for a synthesised value.
    public var location: String? { line > 0 ? "line \(line), column \(column)" : nil }
}
