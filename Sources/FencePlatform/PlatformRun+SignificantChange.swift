import FenceDevice
import FenceKernel
import FenceWorld

/// The significant-change service's state.
struct SignificantChangeState: Sendable {
    var isOn = false
    /// Time and true position of the last delivery (the reference for "moved 500 m").
    var lastDelivery: (time: SimTime, position: LocalPoint)?
    /// The pending delivery check.
    var token: EventToken?
}

/// The significant-change service ([@OReillyiOSComponents], [@AppleEnergyGuide], [@XamarinSignificantChange]): a
/// delivery when the serving cell changes or the device has moved `significantChangeDistanceMeters` from the last
/// delivery, never sooner than the minimum interval after it and at least every maximum interval; each delivery is a
/// cell fix (cell accuracy) and wakes the app. Starting the service delivers the current location promptly.
extension PlatformEngine {
    mutating func startSignificantChanges(kernel: inout Kernel<PlatformEvent>) {
        guard !significantChange.isOn else { return }
        significantChange.isOn = true
        significantChange.lastDelivery = nil
        request(.cell, for: .significantChange, kernel: &kernel)
    }

    mutating func stopSignificantChanges(kernel: inout Kernel<PlatformEvent>) {
        guard significantChange.isOn else { return }
        if let token = significantChange.token { kernel.cancel(token) }
        significantChange = SignificantChangeState()
        oneShots[.cell].consumers.remove(.significantChange)
    }

    /// A check is due: the trigger condition holds by construction, so take a cell fix to deliver.
    mutating func significantChangeDue(kernel: inout Kernel<PlatformEvent>) {
        significantChange.token = nil
        guard significantChange.isOn else { return }
        request(.cell, for: .significantChange, kernel: &kernel)
    }

    /// The cell fix for a delivery failed (no coverage): try again a minute later.
    mutating func significantChangeFixFailed(kernel: inout Kernel<PlatformEvent>) {
        guard significantChange.isOn else { return }
        significantChange.token = kernel.schedule(.significantChangeCheck, after: .seconds(60))
    }

    mutating func deliverSignificantChange(_ fix: LocationFix, kernel: inout Kernel<PlatformEvent>) {
        guard significantChange.isOn else { return }
        let now = kernel.now
        significantChange.lastDelivery = (now, world.trajectory.position(at: now))
        scheduleNextSignificantChange(kernel: &kernel)
        let location = Location(fix)
        lastKnownLocation = location
        record.significantChange(DeliveredEvent(time: now, service: .significantChange, fix: fix))
        wakeApp(kernel: &kernel)
        invokeStrategy(.significantChange(location), kernel: &kernel)
    }

    /// Schedules the next delivery: the first trigger (cell change, movement, heartbeat) after the last
    /// delivery, but not before the minimum interval has passed.
    private mutating func scheduleNextSignificantChange(kernel: inout Kernel<PlatformEvent>) {
        guard let last = significantChange.lastDelivery else { return }
        let heartbeat = last.time + .seconds(parameters.significantChangeMaximumIntervalSeconds)
        let handoff = nextHandoff(after: last.time) ?? .never
        let moved =
            firstTime(
                after: last.time, beyondMeters: parameters.significantChangeDistanceMeters, from: last.position,
                before: heartbeat) ?? .never
        let trigger = min(heartbeat, handoff, moved)
        let due = max(trigger, last.time + .seconds(parameters.significantChangeMinimumIntervalSeconds))
        significantChange.token = kernel.schedule(.significantChangeCheck, at: due)
    }

    /// The first serving-cell change strictly after `time`.
    func nextHandoff(after time: SimTime) -> SimTime? {
        let cells = world.servingCells
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].start <= time { low = mid + 1 } else { high = mid }
        }
        return low < cells.count ? cells[low].start : nil
    }

    /// The first instant in (`time`, `limit`) at which the true position is at least `distance` metres
    /// from `center` (exact: solved on each linear trajectory segment), or nil.
    func firstTime(after time: SimTime, beyondMeters distance: Double, from center: LocalPoint, before limit: SimTime)
        -> SimTime?
    {
        let points = world.trajectory.vertexPositions
        guard points.count >= 2 else { return nil }
        var segment = world.trajectory.segmentIndex(at: time)
        var start = time
        var from = world.trajectory.position(at: time)
        while segment < points.count - 1, start < limit {
            let end = vertexTimes[segment + 1]
            let to = points[segment + 1]
            if let fraction = exitFraction(from: from, to: to, center: center, radius: distance) {
                let instant =
                    start + SimTime(microseconds: Int64((Double((end - start).microseconds) * fraction).rounded(.up)))
                return instant < limit ? instant : nil
            }
            segment += 1
            start = end
            from = to
        }
        return nil
    }

    /// The smallest fraction f in [0, 1] with |from + f·(to − from) − center| ≥ radius, or nil.
    private func exitFraction(from: LocalPoint, to: LocalPoint, center: LocalPoint, radius: Double) -> Double? {
        let dx = to.x - from.x, dy = to.y - from.y
        let px = from.x - center.x, py = from.y - center.y
        let c = px * px + py * py - radius * radius
        if c >= 0 { return 0 }
        let a = dx * dx + dy * dy
        guard a > 0 else { return nil }
        let b = 2 * (px * dx + py * dy)
        // Inside at f = 0 (c < 0), so exactly one root is positive.
        let root = (-b + (b * b - 4 * a * c).squareRoot()) / (2 * a)
        return root <= 1 ? root : nil
    }
}
