import FenceDevice
import FenceKernel
import FenceWorld

/// The Android engine's routing of the app's calls (in ``LocationStrategy``'s order, through
/// ``EngineCore/beginCall(_:monitoredFenceIDs:kernel:)`` as under iOS) and actions.
extension AndroidEngine {
    /// Runs the strategy for `event` and carries out its actions in order (a CPU burst per call).
    mutating func invokeStrategy(_ event: StrategyEvent, kernel: inout Kernel<PlatformEvent>) {
        call(event, kernel: &kernel)
    }

    /// ``invokeStrategy(_:kernel:)`` for the app's launch.
    mutating func launchApp(kernel: inout Kernel<PlatformEvent>) { call(nil, kernel: &kernel) }

    private mutating func call(_ event: StrategyEvent?, kernel: inout Kernel<PlatformEvent>) {
        guard core.beginCall(event, monitoredFenceIDs: registeredGeofenceIDs, kernel: &kernel) else { return }
        var index = 0
        while let action = core.nextAction(after: &index, monitoredFenceIDs: registeredGeofenceIDs, kernel: &kernel) {
            apply(action, kernel: &kernel)
        }
    }

    /// Carries out one strategy action at the current time. iOS-only actions end the run with a failure.
    mutating func apply(_ action: StrategyAction, kernel: inout Kernel<PlatformEvent>) {
        switch action {
        case .android(let android): apply(android: android, kernel: &kernel)
        case .scheduleTimer, .upload, .declareEntered, .declareExited, .stopActivityUpdates, .note:
            // A shared timer is an exact alarm under Android.
            core.applyShared(action, kernel: &kernel)
        case .cancelTimer(let id):
            inexactAlarms.remove(id)
            core.app.cancelTimer(id, kernel: &kernel)
        case .startActivityUpdates:
            if let activity = core.motion.start(device: &core.device, kernel: &kernel) {
                invokeStrategy(.activityChanged(activity), kernel: &kernel)
            }
        case .configureManager, .startUpdatingLocation, .stopUpdatingLocation, .startSignificantChanges,
            .stopSignificantChanges, .startMonitoring, .stopMonitoring, .startMonitoringCircle, .setPausing:
            core.app.fail(
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
                core.app.scheduleTimer(id, after: delay, tag: tag, kernel: &kernel)
            } else {
                let end = InexactAlarms.windowEnd(
                    after: delay, fraction: core.parameters.android.inexactAlarmWindowFraction)
                core.app.scheduleTimer(id, after: end, tag: tag, kernel: &kernel)
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
        case .note: "note"
        case .android(let action): action.name
        }
    }
}
