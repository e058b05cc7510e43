import FenceKernel
import FenceWorld

/// A positioning technology.
public enum SourceKind: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
    /// Cell-tower triangulation, or cell-ID where fewer towers are heard.
    case cell
    /// Standalone GPS.
    case gps
    /// GPS started with network assistance (an ephemeris download over the data radio).
    case agps
    /// Wi-Fi positioning: an access-point scan plus a database lookup.
    case wifi

    /// Position of the kind in ``allCases``, for array-backed counters.
    var ordinal: Int {
        switch self {
        case .cell: 0
        case .gps: 1
        case .agps: 2
        case .wifi: 3
        }
    }
}

/// What a source delivers: an estimate, never the true position.
public struct LocationFix: Sendable, Equatable, Codable {
    /// When the fix is delivered.
    public var time: SimTime
    /// The estimate: the true position at the measurement instant plus the source's error, metres.
    public var position: LocalPoint
    /// The accuracy the source *reports* (a 68 % radius from its error scale, or the constant iOS
    /// reports for network fixes), in metres — not the true error.
    public var horizontalAccuracyMeters: Double
    /// Which technology produced it.
    public var source: SourceKind

    /// A fix.
    public init(time: SimTime, position: LocalPoint, horizontalAccuracyMeters: Double, source: SourceKind) {
        self.time = time
        self.position = position
        self.horizontalAccuracyMeters = horizontalAccuracyMeters
        self.source = source
    }
}

/// Why a one-shot fix request (Wi-Fi or cell) ended without a fix.
public enum FixFailure: String, Sendable, Equatable, Codable {
    /// The scan saw fewer access points than positioning needs.
    case tooFewAccessPoints
    /// No cell tower is heard.
    case noCellCoverage
    /// The database lookup was not cached and no data connection was available.
    case noDataCoverage
}

/// The result of driving a source at an instant it asked for (or of starting it).
public struct SourceStep: Sendable, Equatable {
    /// A fix delivered now, if any.
    public var fix: LocationFix?
    /// When the platform must call the source's `advance` again; nil when the source is idle or the
    /// request is over.
    public var nextWake: SimTime?
    /// Why a one-shot request ended without a fix (nil otherwise).
    public var failure: FixFailure?
    /// The GPS receiver's skipped epochs: when set, every whole second from here up to `nextWake`
    /// is an epoch at which the receiver tries a fix but nothing can happen (no signal, and no loss
    /// of signal yet), so it asks to be driven only at `nextWake`. A platform that acts on the
    /// passage of the receiver's epochs (the age of its last fix) may still call at any of them.
    public var idleSince: SimTime?

    /// A step.
    public init(
        fix: LocationFix? = nil, nextWake: SimTime? = nil, failure: FixFailure? = nil, idleSince: SimTime? = nil
    ) {
        self.fix = fix
        self.nextWake = nextWake
        self.failure = failure
        self.idleSince = idleSince
    }
}

/// Counters of one source over a run.
public struct SourceStatistics: Sendable, Equatable, Codable {
    /// GPS: receiver starts; Wi-Fi and cell: fix requests.
    public var requests = 0
    /// Fixes delivered.
    public var fixes = 0
    /// Wi-Fi and cell requests that ended without a fix.
    public var failures = 0
    /// Database lookups or assistance downloads sent over the data radio.
    public var lookups = 0
    /// GPS: seconds the receiver was on (acquiring or tracking); Wi-Fi: seconds scanning; cell:
    /// seconds of CPU work.
    public var onTimeSeconds = 0.0

    /// All zeros.
    public init() {}
}
