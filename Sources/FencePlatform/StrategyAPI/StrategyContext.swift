import FenceKernel
import FenceWorld

/// What a strategy can see and do while it handles one event.
///
/// It can read the time, the app's fences, the system's last known location and its own monitored
/// regions; it acts by calling the methods below, which the platform carries out in order after the
/// handler returns (a call into the strategy that they cause comes after all of them; see
/// ``LocationStrategy``). There is deliberately no way to reach the true position.
public struct StrategyContext: Sendable {
    /// The current simulation time.
    public internal(set) var now: SimTime
    /// The fences the app was configured with (centre and radius as the app knows them).
    public let fences: FenceDirectory
    /// The most recent location the system delivered to the app by any service (iOS
    /// `CLLocationManager.location`) — for a region event, the fix that confirmed it — or nil before
    /// the first one.
    public internal(set) var lastKnownLocation: Location?
    /// Fences whose regions are registered with region monitoring, before this event's actions.
    public internal(set) var monitoredFenceIDs: Set<String>
    /// The platform's limit on monitored regions per app (20 on iOS).
    public let maximumMonitoredRegions: Int

    /// The actions requested so far, in order.
    public private(set) var actions: [StrategyAction] = []
    private var nextTimer: Int

    /// Creates a context; the platform does this for each event (tests may too).
    public init(
        now: SimTime, fences: FenceDirectory, lastKnownLocation: Location?, monitoredFenceIDs: Set<String>,
        maximumMonitoredRegions: Int = 20, nextTimerID: Int = 0
    ) {
        self.now = now
        self.fences = fences
        self.lastKnownLocation = lastKnownLocation
        self.monitoredFenceIDs = monitoredFenceIDs
        self.maximumMonitoredRegions = maximumMonitoredRegions
        self.nextTimer = nextTimerID
    }

    /// The next timer identifier the platform should hand out after this event.
    public var nextTimerID: Int { nextTimer }

    /// Readies the context for the next event at `now` (the platform keeps one context per run, so
    /// that the action list keeps its storage): no actions yet, the timer identifiers continue. Inlined:
    /// it runs before every call into the app. The monitored set is stored only when one of the two is
    /// not empty: a strategy that monitors no region (most) then pays no reference counting for it.
    @inline(__always)
    mutating func prepare(now: SimTime, lastKnownLocation: Location?, monitoredFenceIDs: Set<String>) {
        self.now = now
        self.lastKnownLocation = lastKnownLocation
        if !(monitoredFenceIDs.isEmpty && self.monitoredFenceIDs.isEmpty) { self.monitoredFenceIDs = monitoredFenceIDs }
        // One at a time from the end: `removeAll(keepingCapacity:)` goes through the general
        // `replaceSubrange` (about 180 instructions for the usual one or two actions).
        while !actions.isEmpty { actions.removeLast() }
    }

    /// Sets a manager's desired accuracy and distance filter (metres; 0 = every fix). Takes effect
    /// immediately, also for a running manager.
    public mutating func configureManager(_ manager: ManagerID, accuracy: DesiredAccuracy, distanceFilterMeters: Double)
    {
        actions.append(.configureManager(manager, accuracy: accuracy, distanceFilterMeters: distanceFilterMeters))
    }

    /// Starts the standard location service of `manager` (configure it first).
    public mutating func startUpdatingLocation(_ manager: ManagerID) { actions.append(.startUpdatingLocation(manager)) }

    /// Stops the standard location service of `manager`.
    public mutating func stopUpdatingLocation(_ manager: ManagerID) { actions.append(.stopUpdatingLocation(manager)) }

    /// Starts significant-change updates.
    public mutating func startSignificantChanges() { actions.append(.startSignificantChanges) }

    /// Stops significant-change updates.
    public mutating func stopSignificantChanges() { actions.append(.stopSignificantChanges) }

    /// Registers the region of fence `fenceID` with region monitoring. Beyond the platform's limit
    /// the platform answers with ``StrategyEvent/regionMonitoringFailed(fenceID:reason:)``.
    public mutating func startMonitoring(fenceID: String) { actions.append(.startMonitoring(fenceID: fenceID)) }

    /// Registers a circular region of the app's own — not one of its fences — such as ~100 m around
    /// where the device stopped (iOS `CLCircularRegion`): it counts against the same limit, its events
    /// carry `regionID`, and ``stopMonitoring(fenceID:)`` with `regionID` unregisters it.
    public mutating func startMonitoring(regionID: String, center: LocalPoint, radiusMeters: Double) {
        actions.append(.startMonitoringCircle(regionID: regionID, center: center, radiusMeters: radiusMeters))
    }

    /// Unregisters the region of fence `fenceID`.
    public mutating func stopMonitoring(fenceID: String) { actions.append(.stopMonitoring(fenceID: fenceID)) }

    /// Schedules a timer `delay` from now; it comes back as ``StrategyEvent/timer(_:tag:)``.
    @discardableResult
    public mutating func scheduleTimer(after delay: SimTime, tag: Int = 0) -> TimerID {
        let id = TimerID(nextTimer)
        nextTimer += 1
        actions.append(.scheduleTimer(id, after: delay, tag: tag))
        return id
    }

    /// Cancels a pending timer (no effect if it already fired).
    public mutating func cancelTimer(_ timer: TimerID) { actions.append(.cancelTimer(timer)) }

    /// Uploads a small message to the app's server over the cellular data radio.
    public mutating func upload() { actions.append(.upload) }

    /// Leaves a note in the run's trace (kept only when the run records its timeline); the phone and the
    /// platform do nothing with it.
    public mutating func note(_ text: String) { actions.append(.note(text)) }

    /// Declares that the device entered fence `fenceID` — a detection the metrics score.
    public mutating func declareEntered(fenceID: String) { actions.append(.declareEntered(fenceID: fenceID)) }

    /// Starts activity updates (Core Motion's `startActivityUpdates`, Android's activity transitions):
    /// the phone's motion sensing runs and draws its current until ``stopActivityUpdates()``, and the
    /// app gets ``StrategyEvent/activityChanged(_:)`` now and at each reported change.
    public mutating func startActivityUpdates() { actions.append(.startActivityUpdates) }

    /// Stops activity updates and the motion sensing behind them.
    public mutating func stopActivityUpdates() { actions.append(.stopActivityUpdates) }

    /// Sets whether the system may pause `manager`'s updates while the phone stays put
    /// (``LocationPausing``; `never` unless set). Takes effect at once, also for a running manager.
    public mutating func setPausing(_ manager: ManagerID, _ pausing: LocationPausing) {
        actions.append(.setPausing(manager, pausing))
    }

    /// Declares that the device left fence `fenceID`.
    public mutating func declareExited(fenceID: String) { actions.append(.declareExited(fenceID: fenceID)) }

    /// Asks for an Android-only action (the named methods in `StrategyContext+Android.swift` build them).
    public mutating func android(_ action: AndroidAction) { actions.append(.android(action)) }

    /// The action at `index`, moved out of the list for the platform to apply, with ``StrategyAction/upload``
    /// left in its place until the next event clears the list: a move, where a copy would retain the
    /// payload's strings and the list's own copy release them later.
    mutating func takeAction(at index: Int) -> StrategyAction {
        var taken = StrategyAction.upload
        swap(&taken, &actions[index])
        return taken
    }

    /// A timer identifier not yet handed out in this run (for an alarm the app is about to set).
    mutating func takeTimerID() -> TimerID {
        defer { nextTimer += 1 }
        return TimerID(nextTimer)
    }
}
