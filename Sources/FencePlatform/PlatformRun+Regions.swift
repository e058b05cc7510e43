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

/// Region monitoring's state: the registered regions in registration order and the pending evaluations.
struct RegionMonitorState: Sendable {
    /// The registered regions. Regions join and leave only through ``register(_:)`` and
    /// ``unregister(fenceID:)``, which keep ``monitoredIDs`` in step.
    var regions: [MonitoredRegion] = []
    var evaluationToken: EventToken?
    var confirmationToken: EventToken?
    /// The fence identifiers of ``regions``: kept, not rebuilt at every call into the app.
    private(set) var monitoredIDs: Set<String> = []

    /// Registers the region of `fence` (not registered yet).
    mutating func register(_ fence: Fence) {
        regions.append(MonitoredRegion(fence: fence))
        monitoredIDs.insert(fence.id)
    }

    /// Unregisters the region of fence `fenceID`, if registered.
    mutating func unregister(fenceID: String) {
        regions.removeAll { $0.fence.id == fenceID }
        monitoredIDs.remove(fenceID)
    }
}

/// Region monitoring ([@AppleStartMonitoring], [@AppleLocationPG], [@RadiusNetworks2015]): at most
/// `maximumMonitoredRegions` regions; the system evaluates them on network locations (Wi-Fi, else cell) every
/// `regionEvaluationIntervalSeconds` and at each serving-cell change; a crossing must hold `regionConfirmationSeconds`
/// (re-checked with a new fix) before it is reported; small regions behave as `regionMinimumEffectiveRadiusMeters`; a
/// region registered while the device is inside gets no entry event. A fix with a large error can put the device inside
/// a far region — the false entries [@MobileOOP] observed.
extension PlatformEngine {
    mutating func startMonitoring(fenceID: String, kernel: inout Kernel<PlatformEvent>) {
        guard !regions.monitoredIDs.contains(fenceID) else { return }
        guard let fence = fences.fence(id: fenceID) else {
            failRegistration(fenceID: fenceID, reason: "no fence with this identifier", kernel: &kernel)
            return
        }
        guard regions.regions.count < parameters.maximumMonitoredRegions else {
            let reason = "the limit of \(parameters.maximumMonitoredRegions) monitored regions is reached"
            failRegistration(fenceID: fenceID, reason: reason, kernel: &kernel)
            return
        }
        regions.register(fence)
        // The initial state comes from an immediate evaluation (no event for it).
        requestRegionEvaluation(kernel: &kernel)
    }

    /// Tells the app, in an event of its own at the current instant, that registering `fenceID` failed.
    private mutating func failRegistration(fenceID: String, reason: String, kernel: inout Kernel<PlatformEvent>) {
        regionFailures.append((fenceID, reason))
        kernel.schedule(.regionFailure(regionFailures.count - 1), at: kernel.now)
    }

    mutating func stopMonitoring(fenceID: String, kernel: inout Kernel<PlatformEvent>) {
        regions.unregister(fenceID: fenceID)
        if regions.regions.isEmpty {
            if let token = regions.evaluationToken { kernel.cancel(token) }
            if let token = regions.confirmationToken { kernel.cancel(token) }
            regions.evaluationToken = nil
            regions.confirmationToken = nil
            oneShots[.wifi].consumers.remove(.regions)
            oneShots[.cell].consumers.remove(.regions)
        }
    }

    /// A periodic (or cell-change) evaluation is due.
    mutating func regionEvaluationDue(kernel: inout Kernel<PlatformEvent>) {
        regions.evaluationToken = nil
        guard !regions.regions.isEmpty else { return }
        requestRegionEvaluation(kernel: &kernel)
    }

    /// A crossing seen earlier is re-checked with a new fix.
    mutating func regionConfirmationDue(kernel: inout Kernel<PlatformEvent>) {
        regions.confirmationToken = nil
        guard !regions.regions.isEmpty else { return }
        request(.wifi, for: .regions, kernel: &kernel)
    }

    /// Takes a network fix for the regions now and schedules the next periodic evaluation.
    private mutating func requestRegionEvaluation(kernel: inout Kernel<PlatformEvent>) {
        if let token = regions.evaluationToken { kernel.cancel(token) }
        let periodic = kernel.now + .seconds(parameters.regionEvaluationIntervalSeconds)
        let next = min(periodic, nextHandoff(after: kernel.now) ?? periodic)
        regions.evaluationToken = kernel.schedule(.regionEvaluation, at: next)
        request(.wifi, for: .regions, kernel: &kernel)
    }

    /// Judges every region on one network fix and reports confirmed crossings.
    mutating func evaluateRegions(with fix: LocationFix, kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        var crossings: [(fenceID: String, entered: Bool)] = []
        var needsConfirmation = false
        for index in regions.regions.indices {
            let fence = regions.regions[index].fence
            let radius = max(fence.radiusMeters, parameters.regionMinimumEffectiveRadiusMeters)
            let distance = fence.center.distanceMeters(to: fix.position)
            let side: Bool? =
                distance <= radius ? true : (distance > radius + parameters.regionExitMarginMeters ? false : nil)
            guard let side else {
                // Neither inside nor beyond the exit margin: a crossing seen earlier did not hold.
                regions.regions[index].candidate = nil
                continue
            }
            switch regions.regions[index].state {
            case .unknown:
                regions.regions[index].state = side ? .inside : .outside
            case .inside where !side, .outside where side:
                if let candidate = regions.regions[index].candidate, candidate.inside == side,
                    (now - candidate.since).seconds >= parameters.regionConfirmationSeconds
                {
                    regions.regions[index].state = side ? .inside : .outside
                    regions.regions[index].candidate = nil
                    crossings.append((fence.id, side))
                } else {
                    if regions.regions[index].candidate?.inside != side {
                        regions.regions[index].candidate = (side, now)
                    }
                    needsConfirmation = true
                }
            default:
                regions.regions[index].candidate = nil
            }
        }
        if needsConfirmation && regions.confirmationToken == nil {
            regions.confirmationToken = kernel.schedule(
                .regionConfirmation, after: .seconds(parameters.regionConfirmationSeconds))
        }
        // The app woken for a region event finds the location behind it in `CLLocationManager.location`
        // ([@MobileOOP]'s `containsCoordinate` check reads it there).
        if !crossings.isEmpty { lastKnownLocation = Location(fix) }
        for (fenceID, entered) in crossings {
            record.regionEvent(
                DeliveredEvent(time: now, service: entered ? .regionEntry : .regionExit, fenceID: fenceID))
            wakeApp(kernel: &kernel)
            invokeStrategy(
                entered ? .regionEntered(fenceID: fenceID) : .regionExited(fenceID: fenceID), kernel: &kernel)
        }
    }
}
