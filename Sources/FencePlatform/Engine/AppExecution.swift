import FenceDevice
import FenceKernel

/// The app as the platform runs it: the strategy and the context it sees, the calls waiting for the one
/// in progress, its pending timers, when it is awake, and the guard against a strategy that never lets
/// time pass.
struct AppExecution: Sendable {
    private var strategy: StrategyCell
    /// The context the strategy sees, kept across calls (timer identifiers continue in it, and its
    /// action list keeps its storage).
    private var context: StrategyContext
    private var timers = PendingTimers()
    /// The end of the latest background wake window.
    private var wakeUntil: SimTime = .zero
    private var isAwake = false
    /// The most recent location the system delivered to the app by any service (iOS
    /// `CLLocationManager.location`).
    var lastKnownLocation: Location?
    /// Whether a call into the app, or the application of its actions, is in progress.
    private var isCalling = false
    /// Calls that arrived while one was in progress, oldest first (nil for a launch).
    private var queuedCalls: [StrategyEvent?] = []
    private var lastInvocationTime = SimTime.never
    private var invocationsAtInstant = 0
    /// Why the run ended early (a livelock), or nil.
    private(set) var failure: String?
    /// How many calls into the app the run has made (launch included).
    private(set) var callCount = 0

    init(strategy: any LocationStrategy, fences: FenceDirectory, maximumMonitoredRegions: Int) {
        self.strategy = StrategyCell(strategy)
        context = StrategyContext(
            now: .zero, fences: fences, lastKnownLocation: nil, monitoredFenceIDs: [],
            maximumMonitoredRegions: maximumMonitoredRegions)
    }

    // MARK: Order of calls

    /// Strategy calls never nest. Returns true when no call is in progress: the caller makes its call
    /// (``call(_:monitoredFenceIDs:device:kernel:)`` or ``launch(monitoredFenceIDs:device:kernel:)``), applies its actions
    /// and then makes the queued calls (``nextQueuedCall()``). Otherwise — an action of the call in
    /// progress led to this one — returns false, and the caller queues its call (``queue(_:)``).
    mutating func admit() -> Bool {
        guard !isCalling else { return false }
        isCalling = true
        return true
    }

    /// Queues a call (`event`, nil for a launch) behind the calls already waiting, for the same instant.
    mutating func queue(_ event: StrategyEvent?) { queuedCalls.append(event) }

    /// The oldest queued call (its event, nil for a launch), taken off the queue; nil when none waits,
    /// and the call in progress is over.
    mutating func nextQueuedCall() -> StrategyEvent?? {
        guard !queuedCalls.isEmpty else {
            isCalling = false
            return nil
        }
        return queuedCalls.removeFirst()
    }

    /// Forgets the queued calls: the run stopped (a livelock) with a call in progress.
    mutating func abandonQueuedCalls() {
        queuedCalls.removeAll()
        isCalling = false
    }

    /// Calls the strategy for `event` at the current time, at the cost of a CPU burst: its actions are
    /// then ``actionCount`` and ``takeAction(at:)``, in order, until the next call. Returns false, having
    /// stopped the run, when the call would be one too many at this instant (see ``livelockLimit``).
    mutating func call(
        _ event: StrategyEvent, monitoredFenceIDs: Set<String>, device: inout Device,
        kernel: inout Kernel<PlatformEvent>
    ) -> Bool {
        guard prepare(monitoredFenceIDs: monitoredFenceIDs, device: &device, kernel: &kernel) else { return false }
        strategy.handle(event, context: &context)
        return true
    }

    /// ``call(_:monitoredFenceIDs:device:kernel:)`` for the app's launch.
    mutating func launch(
        monitoredFenceIDs: Set<String>, device: inout Device, kernel: inout Kernel<PlatformEvent>
    ) -> Bool {
        guard prepare(monitoredFenceIDs: monitoredFenceIDs, device: &device, kernel: &kernel) else { return false }
        strategy.launch(context: &context)
        return true
    }

