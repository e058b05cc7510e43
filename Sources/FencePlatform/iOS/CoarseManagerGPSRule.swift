/// When a running coarse manager (`hundredMeters`, `kilometer`, `threeKilometers`) powers GPS
/// (`platform.coarseManagerGPSRule`). Apple's statements and the developer observations differ; the
/// evidence for each option is in `docs/calibration.md` ("When a coarse manager powers GPS").
///
/// A manager that powers GPS is served as a fine manager is: the receiver runs while the manager runs,
/// its fixes are delivered, and network fixes are taken while GPS has no fresh fix.
public enum CoarseManagerGPSRule: String, Sendable, Codable, CaseIterable {
    /// Never: a coarse manager runs on Wi-Fi and cell fixes only.
    case never
    /// When its distance filter is set below ``filterThresholdMeters`` (a filter of 0, "none", is not a
    /// distance and does not count): the accuracy already decides it below 100 m.
    case distanceFilterUnder100m
    /// A `hundredMeters` manager while no Wi-Fi fix meets its accuracy: from a Wi-Fi request for the
    /// managers that fails (the fix falls back to cell) until the next one that succeeds.
    case wifiMissed

    /// The distance filter below which ``distanceFilterUnder100m`` powers GPS, metres.
    public static let filterThresholdMeters = 100.0

    /// Whether a running manager of `accuracy` with filter `distanceFilterMeters` wants GPS under this
    /// rule, `wifiMissing` telling whether the managers' last Wi-Fi request failed.
    func powersGPS(_ accuracy: DesiredAccuracy, distanceFilterMeters: Double, wifiMissing: Bool) -> Bool {
        switch self {
        case .never: false
        case .distanceFilterUnder100m:
            accuracy.tier != .satellite && distanceFilterMeters > 0
                && distanceFilterMeters < Self.filterThresholdMeters
        case .wifiMissed: accuracy.tier == .network && wifiMissing
        }
    }
}
