import FenceDevice
import FenceKernel
import FenceWorld

extension PlatformEngine {
    /// Runs the strategy for `event` (or its launch when nil) and carries out its actions in order.
    /// Every call into the app costs a CPU burst.
    mutating func invokeStrategy(_ event: StrategyEvent?, kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        guard noteInvocation(at: now, kernel: &kernel) else { return }
        _ = device.cpuBurst(at: now)
        context.prepare(now: now, lastKnownLocation: lastKnownLocation, monitoredFenceIDs: regions.monitoredIDs)
        if let event { strategy.handle(event, context: &context) } else { strategy.launch(context: &context) }
        // A copy: an action may lead to another call into the app, which reuses the context.
        let actions = context.actions
        for action in actions { apply(action, kernel: &kernel) }
    }

    /// Carries out one strategy action at the current time.
    mutating func apply(_ action: StrategyAction, kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        switch action {
        case .configureManager(let id, let accuracy, let filter):
            let index = managerIndex(id)
            managers[index].accuracy = accuracy
            managers[index].distanceFilterMeters = max(0, filter)
            if managers[index].running { refreshSources(kernel: &kernel) }
        case .startUpdatingLocation(let id):
            let index = managerIndex(id)
            guard !managers[index].running else { return }
            managers[index].running = true
            managers[index].lastDelivered = nil
            if lastKnownLocation != nil { kernel.schedule(.deliverCached(managerIndex: index), at: now, priority: 64) }
            refreshSources(kernel: &kernel)
        case .stopUpdatingLocation(let id):
            guard let index = managerIDs.firstIndex(of: id), managers[index].running else { return }
            managers[index].running = false
            refreshSources(kernel: &kernel)
        case .startSignificantChanges:
            startSignificantChanges(kernel: &kernel)
        case .stopSignificantChanges:
            stopSignificantChanges(kernel: &kernel)
        case .startMonitoring(let fenceID):
            startMonitoring(fenceID: fenceID, kernel: &kernel)
        case .stopMonitoring(let fenceID):
            stopMonitoring(fenceID: fenceID, kernel: &kernel)
        case .scheduleTimer(let id, let delay, let tag):
            timers.set(id, token: kernel.schedule(.timer(id, tag: tag), after: max(.zero, delay)))
        case .cancelTimer(let id):
            if let token = timers.remove(id) { kernel.cancel(token) }
        case .upload:
            _ = device.upload(at: now)
        case .declareEntered(let fenceID):
            record.detect(Detection(time: now, fenceID: fenceID, kind: .entered))
        case .declareExited(let fenceID):
            record.detect(Detection(time: now, fenceID: fenceID, kind: .exited))
        }
    }

    /// Counts calls into the app at one instant; a strategy that keeps the platform busy without time
    /// advancing (a livelock) ends the run with ``RunRecord/failure`` instead of hanging.
    mutating func noteInvocation(at now: SimTime, kernel: inout Kernel<PlatformEvent>) -> Bool {
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

    /// Calls into the app at one instant beyond which the run is declared livelocked.
    static var livelockLimit: Int { 100_000 }

    /// The index of manager `id`, creating it with iOS's defaults (`best`, no filter) if new.
    mutating func managerIndex(_ id: ManagerID) -> Int {
        if let index = managerIDs.firstIndex(of: id) { return index }
        managerIDs.append(id)
        managers.append(ManagerState())
        return managers.count - 1
    }

    /// Keeps the app awake for a background wake window (significant change, region event).
    mutating func wakeApp(kernel: inout Kernel<PlatformEvent>) {
        let until = kernel.now + .seconds(parameters.backgroundWakeSeconds)
        if until > wakeUntil {
            wakeUntil = until
            kernel.schedule(.appSleep, at: until)
        }
    }

    /// The app runs (CPU awake) while a location manager runs (iOS background location mode), during a
    /// background wake window, and — under iOS rules — while it waits for a timer.
    mutating func refreshAppAwake(kernel: inout Kernel<PlatformEvent>) {
        let awake =
            managers.contains(where: \.running) || kernel.now < wakeUntil
            || (parameters.timersKeepAppAwake && !timers.isEmpty)
        if awake != appAwake {
            appAwake = awake
            device.setAppAwake(awake, at: kernel.now)
        }
    }

    /// Keeps one battery event at or before the device's predicted empty instant.
    ///
    /// Every callback moves the prediction a little, and a cancelled event stays in the queue until
    /// its time (lazy deletion), so rescheduling at each change would grow the queue by one entry per
    /// callback. Instead, while the empty instant is more than a minute away the event is a check a
    /// quarter of the way there, which only a prediction earlier than the check displaces; the check
    /// recomputes and schedules the next one. The last event falls exactly on the predicted instant.
    ///
    /// The prediction is the device's (a function of its state, not of when it is asked, so the
    /// battery events do not depend on which other events happened in between).
    ///
    /// The exact prediction walks the device's whole known schedule, and this runs after every event,
    /// so the device's O(1) lower bound goes first: when even it does not precede the pending check,
    /// neither does the prediction, and the prediction is left to the check (``batteryEmptyAt`` nil).
    /// The bound assumes the largest current still possible all along, so it falls short of the exact
    /// instant by the ratio of that current to the mean one; a check only a quarter of the way (not
    /// halfway) keeps it conclusive unless that ratio exceeds four.
    mutating func refreshBatteryPrediction(kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        guard device.emptyTimeLowerBound() < batteryCheckAt else {
            batteryEmptyAt = nil
            return
        }
        let emptyAt = device.predictedEmptyTime
        batteryEmptyAt = emptyAt
        guard emptyAt < batteryCheckAt else { return }  // the pending check comes first
        if let batteryToken { kernel.cancel(batteryToken) }
        let remaining = emptyAt - now
        batteryCheckAt =
            remaining > .minutes(1) ? now + SimTime(microseconds: remaining.microseconds / 4) : max(emptyAt, now)
        batteryToken = kernel.schedule(.batteryEmpty, at: batteryCheckAt, priority: 255)
    }
}
