import FenceDevice
import FenceKernel
import FenceWorld

/// The engine's routing of the app's calls and actions.
extension PlatformEngine {
    /// A strategy action's effect: ``apply(_:kernel:)`` in a run; a test may add to it a source that
    /// answers at once.
    typealias ActionEffect = (inout PlatformEngine, StrategyAction, inout Kernel<PlatformEvent>) -> Void

    /// Runs the strategy for `event` and carries out its actions in order. Every call into the app costs
    /// a CPU burst. Calls never nest: one made while another call's actions are applied is queued and
    /// made after them, at the same instant (see ``LocationStrategy``). Inlined: it runs for every
    /// delivery, and the effect is then a direct call.
    @inline(__always)
    mutating func invokeStrategy(
        _ event: StrategyEvent, kernel: inout Kernel<PlatformEvent>,
        apply: ActionEffect = { engine, action, kernel in engine.apply(action, kernel: &kernel) }
    ) {
        guard app.admit() else { return app.queue(event) }
        let made = app.call(event, monitoredFenceIDs: regions.monitoredIDs, device: &device, kernel: &kernel)
        finishCall(made: made, kernel: &kernel, apply: apply)
    }

    /// ``invokeStrategy(_:kernel:apply:)`` for the app's launch.
    mutating func launchApp(
        kernel: inout Kernel<PlatformEvent>,
        apply: ActionEffect = { engine, action, kernel in engine.apply(action, kernel: &kernel) }
    ) {
        guard app.admit() else { return app.queue(nil) }
        let made = app.launch(monitoredFenceIDs: regions.monitoredIDs, device: &device, kernel: &kernel)
        finishCall(made: made, kernel: &kernel, apply: apply)
    }

    /// Applies the actions of the call just made, then makes the calls they queued, oldest first, each
    /// one's actions applied before the next, until none is left. When a call was not `made` (the run
    /// stopped: a livelock), the queued calls are dropped.
    @inline(__always)
    private mutating func finishCall(made: Bool, kernel: inout Kernel<PlatformEvent>, apply: ActionEffect) {
        var made = made
        while made {
            var index = 0
            while index < app.actionCount {
                apply(&self, app.action(at: index), &kernel)
                index += 1
            }
            guard let next = app.nextQueuedCall() else { return }
            let monitored = regions.monitoredIDs
            made =
                if let event = next {
                    app.call(event, monitoredFenceIDs: monitored, device: &device, kernel: &kernel)
                } else {
                    app.launch(monitoredFenceIDs: monitored, device: &device, kernel: &kernel)
                }
        }
        app.abandonQueuedCalls()
    }

    /// Carries out one strategy action at the current time, in the service it concerns.
    mutating func apply(_ action: StrategyAction, kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        switch action {
        case .configureManager(let id, let accuracy, let filter):
            if standard.configure(id, accuracy: accuracy, distanceFilterMeters: filter) {
                refreshSources(kernel: &kernel)
            }
        case .startUpdatingLocation(let id):
            guard let index = standard.start(id) else { return }
            pausing.started(id, world: world, device: &device, parameters: parameters, kernel: &kernel)
            if app.lastKnownLocation != nil {
                kernel.schedule(.deliverCached(managerIndex: index), at: now, priority: 64)
            }
            refreshSources(kernel: &kernel)
        case .stopUpdatingLocation(let id):
            pausing.stopped(id, device: &device, kernel: &kernel)
            if standard.stop(id) { refreshSources(kernel: &kernel) }
        case .startSignificantChanges:
            if significantChange.start() { request(.cell, for: .significantChange, kernel: &kernel) }
        case .stopSignificantChanges:
            if significantChange.stop(kernel: &kernel) { networkFixes.withdraw(.significantChange, from: .cell) }
        case .startMonitoring(let fenceID):
            if regions.startMonitoring(fenceID: fenceID, fences: fences, parameters: parameters, kernel: &kernel) {
                // The initial state comes from an immediate evaluation (no event for it).
                startRegionEvaluation(kernel: &kernel)
            }
        case .startMonitoringCircle(let id, let center, let radius):
            let region = Fence(id: id, center: center, radiusMeters: radius)
            if regions.startMonitoring(region, parameters: parameters, kernel: &kernel) {
                startRegionEvaluation(kernel: &kernel)
            }
        case .stopMonitoring(let fenceID):
            if regions.stopMonitoring(fenceID: fenceID, kernel: &kernel) {
                networkFixes.withdraw(.regions, from: .wifi)
                networkFixes.withdraw(.regions, from: .cell)
            }
        case .scheduleTimer(let id, let delay, let tag):
            app.scheduleTimer(id, after: delay, tag: tag, kernel: &kernel)
        case .cancelTimer(let id):
            app.cancelTimer(id, kernel: &kernel)
        case .upload:
            _ = device.upload(at: now)
        case .declareEntered(let fenceID):
            record.detect(Detection(time: now, fenceID: fenceID, kind: .entered))
        case .declareExited(let fenceID):
            record.detect(Detection(time: now, fenceID: fenceID, kind: .exited))
        case .startActivityUpdates:
            if let activity = motion.start(device: &device, kernel: &kernel) {
                deliverActivity(activity, kernel: &kernel)
            }
        case .stopActivityUpdates:
            if motion.stop(device: &device, at: now) { record.activityUpdates(from: motion.startedAt, to: now) }
        case .setPausing(let id, let rule):
            pausing.set(
                id, rule, running: standard.isRunning(id), world: world, device: &device, parameters: parameters,
                kernel: &kernel)
        case .android(let action):
            app.fail(
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
        record.reportedActivity(activity, at: kernel.now)
        wakeApp(kernel: &kernel)
        invokeStrategy(.activityChanged(activity), kernel: &kernel)
    }

    /// Keeps the app awake for a background wake window (significant change, region event).
    mutating func wakeApp(kernel: inout Kernel<PlatformEvent>) {
        app.wake(forSeconds: parameters.backgroundWakeSeconds, kernel: &kernel)
    }
}
