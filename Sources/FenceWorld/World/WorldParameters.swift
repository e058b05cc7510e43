import FenceFiles
import FenceKernel

/// Where a recorded track comes from and how to import it.
public struct RecordedTrackSource: Hashable, Sendable, Codable {
    /// Path of the file (relative paths resolve against the directory given to
    /// ``World/generate(_:masterSeed:replication:baseDirectory:)``).
    public var path: String
    /// The format, or `nil` to infer it from the extension and content.
    public var format: TrackFormat?
    /// Import options.
    public var options: TrackImportOptions
    /// What happens after the track's last fix.
    public var afterEnd: AfterTrackEnd
    /// With ``AfterTrackEnd/park``, until when the phone stays parked (the run's horizon; set by the
    /// scenario, not written in it). `nil`: the track's end (nothing is parked).
    public var parkedUntil: SimTime?

    private enum CodingKeys: String, CodingKey { case path, format, options, afterEnd }

    /// A track at `path`.
    public init(
        path: String, format: TrackFormat? = nil, options: TrackImportOptions = TrackImportOptions(),
        afterEnd: AfterTrackEnd = .end, parkedUntil: SimTime? = nil
    ) {
        self.path = path
        self.format = format
        self.options = options
        self.afterEnd = afterEnd
        self.parkedUntil = parkedUntil
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        path = try c.decode(String.self, forKey: .path)
        format = try c.decodeIfPresent(TrackFormat.self, forKey: .format)
        options = try c.decodeIfPresent(TrackImportOptions.self, forKey: .options) ?? TrackImportOptions()
        afterEnd = try c.decodeIfPresent(AfterTrackEnd.self, forKey: .afterEnd) ?? .end
        parkedUntil = nil
    }
}

/// What a run over a recorded track does after the track's last fix.
public enum AfterTrackEnd: String, Hashable, Sendable, Codable, CaseIterable {
    /// The run ends at the last fix (the horizon becomes the track's end); a battery that outlives it
    /// gets its life extrapolated at the mean current over the track.
    case end
    /// The phone stays parked at the last fix until the horizon, and the ground truth knows it: the
    /// trajectory gets a `still` leg there, so a visit open at the last fix stays open while parked.
    case park
}

/// How the commuter moves: a generated commute or a recorded track. Encoded as an object with
/// exactly one key, `{"commute": {...}}` or `{"recordedTrack": {...}}`.
public enum Movement: Hashable, Sendable, Codable {
    /// The working-day commute generator.
    case commute(CommuteParameters)
    /// A recorded track.
    case recordedTrack(RecordedTrackSource)

    private enum CodingKeys: String, CodingKey { case commute, recordedTrack }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard c.allKeys.count == 1, let key = c.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "movement needs exactly one of \"commute\" or \"recordedTrack\""))
        }
        switch key {
        case .commute: self = .commute(try c.decode(CommuteParameters.self, forKey: .commute))
        case .recordedTrack: self = .recordedTrack(try c.decode(RecordedTrackSource.self, forKey: .recordedTrack))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .commute(let parameters): try c.encode(parameters, forKey: .commute)
        case .recordedTrack(let source): try c.encode(source, forKey: .recordedTrack)
        }
    }
}

/// Everything needed to generate a ``World`` for any replication.
public struct WorldParameters: Hashable, Sendable, Codable {
    /// The geographic position of the local origin (the city centre). `nil`: the centre of a recorded
    /// track's bounding box, or ``defaultOrigin`` for a commute.
    public var origin: GeoCoordinate?
    /// The place: layout, zones, table overrides.
    public var environment = EnvironmentParameters()
    /// How the commuter moves.
    public var movement = Movement.commute(CommuteParameters())
    /// Which fences.
    public var fences = FenceLayout()

    /// Munich, Marienplatz: the default city centre (any city works; the model is generic).
    public static let defaultOrigin = GeoCoordinate(latitude: 48.137_4, longitude: 11.575_5)

    /// The default preset: an urban working-day commute in the preset city, with 50 m fences at
    /// home, work, stops and errand places plus six distractors (see ``urbanWorkingDayCommute``).
    public init() {}

    /// The urban working-day commute preset (the defaults): one day, bus / car / rail mixture,
    /// 50 m fences (Raheja's fence size, [@Raheja2012]).
    public static let urbanWorkingDayCommute = WorldParameters()

    /// Decodes an object in which every field is optional (missing fields keep their defaults).
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        origin = try c.decodeIfPresent(GeoCoordinate.self, forKey: .origin)
        environment = try c.decodeIfPresent(EnvironmentParameters.self, forKey: .environment) ?? environment
        movement = try c.decodeIfPresent(Movement.self, forKey: .movement) ?? movement
        fences = try c.decodeIfPresent(FenceLayout.self, forKey: .fences) ?? fences
    }

    /// Checks every part that can be checked without reading files.
    public func validate() throws(WorldError) {
        if let origin, !(origin.isValid && abs(origin.latitude) < 89.9) {
            throw .invalidValue(
                field: JSONPath([.key("origin")]), value: "\(origin)",
                expected: "latitude in (-89.9, 89.9) and longitude in [-180, 180]")
        }
        _ = try environment.table()
        _ = try environment.map()
        try fences.validate()
        switch movement {
        case .commute(let parameters): try parameters.validate()
        case .recordedTrack(let source):
            try source.options.validate(path: JSONPath([.key("movement"), .key("recordedTrack"), .key("options")]))
        }
    }
}
