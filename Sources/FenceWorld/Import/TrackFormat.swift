import Foundation

/// A file format for recorded tracks.
public enum TrackFormat: String, CaseIterable, Hashable, Sendable, Codable {
    /// GPX 1.1 (or 1.0): every `<trkpt lat lon>` with a `<time>`, in document order.
    case gpx
    /// CSV `time,lat,lon[,accuracy]`, optionally with a header naming the columns.
    case csv
    /// GeoJSON: a LineString or MultiLineString (bare, in a Feature or the first such Feature of a
    /// FeatureCollection) with times in `properties.coordTimes` or `properties.times`, or as the
    /// fourth element of each position (seconds since the Unix epoch).
    case geojson
    /// The JSON list of samples used by bmwcarit/barefoot: `{"point": "POINT(lon lat)", "time": …}`.
    case barefoot

    /// The format implied by `path`'s extension, or for `.json` by its first non-blank character
    /// (`[` barefoot, `{` GeoJSON); `nil` when neither tells.
    static func infer(path: String, bytes: [UInt8]) -> TrackFormat? {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "gpx": return .gpx
        case "csv", "txt": return .csv
        case "geojson": return .geojson
        case "json":
            let first = bytes.first {
                ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains($0)
            }
            if first == UInt8(ascii: "[") { return .barefoot }
            if first == UInt8(ascii: "{") { return .geojson }
            return nil
        default: return nil
        }
    }
}

/// One fix as read from a file, before cleaning.
struct RawFix {
    /// Microseconds since the Unix epoch (UTC).
    var microseconds: Int64
    var coordinate: GeoCoordinate
    /// 1-based line in the file (for errors).
    var line: Int
}

extension TrackImportError {
    /// A malformed-content error for `file` at `line`.
    static func at(_ file: String, _ line: Int, expected: String, found: String) -> TrackImportError {
        .malformed(file: file, line: line, expected: expected, found: found)
    }

    /// Checks a parsed coordinate's ranges.
    static func coordinate(
        latitude: Double, longitude: Double, file: String, line: Int
    ) throws(TrackImportError) -> GeoCoordinate {
        let coordinate = GeoCoordinate(latitude: latitude, longitude: longitude)
        guard coordinate.isValid else {
            throw at(
                file, line, expected: "latitude in [-90, 90] and longitude in [-180, 180]",
                found: "latitude \(latitude), longitude \(longitude)")
        }
        return coordinate
    }

    /// Parses a timestamp or throws naming the accepted forms.
    static func time(_ text: String, file: String, line: Int) throws(TrackImportError) -> Int64 {
        guard let microseconds = Timestamp.microseconds(text) else {
            throw at(
                file, line, expected: "a time like 2019-02-18T07:45:50Z, 2014-09-10 06:54:07+0200 or seconds",
                found: "\"\(text.prefix(40))\"")
        }
        return microseconds
    }
}
