import FenceDevice
import FenceKernel
import FenceWorld

/// The Android platform behind ``AndroidRun``: the kernel's event handler, composed of one state type per
/// service like ``PlatformEngine``, whose pieces it reuses by calling them:
///
/// - ``FusedLocationProvider``: the app's location requests, when each is due, batching and throttling;
/// - the GPS receiver's stepping (``StandardLocationService``'s GPS part; no iOS managers run) and
///   ``NetworkFixes`` for Wi-Fi and cell fixes;
/// - ``DozeSchedule``: Doze's idle periods and maintenance windows;
/// - ``InexactAlarms`` beside ``AppExecution``'s timers (exact alarms);
/// - ``MotionActivityService``, ``BatteryWatch`` and ``RecordBuilder``, as under iOS.
///
/// Execution: the CPU sleeps unless the app holds its wake lock (ignored in Doze's idle periods) or a
/// callback runs (each delivery, alarm and event is a callback: a CPU burst and the wake tail; a GPS
/// session holds the CPU, as under iOS). Pending alarms do not keep it awake.
///
/// - ``GeofencingService`` and ``ProximityAlertService``: the Geofencing API and the framework proximity
///   alerts, which take network fixes (`AndroidEngine+Geofencing.swift`).
struct AndroidEngine: RunEngine, Sendable {
    let world: World
    /// When the run starts: the device's start time.
    let start: SimTime
    let fences: FenceDirectory
    /// The platform's parameters: `android`, and `gpsFreshnessSeconds`, which both platforms share.
    let parameters: PlatformParameters
    var device: Device
    var flp = FusedLocationProvider()
    /// The GPS receiver's stepping (only its GPS part is used).
    var gps = StandardLocationService()
    /// The latest GPS fix and when it came.
    var lastGPSFix: LocationFix?
    var networkFixes = NetworkFixes()
    var motion = MotionActivityService()
    var app: AppExecution
    var inexactAlarms = InexactAlarms()
    var battery = BatteryWatch()
    var record: RecordBuilder
    let doze: DozeSchedule
    /// Whether the phone is in one of Doze's idle periods, and until when.
    var dozeIdle = false
    var dozeIdleUntil = SimTime.zero
    /// Whether the app holds its partial wake lock.
    var wakeLockHeld = false
    /// Whether the app runs a foreground service (exempt from Background Location Limits).
    var foregroundService = false
    /// The pending timeout of the GPS session started for a due instant, if one runs.
    var gpsSessionToken: EventToken?
    /// Whether the app was called during the event being handled (inexact alarms in their window then
    /// fire with it).
    var calledDuringEvent = false
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

    init(
        world: World, device: Device, strategy: any LocationStrategy, fences: FenceDirectory,
        parameters: PlatformParameters, recordTimeline: Bool, sampleInterval: SimTime
    ) {
        self.world = world
        start = device.lastActionTime
        self.device = device
        self.fences = fences
        self.parameters = parameters
        app = AppExecution(
            strategy: strategy, fences: fences, maximumMonitoredRegions: parameters.android.geofencing.maximumGeofences)
        geofencing = GeofencingService(parameters: parameters.android.geofencing)
        proximity = ProximityAlertService(parameters: parameters.android.proximityAlerts)
        stillness = ActivityTimeline.stretches(of: world).map { ($0.start, !$0.activity.isMoving) }
        record = RecordBuilder(recordTimeline: recordTimeline, sampleInterval: sampleInterval)
        doze = DozeSchedule(world: world, start: start, parameters: parameters.android)
    }

    /// The throttle Background Location Limits put on the app's requests now, or nil.
    var throttle: SimTime? {
        parameters.android.backgroundLocationLimits && !foregroundService
            ? .seconds(parameters.android.backgroundLocationIntervalSeconds) : nil
    }

    /// Closes open activity spans and reads the device's accounting at `end`.
    mutating func finish(at end: SimTime) -> RunRecord {
        gps.closeActivity(at: end, record: &record)
        networkFixes.closeActivities(at: end, record: &record)
        if motion.isRunning { record.activityUpdates(from: motion.startedAt, to: end) }
        return record.finish(
            device: device, start: start, end: end, emptied: battery.emptied, failure: app.failure)
    }

    mutating func handle(_ event: PlatformEvent, kernel: inout Kernel<PlatformEvent>) {
        calledDuringEvent = false
        switch event {
        case .launch:
            stepDoze(kernel: &kernel)
            launchApp(kernel: &kernel)
        case .gpsWake:
            if let step = gps.gpsWake(device: &device, at: kernel.now) { followGPS(step, kernel: &kernel) }
        case .oneShotWake(let kind):
            let step = networkFixes.wake(kind, device: &device, at: kernel.now)
            follow(step, of: kind, kernel: &kernel)
        case .activityReport:
            if let activity = motion.reportDue(device: device, kernel: &kernel) {
                invokeStrategy(.activityChanged(activity), kernel: &kernel)
            }
        case .timer(let id, let tag): alarmDue(id, tag: tag, kernel: &kernel)
        case .appSleep: break
        case .batteryEmpty:
            if battery.checkDue(device: device, at: kernel.now) {
                kernel.stop()
                return
            }
        case .sample:
            record.sample(time: kernel.now, remainingFraction: device.remainingFraction(at: kernel.now))
            kernel.schedule(.sample, after: record.sampleInterval)
        case .android(let event): handle(android: event, kernel: &kernel)
        case .networkPoll, .cellPoll, .deliverCached, .significantChangeCheck, .regionEvaluation,
            .regionConfirmation, .regionFailure, .pausingDue:
            break  // iOS services: never scheduled under Android
        }
        guard app.failure == nil else { return }
        if calledDuringEvent { fireOpenInexactAlarms(kernel: &kernel) }
        app.refreshAwake(
            managerRunning: wakeLockHeld && !dozeIdle, timersKeepAppAwake: false, device: &device, at: kernel.now)
        battery.refresh(device: &device, kernel: &kernel)
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
        refreshGPS(kernel: &kernel)
        if !dozeIdle {
            // A maintenance window (or motion): the requests Doze deferred are served now.
            for index in flp.takeDeferred() { serveDue(index, kernel: &kernel) }
        }
    }

    /// An alarm's instant came: in an idle period it waits for the next window; otherwise it fires.
    mutating func alarmDue(_ id: TimerID, tag: Int, kernel: inout Kernel<PlatformEvent>) {
        if dozeIdle {
            app.scheduleTimer(id, after: dozeIdleUntil - kernel.now, tag: tag, kernel: &kernel)
            return
        }
        guard app.timerFired(id) else { return }
        inexactAlarms.remove(id)
        record.delivered(DeliveredEvent(time: kernel.now, service: .timer))
        invokeStrategy(.timer(id, tag: tag), kernel: &kernel)
    }

    /// The app was woken: inexact alarms whose window is open fire with it.
    mutating func fireOpenInexactAlarms(kernel: inout Kernel<PlatformEvent>) {
        guard !dozeIdle else { return }
        for alarm in inexactAlarms.takeOpen(at: kernel.now) {
            app.cancelTimer(alarm.id, kernel: &kernel)
            record.delivered(DeliveredEvent(time: kernel.now, service: .timer))
            invokeStrategy(.timer(alarm.id, tag: alarm.tag), kernel: &kernel)
        }
    }
}
