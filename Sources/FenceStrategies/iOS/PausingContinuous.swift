import FenceKernel
import FencePlatform

/// `auto-pause` and `live-updates`: `continuous`'s manager (``ContinuousStrategy``) under a pausing rule
/// of the platform (``LocationPausing``) instead of a gate of the app's own.
///
/// - `auto-pause`: `pausesLocationUpdatesAutomatically` with `activityType` ([@ApplePausesAutomatically]).
///   When the system pauses the manager, the app — which the pause leaves asleep in the background —
///   registers a region of `resumeRadius` around its last location and restarts the manager when the
///   phone leaves it (the stationary geofence of [@TransistorsoftBG] and [@Badoo2016]): the resumption
///   Apple leaves to the app, through a service that can wake a background app. (A significant change
///   would not do: it comes at least every 15 minutes even at rest, and each would restart the
///   manager for another pause.)
/// - `live-updates`: an iOS 17 `CLLocationUpdate.liveUpdates` session ([@AppleLiveUpdates]): the system
///   suspends the updates while the phone is stationary and resumes them when it moves; the app does
///   nothing.
///
/// Fresh fixes (at most 15 s old) declare entries and exits as in `continuous`.
public struct PausingContinuousStrategy: LocationStrategy {
    /// The manager's accuracy and distance filter.
    public let settings: ManagerSettings
    /// The platform's pausing rule for the manager.
    public let pausing: LocationPausing
    private var presence = DeclaredPresence()
    /// Radius of the region registered at a pause, metres (`auto-pause` only).
    public let resumeRadiusMeters: Double
    private static let manager: ManagerID = "main"
    private static let resumeRegion = "auto-pause-resume"

    public init(settings: ManagerSettings, pausing: LocationPausing, resumeRadiusMeters: Double = 150) {
        self.settings = settings
        self.pausing = pausing
        self.resumeRadiusMeters = resumeRadiusMeters
    }

    public mutating func launch(context: inout StrategyContext) {
        settings.configure(Self.manager, context: &context)
        context.setPausing(Self.manager, pausing)
        context.startUpdatingLocation(Self.manager)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        switch event {
        case .location(let location, _):
            presence.updateIfFresh(location, context: &context)
        case .locationUpdatesPaused:
            guard let last = context.lastKnownLocation else { return }
            context.startMonitoring(
                regionID: Self.resumeRegion, center: last.position, radiusMeters: resumeRadiusMeters)
        case .regionExited(let regionID) where regionID == Self.resumeRegion:
            context.stopMonitoring(fenceID: Self.resumeRegion)
            context.startUpdatingLocation(Self.manager)
        default:
            break
        }
    }

    /// Registry entry: `auto-pause`, `continuous`'s defaults with `activityType` (default `other`).
    public static let autoPauseDescriptor = StrategyDescriptor(
        name: "auto-pause",
        summary:
            "continuous with pausesLocationUpdatesAutomatically and activityType; after a pause, leaving a region at the last fix restarts it.",
        parameters: ManagerSettings.specs + [
            ParameterSpec(
                "activityType", .choice(LocationActivityType.names), default: .string("other"),
                "The session's activity type: what counts as staying put before the system pauses it."),
            ParameterSpec(
                "resumeRadius", .number(range: 1...10_000, unit: "m"), default: .number(150),
                "Radius of the region registered around the last fix at a pause; leaving it restarts updates, metres."),
        ],
        make: { reader throws(StrategyParameterError) in
            let type = LocationActivityType(rawValue: try reader.choice("activityType")) ?? .other
            return PausingContinuousStrategy(
                settings: try ManagerSettings(reading: reader), pausing: .automatic(type),
                resumeRadiusMeters: try reader.number("resumeRadius"))
        })

    /// Registry entry: `live-updates`, `continuous`'s defaults as an iOS 17 live-updates session.
    public static let liveUpdatesDescriptor = StrategyDescriptor(
        name: "live-updates",
        summary:
            "continuous as an iOS 17 live-updates session: suspended by the system while stationary, resumed on movement.",
        parameters: ManagerSettings.specs,
        make: { reader throws(StrategyParameterError) in
            PausingContinuousStrategy(settings: try ManagerSettings(reading: reader), pausing: .whenStationary)
        })
}
