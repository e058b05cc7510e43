import FenceStats

/// The horizontal error of every fix a run's sources delivered, by source, metres: the values the run's
/// median fix errors are taken over (a median needs them all; one number per fix, kept only while the run
/// goes on: the run's record keeps the medians, ``FixErrorMedians``).
///
/// A fix's error is the distance between the position it reports and the phone's true position at the
/// fix's time (a GPS fix: the receiver's error of its whole second). GPS and A-GPS fixes are pooled: both
/// come from one receiver with one error model, and which label a session gets depends only on how it
/// started.
package struct FixErrorLog: Sendable, Equatable {
    /// Errors of GPS and A-GPS fixes, metres, in delivery order.
    private(set) var gpsMeters: [Double] = []
    /// Errors of Wi-Fi fixes, metres, in delivery order.
    private(set) var wifiMeters: [Double] = []
    /// Errors of cell fixes (triangulated or cell-ID), metres, in delivery order.
    private(set) var cellMeters: [Double] = []
    /// Whether fixes' errors are kept (``Device/keepNoFixErrors()`` stops it: every median is then nil).
    private var isKept = true

    /// Adds the error of one fix of `source`, metres, computed only while errors are kept (inlined: a GPS
    /// receiver records one a second).
    @inline(__always)
    mutating func record(_ errorMeters: @autoclosure () -> Double, of source: SourceKind) {
        guard isKept else { return }
        switch source {
        case .gps, .agps: gpsMeters.append(errorMeters())
        case .wifi: wifiMeters.append(errorMeters())
        case .cell: cellMeters.append(errorMeters())
        }
    }

    /// Keeps no error from now on, and drops those kept so far.
    mutating func stopKeeping() {
        self = FixErrorLog()
        isKept = false
    }

    /// Adds every error of `other` after this log's (a run's next segment, after its phone was charged again).
    package mutating func append(_ other: FixErrorLog) {
        gpsMeters += other.gpsMeters
        wifiMeters += other.wifiMeters
        cellMeters += other.cellMeters
    }

    /// Each source's median error (``Summary/median(of:)``: the mean of the middle two of an even count).
    package var medians: FixErrorMedians {
        FixErrorMedians(
            gpsMeters: Summary.median(of: gpsMeters), wifiMeters: Summary.median(of: wifiMeters),
            cellMeters: Summary.median(of: cellMeters))
    }
}

/// The median horizontal error of a run's fixes per source, metres; nil where the source delivered none.
public struct FixErrorMedians: Sendable, Equatable {
    /// GPS and A-GPS fixes.
    public var gpsMeters: Double?
    /// Wi-Fi fixes.
    public var wifiMeters: Double?
    /// Cell fixes (triangulated or cell-ID).
    public var cellMeters: Double?

    /// The medians; none by default (a run without fixes).
    public init(gpsMeters: Double? = nil, wifiMeters: Double? = nil, cellMeters: Double? = nil) {
        self.gpsMeters = gpsMeters
        self.wifiMeters = wifiMeters
        self.cellMeters = cellMeters
    }
}
