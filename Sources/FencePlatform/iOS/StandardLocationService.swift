import FenceDevice
import FenceKernel
import FenceWorld

/// One of the app's location managers (its name is in ``StandardLocationService`` at the same index,
/// so that this state is plain numbers: read and written at every fix without reference counting).
struct ManagerState: Sendable {
    var accuracy: DesiredAccuracy = .best
    var distanceFilterMeters: Double = 0
    var running = false
    /// Position of the last location delivered, for the distance filter.
    var lastDelivered: LocalPoint?
    /// Selected for the location being delivered and not yet handed it (see
    /// ``StandardLocationService/selectRecipients(of:)``).
    var isRecipient = false
}

/// The source tiers the running managers want.
struct WantedTiers: Sendable {
    var satellite = false
    var network = false
    var cell = false
}

/// The standard location service: the app's location managers, the GPS receiver that serves the fine
/// ones and the polls of network and cell fixes for the others.
///
/// Which sources run follows the running managers' accuracy tiers:
/// - a fine manager (`best` …) runs GPS (A-GPS when the profile has it) and, while GPS has no fresh
///   fix, network fixes too (iOS delivers coarse fixes first and refines them);
/// - a `hundredMeters` manager runs network fixes (Wi-Fi, else cell) every `networkFixIntervalSeconds`;
/// - a coarse manager runs cell fixes every `cellFixIntervalSeconds`;
/// - a coarse manager that powers GPS under `coarseManagerGPSRule` (``CoarseManagerGPSRule``) is served
///   as a fine one.
/// Sources are shared: every fix goes to every running manager (better-than-requested fixes are
/// delivered, as on iOS), and a source is started once however many managers want it. The polls' fixes
/// are one-shot requests (``NetworkFixes``); delivering a fix to the app is the engine's part.
struct StandardLocationService: Sendable {
    private var managers: [ManagerState] = []
    /// The managers' names, by the index of their state in ``managers``.
    private var managerIDs: [ManagerID] = []
    private(set) var gpsOn = false
    private var gpsToken: EventToken?
    private var gpsStarted: SimTime = .zero
    /// The running session's kind (``SourceKind/agps`` after an assisted start): its span on the timeline.
    private var gpsKind: SourceKind = .gps
    private var lastGPSFix: SimTime?
    private var networkPollToken: EventToken?
    private var cellPollToken: EventToken?
    /// The freshness of a GPS fix last given (the platform's parameter: one value per run) as a span, so
    /// that it is not converted from seconds at every fix.
    private var freshness: (seconds: Double, span: SimTime) = (0, .zero)
    /// Managers that just started and wait for the cached location, by index, in the order they started.
    private var awaitingCached: [Int] = []
    /// When a coarse manager powers GPS (the platform's parameter: one value per run).
    private let coarseGPSRule: CoarseManagerGPSRule
    /// Whether the last Wi-Fi request for the managers failed (``CoarseManagerGPSRule/wifiMissed``).
    private var wifiMissing = false

    /// A service with no manager, coarse managers powering GPS under `coarseGPSRule`.
    init(coarseGPSRule: CoarseManagerGPSRule) { self.coarseGPSRule = coarseGPSRule }

    // MARK: Managers

    /// Whether the running managers hold the CPU awake under `rule` (the app then runs continuously in
    /// the background; otherwise their fixes and deliveries only wake it).
    func holdsProcessorAwake(under rule: ProcessorHoldRule) -> Bool { rule.holds(wantedTiers) }

    /// The tiers of the running managers: three flags, not a set (no allocation, no hashing). Read after
    /// every event (``holdsProcessorAwake(under:)``) and at every GPS fix, so it is kept, and recomputed
    /// only when a manager starts, stops or changes its accuracy.
    private(set) var wantedTiers = WantedTiers()

    /// Recomputes ``wantedTiers`` from the managers.
    private mutating func updateWantedTiers() {
        var tiers = WantedTiers()
        for manager in managers where manager.running {
            if coarseGPSRule.powersGPS(
                manager.accuracy, distanceFilterMeters: manager.distanceFilterMeters, wifiMissing: wifiMissing)
            {
                tiers.satellite = true
                // The filter rule serves the manager as a fine one; a missed Wi-Fi fix keeps its scans.
                if coarseGPSRule == .distanceFilterUnder100m { continue }
            }
            switch manager.accuracy.tier {
            case .satellite: tiers.satellite = true
            case .network: tiers.network = true
            case .cell: tiers.cell = true
            }
        }
        wantedTiers = tiers
    }

