import Foundation

/// Reads CSV tracks: `time,lat,lon[,accuracy]` by position, or columns named in a header line
/// (`time`/`time_utc`/`timestamp`, `lat`/`latitude`, `lon`/`lng`/`longitude`,
/// `accuracy`/`accuracy_m`). Blank lines and lines starting with `#` are skipped; fields may be
/// wrapped in double quotes. The accuracy column, when present, must be a number ≥ 0 or empty.
enum CSVTrackReader {
    static func read(_ bytes: [UInt8], file: String) throws(TrackImportError) -> [RawFix] {
        let text = String(decoding: bytes, as: UTF8.self)
        var columns: (time: Int, latitude: Int, longitude: Int, accuracy: Int?)?
        var fixes: [RawFix] = []
        // Split on any line end: "\r\n" is one Character, so splitting on "\n" would miss Windows files.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, rawLine) in lines.enumerated() {
            let line = offset + 1
            let content = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if content.isEmpty || content.hasPrefix("#") { continue }
            let fields = content.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            if columns == nil {
                if let header = try self.header(fields, file: file, line: line) {
                    columns = header
                    continue
                }
                columns = (0, 1, 2, fields.count > 3 ? 3 : nil)
            }
            let map = columns!
            let needed = max(map.time, map.latitude, map.longitude, map.accuracy ?? 0) + 1
            guard fields.count >= needed else {
                throw .at(
                    file, line, expected: "\(needed) comma-separated fields (time,lat,lon[,accuracy])",
                    found: "\(fields.count)")
            }
            guard let latitude = Double(fields[map.latitude]), let longitude = Double(fields[map.longitude]) else {
                throw .at(
                    file, line, expected: "numeric latitude and longitude",
                    found: "\"\(fields[map.latitude])\", \"\(fields[map.longitude])\"")
            }
            if let column = map.accuracy, !fields[column].isEmpty {
                guard let accuracy = Double(fields[column]), accuracy >= 0, accuracy.isFinite else {
                    throw .at(
                        file, line, expected: "an accuracy in metres ≥ 0 (or empty)", found: "\"\(fields[column])\"")
                }
            }
            fixes.append(
                RawFix(
                    microseconds: try TrackImportError.time(fields[map.time], file: file, line: line),
                    coordinate: try TrackImportError.coordinate(
                        latitude: latitude, longitude: longitude, file: file, line: line),
                    line: line))
        }
        return fixes
    }

    /// The column layout of a header line, or `nil` when the line is data (its latitude field is a number).
    private static func header(
        _ fields: [String], file: String, line: Int
    ) throws(TrackImportError) -> (time: Int, latitude: Int, longitude: Int, accuracy: Int?)? {
        guard fields.count >= 3, Double(fields[1]) == nil else { return nil }
        let names = fields.map { $0.lowercased() }
        func column(_ candidates: [String]) -> Int? { names.firstIndex { candidates.contains($0) } }
        guard let time = column(["time", "time_utc", "timestamp", "datetime"]),
            let latitude = column(["lat", "latitude"]), let longitude = column(["lon", "lng", "long", "longitude"])
        else {
            throw .at(
                file, line, expected: "a header with time, lat and lon columns (or data: time,lat,lon[,accuracy])",
                found: fields.joined(separator: ","))
        }
        return (time, latitude, longitude, column(["accuracy", "accuracy_m", "horizontal_accuracy"]))
    }
}
