import FenceFiles
import Foundation

/// Reads the barefoot map-matcher's sample list: a JSON array of objects with `point` as WKT
/// `POINT(lon lat)` and `time` (e.g. `2014-09-10 06:54:07+0200`); other members are ignored.
enum BarefootTrackReader {
    static func read(_ bytes: [UInt8], file: String) throws(TrackImportError) -> [RawFix] {
        let root = try JSONTrackSupport.parse(bytes, file: file)
        guard let samples = root.array else {
            throw .at(file, root.line, expected: "a JSON array of samples", found: root.summary)
        }
        var fixes: [RawFix] = []
        for sample in samples {
            guard let point = sample["point"], let wkt = point.string else {
                throw .at(file, sample.line, expected: "a sample with a \"point\" string", found: sample.summary)
            }
            let inner = wkt.trimmingCharacters(in: .whitespaces)
            guard inner.uppercased().hasPrefix("POINT("), inner.hasSuffix(")") else {
                throw .at(file, point.line, expected: "WKT \"POINT(lon lat)\"", found: "\"\(wkt.prefix(40))\"")
            }
            let numbers = inner.dropFirst(6).dropLast().split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 2 else {
                throw .at(file, point.line, expected: "two numbers in POINT(lon lat)", found: "\"\(wkt.prefix(40))\"")
            }
            guard let time = sample["time"], let text = JSONTrackSupport.timeText(time) else {
                throw .at(file, sample.line, expected: "a sample with a \"time\"", found: sample.summary)
            }
            fixes.append(
                RawFix(
                    microseconds: try TrackImportError.time(text, file: file, line: time.line),
                    coordinate: try TrackImportError.coordinate(
                        latitude: numbers[1], longitude: numbers[0], file: file, line: point.line),
                    line: sample.line))
        }
        return fixes
    }
}

/// Helpers shared by the JSON-based readers.
enum JSONTrackSupport {
    /// Parses `bytes` as JSON, turning syntax errors into ``TrackImportError/malformed(file:line:expected:found:)``.
    static func parse(_ bytes: [UInt8], file: String) throws(TrackImportError) -> JSONNode {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw .at(file, error.line, expected: error.expected, found: error.found)
        }
    }

    /// The text of a time given as a string, or as a number (seconds since the Unix epoch); nil for
    /// other values.
    static func timeText(_ time: JSONNode) -> String? { time.string ?? time.number.map { String($0) } }
}
