/// Typed reads of a parsed node, for readers that walk a document by hand (the GeoJSON and barefoot
/// track readers) and name the line of a value that is not what they need.
extension JSONNode {
    /// The member `key` of an object (`nil` for other values or a missing key).
    public subscript(key: String) -> JSONNode? { value[key] }

    /// The elements of an array, or nil for other values.
    public var array: [JSONNode]? { if case .array(let items) = value { items } else { nil } }
    /// The text of a string, or nil for other values.
    public var string: String? { if case .string(let text) = value { text } else { nil } }
    /// The value of a number, or nil for other values.
    public var number: Double? { if case .number(let number, _) = value { number } else { nil } }

    /// A short description for error messages: `the string "abc"`, `the number 3`, `an array of 2`…
    public var summary: String {
        switch value {
        case .object: "an object"
        case .array(let items): "an array of \(items.count)"
        case .string(let text): "the string \"\(text.prefix(40))\""
        case .number(_, let text): "the number \(text)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        }
    }
}
