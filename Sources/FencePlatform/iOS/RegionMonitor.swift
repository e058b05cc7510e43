import FenceDevice
import FenceKernel
import FenceWorld

/// One monitored region as the system tracks it.
struct MonitoredRegion: Sendable {
    enum State: Sendable, Equatable { case unknown, inside, outside }
    let fence: Fence
    var state = State.unknown
    /// A crossing seen but not yet held long enough: the new side and when it was first seen.
    var candidate: (inside: Bool, since: SimTime)?
}

/// A region crossing confirmed by an evaluation, to report to the app.
struct RegionCrossing: Sendable {
    let fenceID: String
    let entered: Bool
}

/// Region monitoring ([@AppleStartMonitoring], [@AppleLocationPG], [@RadiusNetworks2015]): at most
/// `maximumMonitoredRegions` regions; the system evaluates them on network locations (Wi-Fi, else cell)
/// every `regionEvaluationIntervalSeconds` and at each serving-cell change; a crossing must hold
/// `regionConfirmationSeconds` (re-checked with a new fix) before it is reported; small regions behave
/// as `regionMinimumEffectiveRadiusMeters`; a region registered while the device is inside gets no entry
/// event. A fix with a large error can put the device inside a far region — the false entries
/// [@MobileOOP] observed.
///
/// This type holds the registered regions and judges them; the engine requests the network fixes
/// (``NetworkFixes``) and reports the crossings to the app.
struct RegionMonitor: Sendable {
    /// The registered regions in registration order. Regions join and leave only through
    /// ``startMonitoring(fenceID:fences:parameters:kernel:)`` and ``stopMonitoring(fenceID:kernel:)``,
    /// which keep ``monitoredIDs`` in step.
    private var regions: [MonitoredRegion] = []
    private var evaluationToken: EventToken?
    private var confirmationToken: EventToken?
    /// The fence identifiers of ``regions``: kept, not rebuilt at every call into the app.
    private(set) var monitoredIDs: Set<String> = []
    /// Every registration that failed, in order; a ``PlatformEvent/regionFailure(_:)`` event carries
    /// the index of its entry.
    private var failures: [(fenceID: String, reason: String)] = []

    /// Registers the region of fence `fenceID`; returns whether it is new (the regions then need an
    /// evaluation now: the initial state comes from it, with no event). A registration that fails (no
    /// such fence, or the limit reached) is told to the app in an event of its own at the current
    /// instant.
    mutating func startMonitoring(
        fenceID: String, fences: FenceDirectory, parameters: PlatformParameters, kernel: inout Kernel<PlatformEvent>
    ) -> Bool {
        guard !monitoredIDs.contains(fenceID) else { return false }
        guard let fence = fences.fence(id: fenceID) else {
            fail(fenceID: fenceID, reason: "no fence with this identifier", kernel: &kernel)
            return false
        }
        return startMonitoring(fence, parameters: parameters, kernel: &kernel)
    }

    /// Registers `region` (a fence, or a circle of the app's own); returns whether it is new. Beyond the
    /// limit the registration fails as above.
    mutating func startMonitoring(
        _ fence: Fence, parameters: PlatformParameters, kernel: inout Kernel<PlatformEvent>
    ) -> Bool {
        let fenceID = fence.id
        guard !monitoredIDs.contains(fenceID) else { return false }
        guard regions.count < parameters.ios.maximumMonitoredRegions else {
            let reason = "the limit of \(parameters.ios.maximumMonitoredRegions) monitored regions is reached"
            fail(fenceID: fenceID, reason: reason, kernel: &kernel)
            return false
        }
        regions.append(MonitoredRegion(fence: fence))
        monitoredIDs.insert(fence.id)
        return true
    }

    private mutating func fail(fenceID: String, reason: String, kernel: inout Kernel<PlatformEvent>) {
        failures.append((fenceID, reason))
        kernel.schedule(.regionFailure(failures.count - 1), at: kernel.now)
    }

    /// The registration failure a ``PlatformEvent/regionFailure(_:)`` event refers to.
    func failure(at index: Int) -> (fenceID: String, reason: String) { failures[index] }

    /// Unregisters the region of fence `fenceID`, if registered; returns whether no region is left
    /// (evaluations then stop and the regions' fix requests must be withdrawn).
    mutating func stopMonitoring(fenceID: String, kernel: inout Kernel<PlatformEvent>) -> Bool {
        regions.removeAll { $0.fence.id == fenceID }
        monitoredIDs.remove(fenceID)
        guard regions.isEmpty else { return false }
        if let token = evaluationToken { kernel.cancel(token) }
        if let token = confirmationToken { kernel.cancel(token) }
        evaluationToken = nil
        confirmationToken = nil
        return true
    }

    /// A periodic (or cell-change) evaluation is due: returns whether regions are registered (an
    /// evaluation then starts).
    mutating func evaluationDue() -> Bool {
        evaluationToken = nil
        return !regions.isEmpty
    }

    /// A crossing seen earlier is to be re-checked: returns whether regions are registered (a new fix
    /// is then due).
    mutating func confirmationDue() -> Bool {
        confirmationToken = nil
        return !regions.isEmpty
    }

    /// An evaluation starts now: schedules the next one, periodic or at the next cell change (the
    /// engine requests the fix for this one).
    mutating func scheduleNextEvaluation(
        in world: World, parameters: PlatformParameters, kernel: inout Kernel<PlatformEvent>
    ) {
        if let token = evaluationToken { kernel.cancel(token) }
        let periodic = kernel.now + .seconds(parameters.ios.regionEvaluationIntervalSeconds)
        let next = min(periodic, world.nextHandoff(after: kernel.now) ?? periodic)
        evaluationToken = kernel.schedule(.regionEvaluation, at: next)
    }

    /// Judges every region on one network fix; returns the confirmed crossings in registration order.
    mutating func evaluate(
        with fix: LocationFix, parameters: PlatformParameters, kernel: inout Kernel<PlatformEvent>
    ) -> [RegionCrossing] {
        let now = kernel.now
        var crossings: [RegionCrossing] = []
        var needsConfirmation = false
        for index in regions.indices {
            let fence = regions[index].fence
            let radius = max(fence.radiusMeters, parameters.ios.regionMinimumEffectiveRadiusMeters)
            let distance = fence.center.distanceMeters(to: fix.position)
            let side: Bool? =
                distance <= radius ? true : (distance > radius + parameters.ios.regionExitMarginMeters ? false : nil)
            guard let side else {
                // Neither inside nor beyond the exit margin: a crossing seen earlier did not hold.
                regions[index].candidate = nil
                continue
            }
            switch regions[index].state {
            case .unknown:
                regions[index].state = side ? .inside : .outside
            case .inside where !side, .outside where side:
                if let candidate = regions[index].candidate, candidate.inside == side,
                    (now - candidate.since).seconds >= parameters.ios.regionConfirmationSeconds
                {
                    regions[index].state = side ? .inside : .outside
                    regions[index].candidate = nil
                    crossings.append(RegionCrossing(fenceID: fence.id, entered: side))
                } else {
                    if regions[index].candidate?.inside != side {
                        regions[index].candidate = (side, now)
                    }
                    needsConfirmation = true
                }
            default:
                regions[index].candidate = nil
            }
        }
        if needsConfirmation && confirmationToken == nil {
            confirmationToken = kernel.schedule(
                .regionConfirmation, after: .seconds(parameters.ios.regionConfirmationSeconds))
        }
        return crossings
    }
}