    /// A Wi-Fi request for the managers ended, with a fix (`succeeded`) or not; returns whether the
    /// wanted tiers changed (the sources must then follow).
    mutating func wifiRequestEnded(succeeded: Bool) -> Bool {
        guard coarseGPSRule == .wifiMissed, wifiMissing == succeeded else { return false }
        wifiMissing = !succeeded
        let before = wantedTiers.satellite
        updateWantedTiers()
        return wantedTiers.satellite != before
    }

    /// Sets manager `id`'s accuracy and distance filter (a negative filter counts as 0); returns
    /// whether it runs (its sources must then follow).
    mutating func configure(_ id: ManagerID, accuracy: DesiredAccuracy, distanceFilterMeters: Double) -> Bool {
        let index = managerIndex(id)
        managers[index].accuracy = accuracy
        managers[index].distanceFilterMeters = max(0, distanceFilterMeters)
        updateWantedTiers()
        return managers[index].running
    }

    /// Starts manager `id`; returns its index, or nil when it was running already.
    mutating func start(_ id: ManagerID) -> Int? {
        let index = managerIndex(id)
        guard !managers[index].running else { return nil }
        managers[index].running = true
        managers[index].lastDelivered = nil
        updateWantedTiers()
        return index
    }

    /// Stops manager `id`; returns whether it was running.
    mutating func stop(_ id: ManagerID) -> Bool {
        guard let index = managerIDs.firstIndex(of: id), managers[index].running else { return false }
        managers[index].running = false
        updateWantedTiers()
        return true
    }

    /// Whether manager `id` runs.
    func isRunning(_ id: ManagerID) -> Bool {
        managerIDs.firstIndex(of: id).map { managers[$0].running } ?? false
    }

    /// The name of the manager at `index`.
    func id(ofManagerAt index: Int) -> ManagerID { managerIDs[index] }

    /// The number of managers ever configured or started (their indices are `0..<managerCount`).
    var managerCount: Int { managers.count }

    /// The index of manager `id`, creating it with iOS's defaults (`best`, no filter) if new.
    private mutating func managerIndex(_ id: ManagerID) -> Int {
        if let index = managerIDs.firstIndex(of: id) { return index }
        managerIDs.append(id)
        managers.append(ManagerState())
        return managers.count - 1
    }

    // MARK: Delivery

    /// Marks the running managers whose distance filter `location` passes as its recipients (each counts
    /// it as delivered: the reference for its next filter check); returns whether any passes.
    mutating func selectRecipients(of location: Location) -> Bool {
        // At every fix: the managers are made unique once, not at each write.
        managers.withUnsafeMutableBufferPointer { managers in
            var any = false
            for index in managers.indices where managers[index].running {
                if let last = managers[index].lastDelivered,
                    last.distanceMeters(to: location.position) < managers[index].distanceFilterMeters
                {
                    continue
                }
                managers[index].lastDelivered = location.position
                managers[index].isRecipient = true
                any = true
            }
            return any
        }
    }

    /// Takes the recipient mark off the manager at `index`: whether it was marked and still runs (a
    /// handler called earlier for the same location may have stopped it).
    mutating func takeRecipient(_ index: Int) -> Bool {
        guard managers[index].isRecipient else { return false }
        managers[index].isRecipient = false
        return managers[index].running
    }

    /// The manager at `index`, which just started, is to get the cached location right after the event
    /// being handled (``nextAwaitingCached()``).
    mutating func awaitCached(forManagerAt index: Int) { awaitingCached.append(index) }

    /// The index of the manager that started first of those still waiting for the cached location, taken
    /// off the queue; nil when none waits.
    @inline(__always)  // asked after every event
    mutating func nextAwaitingCached() -> Int? { awaitingCached.isEmpty ? nil : awaitingCached.removeFirst() }

    /// The manager at `index`, which just started, takes the cached location at `position` as its first
    /// delivery: its name, or nil when it stopped or already had a delivery since.
    mutating func takeCached(at position: LocalPoint, forManagerAt index: Int) -> ManagerID? {
        guard managers[index].running, managers[index].lastDelivered == nil else { return nil }
        managers[index].lastDelivered = position
        return managerIDs[index]
    }

    // MARK: GPS

    /// Switches the receiver on; returns its first step (``take(_:freshnessSeconds:kernel:)`` follows it).
    mutating func startGPS(assisted: Bool, device: inout Device, at now: SimTime) -> SourceStep {
        gpsOn = true
        gpsStarted = now
        lastGPSFix = nil
        let step = device.startGPS(assisted: assisted, at: now)
        gpsKind = device.gpsSessionKind ?? .gps
        return step
    }

    /// Switches the receiver off at `time`.
    mutating func stopGPS(
        at time: SimTime, device: inout Device, record: inout RecordBuilder, kernel: inout Kernel<PlatformEvent>
    ) {
        gpsOn = false
        if let gpsToken { kernel.cancel(gpsToken) }
        gpsToken = nil
        device.stopGPS(at: time)
        record.activity(gpsKind, from: gpsStarted, to: time)
    }

