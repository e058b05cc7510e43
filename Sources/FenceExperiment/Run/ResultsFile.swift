import Foundation

/// The files FenceSim writes its results to (`results.json`, `results.csv`, `analysis.json`, shard parts,
/// traces, the scenario schema).
public enum ResultsFile {
    /// JSON text of a results file: pretty, keys sorted, slashes unescaped, a final newline.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// A CSV field quoted as RFC 4180 asks: in double quotes, with inner quotes doubled, when it holds a
    /// comma, a quote or a line break; as is otherwise.
    static func csvField(_ text: String) -> String {
        text.contains(where: { ",\"\n".contains($0) })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    /// Writes `text` to `url` atomically (a temporary file in the same directory, then a rename), creating
    /// the directory if needed, so an interrupted run never leaves a half-written file.
    public static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
