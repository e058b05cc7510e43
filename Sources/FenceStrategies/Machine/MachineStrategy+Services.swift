import FenceKernel
import FencePlatform

/// Changes of state: what stops, what starts, in which order; and the actions.
extension MachineStrategy {
    mutating func configure(
        _ manager: Int, _ accuracy: DesiredAccuracy, _ distanceFilterMeters: Double, context: inout StrategyContext
    ) {
        if let now = configured[manager], now.accuracy == accuracy, now.distanceFilterMeters == distanceFilterMeters {
            return
        }
        configured[manager] = (accuracy, distanceFilterMeters)
        context.configureManager(
            definition.managers[manager].id, accuracy: accuracy, distanceFilterMeters: distanceFilterMeters)
    }

    /// Stops what the current state runs and `target` does not: the capture, pending entry timers,
    /// managers, significant-change and activity updates.
    mutating func leave(for target: Int, context: inout StrategyContext) {
        let old = definition.states[current], new = definition.states[target]
        if var active = capture {
            active.cancel(context: &context)
            capture = nil
        }
        for entry in old.timers {
            for (id, timer) in pending.sorted(by: { $0.key.value < $1.key.value }) where timer == entry.timer {
                context.cancelTimer(id)
                pending[id] = nil
            }
        }
        for running in old.managers where !new.managers.contains(where: { $0.manager == running.manager }) {
            context.stopUpdatingLocation(definition.managers[running.manager].id)
            self.running[running.manager] = false
        }
        if significantChangeOn && !new.significantChange {
            context.stopSignificantChanges()
            significantChangeOn = false
        }
        if activityUpdatesOn && !new.activityUpdates {
            context.stopActivityUpdates()
            activityUpdatesOn = false
        }
        if new.regions == nil { select(nil, around: nil, context: &context) }
        if stopRegionOn {
            context.stopMonitoring(fenceID: Self.stopRegionID)
            stopRegionOn = false
        }
    }

    /// Enters `target` (from `previous`, nil at launch): starts its services, then runs its entry actions.
    mutating func enter(
        _ target: Int, from previous: Int?, fix: Location?, fenceID: String?, context: inout StrategyContext
    ) {
        current = target
        enteredAt = context.now
        let state = definition.states[target]
        context.note("state " + (previous.map { definition.states[$0].name + " → " } ?? "") + state.name)
        if state.significantChange && !significantChangeOn {
            context.startSignificantChanges()
            significantChangeOn = true
        }
        if state.activityUpdates && !activityUpdatesOn {
            context.startActivityUpdates()
            activityUpdatesOn = true
        }
        if let selection = state.regions {
            select(selection, around: context.lastKnownLocation, context: &context)
        }
        if let radius = state.stopRegionRadiusMeters, let center = (fix ?? context.lastKnownLocation)?.position {
            context.startMonitoring(regionID: Self.stopRegionID, center: center, radiusMeters: radius)
            stopRegionOn = true
        }
        for manager in state.managers {
            configure(manager.manager, manager.accuracy, manager.distanceFilterMeters, context: &context)
            if !running[manager.manager] {
                context.startUpdatingLocation(definition.managers[manager.manager].id)
                running[manager.manager] = true
            }
        }
        if let spec = state.capture {
            var started = FixCapture(
                manager: definition.managers[spec.manager].id, acceptAccuracyMeters: spec.acceptAccuracyMeters,
                timeout: spec.timeout)
            started.begin(context: &context)
            capture = started
        }
        for timer in state.timers { start(timer.timer, after: timer.after, context: &context) }
        if !state.entry.isEmpty {
            let situation = MachineSituation(
                now: context.now, fences: context.fences, fix: fix ?? context.lastKnownLocation, previousFix: nil,
                enteredAt: enteredAt, reference: reference, declaredInside: !presence.inside.isEmpty,
                activity: activity)
            run(state.entry, situation: situation, fenceID: fenceID, context: &context)
        }
    }

    /// Registers the nearest fences to `location` as `selection` asks and unregisters the others (all of
    /// them when `selection` is nil). With no location yet, all fences are registered if they are few
    /// enough, else none.
    mutating func select(
        _ selection: MachineDefinition.RegionSelection?, around location: Location?, context: inout StrategyContext
    ) {
        var wanted: Set<String> = []
        if let selection {
            let limit = min(selection.limit, context.maximumMonitoredRegions)
            if let location {
                wanted = Set(
                    context.fences.nearest(to: location.position, limit: limit, withinMeters: selection.withinMeters)
                        .map(\.id))
            } else if context.fences.all.count <= limit {
                wanted = Set(context.fences.all.map(\.id))
            }
        }
        for fenceID in monitored.subtracting(wanted).sorted() { context.stopMonitoring(fenceID: fenceID) }
        for fenceID in wanted.subtracting(monitored).sorted() { context.startMonitoring(fenceID: fenceID) }
        monitored = wanted
    }

    private mutating func start(_ timer: Int, after delay: SimTime, context: inout StrategyContext) {
        cancel(timer, context: &context)
        pending[context.scheduleTimer(after: delay, tag: timer)] = timer
    }

    private mutating func cancel(_ timer: Int, context: inout StrategyContext) {
        for (id, pendingTimer) in pending where pendingTimer == timer {
            context.cancelTimer(id)
            pending[id] = nil
        }
    }

    /// Runs `actions` in order.
    mutating func run(
        _ actions: [MachineAction], situation: MachineSituation, fenceID: String?, context: inout StrategyContext
    ) {
        let fences = context.fences
        for action in actions {
            switch action {
            case .declare(let margin):
                guard let fix = situation.fix else { continue }
                presence.update(at: fix, in: fences, marginMeters: situation.value(margin), context: &context)
            case .declareExits(let margin, let hold?):
                guard let fix = situation.fix else { continue }
                presence.exit(
                    at: fix, in: fences, marginMeters: situation.value(margin), holdingFor: hold,
                    outsideSince: &outsideSince, now: context.now, context: &context)
            case .declareEntries(let margin):
                guard let fix = situation.fix else { continue }
                let inside = fences.containing(fix, marginMeters: situation.value(margin))
                for fenceID in inside { presence.enter(fenceID, context: &context) }
            case .declareExits(let margin, nil):
                guard let fix = situation.fix else { continue }
                let meters = situation.value(margin)
                presence.exit(
                    where: { id in
                        fences.index(ofFenceID: id).map { !fences.all[$0].considers(fix, marginMeters: meters) } ?? true
                    }, context: &context)
            case .exitAll: presence.exit(where: { _ in true }, context: &context)
            case .enterEventFence:
                if let fenceID, fences.index(ofFenceID: fenceID) != nil { presence.enter(fenceID, context: &context) }
            case .exitEventFence: if let fenceID { presence.exit(fenceID, context: &context) }
            case .upload: context.upload()
            case .startTimer(let timer, let delay): start(timer, after: delay, context: &context)
            case .cancelTimer(let timer): cancel(timer, context: &context)
            case .remember:
                guard let fix = situation.fix else { continue }
                reference = (fix, fences.containing(fix, marginMeters: 0))
            }
        }
        // A hold's bookkeeping concerns declared fences only (a fence exited otherwise starts afresh).
        if !outsideSince.isEmpty { outsideSince = outsideSince.filter { presence.inside.contains($0.key) } }
    }
}
