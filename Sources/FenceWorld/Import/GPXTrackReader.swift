/// Reads GPX 1.1 (and 1.0) tracks: every `<trkpt lat="…" lon="…">` with a `<time>` child, in
/// document order across all `<trk>` and `<trkseg>` elements. The XML is read by ``XMLEvents``.
enum GPXTrackReader {
    static func read(_ bytes: [UInt8], file: String) throws(TrackImportError) -> [RawFix] {
        let events: [XMLEvents.Event]
        do { events = try XMLEvents.read(bytes) } catch {
            throw .at(file, error.line, expected: error.expected, found: error.found)
        }
        guard case .start(let root, _, _) = events.first, localName(root) == "gpx" else {
            throw .at(
                file, events.first?.line ?? 1, expected: "a <gpx> root element", found: events.first?.summary ?? "none")
        }
        var fixes: [RawFix] = []
        var pending: (coordinate: GeoCoordinate, line: Int)?
        var time: String?
        var inTime = false
        for event in events {
            switch event {
            case .start(let name, let attributes, let line):
                switch localName(name) {
                case "trkpt":
                    guard let latitude = attributes["lat"].flatMap(Double.init),
                        let longitude = attributes["lon"].flatMap(Double.init)
                    else {
                        throw .at(
                            file, line, expected: "<trkpt> with numeric lat and lon attributes",
                            found: "lat \(quoted(attributes["lat"])), lon \(quoted(attributes["lon"]))")
                    }
                    pending = (
                        try TrackImportError.coordinate(
                            latitude: latitude, longitude: longitude, file: file, line: line), line
                    )
                    time = nil
                case "time" where pending != nil:
                    inTime = true
                    time = ""
                default:
                    break
                }
            case .text(let text, _):
                if inTime { time? += text }
            case .end(let name, _):
                switch localName(name) {
                case "time":
                    inTime = false
                case "trkpt":
                    guard let point = pending else { break }
                    pending = nil
                    guard let time else {
                        throw .at(file, point.line, expected: "a <time> element in this <trkpt>", found: "none")
                    }
                    fixes.append(
                        RawFix(
                            microseconds: try TrackImportError.time(time, file: file, line: point.line),
                            coordinate: point.coordinate, line: point.line))
                default:
                    break
                }
            }
        }
        return fixes
    }

    /// `"48.1"` or `missing`, for messages.
    private static func quoted(_ value: String?) -> String { value.map { "\"\($0.prefix(40))\"" } ?? "missing" }

    /// The name without its namespace prefix (`gpx:trkpt` → `trkpt`).
    private static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }
}
