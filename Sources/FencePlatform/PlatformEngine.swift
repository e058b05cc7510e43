import FenceDevice
import FenceKernel
import FenceWorld

/// The platform behind ``PlatformRun``: the kernel's event handler, composed of one state type per
/// service, routing each event to the service it concerns and the services' fixes and reports to the
/// app.
///
/// - ``StandardLocationService``: the location managers, GPS and the managers' network and cell polls;
/// - ``NetworkFixes``: one-shot Wi-Fi and cell fixes, shared by the polls, regions and significant
///   changes;
/// - ``SignificantChangeService`` and ``RegionMonitor``: when a delivery or an evaluation is due, and
///   what it reports;
/// - ``AppExecution``: the strategy, its context and timers, the app's awake state;
/// - ``BatteryWatch``: the battery-empty event.
///
/// The services never call each other or the app: they return what is to happen next (a source step,
/// a fix's consumers, a region crossing), and the engine — in `PlatformEngine+Sources.swift` and
/// `PlatformEngine+Strategy.swift` — carries it on.
struct PlatformEngine: RunEngine, Sendable {
    let world: World
    /// When the run starts: the device's start time.
    let start: SimTime
    let fences: FenceDirectory
    let parameters: PlatformParameters
    var device: Device
    var standard = StandardLocationService()
    var networkFixes = NetworkFixes()
    var significantChange: SignificantChangeService
    var regions = RegionMonitor()
    var motion = MotionActivityService()
    var pausing = ManagerPausing()
    var app: AppExecution
    var battery = BatteryWatch()
    var record: RecordBuilder

    init(
        world: World, device: Device, strategy: any LocationStrategy, fences: FenceDirectory,
        parameters: PlatformParameters, recordTimeline: Bool, sampleInterval: SimTime
    ) {
        self.world = world
        start = device.lastActionTime
        self.device = device
        self.fences = fences
        self.parameters = parameters
        significantChange = SignificantChangeService(
            trajectory: world.trajectory, seed: device.streamSeed(named: SignificantChangeService.streamName))
        app = AppExecution(
            strategy: strategy, fences: fences, maximumMonitoredRegions: parameters.maximumMonitoredRegions)
        record = RecordBuilder(recordTimeline: recordTimeline, sampleInterval: sampleInterval)
    }

    /// Closes open activity spans and reads the device's accounting at `end`.
    mutating func finish(at end: SimTime) -> RunRecord {
        standard.closeActivity(at: end, record: &record)
        networkFixes.closeActivities(at: end, record: &record)
        if motion.isRunning { record.activityUpdates(from: motion.startedAt, to: end) }
        return record.finish(
            device: device, start: start, end: end, emptied: battery.emptied, failure: app.failure)
    }

    mutating func handle(_ event: PlatformEvent, kernel: inout Kernel<PlatformEvent>) {
        switch event {
        case .launch: launchApp(kernel: &kernel)
        case .gpsWake:
            if let step = standard.gpsWake(device: &device, at: kernel.now) { followGPS(step, kernel: &kernel) }
        case .oneShotWake(let kind):
            let step = networkFixes.wake(kind, device: &device, at: kernel.now)
            follow(step, of: kind, kernel: &kernel)
        case .networkPoll:
            let interval = parameters.networkFixCadence.intervalSeconds(
                in: world, at: kernel.now, parameters: parameters)
            standard.networkPollDue(intervalSeconds: interval, kernel: &kernel)
            request(.wifi, for: .managers, kernel: &kernel)
        case .cellPoll:
            standard.cellPollDue(intervalSeconds: parameters.cellFixIntervalSeconds, kernel: &kernel)
            request(.cell, for: .managers, kernel: &kernel)
        case .deliverCached(let index): deliverCached(toManagerAt: index, kernel: &kernel)
        case .significantChangeCheck:
            if significantChange.checkDue() { request(.cell, for: .significantChange, kernel: &kernel) }
        case .regionEvaluation:
            if regions.evaluationDue() { startRegionEvaluation(kernel: &kernel) }
        case .regionConfirmation:
            if regions.confirmationDue() { request(.wifi, for: .regions, kernel: &kernel) }
        case .regionFailure(let index):
            let failure = regions.failure(at: index)
            invokeStrategy(.regionMonitoringFailed(fenceID: failure.fenceID, reason: failure.reason), kernel: &kernel)
        case .activityReport:
            if let activity = motion.reportDue(device: device, kernel: &kernel) {
                deliverActivity(activity, kernel: &kernel)
            }
        case .pausingDue(let slot):
            if let outcome = pausing.due(
                slot, world: world, device: &device, parameters: parameters, kernel: &kernel)
            {
                carryOut(outcome, kernel: &kernel)
            }
        case .timer(let id, let tag):
            guard app.timerFired(id) else { break }
            record.delivered(DeliveredEvent(time: kernel.now, service: .timer))
            invokeStrategy(.timer(id, tag: tag), kernel: &kernel)
        case .appSleep: break  // the awake state is refreshed below
        case .batteryEmpty:
            if battery.checkDue(device: device, at: kernel.now) {
                kernel.stop()
                return
            }
        case .sample:
            record.sample(time: kernel.now, remainingFraction: device.remainingFraction(at: kernel.now))
            kernel.schedule(.sample, after: record.sampleInterval)
        case .android: break  // scheduled only by the Android engine
        }
        guard app.failure == nil else { return }
        app.refreshAwake(
            managerRunning: standard.holdsProcessorAwake(under: parameters.cpuHoldRule),
            timersKeepAppAwake: parameters.timersKeepAppAwake, device: &device,
            at: kernel.now)
        battery.refresh(device: &device, kernel: &kernel)
    }
}
