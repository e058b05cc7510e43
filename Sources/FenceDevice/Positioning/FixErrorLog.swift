/// The horizontal error of every fix a run's sources delivered, by source, metres: the values the run's
/// median fix errors are taken over (a median needs them all; one number per fix).
///
/// A fix's error is the distance between the position it reports and the phone's true position at the
/// fix's time. GPS and A-GPS fixes are pooled: both come from one receiver with one error model, and which
/// label a session gets depends only on how it started.
public struct FixErrorLog: Sendable, Equatable {
    /// Errors of GPS and A-GPS fixes, metres, in delivery order.
    public private(set) var gpsMeters: [Double] = []
    /// Errors of Wi-Fi fixes, metres, in delivery order.
    public private(set) var wifiMeters: [Double] = []
    /// Errors of cell fixes (triangulated or cell-ID), metres, in delivery order.
    public private(set) var cellMeters: [Double] = []

    /// No fix yet.
    public init() {}

    /// Adds the error of one fix of `source`, metres.
    mutating func record(_ errorMeters: Double, of source: SourceKind) {
        switch source {
        case .gps, .agps: gpsMeters.append(errorMeters)
        case .wifi: wifiMeters.append(errorMeters)
        case .cell: cellMeters.append(errorMeters)
        }
    }
}
