import FenceKernel

/// What kept an Android phone's CPU awake, kept in a run's timeline for the day timeline's wake lane:
/// when the app held its partial wake lock (and whether Doze's idle ignored it), and Doze's idle periods.
/// The callbacks and alarms that woke the app are the timeline's deliveries. Nil under iOS, which has
/// neither.
public struct WakeTimeline: Sendable, Equatable, Codable {
    /// When the app held its wake lock and it kept the CPU awake, in time order.
    public var wakeLockHeld: [TimeSpan] = []
    /// When the app held its wake lock but Doze's idle ignored it (no foreground service), in time order.
    public var wakeLockIgnored: [TimeSpan] = []
    /// Doze's idle periods, in time order.
    public var dozeIdle: [TimeSpan] = []

    /// A stretch of simulated time.
    public struct TimeSpan: Sendable, Equatable, Codable {
        public var start: SimTime
        public var end: SimTime
    }
}

/// The wake lock's effect at an instant.
enum WakeLockState: Sendable, Equatable {
    /// Not held.
    case released
    /// Held, keeping the CPU awake.
    case held
    /// Held, but ignored by Doze's idle.
    case ignored
}

extension RecordBuilder {
    /// The wake lock's effect changed from `old` (since `since`) to another at `time`.
    mutating func wakeLock(was old: WakeLockState, since: SimTime, until time: SimTime) {
        guard recordTimeline, time > since else { return }
        let span = WakeTimeline.TimeSpan(start: since, end: time)
        switch old {
        case .released: break
        case .held: timeline.wake?.wakeLockHeld.append(span)
        case .ignored: timeline.wake?.wakeLockIgnored.append(span)
        }
    }

    /// Doze's idle ran from `start` to `end`.
    mutating func dozeIdle(from start: SimTime, to end: SimTime) {
        if recordTimeline, end > start { timeline.wake?.dozeIdle.append(.init(start: start, end: end)) }
    }
}
