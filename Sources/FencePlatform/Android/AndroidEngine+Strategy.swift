import FenceDevice
import FenceKernel
import FenceWorld

/// The Android engine's routing of the app's calls and actions. Calls follow ``LocationStrategy``'s
/// order (never nested; queued and made after the current call's actions), as ``PlatformEngine`` makes
/// them, through the same ``AppExecution``.
extension AndroidEngine {
    /// Runs the strategy for `event` and carries out its actions in order (a CPU burst per call).
    mutating func invokeStrategy(_ event: StrategyEvent, kernel: inout Kernel<PlatformEvent>) {
        calledDuringEvent = true
        guard app.admit() else { return app.queue(event) }
        let made = app.call(event, monitoredFenceIDs: registeredGeofenceIDs, device: &device, kernel: &kernel)
        finishCall(made: made, kernel: &kernel)
    }

    /// ``invokeStrategy(_:kernel:)`` for the app's launch.
    mutating func launchApp(kernel: inout Kernel<PlatformEvent>) {
        calledDuringEvent = true
        guard app.admit() else { return app.queue(nil) }
        let made = app.launch(monitoredFenceIDs: registeredGeofenceIDs, device: &device, kernel: &kernel)
        finishCall(made: made, kernel: &kernel)
    }

    /// Applies the actions of the call just made, then the queued calls, oldest first (see
    /// ``PlatformEngine``'s `finishCall`).
    private mutating func finishCall(made: Bool, kernel: inout Kernel<PlatformEvent>) {
        var made = made
        while made {
            var index = 0
            while index < app.actionCount {
                apply(app.action(at: index), kernel: &kernel)
                index += 1
            }
            guard let next = app.nextQueuedCall() else { return }
            let monitored = registeredGeofenceIDs
            made =
                if let event = next {
                    app.call(event, monitoredFenceIDs: monitored, device: &device, kernel: &kernel)
                } else {
                    app.launch(monitoredFenceIDs: monitored, device: &device, kernel: &kernel)
                }
        }
        app.abandonQueuedCalls()
    }

    /// Carries out one strategy action at the current time. iOS-only actions end the run with a failure.
    mutating func apply(_ action: StrategyAction, kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        switch action {
        case .android(let android): apply(android: android, kernel: &kernel)
        case .scheduleTimer(let id, let delay, let tag):
            // A shared timer is an exact alarm under Android.
            app.scheduleTimer(id, after: delay, tag: tag, kernel: &kernel)
        case .cancelTimer(let id):
            inexactAlarms.remove(id)
            app.cancelTimer(id, kernel: &kernel)
        case .upload:
            _ = device.upload(at: now)
        case .declareEntered(let fenceID):
            record.detect(Detection(time: now, fenceID: fenceID, kind: .entered))
        case .declareExited(let fenceID):
            record.detect(Detection(time: now, fenceID: fenceID, kind: .exited))
        case .startActivityUpdates:
            if let activity = motion.start(device: &device, kernel: &kernel) {
                invokeStrategy(.activityChanged(activity), kernel: &kernel)
            }
        case .stopActivityUpdates:
            if motion.stop(device: &device, at: now) { record.activityUpdates(from: motion.startedAt, to: now) }
        case .configureManager, .startUpdatingLocation, .stopUpdatingLocation, .startSignificantChanges,
            .stopSignificantChanges, .startMonitoring, .stopMonitoring, .startMonitoringCircle, .setPausing:
            app.fail(
                "the strategy asked for the iOS action \(action.iOSName) under Android; run it with \"platform\": \"ios\"",
                kernel: &kernel)
        }
    }

    /// Carries out one Android action.
    mutating func apply(android action: AndroidAction, kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        switch action {
        case .requestLocationUpdates(let id, let request):
            _ = flp.start(id, request, throttle: throttle, kernel: &kernel)
            refreshGPS(kernel: &kernel)
        case .removeLocationUpdates(let id):
            if let index = flp.index(of: id), flp.stop(at: index, kernel: &kernel) { refreshGPS(kernel: &kernel) }
        case .acquireWakeLock: wakeLockHeld = true
        case .releaseWakeLock: wakeLockHeld = false
        case .setAlarm(let id, let delay, let exact, let tag):
            if exact {
                inexactAlarms.remove(id)
                app.scheduleTimer(id, after: delay, tag: tag, kernel: &kernel)
            } else {
                let end = InexactAlarms.windowEnd(after: delay, fraction: parameters.android.inexactAlarmWindowFraction)
                app.scheduleTimer(id, after: end, tag: tag, kernel: &kernel)
                inexactAlarms.add(id, tag: tag, opens: now + max(.zero, delay))
            }
        case .startForegroundService, .stopForegroundService:
            let running = action == .startForegroundService
            guard running != foregroundService else { return }
            foregroundService = running
            flp.reschedule(throttle: throttle, kernel: &kernel)
            refreshGPS(kernel: &kernel)
        case .addGeofence(let geofence): addGeofence(geofence, kernel: &kernel)
        case .removeGeofence(let id): removeGeofence(id: id, kernel: &kernel)
        case .addProximityAlert(let id, let center, let radius):
            addProximityAlert(id: id, center: center, radiusMeters: radius, kernel: &kernel)
        case .removeProximityAlert(let id): removeProximityAlert(id: id, kernel: &kernel)
        }
    }
}

extension StrategyAction {
    /// The iOS call's name, for failure messages (`startUpdatingLocation`).
    var iOSName: String {
        switch self {
        case .configureManager: "configureManager"
        case .startUpdatingLocation: "startUpdatingLocation"
        case .stopUpdatingLocation: "stopUpdatingLocation"
        case .startSignificantChanges: "startSignificantChanges"
        case .stopSignificantChanges: "stopSignificantChanges"
        case .startMonitoring, .startMonitoringCircle: "startMonitoring"
        case .stopMonitoring: "stopMonitoring"
        case .scheduleTimer: "scheduleTimer"
        case .cancelTimer: "cancelTimer"
        case .upload: "upload"
        case .declareEntered: "declareEntered"
        case .declareExited: "declareExited"
        case .startActivityUpdates: "startActivityUpdates"
        case .stopActivityUpdates: "stopActivityUpdates"
        case .setPausing: "setPausing"
        case .android(let action): action.name
        }
    }
}