    /// The receiver asked to be driven now: its next step, or nil when it is off.
    mutating func gpsWake(device: inout Device, at now: SimTime) -> SourceStep? {
        gpsToken = nil
        guard gpsOn else { return nil }
        return device.advanceGPS(at: now)
    }

    /// Schedules the receiver's next wake after `step`; returns the step's fix, to deliver. A fix counts
    /// as fresh (GPS tracking) for `freshnessSeconds`.
    mutating func take(_ step: SourceStep, freshnessSeconds: Double, kernel: inout Kernel<PlatformEvent>)
        -> LocationFix?
    {
        if let wake = step.nextWake {
            // The receiver skips its idle epochs, but the platform checks the age of the last fix at
            // every epoch: it still comes back at the epoch where that fix stops being fresh.
            let lastFix = step.fix != nil ? kernel.now : lastGPSFix
            var epoch = max(wake, kernel.now)
            if let idleSince = step.idleSince, let lastFix, Self.isFresh(lastFix, at: kernel.now, freshnessSeconds) {
                if freshness.seconds != freshnessSeconds { freshness = (freshnessSeconds, .seconds(freshnessSeconds)) }
                epoch = min(epoch, Self.firstStaleEpoch(of: lastFix, from: idleSince, freshness))
            }
            // Outside the heap: a session schedules one wake a second (same order as in the heap).
            gpsToken = kernel.scheduleOutsideHeap(.gpsWake, at: epoch, priority: PlatformEvent.gpsEpochPriority)
        }
        guard let fix = step.fix else { return nil }
        lastGPSFix = kernel.now
        return fix
    }

    /// Whether a GPS fix taken at `fixTime` still counts as "GPS is tracking" at `time`.
    private static func isFresh(_ fixTime: SimTime, at time: SimTime, _ freshnessSeconds: Double) -> Bool {
        (time - fixTime).seconds <= freshnessSeconds
    }

    /// The first whole-second epoch at or after `first` at which a fix taken at `fixTime` is no
    /// longer fresh (`freshness`: in seconds, and as a span).
    private static func firstStaleEpoch(
        of fixTime: SimTime, from first: SimTime, _ freshness: (seconds: Double, span: SimTime)
    ) -> SimTime {
        let expiry = fixTime + freshness.span
        var epoch = max(first, SimTime(microseconds: expiry.wholeSeconds * 1_000_000))
        while isFresh(fixTime, at: epoch, freshness.seconds) { epoch += .seconds(1) }
        return epoch
    }

    // MARK: Network and cell polling

    /// Starts or stops the network and cell polls for `tiers` (the tiers wanted before GPS was started
    /// or stopped): network fixes for a network manager and for a fine one while GPS has no fix younger
    /// than `freshnessSeconds`, cell fixes for a coarse manager when no network fixes run. Runs at every
    /// GPS fix: inlined by force (left a call, it cost about 1 % of a simulated `continuous` day).
    @inline(__always)
    mutating func updatePolls(for tiers: WantedTiers, freshnessSeconds: Double, kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        let gpsFresh = lastGPSFix.map { Self.isFresh($0, at: now, freshnessSeconds) } ?? false
        let needNetwork = tiers.network || (tiers.satellite && !gpsFresh)
        if needNetwork && networkPollToken == nil {
            networkPollToken = kernel.schedule(.networkPoll, at: now)
        } else if !needNetwork, let token = networkPollToken {
            kernel.cancel(token)
            networkPollToken = nil
        }
        let needCell = tiers.cell && !needNetwork
        if needCell && cellPollToken == nil {
            cellPollToken = kernel.schedule(.cellPoll, at: now)
        } else if !needCell, let token = cellPollToken {
            kernel.cancel(token)
            cellPollToken = nil
        }
    }

    /// A network poll is due: schedules the next one `intervalSeconds` later (the engine requests the fix).
    mutating func networkPollDue(intervalSeconds: Double, kernel: inout Kernel<PlatformEvent>) {
        networkPollToken = kernel.schedule(.networkPoll, after: .seconds(intervalSeconds))
    }

    /// A cell poll is due: schedules the next one `intervalSeconds` later (the engine requests the fix).
    mutating func cellPollDue(intervalSeconds: Double, kernel: inout Kernel<PlatformEvent>) {
        cellPollToken = kernel.schedule(.cellPoll, after: .seconds(intervalSeconds))
    }

    /// Closes the receiver's activity span still open at the end of the run.
    func closeActivity(at end: SimTime, record: inout RecordBuilder) {
        if gpsOn { record.activity(gpsKind, from: gpsStarted, to: end) }
    }
}
