import Foundation

/// The text formats of the files FenceSim writes its results to (`results.json`, `results.csv`,
/// `analysis.json`, shard parts, checkpoints, traces); ``AtomicFile`` writes them.
package enum ResultsFile {
    /// JSON text of a results file: pretty, keys sorted, slashes unescaped, a final newline.
    package static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// A CSV field quoted as RFC 4180 asks: in double quotes, with inner quotes doubled, when it holds a
    /// comma, a quote or a line break; as is otherwise.
    package static func csvField(_ text: String) -> String {
        text.contains(where: { ",\"\n".contains($0) })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
