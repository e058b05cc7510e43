import FenceDevice
import FenceKernel
import FenceWorld

/// What a run holds whatever the platform: the world, the phone, the app and the services both
/// platforms share, and the run's record. ``IOSEngine`` (iOS) and ``AndroidEngine`` each own one
/// (``PlatformEngine/core``) beside their own services.
///
/// - ``NetworkFixes``: one-shot Wi-Fi and cell fixes, shared by the services that take them;
/// - ``MotionActivityService``: the app's activity updates;
/// - ``AppExecution``: the strategy, its context and timers, the app's awake state;
/// - ``BatteryWatch``: the battery-empty event;
/// - ``RecordBuilder``: what the run keeps;
/// - ``PlatformReads``: what the services read of the parameters a run can leave unread.
struct EngineCore: Sendable {
    let world: World
    /// When the run starts: the device's start time.
    let start: SimTime
    let fences: FenceDirectory
    /// The platform's parameters (Android's are `android`; `gpsFreshnessSeconds` and `assistedGPS` are
    /// shared).
    let parameters: PlatformParameters
    /// When the phone is charged back to full, in time order (a daily charge; empty for one battery).
    let chargeTimes: [SimTime]
    var device: Device
    var networkFixes = NetworkFixes()
    var motion = MotionActivityService()
    var app: AppExecution
    var battery = BatteryWatch()
    var record: RecordBuilder
    var reads = PlatformReads()

    /// A run's shared state at its start; the app may monitor at most `maximumMonitoredRegions` fences
    /// (what ``StrategyContext`` shows it); the record keeps what `recording` asks for, and the battery is charged
    /// to full at each of `chargeTimes`.
    init(
        world: World, device: Device, strategy: any LocationStrategy, fences: FenceDirectory,
        parameters: PlatformParameters, maximumMonitoredRegions: Int, recording: RecordingRequest,
        chargeTimes: [SimTime]
    ) {
        self.world = world
        start = device.lastActionTime
        self.device = device
        self.fences = fences
        self.parameters = parameters
        self.chargeTimes = chargeTimes
        app = AppExecution(strategy: strategy, fences: fences, maximumMonitoredRegions: maximumMonitoredRegions)
        record = RecordBuilder(recording)
    }

    // MARK: Calls into the app, in ``LocationStrategy``'s order

    /// Begins a call into the app for `event` (its launch when nil), at the cost of a CPU burst: true when
    /// it was made, and its actions are then ``nextAction(after:monitoredFenceIDs:kernel:)``'s. Calls never
    /// nest: one asked for while another call's actions are applied is queued, to be made after them at the
    /// same instant (false). False too when the run stopped (a livelock); queued calls are then dropped.
    @inline(__always)
    mutating func beginCall(
        _ event: StrategyEvent?, monitoredFenceIDs: Set<String>, kernel: inout Kernel<PlatformEvent>
    ) -> Bool {
        guard app.admit() else {
            app.queue(event)
            return false
        }
        guard call(event, monitoredFenceIDs: monitoredFenceIDs, kernel: &kernel) else {
            app.abandonQueuedCalls()
            return false
        }
        return true
    }

    /// The next action to apply, `index` counting those of the call in progress: its next one, else the
    /// first of the oldest queued call, made now (the app sees `monitoredFenceIDs`, as the actions applied
    /// so far left them), and so on; nil when no call is left (the calls are over) or the run stopped.
    @inline(__always)
    mutating func nextAction(
        after index: inout Int, monitoredFenceIDs: Set<String>, kernel: inout Kernel<PlatformEvent>
    ) -> StrategyAction? {
        while index >= app.actionCount {
            guard let next = app.nextQueuedCall() else { return nil }
            index = 0
            guard call(next, monitoredFenceIDs: monitoredFenceIDs, kernel: &kernel) else {
                app.abandonQueuedCalls()
                return nil
            }
        }
        index += 1
        return app.takeAction(at: index - 1)
    }

