import FencePlatform

/// `android-proximity-alert`: the legacy framework path, `LocationManager.addProximityAlert` for every
/// fence at its own radius (or `radius`), an entry declared on each entering alert and an exit on each
/// leaving one. The framework polls network fixes at clamp(distance to the nearest boundary / 100 m/s,
/// 1 min, 2 h) and counts the device inside within max(radius, accuracy) [@AOSPGeofenceManager]
/// (`docs/calibration.md`, "Android proximity alerts"); `distance-adaptive` is the same sleeper written
/// as an app.
public struct ProximityAlertStrategy: LocationStrategy {
    /// The alerts' radius, metres; 0 registers each fence at its own radius.
    public var radiusMeters: Double
    private var presence = DeclaredPresence()

    public init(radiusMeters: Double = 0) { self.radiusMeters = radiusMeters }

    public mutating func launch(context: inout StrategyContext) {
        for fence in context.fences.all {
            context.addProximityAlert(
                id: fence.id, center: fence.center, radiusMeters: radiusMeters > 0 ? radiusMeters : fence.radiusMeters)
        }
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        guard case .android(.proximityAlert(let id, let entering)) = event else { return }
        if entering { presence.enter(id, context: &context) } else { presence.exit(id, context: &context) }
    }

    /// Registry entry: `android-proximity-alert` (Android only).
    public static let descriptor = StrategyDescriptor(
        name: "android-proximity-alert",
        summary:
            "AOSP proximity alerts (LocationManager.addProximityAlert) on every fence; entries and exits as the alerts fire (Android).",
        parameters: [
            ParameterSpec(
                "radius", .number(range: 0...100_000, unit: "m"), default: .number(0),
                "Radius of the alerts, metres (0 = each fence's own radius).")
        ],
        make: { reader throws(StrategyParameterError) in
            ProximityAlertStrategy(radiusMeters: try reader.number("radius"))
        }
    ).restricted(to: [.android])
}
