import FenceKernel
import FencePlatform

/// `android-three-zone`: the Android analogue of `three-manager` — one Fused Location Provider request
/// whose priority follows the zone of the latest location, as the three managers follow the paper's
/// zones ([@Raheja2012] §3.4): **C** beyond `outerRadius` of every fence's edge → `lowPower` every
/// `farInterval` (the significant-change analogue); **B** within it → `balancedPowerAccuracy` every
/// `middleInterval` (the `hundredMeters` analogue); **A** within a fence's radius plus the location's
/// accuracy, not yet declared entered → `highAccuracy` every `nearInterval` (the `best` analogue) for one
/// capture: the first location at or below `acceptAccuracy`, or the one at `captureTimeout`, judged with the
/// plain radius; then the zone again, zone A counting as B within `reuseWindow` of the last capture — the
/// paper's steps 3 and 4a. The zone is judged with the location's accuracy added, as the paper's step 4
/// does. Entries and exits are declared only from
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
        /// A capture in zone A settles for the location it has after this long (GPS may never fix indoors).
        public var captureTimeout: SimTime = .seconds(60)
        /// Zone A again within this long of the last capture keeps zone B's request (the paper's 5 min).
        public var reuseWindow: SimTime = .minutes(5)
        public var foregroundService = true
        public init() {}
    }

    /// The zones, coarsest first.
    enum Zone: Sendable, Equatable { case far, middle, near }

    public var parameters: Parameters
    var presence = DeclaredPresence()
    private var zone: Zone?
    /// When the current zone A capture began, if one runs; when the last one ended.
    private var captureStart: SimTime?
    private var lastCapture: SimTime?
    static let requestID: ManagerID = "zone"

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
            if let start = captureStart,
                accuracy <= parameters.acceptAccuracyMeters || context.now - start >= parameters.captureTimeout
            {
                // The capture's location, judged with the plain radius (the paper's step 3).
                captureStart = nil
                lastCapture = context.now
                presence.update(at: location, in: fences, marginMeters: 0, context: &context)
            } else if accuracy <= parameters.acceptAccuracyMeters {
                presence.update(at: location, in: fences, marginMeters: 0, context: &context)
            } else {
                presence.exit(
                    where: { id in
                        fences.fence(id: id).map { location.distanceMeters(to: $0.center) > $0.radiusMeters + accuracy }
                            ?? true
                    }, context: &context)
            }
        }
        guard let latest = locations.last, captureStart == nil else { return }
        var zone = zone(of: latest, fences: fences)
        if zone == .near, let lastCapture, context.now - lastCapture < parameters.reuseWindow { zone = .middle }
        if zone == .far { presence.exit(where: { _ in true }, context: &context) }
        if zone == .near { captureStart = context.now }
        enter(zone, context: &context)
    }

    /// The zone of `location`: its distance to the nearest fence's edge, less its accuracy; near fences
    /// all declared entered count as zone B (no accurate location is needed there).
    func zone(of location: Location, fences: FenceDirectory) -> Zone {
        var gap = Double.infinity
        var undeclaredNear = false
        for fence in fences.all {
            let margin =
                location.distanceMeters(to: fence.center) - fence.radiusMeters - location.horizontalAccuracyMeters
            gap = min(gap, margin)
            if margin <= 0 && !presence.inside.contains(fence.id) { undeclaredNear = true }
        }
        if undeclaredNear { return .near }
        return gap <= parameters.outerRadiusMeters ? .middle : .far
    }

    /// Replaces the request with the zone's, when the zone changed.
    mutating func enter(_ zone: Zone, context: inout StrategyContext) {
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
            "One Fused Location Provider request: lowPower far from fences, balanced within outerRadius, highAccuracy at them until inside (Android).",
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
                "captureTimeout", .number(range: 1...3_600, unit: "s"), default: .number(60),
                "A zone A capture settles for the location it has after this long, seconds."),
            ParameterSpec(
                "reuseWindow", .number(range: 0...86_400, unit: "s"), default: .number(300),
                "Zone A within this long of the last capture keeps zone B's request, seconds."),
            ParameterSpec(
                "foregroundService", .bool, default: .bool(true),
                "Run a foreground service (exempt from Background Location Limits)."),
        ],
        make: { reader throws(StrategyParameterError) in
            FusedThreeZoneStrategy(parameters: try FusedThreeZoneStrategy.schemeParameters(reader))
        }
    ).restricted(to: [.android])

    /// The scheme's settings the descriptor's parameters describe.
    static func schemeParameters(_ reader: ParameterReader) throws(StrategyParameterError) -> Parameters {
        var parameters = Parameters()
        parameters.captureTimeout = .seconds(try reader.number("captureTimeout"))
        parameters.reuseWindow = .seconds(try reader.number("reuseWindow"))
        parameters.outerRadiusMeters = try reader.number("outerRadius")
        parameters.farInterval = .seconds(try reader.number("farInterval"))
        parameters.middleInterval = .seconds(try reader.number("middleInterval"))
        parameters.nearInterval = .seconds(try reader.number("nearInterval"))
        parameters.acceptAccuracyMeters = try reader.number("acceptAccuracy")
        parameters.foregroundService = try reader.bool("foregroundService")
        return parameters
    }
}
