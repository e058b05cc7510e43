import FenceDevice
import FenceKernel

/// The engine's routing of the app's calls and actions.
extension PlatformEngine {
    /// Runs the strategy for `event` (or its launch when nil) and carries out its actions in order.
    /// Every call into the app costs a CPU burst. Calls never nest: one made while another call's actions
    /// are applied is queued and made after them, at the same instant (see ``LocationStrategy``).
    mutating func invokeStrategy(_ event: StrategyEvent?, kernel: inout Kernel<PlatformEvent>) {
        invokeStrategy(event, kernel: &kernel) { engine, action, kernel in engine.apply(action, kernel: &kernel) }
    }

    /// ``invokeStrategy(_:kernel:)`` with the effect of each action given by `apply` (``apply(_:kernel:)``
    /// in a run; a test may add a source that answers at once). When no call is in progress, calls the
    /// strategy, applies its actions, then makes the calls they queued, oldest first, until none is left.
    mutating func invokeStrategy(
        _ event: StrategyEvent?, kernel: inout Kernel<PlatformEvent>,
        apply: (inout PlatformEngine, StrategyAction, inout Kernel<PlatformEvent>) -> Void
    ) {
        guard app.admit(event) else { return }
        var next: StrategyEvent?? = .some(event)
        while case .some(let event) = next {
            guard
                let actions = app.call(
                    event, monitoredFenceIDs: regions.monitoredIDs, device: &device, kernel: &kernel)
            else {
                app.abandonQueuedCalls()
                return
            }
            for action in actions { apply(&self, action, &kernel) }
            next = app.nextQueuedCall()
        }
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
            if app.lastKnownLocation != nil {
                kernel.schedule(.deliverCached(managerIndex: index), at: now, priority: 64)
            }
            refreshSources(kernel: &kernel)
        case .stopUpdatingLocation(let id):
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
        }
    }

    /// Keeps the app awake for a background wake window (significant change, region event).
    mutating func wakeApp(kernel: inout Kernel<PlatformEvent>) {
        app.wake(forSeconds: parameters.backgroundWakeSeconds, kernel: &kernel)
    }
}
