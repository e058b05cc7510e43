import FenceKernel
import FencePlatform

/// Takes one good location from a manager: the shared "capture an accurate fix" step of
/// `three-manager`, `periodic` and `distance-adaptive`.
///
/// Starts the manager and waits for a *new* location: one taken after the capture began (the cached
/// location iOS delivers first is never new; [@Raheja2012] §3.3.2 says to ignore locations older than 15 s,
/// and a capture is stricter). It accepts the first new location whose reported accuracy is at most
/// ``acceptAccuracyMeters``, and otherwise settles for the most accurate new location seen when the
/// timeout fires (or nothing, if none came).
struct FixCapture: Sendable, Equatable {
    /// The manager used for the capture.
    let manager: ManagerID
    /// Accept at once when the reported accuracy is at most this (metres).
    let acceptAccuracyMeters: Double
    /// Give up waiting for an acceptable fix after this long.
    let timeout: SimTime
    private(set) var isActive = false
    private var began: SimTime = .zero
    private(set) var best: Location?
    private var timer: TimerID?

    init(manager: ManagerID, acceptAccuracyMeters: Double, timeout: SimTime) {
        self.manager = manager
        self.acceptAccuracyMeters = acceptAccuracyMeters
        self.timeout = timeout
    }

    /// Timer tag reserved for capture timeouts.
    static let timeoutTag = -1

    /// Starts a capture (the manager must be configured). No effect while one is active.
    mutating func begin(context: inout StrategyContext) {
        guard !isActive else { return }
        isActive = true
        began = context.now
        best = nil
        context.startUpdatingLocation(manager)
        timer = context.scheduleTimer(after: timeout, tag: Self.timeoutTag)
    }

    /// Abandons an active capture and stops the manager.
    mutating func cancel(context: inout StrategyContext) {
        guard isActive else { return }
        finish(context: &context)
    }

    /// How a capture ended.
    enum Outcome: Equatable, Sendable {
        /// An acceptable location, or the most accurate fresh one when the timeout fired.
        case captured(Location)
        /// The timeout fired and no fresh location came.
        case failed
    }

    /// Feeds an event. Returns the outcome when this event completed the capture, nil when the
    /// capture is still running or the event is not the capture's.
    @inline(__always)  // called for every event, usually with no capture active
    mutating func consume(_ event: StrategyEvent, context: inout StrategyContext) -> Outcome? {
        guard isActive else { return nil }
        switch event {
        case .location(let location, let from) where from == manager:
            guard location.timestamp > began else { return nil }
            if best.map({ location.horizontalAccuracyMeters < $0.horizontalAccuracyMeters }) ?? true { best = location }
            guard location.horizontalAccuracyMeters <= acceptAccuracyMeters else { return nil }
            finish(context: &context)
            return .captured(location)
        case .timer(let id, _) where id == timer:
            let result = best
            timer = nil  // it just fired: nothing to cancel
            finish(context: &context)
            return result.map(Outcome.captured) ?? .failed
        default:
            return nil
        }
    }

    private mutating func finish(context: inout StrategyContext) {
        isActive = false
        context.stopUpdatingLocation(manager)
        if let timer { context.cancelTimer(timer) }
        timer = nil
    }
}
