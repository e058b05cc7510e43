import FenceKernel
import FencePlatform

/// `android-continuous`: the Android counterpart of `continuous`. One Fused Location Provider request
/// at `priority` runs all the time (`interval`, `fastestInterval`, `maxWaitTime`); every delivered
/// location inside a fence declares an entry, every one outside a declared fence an exit, in the order
/// they were computed (a batch is judged location by location when it arrives). With
/// `foregroundService` (default) the app runs a foreground service, as a tracking app does, and is exempt
/// from Background Location Limits.
public struct FusedContinuousStrategy: LocationStrategy {
    public var request: LocationRequest
    public var foregroundService: Bool
    private var presence = DeclaredPresence()
    static let requestID: ManagerID = "main"

    public init(request: LocationRequest, foregroundService: Bool = true) {
        self.request = request
        self.foregroundService = foregroundService
    }

    public mutating func launch(context: inout StrategyContext) {
        if foregroundService { context.startForegroundService() }
        context.requestLocationUpdates(Self.requestID, request)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        guard case .android(.locations(let locations, _)) = event else { return }
        let fences = context.fences
        for location in locations { presence.update(at: location, in: fences, marginMeters: 0, context: &context) }
    }

    /// Registry entry: `android-continuous` (Android only).
    public static let descriptor = StrategyDescriptor(
        name: "android-continuous",
        summary:
            "One Fused Location Provider request at priority, always on; each location judged against the fences (Android).",
        parameters: FusedRequestParameters.specs(interval: 1) + [
            ParameterSpec(
                "foregroundService", .bool, default: .bool(true),
                "Run a foreground service (exempt from Background Location Limits).")
        ],
        make: { reader throws(StrategyParameterError) in try FusedContinuousStrategy.make(reader) }
    ).restricted(to: [.android])

    /// The strategy the descriptor's parameters describe.
    static func make(_ reader: ParameterReader) throws(StrategyParameterError) -> FusedContinuousStrategy {
        FusedContinuousStrategy(
            request: try FusedRequestParameters.request(reader), foregroundService: try reader.bool("foregroundService")
        )
    }
}

/// The parameters of a Fused Location Provider request, shared by the Android strategies.
enum FusedRequestParameters {
    /// `priority`, `interval` (default `interval` seconds), `fastestInterval` (0: the interval) and
    /// `maxWaitTime` (0: no batching).
    static func specs(interval: Double, prefix: String = "") -> [ParameterSpec] {
        [
            ParameterSpec(
                prefix + "priority", .choice(LocationPriority.names), default: .string("highAccuracy"),
                "Priority of the request: highAccuracy, balancedPowerAccuracy, lowPower or passive."),
            ParameterSpec(
                prefix + "interval", .number(range: 1...86_400, unit: "s"), default: .number(interval),
                "Desired interval between locations, seconds."),
            ParameterSpec(
                prefix + "fastestInterval", .number(range: 0...86_400, unit: "s"), default: .number(0),
                "Shortest interval at which locations computed for other requests are taken, seconds (0 = the interval)."
            ),
            ParameterSpec(
                prefix + "maxWaitTime", .number(range: 0...86_400, unit: "s"), default: .number(0),
                "Batching: locations delivered together at most this late when ≥ 2 × interval, seconds (0 = no batching)."
            ),
        ]
    }

    /// The request the parameters describe.
    static func request(_ reader: ParameterReader, prefix: String = "") throws(StrategyParameterError)
        -> LocationRequest
    {
        let interval = try reader.number(prefix + "interval")
        let fastest = try reader.number(prefix + "fastestInterval")
        return LocationRequest(
            priority: LocationPriority(rawValue: try reader.choice(prefix + "priority"))!,
            interval: .seconds(interval), fastestInterval: .seconds(fastest == 0 ? interval : fastest),
            maxWaitTime: .seconds(try reader.number(prefix + "maxWaitTime")))
    }
}
