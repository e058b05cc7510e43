import FenceFiles

/// A small, strict XML 1.0 reader for the subset GPX tracks and Android `power_profile.xml` files
/// use: elements, attributes, text, CDATA, comments, processing instructions, the five predefined
/// entities and character references, and a `<!DOCTYPE>` without an internal subset.
///
/// It replaces Foundation's `XMLParser`, which traps on invalid UTF-8 in names, comments and
/// processing instructions. Input must be UTF-8 (checked first, naming the byte); it never expands
/// user-defined entities (no DTD processing, so no entity bombs), never recurses (any depth is
/// safe) and reports every syntax error with its line.
package struct XMLEvents {
    /// What the reader saw, in document order.
    package enum Event: Equatable, Sendable {
        /// `<name a="v">` (or the start of `<name/>`), with its attributes and line.
        case start(name: String, attributes: [String: String], line: Int)
        /// `</name>` (or the end of `<name/>`).
        case end(name: String, line: Int)
        /// Character data (entities decoded); consecutive pieces are not merged.
        case text(String, line: Int)
    }

    /// A syntax error: the line, what was expected and what was found.
    package struct SyntaxError: Error, Equatable, Sendable {
        /// 1-based line.
        package var line: Int
        /// What the reader expected there.
        package var expected: String
        /// What it found.
        package var found: String
    }

    /// The events of the document in `bytes` (UTF-8, an optional byte-order mark).
    package static func read(_ bytes: [UInt8]) throws(SyntaxError) -> [Event] {
        if let invalid = UTF8Text.firstInvalidByte(in: bytes) {
            throw SyntaxError(line: invalid.line, expected: UTF8Text.InvalidByte.expected, found: invalid.found)
        }
        var reader = XMLEvents(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        try reader.document()
        return reader.events
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var events: [Event] = []
    /// Open elements: name and line.
    private var open: [(name: String, line: Int)] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func document() throws(SyntaxError) {
        var sawRoot = false
        while index < bytes.count {
            if open.isEmpty && skipWhitespace() { continue }
            if bytes[index] != UInt8(ascii: "<") {
                guard !open.isEmpty else {
                    throw error(expected: sawRoot ? "nothing after the root element" : "a root element")
                }
                let start = line
                events.append(.text(try characterData(), line: start))
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<![CDATA[") {
                guard !open.isEmpty else { throw error(expected: "a root element") }
                let start = line
                index += 9
                let from = index
                try skip(past: "]]>", what: "a CDATA section")
                events.append(.text(String(decoding: bytes[from..<index - 3], as: UTF8.self), line: start))
            } else if starts(with: "<!DOCTYPE") {
                guard open.isEmpty, !sawRoot else { throw error(expected: "<!DOCTYPE> before the root element") }
                try doctype()
            } else if starts(with: "</") {
                try endTag()
            } else {
                guard open.isEmpty ? !sawRoot : true else { throw error(expected: "nothing after the root element") }
                sawRoot = true
                try startTag()
            }
        }
        if let innermost = open.last {
            throw SyntaxError(
                line: line, expected: "</\(innermost.name)>",
                found: "the end of the file inside <\(innermost.name)> (opened on line \(innermost.line))")
        }
        guard sawRoot else { throw SyntaxError(line: line, expected: "a root element", found: "none") }
    }

    // MARK: - Markup

    private mutating func startTag() throws(SyntaxError) {
        let start = line
        index += 1
        let name = try self.name(what: "an element name after '<'")
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw error(expected: "'>' closing <\(name)>") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                events.append(.start(name: name, attributes: attributes, line: start))
                open.append((name, start))
                return
            }
            if starts(with: "/>") {
                index += 2
                events.append(.start(name: name, attributes: attributes, line: start))
                events.append(.end(name: name, line: line))
                return
            }
            guard hadSpace else { throw error(expected: "a space, '>' or '/>' in <\(name)>") }
            let key = try self.name(what: "an attribute name, '>' or '/>' in <\(name)>")
            skipWhitespace()
            try consume("=", expected: "'=' after attribute \(key)")
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error(expected: "a quoted value for attribute \(key)")
            }
            let quote = bytes[index]
            index += 1
            let value = try characterData(until: quote)
            index += 1  // the closing quote
            guard attributes.updateValue(value, forKey: key) == nil else {
                throw error(expected: "attribute \(key) once in <\(name)>", found: "it twice")
            }
        }
    }

    private mutating func endTag() throws(SyntaxError) {
        index += 2
        let name = try self.name(what: "an element name after '</'")
        skipWhitespace()
        try consume(">", expected: "'>' closing </\(name)>")
        guard let innermost = open.popLast() else { throw error(expected: "no closing tag", found: "</\(name)>") }
        guard innermost.name == name else {
            throw error(
                expected: "</\(innermost.name)> (closing the element opened on line \(innermost.line))",
                found: "</\(name)>")
        }
        events.append(.end(name: name, line: line))
    }

    /// `<!DOCTYPE name "public" "system">`: skipped; an internal subset (`[…]`) is refused, since
    /// FenceSim does not process DTDs.
    private mutating func doctype() throws(SyntaxError) {
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw error(expected: "a <!DOCTYPE> without an internal subset (remove the [...] part)")
            } else if byte == UInt8(ascii: ">") {
                index += 1
                return
            }
            advance()
        }
        throw error(expected: "'>' closing <!DOCTYPE>")
    }

    /// A name: any run of bytes up to white space or a delimiter (XML's name rules, loosely).
    private mutating func name(what: String) throws(SyntaxError) -> String {
        let start = index
        while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
        guard index > start else { throw error(expected: what) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static let delimiters: Set<UInt8> = Set(" \t\r\n<>/=\"'&!?".utf8)

    // MARK: - Character data

    /// Text up to `<` (or up to `terminator` inside an attribute value), entities decoded.
    private mutating func characterData(until terminator: UInt8? = nil) throws(SyntaxError) -> String {
        var text = ""
        var run = index
        while true {
            guard index < bytes.count else {
                if terminator != nil { throw error(expected: "the closing quote of an attribute value") }
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                return text
            }
            let byte = bytes[index]
            if byte == terminator || (terminator == nil && byte == UInt8(ascii: "<")) {
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                return text
            }
            if byte == UInt8(ascii: "<") { throw error(expected: "no '<' inside an attribute value (write &lt;)") }
            if byte == UInt8(ascii: "&") {
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                text.unicodeScalars.append(try entity())
                run = index
            } else {
                advance()
            }
        }
    }

    /// `&lt;` `&gt;` `&amp;` `&apos;` `&quot;` `&#N;` `&#xH;`.
    private mutating func entity() throws(SyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1
        while index < bytes.count, index - start <= 12, bytes[index] != UInt8(ascii: ";") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            index = start
            throw error(expected: "an entity like &amp; or &#233; ending in ';' (write & as &amp;)")
        }
        let name = String(decoding: bytes[start + 1..<index], as: UTF8.self)
        index += 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        default:
            var digits = Substring(name)
            var radix = 10
            if digits.hasPrefix("#x") {
                digits = digits.dropFirst(2)
                radix = 16
            } else if digits.hasPrefix("#") {
                digits = digits.dropFirst()
            } else {
                index = start
                throw error(
                    expected: "one of the XML entities &lt; &gt; &amp; &apos; &quot; or a character reference",
                    found: "&\(name);")
            }
            guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), let code = UInt32(digits, radix: radix),
                code != 0, let scalar = Unicode.Scalar(code)
            else {
                index = start
                throw error(expected: "a valid character reference", found: "&\(name);")
            }
            return scalar
        }
    }

    // MARK: - Scanning

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
    }

    /// Moves past the next `terminator`, counting lines.
    private mutating func skip(past terminator: StaticString, what: String) throws(SyntaxError) {
        let start = line
        while index < bytes.count {
            if starts(with: terminator) {
                index += terminator.utf8CodeUnitCount
                return
            }
            advance()
        }
        throw SyntaxError(
            line: line, expected: "the end of \(what) opened on line \(start) ('\(terminator)')",
            found: "the end of the file")
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) { advance() }
        return index > start
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private mutating func consume(_ character: Unicode.Scalar, expected: String) throws(SyntaxError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { throw error(expected: expected) }
        index += 1
    }

    private func error(expected: String, found: String? = nil) -> SyntaxError {
        SyntaxError(line: line, expected: expected, found: found ?? foundHere)
    }

    /// The next few characters, or "the end of the file".
    private var foundHere: String {
        guard index < bytes.count else { return "the end of the file" }
        var end = min(bytes.count, index + 16)
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }  // whole characters only
        return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
    }
}

extension XMLEvents.Event {
    /// The line the event starts on.
    package var line: Int {
        switch self {
        case .start(_, _, let line), .end(_, let line), .text(_, let line): line
        }
    }

    /// `<name>`, `</name>` or `text "…"`, for messages.
    package var summary: String {
        switch self {
        case .start(let name, _, _): "<\(name)>"
        case .end(let name, _): "</\(name)>"
        case .text(let text, _): "text \"\(text.prefix(20))\""
        }
    }
}
