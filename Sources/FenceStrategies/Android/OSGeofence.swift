import FenceKernel
import FencePlatform

/// `android-geofence` (S18): delegate to the Geofencing API. Every fence is registered once at launch
/// with a geofence of radius `radius` around its centre (0: the fence's own radius — a larger one is what
/// the guide recommends, 100–150 m [@AndroidGeofencing], at the cost of early entries; the fence is never
/// enlarged otherwise); entries are declared on ENTER (or, with `declareOnDwell`, on DWELL after
/// `loiteringDelay`), exits on EXIT. The system evaluates on network fixes with its own cadence and
/// overlap rule (`docs/calibration.md`, "Android Geofencing API"); the app holds no location request,
/// no wake lock and no foreground service. Fences beyond the 100-geofence limit are refused by the
/// platform and stay unmonitored.
public struct OSGeofenceStrategy: LocationStrategy {
    /// The registered geofence's radius, metres; 0 registers each fence at its own radius.
    public var radiusMeters: Double
    /// Declare entries on DWELL instead of ENTER.
    public var declareOnDwell: Bool
    /// DWELL's loitering delay.
    public var loiteringDelay: SimTime
    /// The geofences' notification responsiveness.
    public var responsiveness: SimTime
    private var presence = DeclaredPresence()

    public init(
        radiusMeters: Double = 0, declareOnDwell: Bool = false, loiteringDelay: SimTime = .seconds(60),
        responsiveness: SimTime = .zero
    ) {
        self.radiusMeters = radiusMeters
        self.declareOnDwell = declareOnDwell
        self.loiteringDelay = loiteringDelay
        self.responsiveness = responsiveness
    }

    public mutating func launch(context: inout StrategyContext) {
        let transitions: Set<GeofenceTransition> = declareOnDwell ? [.dwell, .exit] : [.enter, .exit]
        for fence in context.fences.all {
            context.addGeofence(
                AndroidGeofence(
                    id: fence.id, center: fence.center,
                    radiusMeters: radiusMeters > 0 ? radiusMeters : fence.radiusMeters,
                    transitions: transitions, loiteringDelay: loiteringDelay, responsiveness: responsiveness))
        }
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        guard case .android(.geofenceTransition(let transition, let ids, _)) = event else { return }
        for id in ids {
            switch transition {
            case .enter, .dwell: presence.enter(id, context: &context)
            case .exit: presence.exit(id, context: &context)
            }
        }
    }

    /// Registry entry: `android-geofence` (Android only).
    public static let descriptor = StrategyDescriptor(
        name: "android-geofence",
        summary:
            "The Geofencing API: every fence registered as a geofence (radius 0 = the fence's own); entries on ENTER (or DWELL), exits on EXIT (Android).",
        parameters: [
            ParameterSpec(
                "radius", .number(range: 0...100_000, unit: "m"), default: .number(0),
                "Radius of the registered geofences, metres (0 = each fence's own radius)."),
            ParameterSpec(
                "declareOnDwell", .bool, default: .bool(false),
                "Declare entries on DWELL (after loiteringDelay inside) instead of ENTER."),
            ParameterSpec(
                "loiteringDelay", .number(range: 0...86_400, unit: "s"), default: .number(60),
                "DWELL's loitering delay, seconds (with declareOnDwell)."),
            ParameterSpec(
                "responsiveness", .number(range: 0...86_400, unit: "s"), default: .number(0),
                "Notification responsiveness: how long the system may hold a transition, seconds (0 = at once)."),
        ],
        make: { reader throws(StrategyParameterError) in
            OSGeofenceStrategy(
                radiusMeters: try reader.number("radius"), declareOnDwell: try reader.bool("declareOnDwell"),
                loiteringDelay: .seconds(try reader.number("loiteringDelay")),
                responsiveness: .seconds(try reader.number("responsiveness")))
        }
    ).restricted(to: [.android])
}
