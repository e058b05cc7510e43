import FenceDevice
import FenceKernel
import FenceWorld

/// The Android platform behind ``PlatformRun``: the kernel's event handler, composed like
/// ``IOSEngine`` of the shared ``EngineCore`` (the device, ``NetworkFixes`` for Wi-Fi and cell
/// fixes, ``MotionActivityService``, ``AppExecution``, ``BatteryWatch``, ``RecordBuilder``) and one state
/// type per Android service:
///
/// - ``FusedLocationProvider``: the app's location requests, when each is due, batching and throttling;
/// - the GPS receiver's stepping (``StandardLocationService``'s GPS part; no iOS managers run);
/// - ``DozeSchedule``: Doze's idle periods and maintenance windows;
/// - ``InexactAlarms`` beside ``AppExecution``'s timers (exact alarms);
///
/// Execution: the CPU sleeps unless the app holds its wake lock (ignored in Doze's idle periods) or a
/// callback runs (each delivery, alarm and event is a callback: a CPU burst and the wake tail; a GPS
/// session holds the CPU, as under iOS). Pending alarms do not keep it awake.
///
/// - ``GeofencingService`` and ``ProximityAlertService``: the Geofencing API and the framework proximity
///   alerts, which take network fixes (`AndroidEngine+Geofencing.swift`).
struct AndroidEngine: PlatformEngine, Sendable {
    var core: EngineCore
    var flp = FusedLocationProvider()
    /// The GPS receiver's stepping (only its GPS part is used).
    var gps = StandardLocationService(coarseGPSRule: .never)
    /// The latest GPS fix and when it came.
    var lastGPSFix: LocationFix?
    var inexactAlarms = InexactAlarms()
    let doze: DozeSchedule
    /// Whether the phone is in one of Doze's idle periods, since when and until when.
    var dozeIdle = false
    var dozeIdleSince = SimTime.zero
    var dozeIdleUntil = SimTime.zero
    /// Whether the app holds its partial wake lock.
    var wakeLockHeld = false
    /// The wake lock's effect since the last event, and since when (for the timeline's wake lane).
    var wakeLockState = WakeLockState.released
    var wakeLockSince = SimTime.zero
    /// Whether the app runs a foreground service (exempt from Background Location Limits).
    var foregroundService = false
    /// The pending timeout of the GPS session started for a due instant, if one runs.
    var gpsSessionToken: EventToken?
    /// The identifiers of the app's registered geofences (what ``StrategyContext/monitoredFenceIDs``
    /// shows under Android).
    var registeredGeofenceIDs: Set<String> = []
    var geofencing: GeofencingService
    /// The pending ``AndroidPlatformEvent/geofencingDue`` and its instant.
    var geofencingWake: (token: EventToken, at: SimTime)?
    var proximity: ProximityAlertService
    /// The pending ``AndroidPlatformEvent/proximityPollDue`` and its instant.
    var proximityWake: (token: EventToken, at: SimTime)?
    /// The starts of the world's still stretches and of the moving ones after them, in order (when the
    /// device has been still since: the Geofencing API's stationary cadence).
    let stillness: [(start: SimTime, still: Bool)]

    init(core: EngineCore) {
        self.core = core
        let android = core.parameters.android
        geofencing = GeofencingService(parameters: android.geofencing)
        proximity = ProximityAlertService(parameters: android.proximityAlerts)
        stillness = ActivityTimeline.stretches(of: core.world).map { ($0.start, !$0.activity.isMoving) }
        doze = DozeSchedule(world: core.world, start: core.start, parameters: android)
        if core.record.recordTimeline { self.core.record.timeline.wake = WakeTimeline() }
    }

    static func maximumMonitoredRegions(under parameters: PlatformParameters) -> Int {
        parameters.android.geofencing.maximumGeofences
    }

    /// The throttle Background Location Limits put on the app's requests now, or nil.
    var throttle: SimTime? {
        core.parameters.android.backgroundLocationLimits && !foregroundService
            ? .seconds(core.parameters.android.backgroundLocationIntervalSeconds) : nil
    }

    /// Closes open activity spans and reads the device's accounting at `end`.
    mutating func finish(at end: SimTime) -> RunRecord {
        gps.closeActivity(at: end, record: &core.record)
        core.record.wakeLock(was: wakeLockState, since: wakeLockSince, until: end)
        if dozeIdle { core.record.dozeIdle(from: dozeIdleSince, to: end) }
        return core.finish(at: end)
    }

