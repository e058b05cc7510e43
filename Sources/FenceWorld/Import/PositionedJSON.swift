/// A JSON value that remembers the line it starts on, so track readers can name the line of a
/// semantic error (a coordinate that is not a number) as well as of a syntax error.
struct PositionedJSON {
    /// The value.
    indirect enum Value {
        case object([(key: String, value: PositionedJSON)])
        case array([PositionedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    let value: Value
    /// 1-based line of the value's first character.
    let line: Int

    /// The member `key` of an object (`nil` for other values or a missing key).
    subscript(key: String) -> PositionedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    var array: [PositionedJSON]? { if case .array(let items) = value { items } else { nil } }
    var string: String? { if case .string(let text) = value { text } else { nil } }
    var number: Double? { if case .number(let number) = value { number } else { nil } }

    /// A short description for error messages: `a string "abc"`, `a number 3`, `an object`…
    var summary: String {
        switch value {
        case .object: "an object"
        case .array(let items): "an array of \(items.count)"
        case .string(let text): "the string \"\(text.prefix(40))\""
        case .number(let number): "the number \(number)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        }
    }

    /// A syntax error: the line, what was expected and what was found.
    struct SyntaxError: Error {
        let line: Int
        let expected: String
        let found: String
    }

    /// Parses a complete JSON text (RFC 8259).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> PositionedJSON {
        var parser = Parser(bytes: bytes)
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error(expected: "the end of the document") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"): line += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
                default: return
                }
                index += 1
            }
        }

        func error(expected: String) -> SyntaxError {
            let found =
                index < bytes.count
                ? "'" + String(decoding: bytes[index..<min(bytes.count, index + 12)], as: UTF8.self) + "'"
                : "the end of the file"
            return SyntaxError(line: line, expected: expected, found: found)
        }

        /// Arrays and objects nest at most this deep (the parser recurses; a track needs 4 levels).
        static let maximumDepth = 128

        mutating func value(depth: Int) throws(SyntaxError) -> PositionedJSON {
            skipWhitespace()
            let start = line
            guard depth < Self.maximumDepth else {
                throw error(expected: "arrays and objects nested at most \(Self.maximumDepth) deep")
            }
            guard index < bytes.count else { throw error(expected: "a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, value: PositionedJSON)] = []
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return PositionedJSON(value: .object(members), line: start)
                }
                while true {
                    skipWhitespace()
                    guard index < bytes.count && bytes[index] == UInt8(ascii: "\"") else {
                        throw error(expected: "a member name in quotes")
                    }
                    let key = try string()
                    skipWhitespace()
                    try consume(":", expected: "':' after a member name")
                    members.append((key, try value(depth: depth + 1)))
                    skipWhitespace()
                    if try endOf("}", expected: "',' or '}' in an object") {
                        return PositionedJSON(value: .object(members), line: start)
                    }
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [PositionedJSON] = []
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return PositionedJSON(value: .array(items), line: start)
                }
                while true {
                    items.append(try value(depth: depth + 1))
                    skipWhitespace()
                    if try endOf("]", expected: "',' or ']' in an array") {
                        return PositionedJSON(value: .array(items), line: start)
                    }
                }
            case UInt8(ascii: "\""):
                return PositionedJSON(value: .string(try string()), line: start)
            case UInt8(ascii: "t"):
                try literal("true")
                return PositionedJSON(value: .bool(true), line: start)
            case UInt8(ascii: "f"):
                try literal("false")
                return PositionedJSON(value: .bool(false), line: start)
            case UInt8(ascii: "n"):
                try literal("null")
                return PositionedJSON(value: .null, line: start)
            default:
                return PositionedJSON(value: .number(try number()), line: start)
            }
        }

        /// After an item: `true` at the closing bracket, `false` after a comma.
        mutating func endOf(_ closing: Unicode.Scalar, expected: String) throws(SyntaxError) -> Bool {
            guard index < bytes.count else { throw error(expected: expected) }
            if bytes[index] == UInt8(ascii: closing) {
                index += 1
                return true
            }
            try consume(",", expected: expected)
            return false
        }

        mutating func consume(_ character: Unicode.Scalar, expected: String) throws(SyntaxError) {
            guard index < bytes.count && bytes[index] == UInt8(ascii: character) else {
                throw error(expected: expected)
            }
            index += 1
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let utf8 = Array(word.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
                throw error(expected: "a value (string, number, object, array, true, false or null)")
            }
            index += utf8.count
        }

        mutating func number() throws(SyntaxError) -> Double {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                index = start
                throw error(expected: "a value (string, number, object, array, true, false or null)")
            }
            return number
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1  // opening quote
            var run = index
            var text = ""
            while true {
                guard index < bytes.count else { throw error(expected: "a closing '\"'") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    text += String(decoding: bytes[run..<index], as: UTF8.self)
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\n") { throw error(expected: "a closing '\"' before the end of the line") }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                index += 1
                guard index < bytes.count else { throw error(expected: "an escape sequence") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{08}"
                case UInt8(ascii: "f"): text += "\u{0C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        // A high surrogate must be followed by a low one; anything else is replaced.
                        code =
                            (0xDC00..<0xE000).contains(low)
                            ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                    }
                    text += String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}")
                default:
                    index -= 1
                    throw error(expected: "a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
                }
                run = index
            }
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count,
                bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw error(expected: "four hexadecimal digits after \\u") }
            index += 4
            return code
        }
    }
}
