import FenceDevice
import FenceKernel
import FenceWorld

/// One run: a strategy on a phone carried through one replication's world, under iOS location-service
/// semantics, until the battery runs empty or the horizon.
///
/// The platform owns the location managers, the significant-change service, region monitoring, app
/// timers and the app's awake state; it drives the device's sources and charges every action to the
/// device's battery. The strategy sees only ``StrategyContext``.
public struct PlatformRun: Sendable {
    var engine: PlatformEngine

    /// Prepares a run of `strategy` on `device` (a fresh phone in `world`). The run starts — the app is
    /// launched with a full battery — at the device's start time. `fences` are the app's fences (by
    /// default `world.fences`). With `recordTimeline`, the run keeps everything it delivered, each source's
    /// activity and a battery sample every `sampleInterval`.
    public init(
        world: World, device: Device, strategy: any LocationStrategy, fences: [Fence]? = nil,
        parameters: PlatformParameters = PlatformParameters(), recordTimeline: Bool = false,
        sampleInterval: SimTime = .minutes(5)
    ) throws(PlatformParameterError) {
        try parameters.validate()
        engine = PlatformEngine(
            world: world, device: device, strategy: strategy, fences: FenceDirectory(fences ?? world.fences),
            parameters: parameters, recordTimeline: recordTimeline, sampleInterval: sampleInterval)
    }

    /// Runs until the battery is empty or `horizon`, and returns what happened.
    public mutating func run(until horizon: SimTime) -> RunRecord {
        var kernel = Kernel<PlatformEvent>()
        let start = engine.start
        kernel.schedule(.launch, at: start, priority: 0)
        if engine.record.recordTimeline { kernel.schedule(.sample, at: start) }
        _ = kernel.run(until: horizon, handler: &engine)
        return engine.finish(at: engine.emptied ?? kernel.now)
    }
}

/// The platform's state and event handling behind ``PlatformRun``.
struct PlatformEngine: EventHandler, Sendable {

    let world: World
    /// When the run starts: the device's start time.
    let start: SimTime
    var device: Device
    var strategy: any LocationStrategy
    let fences: FenceDirectory
    let parameters: PlatformParameters
    /// Trajectory vertex times, cached for displacement searches.
    let vertexTimes: [SimTime]

    var managers: [ManagerState] = []
    /// The managers' names, by the index of their state in ``managers``.
    var managerIDs: [ManagerID] = []
    var gpsOn = false
    var gpsToken: EventToken?
    var gpsStarted: SimTime = .zero
    var lastGPSFix: SimTime?
    var oneShots = OneShotStates()
    var networkPollToken: EventToken?
    var cellPollToken: EventToken?
    var significantChange = SignificantChangeState()
    var regions = RegionMonitorState()
    /// Every region registration that failed, in order; a ``PlatformEvent/regionFailure(_:)`` event
    /// carries the index of its entry.
    var regionFailures: [(fenceID: String, reason: String)] = []
    var timers = PendingTimers()
    /// The context the strategy sees, kept across events (timer identifiers continue in it).
    var context: StrategyContext
    var wakeUntil: SimTime = .zero
    var appAwake = false
    var lastKnownLocation: Location?
    var batteryToken: EventToken?
    /// When the pending battery event fires (``SimTime/never`` when none is pending).
    var batteryCheckAt: SimTime = .never
    /// The device's predicted empty instant as of the latest event, or nil when that event did not
    /// compute it because a lower bound showed the pending check comes first (see
    /// ``refreshBatteryPrediction(kernel:)``).
    var batteryEmptyAt: SimTime? = .never
    var emptied: SimTime?
    var failure: String?
    var lastInvocationTime = SimTime.never
    var invocationsAtInstant = 0
    var record: RecordBuilder

    init(
        world: World, device: Device, strategy: any LocationStrategy, fences: FenceDirectory,
        parameters: PlatformParameters, recordTimeline: Bool, sampleInterval: SimTime
    ) {
        self.world = world
        start = device.lastActionTime
        self.device = device
        self.strategy = strategy
        self.fences = fences
        self.parameters = parameters
        vertexTimes = world.trajectory.vertexTimes
        context = StrategyContext(
            now: .zero, fences: fences, lastKnownLocation: nil, monitoredFenceIDs: [],
            maximumMonitoredRegions: parameters.maximumMonitoredRegions)
        record = RecordBuilder(recordTimeline: recordTimeline, sampleInterval: sampleInterval)
    }

    /// Closes open activity spans and reads the device's accounting at `end`.
    mutating func finish(at end: SimTime) -> RunRecord {
        closeActivities(at: end)
        return record.finish(device: device, start: start, end: end, emptied: emptied, failure: failure)
    }

    mutating func handle(_ event: PlatformEvent, kernel: inout Kernel<PlatformEvent>) {
        switch event {
        case .launch: invokeStrategy(nil, kernel: &kernel)
        case .gpsWake: gpsWake(kernel: &kernel)
        case .oneShotWake(let kind): oneShotWake(kind, kernel: &kernel)
        case .networkPoll: networkPoll(kernel: &kernel)
        case .cellPoll: cellPoll(kernel: &kernel)
        case .deliverCached(let index): deliverCached(toManagerAt: index, kernel: &kernel)
        case .significantChangeCheck: significantChangeDue(kernel: &kernel)
        case .regionEvaluation: regionEvaluationDue(kernel: &kernel)
        case .regionConfirmation: regionConfirmationDue(kernel: &kernel)
        case .regionFailure(let index):
            let failure = regionFailures[index]
            invokeStrategy(.regionMonitoringFailed(fenceID: failure.fenceID, reason: failure.reason), kernel: &kernel)
        case .timer(let id, let tag):
            guard timers.remove(id) != nil else { break }
            record.delivered(DeliveredEvent(time: kernel.now, service: .timer))
            invokeStrategy(.timer(id, tag: tag), kernel: &kernel)
        case .appSleep: break  // the awake state is refreshed below
        case .batteryEmpty:
            batteryToken = nil
            batteryCheckAt = .never
            // No action since the latest refresh: the device's prediction is still as it was then.
            if kernel.now >= batteryEmptyAt ?? device.predictedEmptyTime {
                emptied = kernel.now
                kernel.stop()
                return
            }
        case .sample:
            record.sample(time: kernel.now, remainingFraction: device.remainingFraction(at: kernel.now))
            kernel.schedule(.sample, after: record.sampleInterval)
        }
        guard failure == nil else { return }
        refreshAppAwake(kernel: &kernel)
        refreshBatteryPrediction(kernel: &kernel)
    }
}