    /// Calls the strategy for `event` (the app's launch when nil): ``AppExecution``'s call, with the
    /// device that pays its CPU burst.
    @inline(__always)
    private mutating func call(
        _ event: StrategyEvent?, monitoredFenceIDs: Set<String>, kernel: inout Kernel<PlatformEvent>
    ) -> Bool {
        if let event {
            app.call(event, monitoredFenceIDs: monitoredFenceIDs, device: &device, kernel: &kernel)
        } else {
            app.launch(monitoredFenceIDs: monitoredFenceIDs, device: &device, kernel: &kernel)
        }
    }

    // MARK: Shared services

    /// Requests a one-shot fix from `kind` for `consumers` (see ``NetworkFixes``): the step to follow,
    /// or nil when a request already in progress is shared.
    @inline(__always)
    mutating func requestFix(_ kind: OneShotKind, for consumers: FixConsumers, at now: SimTime) -> SourceStep? {
        networkFixes.request(kind, for: consumers, device: &device, at: now)
    }

    /// A one-shot source's wake-up came: its next step (see ``NetworkFixes``).
    @inline(__always)
    mutating func wakeFix(_ kind: OneShotKind, at now: SimTime) -> SourceStep {
        networkFixes.wake(kind, device: &device, at: now)
    }

    /// Carries out one of the strategy actions both platforms share (timers are exact alarms under
    /// Android); the engines route only these here.
    @inline(__always)
    mutating func applyShared(_ action: StrategyAction, kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        switch action {
        case .scheduleTimer(let id, let delay, let tag):
            app.scheduleTimer(id, after: delay, tag: tag, kernel: &kernel)
        case .upload:
            _ = device.upload(at: now)
        case .declareEntered(let fenceID):
            record.detect(Detection(time: now, fenceID: fenceID, kind: .entered))
        case .declareExited(let fenceID):
            record.detect(Detection(time: now, fenceID: fenceID, kind: .exited))
        case .stopActivityUpdates:
            if motion.stop(device: &device, at: now) { record.activityUpdates(from: motion.startedAt, to: now) }
        case .note(let text):
            record.note(text, at: now)
        default:
            preconditionFailure("\(action) is not a shared action")
        }
    }

    /// The battery event came: stops the kernel and returns true when the battery is empty now.
    @inline(__always)
    mutating func batteryCheckDue(kernel: inout Kernel<PlatformEvent>) -> Bool {
        guard battery.checkDue(device: device, at: kernel.now) else { return false }
        kernel.stop()
        return true
    }

    /// The phone is charged back to full now; with battery samples, the level just before and after is kept.
    mutating func recharge(kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        if record.samplesBattery { record.sample(time: now, remainingFraction: device.remainingFraction(at: now)) }
        device.recharge(at: now)
        battery.recharged()
        record.recharged(at: now)
        if record.samplesBattery { record.sample(time: now, remainingFraction: device.remainingFraction(at: now)) }
    }

    /// Keeps a battery sample and schedules the next.
    @inline(__always)
    mutating func sample(kernel: inout Kernel<PlatformEvent>) {
        record.sample(time: kernel.now, remainingFraction: device.remainingFraction(at: kernel.now))
        kernel.schedule(.sample, after: record.sampleInterval)
    }

    /// After an event: the app is awake while `held` (a running manager, a wake lock) or in a wake
    /// window (or with timers pending, when `timersKeepAppAwake`), and the battery watch follows.
    @inline(__always)
    mutating func settle(held: Bool, timersKeepAppAwake: Bool, kernel: inout Kernel<PlatformEvent>) {
        app.refreshAwake(
            managerRunning: held, timersKeepAppAwake: timersKeepAppAwake, device: &device, at: kernel.now)
        battery.refresh(device: &device, kernel: &kernel)
    }

    /// Closes the shared services' open activity spans and reads the device's accounting at `end`.
    mutating func finish(at end: SimTime) -> RunRecord {
        networkFixes.closeActivities(at: end, record: &record)
        if motion.isRunning { record.activityUpdates(from: motion.startedAt, to: end) }
        return record.finish(
            device: device, start: start, end: end, emptied: battery.emptied, failure: app.failure)
    }
}
