import FenceFiles
import FenceKernel
import Foundation

/// How a recorded track is imported.
public struct TrackImportOptions: Hashable, Sendable, Codable {
    /// Where SimTime zero falls.
    public enum TimeOrigin: String, Hashable, Sendable, Codable {
        /// At the first kept fix.
        case firstFix
        /// At midnight (UTC) of the first kept fix's day, so times of day are kept.
        case midnightUTC
    }

    /// Fixes implying a faster move than this from the last kept fix are jumps (default 200 km/h,
    /// [A]; the Munich trip of [@BarefootMunich] exceeds it at its one jump).
    public var maximumSpeedMetersPerSecond = 200 / 3.6
    /// Kept fixes further apart in time than this are a gap (bridged and reported).
    public var gapSeconds = 30.0
    /// The travel mode of the track's legs (a recording does not say).
    public var mode = TravelMode.car
    /// Where SimTime zero falls.
    public var timeOrigin = TimeOrigin.firstFix

    /// The defaults.
    public init() {}

    /// Decodes an object in which every field is optional (missing fields keep their defaults).
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        maximumSpeedMetersPerSecond =
            try c.decodeIfPresent(Double.self, forKey: .maximumSpeedMetersPerSecond) ?? maximumSpeedMetersPerSecond
        gapSeconds = try c.decodeIfPresent(Double.self, forKey: .gapSeconds) ?? gapSeconds
        mode = try c.decodeIfPresent(TravelMode.self, forKey: .mode) ?? mode
        timeOrigin = try c.decodeIfPresent(TimeOrigin.self, forKey: .timeOrigin) ?? timeOrigin
    }

    /// Checks the bounds (`<path>.maximumSpeedMetersPerSecond`, `<path>.gapSeconds`).
    public func validate(path: JSONPath) throws(WorldError) {
        try WorldError.check(
            maximumSpeedMetersPerSecond, in: 0.1...10_000, field: path.appending("maximumSpeedMetersPerSecond"))
        try WorldError.check(gapSeconds, in: 0.001...1e7, field: path.appending("gapSeconds"))
    }
}

/// What an import did to the recorded fixes.
public struct TrackImportReport: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A stretch with no fixes, bridged by a straight line.
    public struct Gap: Hashable, Sendable, Codable {
        /// Start of the gap (the last fix before it), from SimTime zero.
        public var start: SimTime
        /// End of the gap (the first fix after it).
        public var end: SimTime
        /// Straight-line distance bridged, in metres.
        public var distanceMeters: Double
    }

    /// The file read.
    public var file: String
    /// Its format.
    public var format: TrackFormat
    /// Fixes read from the file.
    public var pointsRead: Int
    /// Fixes kept in the trajectory.
    public var pointsKept: Int
    /// Fixes dropped for repeating the previous fix's time.
    public var duplicateTimesDropped: Int
    /// Fixes dropped as implausible jumps.
    public var droppedJumps: Int
    /// Jumps explained as a relocation after a frozen run (the stale repeats were dropped instead).
    public var relocations: Int
    /// Stale repeats of a frozen position dropped before a relocation.
    public var staleFixesDropped: Int
    /// Gaps longer than the option's bound, bridged.
    public var bridgedGaps: [Gap]
    /// UTC time of the first kept fix (ISO 8601).
    public var firstFixUTC: String
    /// Path length of the kept fixes, in metres.
    public var lengthMeters: Double
    /// Time from the first to the last kept fix, in seconds.
    public var durationSeconds: Double

    /// One line: `file (gpx): 2144 read, 2144 kept; 0 jumps dropped, …`.
    public var description: String {
        "\(file) (\(format.rawValue)): \(pointsRead) read, \(pointsKept) kept; \(droppedJumps) jumps dropped, "
            + "\(relocations) relocations after frozen runs (\(staleFixesDropped) stale fixes dropped), \(duplicateTimesDropped) duplicate times dropped, "
            + "\(bridgedGaps.count) gaps bridged; \(Int(lengthMeters.rounded())) m in \(Int(durationSeconds.rounded())) s"
    }
}

/// A recorded track, read and cleaned, ready to become a ``Trajectory`` in any projection.
public struct RecordedTrack: Sendable {
    /// What the import did.
    public let report: TrackImportReport
    /// Kept fixes: microseconds since the Unix epoch and position.
    let fixes: [(microseconds: Int64, coordinate: GeoCoordinate)]
    /// Indices in ``fixes`` that start a bridged gap.
    let gapStarts: [Int]
    let options: TrackImportOptions

