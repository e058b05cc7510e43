import FenceKernel
import FencePlatform

/// `android-three-zone`: the Android analogue of `three-manager` — one Fused Location Provider request
/// whose priority follows the zone of the latest location, as the three managers follow the paper's
/// zones ([@Raheja2012] §3.4): **C** beyond `outerRadius` of every fence's edge → `lowPower` every
/// `farInterval` (the significant-change analogue); **B** within it → `balancedPowerAccuracy` every
/// `middleInterval` (the `hundredMeters` analogue); **A** within a fence's radius plus the location's
/// accuracy → `highAccuracy` every `nearInterval` (the `best` analogue). The zone is judged with the
/// location's accuracy added, as the paper's step 4 does. Entries and exits are declared only from
/// locations at or below `acceptAccuracy` (GPS); a coarser location only exits fences it is clearly
/// outside (beyond radius + accuracy), as does falling to zone C.
public struct FusedThreeZoneStrategy: LocationStrategy {
    /// The scheme's settings.
    public struct Parameters: Sendable, Equatable {
        public var outerRadiusMeters: Double = 1_500
        public var farInterval: SimTime = .seconds(300)
        public var middleInterval: SimTime = .seconds(30)
        public var nearInterval: SimTime = .seconds(1)
        public var acceptAccuracyMeters: Double = 20
        public var foregroundService = true
        public init() {}
    }

    /// The zones, coarsest first.
    enum Zone: Sendable, Equatable { case far, middle, near }

    public var parameters: Parameters
    private var presence = DeclaredPresence()
    private var zone: Zone?
    private static let requestID: ManagerID = "zone"

    public init(parameters: Parameters = Parameters()) { self.parameters = parameters }

    public mutating func launch(context: inout StrategyContext) {
        if parameters.foregroundService { context.startForegroundService() }
        enter(.middle, context: &context)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        guard case .android(.locations(let locations, _)) = event else { return }
        let fences = context.fences
        for location in locations {
            let accuracy = location.horizontalAccuracyMeters
            if accuracy <= parameters.acceptAccuracyMeters {
                presence.update(at: location, in: fences, marginMeters: 0, context: &context)
            } else {
                presence.exit(
                    where: { id in
                        fences.fence(id: id).map { location.distanceMeters(to: $0.center) > $0.radiusMeters + accuracy }
                            ?? true
                    }, context: &context)
            }
        }
        guard let latest = locations.last else { return }
        let zone = zone(of: latest, fences: fences)
        if zone == .far { presence.exit(where: { _ in true }, context: &context) }
        enter(zone, context: &context)
    }

    /// The zone of `location`: its distance to the nearest fence's edge, less its accuracy.
    func zone(of location: Location, fences: FenceDirectory) -> Zone {
        let gap =
            fences.all.map { location.distanceMeters(to: $0.center) - $0.radiusMeters }.min() ?? .infinity
        let margin = gap - location.horizontalAccuracyMeters
        if margin <= 0 { return .near }
        return margin <= parameters.outerRadiusMeters ? .middle : .far
    }

    /// Replaces the request with the zone's, when the zone changed.
    private mutating func enter(_ zone: Zone, context: inout StrategyContext) {
        guard zone != self.zone else { return }
        self.zone = zone
        let request =
            switch zone {
            case .far: LocationRequest(priority: .lowPower, interval: parameters.farInterval)
            case .middle: LocationRequest(priority: .balancedPowerAccuracy, interval: parameters.middleInterval)
            case .near: LocationRequest(priority: .highAccuracy, interval: parameters.nearInterval)
            }
        context.requestLocationUpdates(Self.requestID, request)
    }

    /// Registry entry: `android-three-zone` (Android only).
    public static let descriptor = StrategyDescriptor(
        name: "android-three-zone",
        summary:
            "One Fused Location Provider request: lowPower far from fences, balanced within outerRadius, highAccuracy at them (Android).",
        parameters: [
            ParameterSpec(
                "outerRadius", .number(range: 0...100_000, unit: "m"), default: .number(1_500),
                "Zone B: within this distance of a fence's edge (less the location's accuracy), metres."),
            ParameterSpec(
                "farInterval", .number(range: 1...86_400, unit: "s"), default: .number(300),
                "Zone C's lowPower interval, seconds."),
            ParameterSpec(
                "middleInterval", .number(range: 1...86_400, unit: "s"), default: .number(30),
                "Zone B's balancedPowerAccuracy interval, seconds."),
            ParameterSpec(
                "nearInterval", .number(range: 1...86_400, unit: "s"), default: .number(1),
                "Zone A's highAccuracy interval, seconds."),
            ParameterSpec(
                "acceptAccuracy", .number(range: 1...10_000, unit: "m"), default: .number(20),
                "Entries and exits are declared from locations at or below this reported accuracy, metres."),
            ParameterSpec(
                "foregroundService", .bool, default: .bool(true),
                "Run a foreground service (exempt from Background Location Limits)."),
        ],
        make: { reader throws(StrategyParameterError) in
            var parameters = Parameters()
            parameters.outerRadiusMeters = try reader.number("outerRadius")
            parameters.farInterval = .seconds(try reader.number("farInterval"))
            parameters.middleInterval = .seconds(try reader.number("middleInterval"))
            parameters.nearInterval = .seconds(try reader.number("nearInterval"))
            parameters.acceptAccuracyMeters = try reader.number("acceptAccuracy")
            parameters.foregroundService = try reader.bool("foregroundService")
            return FusedThreeZoneStrategy(parameters: parameters)
        }
    ).restricted(to: [.android])
}
