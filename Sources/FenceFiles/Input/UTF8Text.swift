/// Checks that an input file is UTF-8 text before any reader looks at it, so a stray Latin-1 byte
/// is reported with its place instead of reaching a parser that cannot cope (Foundation's
/// `XMLParser` traps on invalid UTF-8 in names and comments).
package enum UTF8Text {
    /// Where the bytes stop being UTF-8: the 0-based byte offset and the 1-based line.
    package struct InvalidByte: Error, Equatable, Sendable, CustomStringConvertible {
        /// 0-based offset of the first byte that is not part of a valid UTF-8 sequence.
        package var byteOffset: Int
        /// 1-based line of that byte.
        package var line: Int
        /// 1-based column of that byte within its line, counted in bytes.
        package var column: Int
        /// The byte itself.
        package var byte: UInt8

        /// `byte 0xE9 at offset 17`, for messages.
        package var found: String {
            let hex = String(byte, radix: 16, uppercase: true)
            return "byte 0x\(hex.count == 1 ? "0" : "")\(hex) at offset \(byteOffset)"
        }

        /// `line 3: byte 0xE9 at offset 17 is not UTF-8; save the file as UTF-8`.
        package var description: String { "line \(line): \(found) is not UTF-8; save the file as UTF-8" }

        /// What was expected there and how to fix it, for messages.
        package static let expected = "UTF-8 text (save the file as UTF-8)"
    }

    /// The first byte of `bytes` that is not valid UTF-8, or nil when all of it is.
    package static func firstInvalidByte(in bytes: [UInt8]) -> InvalidByte? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error:
                let newline = UInt8(ascii: "\n")
                let line = bytes[..<offset].reduce(1) { $0 + ($1 == newline ? 1 : 0) }
                let lineStart = bytes[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
                return InvalidByte(
                    byteOffset: offset, line: line, column: offset - lineStart + 1, byte: bytes[offset])
            }
        }
    }

    /// The text of `bytes`, or the first invalid byte.
    package static func decode(_ bytes: [UInt8]) throws(InvalidByte) -> String {
        if let invalid = firstInvalidByte(in: bytes) { throw invalid }
        return String(decoding: bytes, as: UTF8.self)
    }
}