    /// Reads and cleans the track at `path` (format from `format`, else inferred).
    public static func read(
        path: String, format: TrackFormat? = nil, options: TrackImportOptions = TrackImportOptions()
    ) throws(TrackImportError) -> RecordedTrack {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch { throw .unreadable(file: path, reason: error.reason) }
        return try parse(bytes, file: path, format: format, options: options)
    }

    /// Parses and cleans `bytes` (named `file` in errors and the report).
    public static func parse(
        _ bytes: [UInt8], file: String, format: TrackFormat? = nil, options: TrackImportOptions = TrackImportOptions()
    ) throws(TrackImportError) -> RecordedTrack {
        guard let format = format ?? TrackFormat.infer(path: file, bytes: bytes) else {
            throw .unknownFormat(file: file)
        }
        if let invalid = UTF8Text.firstInvalidByte(in: bytes) {
            throw .at(file, invalid.line, expected: UTF8Text.InvalidByte.expected, found: invalid.found)
        }
        let raw: [RawFix]
        switch format {
        case .gpx: raw = try GPXTrackReader.read(bytes, file: file)
        case .csv: raw = try CSVTrackReader.read(bytes, file: file)
        case .geojson: raw = try GeoJSONTrackReader.read(bytes, file: file)
        case .barefoot: raw = try BarefootTrackReader.read(bytes, file: file)
        }
        guard !raw.isEmpty else { throw .emptyTrack(file: file, detail: "the file holds no fixes") }
        let cleaned = try TrackCleaner.clean(raw, options: options, file: file)
        guard cleaned.fixes.count >= 2 else {
            throw .emptyTrack(file: file, detail: "\(cleaned.fixes.count) usable fix(es) of \(raw.count) read")
        }
        let fixes = cleaned.fixes.map { (microseconds: $0.microseconds, coordinate: $0.coordinate) }
        let origin = Self.originMicroseconds(first: fixes[0].microseconds, options: options)
        let length = zip(fixes, fixes.dropFirst()).reduce(0.0) {
            $0 + $1.0.coordinate.haversineDistanceMeters(to: $1.1.coordinate)
        }
        let report = TrackImportReport(
            file: file, format: format, pointsRead: raw.count, pointsKept: fixes.count,
            duplicateTimesDropped: cleaned.duplicateTimes, droppedJumps: cleaned.droppedJumps,
            relocations: cleaned.relocations, staleFixesDropped: cleaned.staleFixesDropped,
            bridgedGaps: cleaned.gapStarts.map {
                TrackImportReport.Gap(
                    start: SimTime(microseconds: fixes[$0].microseconds - origin),
                    end: SimTime(microseconds: fixes[$0 + 1].microseconds - origin),
                    distanceMeters: fixes[$0].coordinate.haversineDistanceMeters(to: fixes[$0 + 1].coordinate))
            },
            firstFixUTC: Timestamp.iso8601(fixes[0].microseconds), lengthMeters: length,
            durationSeconds: Double(fixes[fixes.count - 1].microseconds - fixes[0].microseconds) * 1e-6)
        return RecordedTrack(report: report, fixes: fixes, gapStarts: cleaned.gapStarts, options: options)
    }

    private static func originMicroseconds(first: Int64, options: TrackImportOptions) -> Int64 {
        switch options.timeOrigin {
        case .firstFix: return first
        case .midnightUTC:
            let day: Int64 = 86_400_000_000
            return first >= 0 ? first / day * day : (first - day + 1) / day * day
        }
    }

    /// The centre of the fixes' bounding box (a natural projection origin).
    public var centerCoordinate: GeoCoordinate {
        let latitudes = fixes.map(\.coordinate.latitude), longitudes = fixes.map(\.coordinate.longitude)
        return GeoCoordinate(
            latitude: (latitudes.min()! + latitudes.max()!) / 2, longitude: (longitudes.min()! + longitudes.max()!) / 2)
    }

    /// The track as a trajectory in `projection`: legs of the import mode, each bridged gap a leg
    /// of its own (so it can be told apart), times from the option's origin.
    public func trajectory(in projection: LocalProjection) throws(WorldError) -> Trajectory {
        let origin = Self.originMicroseconds(first: fixes[0].microseconds, options: options)
        let waypoints = fixes.map {
            Waypoint(time: SimTime(microseconds: $0.microseconds - origin), position: projection.local($0.coordinate))
        }
        var legs: [TrajectoryLeg] = []
        var start = 0
        for gap in gapStarts + [waypoints.count - 1] {
            if gap > start { legs.append(TrajectoryLeg(mode: options.mode, waypoints: Array(waypoints[start...gap]))) }
            if gap < waypoints.count - 1 {
                legs.append(TrajectoryLeg(mode: options.mode, waypoints: [waypoints[gap], waypoints[gap + 1]]))
            }
            start = gap + 1
        }
        return try Trajectory(legs: legs)
    }
}
