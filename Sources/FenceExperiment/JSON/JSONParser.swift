/// A strict JSON parser (RFC 8259) that records the position of every value and reports syntax
/// errors with their line and column.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Where and why parsing failed.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        /// How to fix it, when the problem has a specific fix.
        public var fix: String? = nil
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Parses a whole document.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let node = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONNode {
        guard depth < 256 else {
            var failure = error("nesting deeper than 256 levels")
            failure.fix = "a scenario needs only a few levels: remove the extra brackets"
            throw failure
        }
        guard index < bytes.count else { throw error("unexpected end of file: expected a value") }
        let (startLine, startColumn) = (line, column)
        let value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try object(depth: depth)
        case UInt8(ascii: "["): value = try array(depth: depth)
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): value = try literal("true", .bool(true))
        case UInt8(ascii: "f"): value = try literal("false", .bool(false))
        case UInt8(ascii: "n"): value = try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try number()
        default:
            throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))': expected a value")
        }
        return JSONNode(value, line: startLine, column: startColumn)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("invalid literal: expected '\(word)'")
        }
        index += utf8.count
        return value
    }

    private mutating func number() throws(SyntaxError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { throw error("invalid number") }
        if bytes[index] == 0x30 { index += 1 } else { _ = digits(&self) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("invalid number: expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw error("invalid number: expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            var failure = error("number \(text) is out of range")
            failure.fix = "use a finite number (at most about 1.8e308 in magnitude)"
            throw failure
        }
        return .number(number, text: text)
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var chunkStart = index
        func flush(_ parser: JSONParser, _ scalars: inout String.UnicodeScalarView, upTo end: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self, &scalars, upTo: index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in string: escape it") }
            if byte == UInt8(ascii: "\\") {
                flush(self, &scalars, upTo: index)
                index += 1
                guard index < bytes.count else { throw error("unterminated escape") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: throw error("invalid escape '\\\(Character(Unicode.Scalar(escaped)))'")
                }
                chunkStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape: expected four hex digits") }
        index += 4
        return value
    }

    private mutating func unicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code) {
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in \\u escape") }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid code point in \\u escape") }
        return scalar
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file: expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in array") }
            index += 1
            return .array(items)
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, node: JSONNode)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a member name in double quotes")
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                throw SyntaxError(
                    line: keyLine, column: keyColumn, message: "duplicate member \"\(key)\"",
                    fix: "write each member once: remove one of the two \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file: expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}' in object") }
            index += 1
            return .object(members)
        }
    }
}
