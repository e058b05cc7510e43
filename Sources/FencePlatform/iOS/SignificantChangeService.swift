import FenceDevice
import FenceKernel
import FenceStats
import FenceWorld
import Foundation

/// How the significant-change service decides that a delivery is due (`docs/calibration.md`,
/// "Significant-change service").
public enum SignificantChangeModel: String, Sendable, Codable, CaseIterable {
    /// The field behaviour: after each delivery the distance the phone must travel before the next one is
    /// drawn from a log-normal through the field figures (`significantChangeMedianTravelMeters`,
    /// `significantChangeP95TravelMeters`; [@Stokes2010], [@LongWeekendMobile2010]), and the documented
    /// rule bounds it: not before a cell change or `significantChangeDistanceMeters` of displacement
    /// has happened since the previous delivery, never within the minimum interval, at least every
    /// maximum interval.
    case fieldDistance
    /// The documented rule alone, deterministic: a delivery as soon as a cell change or
    /// `significantChangeDistanceMeters` of displacement is pending and the minimum interval has passed,
    /// at least every maximum interval ([@OReillyiOSComponents], [@AppleEnergyGuide]).
    case clock300
}

/// The significant-change service ([@OReillyiOSComponents], [@AppleEnergyGuide],
/// [@XamarinSignificantChange]): a delivery when its trigger (``SignificantChangeModel``) fires, never
/// sooner than the minimum interval after the previous one and at least every maximum interval; each
/// delivery is a cell fix (cell accuracy) and wakes the app. Starting the service delivers the current
/// location promptly.
///
/// This type decides when a delivery is due; the engine requests the cell fix (``NetworkFixes``) and
/// hands it to the app.
struct SignificantChangeService: Sendable {
    /// Stream name of the distances drawn by `fieldDistance` (the replication's stream, keyed by the
    /// number of distances drawn before in the run: every strategy and sweep point that gets its n-th
    /// delivery draws the same n-th distance).
    static let streamName = "platform.significantChange"

    private(set) var isOn = false
    /// Time and true position of the last delivery (the reference for "moved 500 m").
    private var lastDelivery: (time: SimTime, position: LocalPoint)?
    /// The pending delivery check.
    private var token: EventToken?
    /// Trajectory vertex times, cached for displacement searches.
    private let vertexTimes: [SimTime]
    /// The field distances' random numbers.
    private let noise: KeyedNoise
    /// Field distances drawn so far in the run (the key of the next draw).
    private var draws: Int64 = 0

    init(trajectory: Trajectory, seed: StreamSeed) {
        vertexTimes = trajectory.vertexTimes
        noise = KeyedNoise(seed)
    }

    /// Switches the service on; returns whether it was off (a cell fix for the first delivery is then
    /// due).
    mutating func start() -> Bool {
        guard !isOn else { return false }
        isOn = true
        lastDelivery = nil
        return true
    }

    /// Switches the service off; returns whether it was on (its fix requests must then be withdrawn).
    mutating func stop(kernel: inout Kernel<PlatformEvent>) -> Bool {
        guard isOn else { return false }
        if let token { kernel.cancel(token) }
        isOn = false
        lastDelivery = nil
        token = nil
        return true
    }

    /// A check is due: the trigger condition holds by construction, so a cell fix to deliver is due
    /// when the service is on.
    mutating func checkDue() -> Bool {
        token = nil
        return isOn
    }

    /// The cell fix for a delivery failed (no coverage): try again a minute later.
    mutating func fixFailed(kernel: inout Kernel<PlatformEvent>) {
        guard isOn else { return }
        token = kernel.schedule(.significantChangeCheck, after: .seconds(60))
    }

    /// A cell fix for a delivery arrived: records the delivery and schedules the next check; returns
    /// whether the service is on (the app then gets the fix).
    mutating func deliver(in world: World, parameters: PlatformParameters, kernel: inout Kernel<PlatformEvent>) -> Bool
    {
        guard isOn else { return false }
        let now = kernel.now
        let last = (time: now, position: world.trajectory.position(at: now))
        lastDelivery = last
        // The documented rule holds from the first cell change or the first instant `distance` metres
        // from the delivery; the heartbeat delivers regardless.
        let heartbeat = last.time + .seconds(parameters.ios.significantChangeMaximumIntervalSeconds)
        let handoff = world.nextHandoff(after: last.time) ?? .never
        let moved =
            firstTime(
                in: world, after: last.time, beyondMeters: parameters.ios.significantChangeDistanceMeters,
                from: last.position, before: heartbeat) ?? .never
        let documented = min(handoff, moved)
        let trigger: SimTime
        switch parameters.ios.significantChangeModel {
        case .clock300:
            trigger = min(heartbeat, documented)
        case .fieldDistance:
            let travelled =
                world.trajectory.time(afterTravelling: drawTravelMeters(parameters), from: last.time) ?? .never
            trigger = min(heartbeat, max(travelled, documented))
        }
        let due = max(trigger, last.time + .seconds(parameters.ios.significantChangeMinimumIntervalSeconds))
        token = kernel.schedule(.significantChangeCheck, at: due)
        return true
    }

    /// The next distance to travel before a delivery, metres: log-normal with median m and 95th
    /// percentile p, so ln d ~ N(ln m, σ²) with σ = ln(p / m) / z₀.₉₅.
    private mutating func drawTravelMeters(_ parameters: PlatformParameters) -> Double {
        let median = parameters.ios.significantChangeMedianTravelMeters
        let sigma = log(parameters.ios.significantChangeP95TravelMeters / median) / Self.z95
        defer { draws += 1 }
        return median * exp(sigma * noise.normal(draws))
    }

    /// The standard normal's 95th percentile.
    private static let z95 = try! Quantiles.normal(0.95)

    /// The first instant in (`time`, `limit`) at which the true position is at least `distance` metres
    /// from `center` (exact: solved on each linear trajectory segment), or nil.
    private func firstTime(
        in world: World, after time: SimTime, beyondMeters distance: Double, from center: LocalPoint,
        before limit: SimTime
    ) -> SimTime? {
        let points = world.trajectory.vertexPositions
        guard points.count >= 2 else { return nil }
        var segment = world.trajectory.segmentIndex(at: time)
        var start = time
        var from = world.trajectory.position(at: time)
        while segment < points.count - 1, start < limit {
            let end = vertexTimes[segment + 1]
            let to = points[segment + 1]
            if let fraction = Self.exitFraction(from: from, to: to, center: center, radius: distance) {
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
    private static func exitFraction(from: LocalPoint, to: LocalPoint, center: LocalPoint, radius: Double) -> Double? {
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
