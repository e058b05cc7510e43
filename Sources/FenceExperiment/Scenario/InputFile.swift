import Foundation

/// Reads a file a scenario names (the scenario itself, a track) and says in plain words why it
/// cannot: missing, a directory, not readable — never the platform's error text.
enum InputFile {
    /// Why a file cannot be read.
    struct Problem: Error {
        /// What is wrong with the file, e.g. "the file does not exist".
        var problem: String

        /// How to fix it, for a file that should be `kind` ("a scenario JSON file").
        func fix(_ kind: String) -> String { "give the path of \(kind) that exists and is readable" }
    }

    /// Throws unless `path` names a readable regular file.
    static func check(_ path: String) throws(Problem) {
        guard !path.isEmpty else { throw Problem(problem: "the path is empty") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Problem(problem: "the file \(path) does not exist")
        }
        guard !isDirectory.boolValue else { throw Problem(problem: "\(path) is a directory, not a file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw Problem(problem: "the file \(path) cannot be read (permission denied)")
        }
    }

    /// The bytes of the readable regular file at `path`.
    static func bytes(_ path: String) throws(Problem) -> [UInt8] {
        try check(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(problem: "the file \(path) cannot be read")
        }
        return Array(data)
    }

    /// The line and column (1-based, counted in bytes) of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, index - lineStart + 1)
            }
            let end = index + length
            guard end <= bytes.count, String(validating: bytes[index..<end], as: UTF8.self) != nil else {
                return (line, index - lineStart + 1)
            }
            if byte == 0x0A {
                line += 1
                lineStart = end
            }
            index = end
        }
        return (line, index - lineStart + 1)
    }
}
