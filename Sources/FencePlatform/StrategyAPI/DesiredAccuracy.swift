/// The accuracy an app asks of the standard location service (iOS `CLLocationAccuracy`).
///
/// The level decides which sources the platform runs ([@AppleEnergyGuide], [@AndroidLocationBattery]):
/// GPS / A-GPS for the fine levels; Wi-Fi, falling back to cell, for `hundredMeters`; cell for the coarse
/// ones. The platform may deliver better fixes than requested when a finer source is running anyway.
public enum DesiredAccuracy: String, Sendable, Codable, CaseIterable {
    case bestForNavigation
    case best
    case nearestTenMeters
    case hundredMeters
    case kilometer
    case threeKilometers

    /// The sources tier that serves this level.
    public var tier: SourceTier {
        switch self {
        case .bestForNavigation, .best, .nearestTenMeters: .satellite
        case .hundredMeters: .network
        case .kilometer, .threeKilometers: .cell
        }
    }

    /// Every level's name, for parameter declarations.
    public static var names: [String] { allCases.map(\.rawValue) }
}

/// A group of positioning sources, ordered from coarsest to finest.
public enum SourceTier: Int, Sendable, Comparable, CaseIterable {
    /// Cell-tower positioning only.
    case cell = 0
    /// Wi-Fi positioning, falling back to cell.
    case network = 1
    /// GPS (A-GPS when the profile has it and data is available).
    case satellite = 2

    public static func < (a: SourceTier, b: SourceTier) -> Bool { a.rawValue < b.rawValue }
}
