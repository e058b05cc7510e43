import FenceKernel
import FencePlatform

/// `android-periodic`: the Android counterpart of `periodic`. An alarm every `period` (inexact unless
/// `exactAlarm`) starts a Fused Location Provider request at `priority` (1 s interval); the first
/// location at or below `acceptAccuracy` — or, after `captureTimeout`, the most accurate one received —
/// is judged against the fences, the request is removed and the next alarm set. Between captures the
/// app holds no wake lock and no request: the CPU sleeps.
public struct FusedPeriodicStrategy: LocationStrategy {
    public var priority: LocationPriority
    public var period: SimTime
    public var exactAlarm: Bool
    public var acceptAccuracyMeters: Double
    public var captureTimeout: SimTime
    public var foregroundService: Bool
    private var presence = DeclaredPresence()
    private var best: Location?
    private var timeout: TimerID?
    private static let requestID: ManagerID = "periodic"
    private static let wakeTag = 1
    private static let timeoutTag = 2

    public init(
        priority: LocationPriority, period: SimTime, exactAlarm: Bool, acceptAccuracyMeters: Double,
        captureTimeout: SimTime, foregroundService: Bool
    ) {
        self.priority = priority
        self.period = period
        self.exactAlarm = exactAlarm
        self.acceptAccuracyMeters = acceptAccuracyMeters
        self.captureTimeout = captureTimeout
        self.foregroundService = foregroundService
    }

    public mutating func launch(context: inout StrategyContext) {
        if foregroundService { context.startForegroundService() }
        beginCapture(context: &context)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        switch event {
        case .timer(_, let tag) where tag == Self.wakeTag: beginCapture(context: &context)
        case .timer(_, let tag) where tag == Self.timeoutTag:
            timeout = nil
            endCapture(with: best, context: &context)
        case .android(.locations(let locations, _)) where timeout != nil:
            for location in locations
            where best.map({ location.horizontalAccuracyMeters < $0.horizontalAccuracyMeters }) ?? true {
                best = location
            }
            if let best, best.horizontalAccuracyMeters <= acceptAccuracyMeters {
                if let timeout { context.cancelTimer(timeout) }
                timeout = nil
                endCapture(with: best, context: &context)
            }
        default: break
        }
    }

    private mutating func beginCapture(context: inout StrategyContext) {
        best = nil
        context.requestLocationUpdates(Self.requestID, LocationRequest(priority: priority, interval: .seconds(1)))
        timeout = context.setAlarm(after: captureTimeout, exact: true, tag: Self.timeoutTag)
    }

    private mutating func endCapture(with location: Location?, context: inout StrategyContext) {
        context.removeLocationUpdates(Self.requestID)
        if let location {
            let fences = context.fences
            presence.update(at: location, in: fences, marginMeters: 0, context: &context)
        }
        context.setAlarm(after: period, exact: exactAlarm, tag: Self.wakeTag)
    }

    /// Registry entry: `android-periodic` (Android only).
    public static let descriptor = StrategyDescriptor(
        name: "android-periodic",
        summary:
            "An alarm every period starts a Fused Location Provider request until one accurate location (Android).",
        parameters: [
            ParameterSpec(
                "priority", .choice(LocationPriority.names), default: .string("highAccuracy"),
                "Priority of each capture's request."),
            ParameterSpec(
                "period", .number(range: 1...86_400, unit: "s"), default: .number(60),
                "Time from the end of one capture to the next alarm, seconds."),
            ParameterSpec(
                "exactAlarm", .bool, default: .bool(false),
                "Exact alarms (setExact) instead of inexact ones (set, batched into a window after the trigger)."),
            ParameterSpec(
                "acceptAccuracy", .number(range: 1...10_000, unit: "m"), default: .number(20),
                "A capture ends at the first location at or below this reported accuracy, metres."),
            ParameterSpec(
                "captureTimeout", .number(range: 1...3_600, unit: "s"), default: .number(60),
                "A capture settles for its most accurate location after this long, seconds."),
            ParameterSpec(
                "foregroundService", .bool, default: .bool(false),
                "Run a foreground service (exempt from Background Location Limits)."),
        ],
        make: { reader throws(StrategyParameterError) in
            FusedPeriodicStrategy(
                priority: LocationPriority(rawValue: try reader.choice("priority"))!,
                period: .seconds(try reader.number("period")), exactAlarm: try reader.bool("exactAlarm"),
                acceptAccuracyMeters: try reader.number("acceptAccuracy"),
                captureTimeout: .seconds(try reader.number("captureTimeout")),
                foregroundService: try reader.bool("foregroundService"))
        }
    ).restricted(to: [.android])
}
