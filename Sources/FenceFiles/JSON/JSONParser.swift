/// A strict JSON parser (RFC 8259) that records the position of every value and reports syntax
/// errors with their line and column, what was expected there and what was found. Scenarios, results,
/// shard parts and JSON tracks (GeoJSON, barefoot) are all read with it.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Arrays and objects nest at most this deep (the parser recurses; a scenario or a track needs a few
    /// levels).
    public static let maximumDepth = 256

    /// Where and why parsing failed.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        /// 1-based line of the problem.
        public var line: Int
        /// 1-based column of the problem, counted in bytes.
        public var column: Int
        /// What the parser expected there (`',' or ']' in an array`).
        public var expected: String
        /// What it found: the text there in quotes, `the end of the file`, or a description.
        public var found: String
        /// How to fix it, when the problem has a specific fix.
        public var fix: String? = nil
        /// `expected X, found Y`.
        public var message: String { "expected \(expected), found \(found)" }
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Parses a whole document.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONNode { try parse(Array(text.utf8)) }

    /// Parses a whole document given as UTF-8 bytes.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let node = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error(expected: "the end of the document") }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var column: Int { index - lineStart + 1 }

    private func error(expected: String, found: String? = nil, fix: String? = nil) -> SyntaxError {
        SyntaxError(line: line, column: column, expected: expected, found: found ?? foundHere, fix: fix)
    }

    /// What is at the current position, for messages: up to 12 bytes of the line in quotes, a control
    /// character by its code, or the end of the file.
    private var foundHere: String {
        guard index < bytes.count else { return "the end of the file" }
        guard bytes[index] >= 0x20 else {
            let hex = String(bytes[index], radix: 16, uppercase: true)
            return "the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
        }
        var end = index
        while end < bytes.count, end - index < 12 || (0x80..<0xC0).contains(bytes[end]), bytes[end] >= 0x20 {
            end += 1
        }
        return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
    }

    /// What a value may be, for messages.
    private static let aValue = "a value (string, number, object, array, true, false or null)"

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
        guard depth < Self.maximumDepth else {
            throw error(
                expected: "arrays and objects nested at most \(Self.maximumDepth) deep",
                fix: "the file needs only a few levels: remove the extra brackets")
        }
        guard index < bytes.count else { throw error(expected: Self.aValue) }
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
        default: throw error(expected: Self.aValue)
        }
        return JSONNode(value, line: startLine, column: startColumn)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error(expected: "'\(word)'")
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
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else {
            throw error(expected: "digits in a number")
        }
        if bytes[index] == 0x30 { index += 1 } else { _ = digits(&self) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error(expected: "digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw error(expected: "digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw error(
                expected: "a finite number", found: "the number \(text), which is out of range",
                fix: "use a finite number (at most about 1.8e308 in magnitude)")
        }
        return .number(number, text: text)
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var chunkStart = index
        // A string without escapes (nearly every one) is its bytes, decoded once.
        var sawEscape = false
        func flush(_ parser: JSONParser, _ scalars: inout String.UnicodeScalarView, upTo end: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error(expected: "a closing '\"'") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if !sawEscape {
                    defer { index += 1 }
                    return String(decoding: bytes[chunkStart..<index], as: UTF8.self)
                }
                flush(self, &scalars, upTo: index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error(expected: "a closing '\"' or an escape such as \\n or \\t in a string") }
            if byte == UInt8(ascii: "\\") {
                sawEscape = true
                flush(self, &scalars, upTo: index)
                index += 1
                guard index < bytes.count else { throw error(expected: "an escape sequence") }
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
                default:
                    index -= 1
                    throw error(expected: "a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
                }
                chunkStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
            bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error(expected: "four hexadecimal digits after \\u") }
        index += 4
        return value
    }

    private mutating func unicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code) {
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw error(expected: "a low surrogate (\\uDC00…\\uDFFF) after the high surrogate") }
            let lowStart = index
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                index = lowStart
                throw error(expected: "a low surrogate (\\uDC00…\\uDFFF) after the high surrogate")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw error(expected: "a \\u escape of a character, not a lone low surrogate (\\uDC00…\\uDFFF)")
        }
        return scalar
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var items: [JSONNode] = []
        if closesAtOnce(UInt8(ascii: "]")) { return .array(items) }
        repeat {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
        } while try !closes(UInt8(ascii: "]"), "an array")
        return .array(items)
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, node: JSONNode)] = []
        if closesAtOnce(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(expected: "a member name in double quotes")
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                throw SyntaxError(
                    line: keyLine, column: keyColumn, expected: "each member once",
                    found: "duplicate member \"\(key)\"", fix: "remove one of the two \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(expected: "':' after \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
        } while try !closes(UInt8(ascii: "}"), "an object")
        return .object(members)
    }

    /// Whether the array or object just opened is empty: after white space, its `close` byte, consumed.
    private mutating func closesAtOnce(_ close: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == close else { return false }
        index += 1
        return true
    }

    /// After an element of `container` ("an array", "an object"): after white space, a `,` (consumed;
    /// false: another element follows) or its `close` byte (consumed; true: it ends). Anything else is an
    /// error expecting both, e.g. "',' or ']' in an array".
    private mutating func closes(_ close: UInt8, _ container: String) throws(SyntaxError) -> Bool {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        guard index < bytes.count, bytes[index] == close else {
            throw error(expected: "',' or '\(Character(Unicode.Scalar(close)))' in \(container)")
        }
        index += 1
        return true
    }
}
