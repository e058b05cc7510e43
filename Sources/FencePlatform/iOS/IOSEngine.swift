import FenceDevice
import FenceKernel
import FenceWorld

/// The iOS platform behind ``PlatformRun``: the kernel's event handler, composed of the shared
/// ``EngineCore`` (the device, ``NetworkFixes`` — one-shot Wi-Fi and cell fixes, shared by the polls,
/// regions and significant changes —, the app's ``AppExecution``, the battery watch, the record) and one
/// state type per iOS service, routing each event to the service it concerns and the services' fixes and
/// reports to the app.
///
/// - ``StandardLocationService``: the location managers, GPS and the managers' network and cell polls;
/// - ``SignificantChangeService`` and ``RegionMonitor``: when a delivery or an evaluation is due, and
///   what it reports;
/// - ``ManagerPausing``: automatic pauses and the stationary signal.
///
/// The services never call each other or the app: they return what is to happen next (a source step,
/// a fix's consumers, a region crossing), and the engine — in `IOSEngine+Sources.swift` and
/// `IOSEngine+Strategy.swift` — carries it
/// on.
struct IOSEngine: PlatformEngine, Sendable {
    var core: EngineCore
    var standard: StandardLocationService
    var significantChange: SignificantChangeService
    var regions = RegionMonitor()
    var pausing = ManagerPausing()

    init(core: EngineCore) {
        self.core = core
        standard = StandardLocationService(coarseGPSRule: core.parameters.ios.coarseManagerGPSRule)
        significantChange = SignificantChangeService(
            trajectory: core.world.trajectory,
            seed: core.device.streamSeed(named: SignificantChangeService.streamName))
    }

    static func maximumMonitoredRegions(under parameters: PlatformParameters) -> Int {
        parameters.ios.maximumMonitoredRegions
    }

    /// Closes open activity spans and reads the device's accounting at `end`.
    mutating func finish(at end: SimTime) -> RunRecord {
        standard.closeActivity(at: end, record: &core.record)
        return core.finish(at: end)
    }

    mutating func handle(_ event: PlatformEvent, kernel: inout Kernel<PlatformEvent>) {
        switch event {
        case .launch: launchApp(kernel: &kernel)
        case .gpsWake:
            if let step = standard.gpsWake(device: &core.device, at: kernel.now) { followGPS(step, kernel: &kernel) }
        case .oneShotWake(let kind): oneShotWake(kind, kernel: &kernel)
        case .networkPoll:
            core.reads.read(.networkFixCadence)
            let interval = core.parameters.ios.networkFixCadence.intervalSeconds(
                in: core.world, at: kernel.now, parameters: core.parameters, noting: &core.reads)
            standard.networkPollDue(intervalSeconds: interval, kernel: &kernel)
            request(.wifi, for: .managers, kernel: &kernel)
        case .cellPoll:
            core.reads.read(.cellFixCadence)
            standard.cellPollDue(intervalSeconds: core.parameters.ios.cellFixIntervalSeconds, kernel: &kernel)
            request(.cell, for: .managers, kernel: &kernel)
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
            if let activity = core.motion.reportDue(device: core.device, kernel: &kernel) {
                deliverActivity(activity, kernel: &kernel)
            }
        case .pausingDue(let slot):
            if let outcome = pausing.due(
                slot, world: core.world, device: &core.device, parameters: core.parameters, kernel: &kernel)
            {
                carryOut(outcome, kernel: &kernel)
            }
        case .timer(let id, let tag):
            guard core.app.timerFired(id) else { break }
            core.record.delivered(DeliveredEvent(time: kernel.now, service: .timer))
            invokeStrategy(.timer(id, tag: tag), kernel: &kernel)
        case .appSleep: break  // the awake state is refreshed below
        case .batteryEmpty: if core.batteryCheckDue(kernel: &kernel) { return }
        case .sample: core.sample(kernel: &kernel)
        case .recharge: core.recharge(kernel: &kernel)
        case .android: break  // scheduled only by the Android engine
        }
        guard core.app.failure == nil else { return }
        settle(kernel: &kernel)
        // A manager that started gets the cached location next, before any other event of this instant:
        // each delivery handled as an event of its own would be (first in, first out; the queue stays
        // out of the kernel's heap). The run stops only on an empty battery, at the battery event (which
        // starts no manager), or on a failure of the app.
        while let index = standard.nextAwaitingCached() {
            deliverCached(toManagerAt: index, kernel: &kernel)
            guard core.app.failure == nil else { return }
            settle(kernel: &kernel)
        }
    }

    /// After an event: the app's awake state and the battery watch follow the running managers.
    @inline(__always)
    private mutating func settle(kernel: inout Kernel<PlatformEvent>) {
        core.settle(
            held: standard.holdsProcessorAwake(under: core.parameters.ios.cpuHoldRule),
            timersKeepAppAwake: core.parameters.ios.timersKeepAppAwake, kernel: &kernel)
    }
}
