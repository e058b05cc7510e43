import FenceDevice
import FenceKernel
import FenceWorld

/// The engine's routing of the Geofencing API and the framework proximity alerts: their actions, their
/// due instants, the network fixes they take and the transitions they deliver. The rules are the
/// services' (``GeofencingService``, ``ProximityAlertService``); this file only carries them out.
///
/// Choices [A]: both take one-shot network fixes (Wi-Fi, else cell) shared with any in progress; in
/// Doze's idle periods nothing of theirs runs — what falls due waits for the next maintenance window,
/// as the provider's requests do; each delivered transition is a callback (a CPU burst) and makes its
/// location the app's last known location; a failed registration is told to the app at once.
extension AndroidEngine {
    // MARK: Geofencing API

    /// `addGeofence`: registers it (an evaluation starts at once) or tells the app it failed.
    mutating func addGeofence(_ geofence: AndroidGeofence, kernel: inout Kernel<PlatformEvent>) {
        do {
            try geofencing.add(geofence, at: kernel.now)
        } catch {
            invokeStrategy(.android(.geofenceFailed(id: geofence.id, reason: error.description)), kernel: &kernel)
            return
        }
        registeredGeofenceIDs.insert(geofence.id)
        scheduleGeofencing(kernel: &kernel)
    }

    /// `removeGeofence`: evaluations stop with the last geofence.
    mutating func removeGeofence(id: String, kernel: inout Kernel<PlatformEvent>) {
        geofencing.remove(id: id)
        registeredGeofenceIDs.remove(id)
        if registeredGeofenceIDs.isEmpty {
            core.networkFixes.withdraw(.geofences, from: .wifi)
            core.networkFixes.withdraw(.geofences, from: .cell)
        }
        scheduleGeofencing(kernel: &kernel)
    }

    /// The Geofencing API's next instant came: deliveries and DWELLs due, and an evaluation's network fix.
    mutating func geofencingDue(kernel: inout Kernel<PlatformEvent>) {
        geofencingWake = nil
        if !dozeIdle {
            let outcome = geofencing.advance(to: kernel.now, conditions: geofenceConditions(at: kernel.now))
            deliver(outcome.decisions, kernel: &kernel)
            if outcome.needsNetworkFix { request(.wifi, for: .geofences, kernel: &kernel) }
        }
        scheduleGeofencing(kernel: &kernel)
    }

    /// An evaluation's fix arrived: judges every geofence on it.
    mutating func judgeGeofences(with fix: LocationFix, kernel: inout Kernel<PlatformEvent>) {
        deliver(geofencing.judge(Location(fix), at: kernel.now), kernel: &kernel)
        scheduleGeofencing(kernel: &kernel)
    }

    /// What the Geofencing API knows when it schedules its next evaluation: whether Background Location
    /// Limits apply now, and since when the phone has been still (the world's still stretches, as Doze
    /// sees them).
    func geofenceConditions(at now: SimTime) -> GeofenceEvaluationConditions {
        var low = 0, high = stillness.count
        while low < high {
            let mid = (low + high) / 2
            if stillness[mid].start <= now { low = mid + 1 } else { high = mid }
        }
        let current = low > 0 ? stillness[low - 1] : nil
        return GeofenceEvaluationConditions(
            backgroundLimited: throttle != nil, stillSince: current?.still == true ? current?.start : nil)
    }

    /// (Re)schedules ``AndroidPlatformEvent/geofencingDue`` at the service's next instant (in Doze's idle
    /// periods, at the next maintenance window).
    private mutating func scheduleGeofencing(kernel: inout Kernel<PlatformEvent>) {
        var next = geofencing.nextInstant
        if let instant = next { next = max(instant, dozeIdle ? dozeIdleUntil : kernel.now) }
        guard geofencingWake?.at != next else { return }
        if let wake = geofencingWake { kernel.cancel(wake.token) }
        geofencingWake = next.map { (kernel.schedule(.android(.geofencingDue), at: $0), $0) }
    }