    /// The number of actions the last call asked for. Calls never nest, so they stay as they are while
    /// the platform applies them (no copy).
    var actionCount: Int { context.actions.count }

    /// The last call's action at `index`, moved out of the context (``StrategyContext/takeAction(at:)``):
    /// each is applied once.
    mutating func takeAction(at index: Int) -> StrategyAction { context.takeAction(at: index) }

    /// Readies a call at the current time: counts it (false: one too many, the run stopped), charges its
    /// CPU burst and prepares the context.
    @inline(__always)
    private mutating func prepare(
        monitoredFenceIDs: Set<String>, device: inout Device, kernel: inout Kernel<PlatformEvent>
    ) -> Bool {
        let now = kernel.now
        callCount &+= 1
        guard noteInvocation(at: now, kernel: &kernel) else { return false }
        _ = device.cpuBurst(at: now)
        context.prepare(now: now, lastKnownLocation: lastKnownLocation, monitoredFenceIDs: monitoredFenceIDs)
        return true
    }

    /// Counts calls into the app at one instant; a strategy that keeps the platform busy without time
    /// advancing (a livelock) ends the run with ``RunRecord/failure`` instead of hanging.
    private mutating func noteInvocation(at now: SimTime, kernel: inout Kernel<PlatformEvent>) -> Bool {
        if now == lastInvocationTime {
            invocationsAtInstant += 1
        } else {
            lastInvocationTime = now
            invocationsAtInstant = 1
        }
        guard invocationsAtInstant > Self.livelockLimit else { return true }
        failure = "the strategy was called \(Self.livelockLimit) times at \(now) without time advancing (a livelock)"
        kernel.stop()
        return false
    }

    /// Ends the run with `message` as its ``RunRecord/failure`` (a strategy asked for something the
    /// platform does not have).
    mutating func fail(_ message: String, kernel: inout Kernel<PlatformEvent>) {
        guard failure == nil else { return }
        failure = message
        kernel.stop()
    }

    /// Calls into the app at one instant beyond which the run is declared livelocked.
    static var livelockLimit: Int { 100_000 }

    // MARK: Timers

    /// Schedules timer `id` to fire `delay` from now (at once when negative), replacing its pending event.
    mutating func scheduleTimer(_ id: TimerID, after delay: SimTime, tag: Int, kernel: inout Kernel<PlatformEvent>) {
        timers.set(id, token: kernel.schedule(.timer(id, tag: tag), after: max(.zero, delay)))
    }

    /// Cancels timer `id`, if pending.
    mutating func cancelTimer(_ id: TimerID, kernel: inout Kernel<PlatformEvent>) {
        if let token = timers.remove(id) { kernel.cancel(token) }
    }

    /// Timer `id`'s event arrived: returns whether the timer was still pending (the app is then told).
    mutating func timerFired(_ id: TimerID) -> Bool { timers.remove(id) != nil }

    // MARK: Awake state

    /// Keeps the app awake for a background wake window (significant change, region event).
    mutating func wake(forSeconds seconds: Double, kernel: inout Kernel<PlatformEvent>) {
        let until = kernel.now + .seconds(seconds)
        if until > wakeUntil {
            wakeUntil = until
            kernel.schedule(.appSleep, at: until)
        }
    }

    /// The app runs (CPU awake) while a location manager runs (iOS background location mode), during a
    /// background wake window, and — when `timersKeepAppAwake` (iOS rules) — while it waits for a timer.
    mutating func refreshAwake(
        managerRunning: Bool, timersKeepAppAwake: Bool, device: inout Device, at now: SimTime
    ) {
        let awake = managerRunning || now < wakeUntil || (timersKeepAppAwake && !timers.isEmpty)
        if awake != isAwake {
            isAwake = awake
            device.setAppAwake(awake, at: now)
        }
    }
}
