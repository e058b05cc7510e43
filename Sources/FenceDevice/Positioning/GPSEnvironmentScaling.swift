/// Which parts of the GPS error a place's `gpsErrorScale` multiplies (`gps.environmentScaling`): a structural
/// choice, since no phone measurement found separates how a worse place changes the slow bias from how it changes
/// the second-to-second noise (`docs/calibration.md`, "GPS"). Either way the multipath outliers
/// are the place's own.
public enum GPSEnvironmentScaling: String, Sendable, Codable, CaseIterable {
    /// Both the Ornstein–Uhlenbeck bias and the white noise: indoors (×6.25) the white noise is 9.4 m per axis,
    /// independent every second.
    case biasAndWhite
    /// The bias only: the white noise stays the open-sky receiver noise everywhere, as if the receiver's
    /// position filter smoothed what a weak signal adds into the slow error.
    case biasOnly
}
