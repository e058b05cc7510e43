import FenceKernel
import FencePlatform

/// The shared machinery of `periodic` and `distance-adaptive`: sleep, wake on a timer, capture one
/// fix, judge it against the fences (considered radius = fence radius), and decide how long to sleep.
///
/// A ``SleepPolicy`` decides the sleep after each capture from the fix (or its absence).
public struct DutyCycledStrategy<Policy: SleepPolicy>: LocationStrategy {
    /// Chooses the sleep between captures.
    public let policy: Policy
    private var capture: JudgedCapture
    private static var manager: ManagerID { "duty" }
    private static var wakeTag: Int { 1 }

    /// A strategy that sleeps as `policy` says and captures each fix as `capture` says.
    public init(policy: Policy, capture settings: CaptureSettings = CaptureSettings()) {
        self.policy = policy
        capture = JudgedCapture(manager: Self.manager, settings: settings)
    }

    public mutating func launch(context: inout StrategyContext) {
        capture.configure(context: &context)
        capture.begin(context: &context)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        if let outcome = capture.consume(event, context: &context) {
            var fix: Location?
            if case .captured(let location) = outcome { fix = location }
            context.scheduleTimer(after: policy.sleep(after: fix, fences: context.fences), tag: Self.wakeTag)
            return
        }
        if case .timer(_, let tag) = event, tag == Self.wakeTag { capture.begin(context: &context) }
    }
}

/// Decides how long a duty-cycled strategy sleeps after a capture.
public protocol SleepPolicy: Sendable {
    /// The sleep after a capture that produced `fix` (nil when none came).
    func sleep(after fix: Location?, fences: FenceDirectory) -> SimTime
}

/// `periodic`: a fix every `period`, whatever happened (duty-cycled GPS; the one-minute tracking of [@MobileOOP]).
public struct FixedPeriod: SleepPolicy {
    /// Time between captures.
    public var period: SimTime
    public init(period: SimTime) { self.period = period }
    public func sleep(after fix: Location?, fences: FenceDirectory) -> SimTime { period }
}

/// `distance-adaptive`: the AOSP proximity-alert rule ([@AOSPGeofenceManager]):
/// sleep = clamp((distance to the nearest fence boundary) / vmax, Tmin, Tmax); Tmin without a fix.
public struct DistanceOverSpeed: SleepPolicy {
    /// Assumed maximum speed, m/s (AOSP: 100 m/s).
    public var maximumSpeedMetersPerSecond: Double
    /// Shortest sleep (AOSP: 60 s in older releases).
    public var minimum: SimTime
    /// Longest sleep (AOSP: 2 h).
    public var maximum: SimTime

    public init(maximumSpeedMetersPerSecond: Double, minimum: SimTime, maximum: SimTime) {
        self.maximumSpeedMetersPerSecond = maximumSpeedMetersPerSecond
        self.minimum = minimum
        self.maximum = maximum
    }

    public func sleep(after fix: Location?, fences: FenceDirectory) -> SimTime {
        guard let fix, let distance = fences.distanceToNearestBoundaryMeters(from: fix.position) else { return minimum }
        let seconds = max(0, distance) / maximumSpeedMetersPerSecond
        return min(maximum, max(minimum, .seconds(seconds)))
    }
}