    mutating func handle(_ event: PlatformEvent, kernel: inout Kernel<PlatformEvent>) {
        let callsBefore = core.app.callCount
        switch event {
        case .launch:
            stepDoze(kernel: &kernel)
            launchApp(kernel: &kernel)
        case .gpsWake:
            if let step = gps.gpsWake(device: &core.device, at: kernel.now) { followGPS(step, kernel: &kernel) }
        case .oneShotWake(let kind): oneShotWake(kind, kernel: &kernel)
        case .activityReport:
            if let activity = core.motion.reportDue(device: core.device, kernel: &kernel) {
                invokeStrategy(.activityChanged(activity), kernel: &kernel)
            }
        case .timer(let id, let tag): alarmDue(id, tag: tag, kernel: &kernel)
        case .appSleep: break
        case .batteryEmpty: if core.batteryCheckDue(kernel: &kernel) { return }
        case .sample: core.sample(kernel: &kernel)
        case .recharge: core.recharge(kernel: &kernel)
        case .android(let event): handle(android: event, kernel: &kernel)
        case .networkPoll, .cellPoll, .significantChangeCheck, .regionEvaluation,
            .regionConfirmation, .regionFailure, .pausingDue:
            break  // iOS services: never scheduled under Android
        }
        guard core.app.failure == nil else { return }
        // The app was woken: inexact alarms in their window fire with it.
        if core.app.callCount != callsBefore { fireOpenInexactAlarms(kernel: &kernel) }
        // Doze's idle disables the wake lock of an app without a foreground service [@AOSPPowerManagerService].
        let state: WakeLockState =
            !wakeLockHeld ? .released : dozeIdle && !foregroundService ? .ignored : .held
        if state != wakeLockState {
            core.record.wakeLock(was: wakeLockState, since: wakeLockSince, until: kernel.now)
            wakeLockState = state
            wakeLockSince = kernel.now
        }
        core.settle(held: state == .held, timersKeepAppAwake: false, kernel: &kernel)
    }

    /// Routes the Android services' own events.
    mutating func handle(android event: AndroidPlatformEvent, kernel: inout Kernel<PlatformEvent>) {
        switch event {
        case .requestDue(let index): requestDue(index, kernel: &kernel)
        case .batchDue(let index): deliverBatch(of: index, kernel: &kernel)
        case .dozeStep: stepDoze(kernel: &kernel)
        case .gpsSessionTimeout: gpsSessionTimedOut(kernel: &kernel)
        case .geofencingDue: geofencingDue(kernel: &kernel)
        case .proximityPollDue: proximityPollDue(kernel: &kernel)
        }
    }

    // MARK: Doze and alarms

    /// Doze's phase changes now (or the run starts): enters or leaves idle, and schedules the next change.
    mutating func stepDoze(kernel: inout Kernel<PlatformEvent>) {
        let phase = doze.phase(at: kernel.now)
        let wasIdle = dozeIdle
        dozeIdle = phase.idle
        dozeIdleUntil = phase.until
        if phase.until != .never { kernel.schedule(.android(.dozeStep), at: phase.until, priority: 1) }
        guard wasIdle != dozeIdle else { return }
        if dozeIdle { dozeIdleSince = kernel.now } else { core.record.dozeIdle(from: dozeIdleSince, to: kernel.now) }
        refreshGPS(kernel: &kernel)
        if !dozeIdle {
            // A maintenance window (or motion): the requests Doze deferred are served now.
            for index in flp.takeDeferred() { serveDue(index, kernel: &kernel) }
        }
    }

    /// An alarm's instant came: in an idle period it waits for the next window; otherwise it fires.
    mutating func alarmDue(_ id: TimerID, tag: Int, kernel: inout Kernel<PlatformEvent>) {
        if dozeIdle {
            core.app.scheduleTimer(id, after: dozeIdleUntil - kernel.now, tag: tag, kernel: &kernel)
            return
        }
        guard core.app.timerFired(id) else { return }
        inexactAlarms.remove(id)
        core.record.delivered(DeliveredEvent(time: kernel.now, service: .timer))
        invokeStrategy(.timer(id, tag: tag), kernel: &kernel)
    }

    /// The app was woken: inexact alarms whose window is open fire with it.
    mutating func fireOpenInexactAlarms(kernel: inout Kernel<PlatformEvent>) {
        guard !dozeIdle else { return }
        for alarm in inexactAlarms.takeOpen(at: kernel.now) {
            core.app.cancelTimer(alarm.id, kernel: &kernel)
            core.record.delivered(DeliveredEvent(time: kernel.now, service: .timer))
            invokeStrategy(.timer(alarm.id, tag: alarm.tag), kernel: &kernel)
        }
    }
}
