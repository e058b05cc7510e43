/// Why a recorded track could not be imported. Every case names the file; malformed content also
/// names the line and what was expected there.
public enum TrackImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// The format could not be told from the extension or the content.
    case unknownFormat(file: String)
    /// Content at `line` (1-based) is not what the format requires.
    case malformed(file: String, line: Int, expected: String, found: String)
    /// A timestamp is earlier than the one before it (no repair: the order of fixes is unknown).
    case timeWentBackwards(file: String, line: Int, time: String, previous: String)
    /// Fewer than two usable fixes remain.
    case emptyTrack(file: String, detail: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read the track (\(reason)); check the path"
        case .unknownFormat(let file):
            "\(file): unknown track format; use a .gpx, .csv, .geojson or barefoot .json file, or name the format"
        case .malformed(let file, let line, let expected, let found):
            "\(file):\(line): expected \(expected), found \(found)"
        case .timeWentBackwards(let file, let line, let time, let previous):
            "\(file):\(line): time \(time) is before the previous fix's \(previous); sort the fixes by time"
        case .emptyTrack(let file, let detail):
            "\(file): no usable track (\(detail)); a track needs at least two fixes with different times"
        }
    }
}
