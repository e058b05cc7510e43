/// Writes a ``JSONValue`` as text: members in their stored order, numbers as written, strings
/// escaped per RFC 8259. Deterministic, so written scenarios and results are byte-stable.
public enum JSONWriter {
    /// Pretty-printed text with `indent` spaces per level and a final newline.
    public static func write(_ value: JSONValue, indent: Int = 2) -> String {
        var text = ""
        write(value, into: &text, level: 0, indent: indent)
        text += "\n"
        return text
    }

    /// Compact text on one line.
    public static func compact(_ value: JSONValue) -> String {
        var text = ""
        write(value, into: &text, level: 0, indent: nil)
        return text
    }

    private static func write(_ value: JSONValue, into text: inout String, level: Int, indent: Int?) {
        let newline = indent.map { "\n" + String(repeating: " ", count: $0 * (level + 1)) } ?? ""
        let closing = indent.map { "\n" + String(repeating: " ", count: $0 * level) } ?? ""
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(_, let written): text += written
        case .string(let string): text += quoted(string)
        case .array(let items):
            container("[", "]", items, newline: newline, closing: closing, into: &text) { item, text in
                write(item.value, into: &text, level: level + 1, indent: indent)
            }
        case .object(let members):
            container("{", "}", members, newline: newline, closing: closing, into: &text) { member, text in
                text += quoted(member.key) + (indent == nil ? ":" : ": ")
                write(member.node.value, into: &text, level: level + 1, indent: indent)
            }
        }
    }

    /// An array or object: `open`, each element after `newline` and separated by commas, then `closing` and
    /// `close`; `open` and `close` alone when there are no elements.
    private static func container<Element>(
        _ open: String, _ close: String, _ elements: [Element], newline: String, closing: String,
        into text: inout String, element: (Element, inout String) -> Void
    ) {
        guard !elements.isEmpty else {
            text += open + close
            return
        }
        text += open
        for (offset, item) in elements.enumerated() {
            if offset > 0 { text += "," }
            text += newline
            element(item, &text)
        }
        text += closing + close
    }

    /// A JSON string literal.
    public static func quoted(_ string: String) -> String {
        "\"" + string.escapingScalars(escape) + "\""
    }

    /// How `scalar` is written inside a JSON string literal (RFC 8259 §7): the quotation mark, the reverse
    /// solidus and the control characters escaped; nil for a scalar written as itself.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return nil
        }
    }

    /// A number as JSON text: integers without a fraction, others in Swift's shortest round-trip form.
    public static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 1e15 { return .number(value, text: String(Int64(value))) }
        return .number(value, text: "\(value)")
    }
}
