import Foundation

/// The files FenceSim writes its results to (`results.json`, `results.csv`, `analysis.json`, shard parts).
enum ResultsJSON {
    /// JSON text of results files: pretty, keys sorted, slashes unescaped, a final newline.
    static func text<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// Writes `text` to `url` atomically (a temporary file in the same directory, then a rename), creating
    /// the directory if needed, so an interrupted run never leaves a half-written file.
    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