    /// Delivers decisions in order, those of one transition with one triggering location in one callback
    /// (a `GeofencingEvent` lists every geofence it concerns).
    private mutating func deliver(_ decisions: [GeofenceDecision], kernel: inout Kernel<PlatformEvent>) {
        var start = decisions.startIndex
        while start < decisions.endIndex {
            let first = decisions[start]
            var end = start + 1
            while end < decisions.endIndex, decisions[end].transition == first.transition,
                decisions[end].location == first.location
            {
                end += 1
            }
            let ids = decisions[start..<end].map(\.fenceID)
            if first.transition != .dwell {
                for id in ids {
                    core.record.regionEvent(
                        DeliveredEvent(
                            time: kernel.now, service: first.transition == .enter ? .regionEntry : .regionExit,
                            fenceID: id))
                }
            }
            core.app.lastKnownLocation = first.location
            invokeStrategy(
                .android(.geofenceTransition(first.transition, ids: ids, location: first.location)), kernel: &kernel)
            start = end
        }
    }

    // MARK: Proximity alerts

    /// `addProximityAlert`: judged at once on the last known location; the location request follows.
    mutating func addProximityAlert(
        id: String, center: LocalPoint, radiusMeters: Double, kernel: inout Kernel<PlatformEvent>
    ) {
        let transitions = proximity.add(
            fenceID: id, center: center, radiusMeters: radiusMeters, at: kernel.now,
            lastKnown: core.app.lastKnownLocation)
        deliver(transitions, kernel: &kernel)
        scheduleProximityPoll(kernel: &kernel)
    }

    /// `removeProximityAlert`: the location request stops with the last alert.
    mutating func removeProximityAlert(id: String, kernel: inout Kernel<PlatformEvent>) {
        let transitions = proximity.remove(fenceID: id, at: kernel.now, lastKnown: core.app.lastKnownLocation)
        if proximity.requestIntervalSeconds == nil {
            core.networkFixes.withdraw(.proximityAlerts, from: .wifi)
            core.networkFixes.withdraw(.proximityAlerts, from: .cell)
        }
        deliver(transitions, kernel: &kernel)
        scheduleProximityPoll(kernel: &kernel)
    }

    /// The alerts' location request wants a fix: a network fix (none in Doze's idle periods).
    mutating func proximityPollDue(kernel: inout Kernel<PlatformEvent>) {
        proximityWake = nil
        if !dozeIdle, proximity.pollDue(at: kernel.now) { request(.wifi, for: .proximityAlerts, kernel: &kernel) }
        scheduleProximityPoll(kernel: &kernel)
    }

    /// The request's fix arrived: judges every alert on it.
    mutating func proximityFixArrived(_ fix: LocationFix, kernel: inout Kernel<PlatformEvent>) {
        deliver(proximity.fixArrived(Location(fix), at: kernel.now), kernel: &kernel)
        scheduleProximityPoll(kernel: &kernel)
    }

    /// (Re)schedules ``AndroidPlatformEvent/proximityPollDue`` at the request's next fix.
    private mutating func scheduleProximityPoll(kernel: inout Kernel<PlatformEvent>) {
        var next = proximity.nextFixDue
        if let instant = next { next = max(instant, dozeIdle ? dozeIdleUntil : kernel.now) }
        guard proximityWake?.at != next else { return }
        if let wake = proximityWake { kernel.cancel(wake.token) }
        proximityWake = next.map { (kernel.schedule(.android(.proximityPollDue), at: $0), $0) }
    }

    /// Delivers each alert transition in its own callback (one intent per alert).
    private mutating func deliver(_ transitions: [ProximityAlertTransition], kernel: inout Kernel<PlatformEvent>) {
        for transition in transitions {
            core.record.regionEvent(
                DeliveredEvent(
                    time: kernel.now, service: transition.entering ? .regionEntry : .regionExit,
                    fenceID: transition.fenceID))
            core.app.lastKnownLocation = transition.location
            invokeStrategy(
                .android(.proximityAlert(id: transition.fenceID, entering: transition.entering)), kernel: &kernel)
        }
    }
}
