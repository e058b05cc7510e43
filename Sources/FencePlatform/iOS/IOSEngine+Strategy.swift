import FenceDevice
import FenceKernel
import FenceWorld

/// The engine's routing of the app's calls and actions.
extension IOSEngine {
    /// A strategy action's effect: ``apply(_:kernel:)`` in a run; a test may add to it a source that
    /// answers at once.
    typealias ActionEffect = (inout IOSEngine, StrategyAction, inout Kernel<PlatformEvent>) -> Void

    /// Runs the strategy for `event` and carries out its actions in order, each by `apply` (in the order
    /// of ``EngineCore/beginCall(_:monitoredFenceIDs:kernel:)``). Inlined: it runs for every delivery, and
    /// the effect is then a direct call.
    @inline(__always)
    mutating func invokeStrategy(
        _ event: StrategyEvent, kernel: inout Kernel<PlatformEvent>,
        apply: ActionEffect = { engine, action, kernel in engine.apply(action, kernel: &kernel) }
    ) {
        call(event, kernel: &kernel, apply: apply)
    }

    /// ``invokeStrategy(_:kernel:apply:)`` for the app's launch.
    mutating func launchApp(
        kernel: inout Kernel<PlatformEvent>,
        apply: ActionEffect = { engine, action, kernel in engine.apply(action, kernel: &kernel) }
    ) {
        call(nil, kernel: &kernel, apply: apply)
    }

    @inline(__always)
    private mutating func call(_ event: StrategyEvent?, kernel: inout Kernel<PlatformEvent>, apply: ActionEffect) {
        guard core.beginCall(event, monitoredFenceIDs: regions.monitoredIDs, kernel: &kernel) else { return }
        var index = 0
        while let action = core.nextAction(after: &index, monitoredFenceIDs: regions.monitoredIDs, kernel: &kernel) {
            apply(&self, action, &kernel)
        }
    }

    /// Carries out one strategy action at the current time, in the service it concerns.
    mutating func apply(_ action: StrategyAction, kernel: inout Kernel<PlatformEvent>) {
        switch action {
        case .configureManager(let id, let accuracy, let filter):
            if standard.configure(id, accuracy: accuracy, distanceFilterMeters: filter) {
                refreshSources(kernel: &kernel)
            }
        case .startUpdatingLocation(let id):
            guard let index = standard.start(id) else { return }
            pausing.started(id, world: core.world, device: &core.device, parameters: core.parameters, kernel: &kernel)
            if core.app.lastKnownLocation != nil { standard.awaitCached(forManagerAt: index) }
            refreshSources(kernel: &kernel)
        case .stopUpdatingLocation(let id):
            pausing.stopped(id, device: &core.device, kernel: &kernel)
            if standard.stop(id) { refreshSources(kernel: &kernel) }
        case .startSignificantChanges:
            if significantChange.start() { request(.cell, for: .significantChange, kernel: &kernel) }
        case .stopSignificantChanges:
            if significantChange.stop(kernel: &kernel) { core.networkFixes.withdraw(.significantChange, from: .cell) }
        case .startMonitoring(let fenceID):
            if regions.startMonitoring(
                fenceID: fenceID, fences: core.fences, parameters: core.parameters, kernel: &kernel)
            {
                // The initial state comes from an immediate evaluation (no event for it).
                startRegionEvaluation(kernel: &kernel)
            }
        case .startMonitoringCircle(let id, let center, let radius):
            let region = Fence(id: id, center: center, radiusMeters: radius)
            if regions.startMonitoring(region, parameters: core.parameters, kernel: &kernel) {
                startRegionEvaluation(kernel: &kernel)
            }
        case .stopMonitoring(let fenceID):
            if regions.stopMonitoring(fenceID: fenceID, kernel: &kernel) {
                core.networkFixes.withdraw(.regions, from: .wifi)
                core.networkFixes.withdraw(.regions, from: .cell)
            }
        case .scheduleTimer, .upload, .declareEntered, .declareExited, .stopActivityUpdates, .note:
            core.applyShared(action, kernel: &kernel)
        case .cancelTimer(let id):
            core.app.cancelTimer(id, kernel: &kernel)
        case .startActivityUpdates:
            if let activity = core.motion.start(device: &core.device, kernel: &kernel) {
                deliverActivity(activity, kernel: &kernel)
            }
        case .setPausing(let id, let rule):
            pausing.set(
                id, rule, running: standard.isRunning(id), world: core.world, device: &core.device,
                parameters: core.parameters,
                kernel: &kernel)
        case .android(let action):
            core.app.fail(
                "the strategy asked for the Android action \(action.name) under iOS; run it with \"platform\": \"android\"",
                kernel: &kernel)
        }
    }

    /// Carries out a manager's pause, stationary suspension or resumption (``ManagerPausing``) and
    /// tells the app, waking it.
    mutating func carryOut(_ outcome: ManagerPausing.Outcome, kernel: inout Kernel<PlatformEvent>) {
        let event: StrategyEvent
        switch outcome {
        case .pause(let id):
            if standard.stop(id) { refreshSources(kernel: &kernel) }
            event = .locationUpdatesPaused(manager: id)
        case .suspend(let id):
            if standard.stop(id) { refreshSources(kernel: &kernel) }
            event = .stationaryChanged(manager: id, isStationary: true)
        case .resume(let id):
            if standard.start(id) != nil { refreshSources(kernel: &kernel) }
            event = .stationaryChanged(manager: id, isStationary: false)
        }
        wakeApp(kernel: &kernel)
        invokeStrategy(event, kernel: &kernel)
    }

    /// Tells the app the activity the classifier reports, waking it.
    mutating func deliverActivity(_ activity: MotionActivity, kernel: inout Kernel<PlatformEvent>) {
        core.record.reportedActivity(activity, at: kernel.now)
        wakeApp(kernel: &kernel)
        invokeStrategy(.activityChanged(activity), kernel: &kernel)
    }

    /// Keeps the app awake for a background wake window (significant change, region event).
    mutating func wakeApp(kernel: inout Kernel<PlatformEvent>) {
        core.app.wake(forSeconds: core.parameters.ios.backgroundWakeSeconds, kernel: &kernel)
    }
}
