/// Which running standard location managers hold the application processor awake in the background
/// (`platform.cpuHoldRule`). Sources disagree for the coarse levels; the evidence for each option is in
/// `docs/calibration.md` ("The application processor", "Structural choices").
///
/// Whatever the rule, a GPS session holds the processor (the phone's GPS is host-based), and a Wi-Fi
/// scan, a cell fix, a data transfer and every call into the app wake it for their duration and the
/// wake tail.
public enum ProcessorHoldRule: String, Sendable, Codable, CaseIterable {
    /// Only a fine manager (`best`, `nearestTenMeters`, `bestForNavigation`): continuous fine updates
    /// "prevent the device from sleeping" [@AppleEnergyGuide]; a coarse manager's network or cell fixes
    /// only wake it.
    case fineAccuracyOnly
    /// Any running manager, whatever its accuracy (the default: "we keep the device awake as long as you
    /// continue to use location" [@WWDC2013CoreLocation]).
    case anyManager
    /// No manager: only GPS sessions, wakes and app execution keep the processor awake.
    case never

    /// Whether running managers of the tiers in `tiers` hold the processor awake.
    func holds(_ tiers: WantedTiers) -> Bool {
        switch self {
        case .fineAccuracyOnly: tiers.satellite
        case .anyManager: tiers.satellite || tiers.network || tiers.cell
        case .never: false
        }
    }
}
