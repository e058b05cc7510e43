import FenceKernel
import FenceWorld

/// One proximity-alert transition (the intent's `KEY_PROXIMITY_ENTERING`).
public struct ProximityAlertTransition: Sendable, Equatable {
    /// The alert's identifier (the fence the app registered it for).
    public var fenceID: String
    /// True for an entry, false for an exit.
    public var entering: Bool
    /// The location that decided it.
    public var location: Location
}

/// The framework's proximity alerts, as AOSP's `GeofenceManager` and `GeofenceState` run them
/// [@AOSPGeofenceManager]. While any alert is registered the framework holds one location request on the
/// fused provider with the default quality `POWER_LOW` [@AOSPLocationRequest] — network fixes, no GPS —
/// whose interval is `clamp(d / MAX_SPEED_M_S, minInterval, 2 h)`, d the distance from the last fresh
/// location to the nearest alert *boundary*, |radius − distance to centre| (the minimum interval when no
/// fresh location exists; the interval is whole milliseconds, truncated, as the source's `(long)` cast
/// makes it). Between fixes nothing runs. Each location judges every alert: inside when the distance to
/// the centre is at most max(radius, accuracy) — so a coarse fix enters every alert it covers — an ENTER
/// when the previous state was not inside (including the first judgement), an EXIT only from inside.
/// Exits are sent before entries, as the source sends them. A location older than
/// ``ProximityAlertParameters/maximumFixAgeSeconds`` is not used.
///
/// When the request starts its first fix is due at once, and when its interval changes the next fix is
/// due one new interval later [A: the source re-issues the request; when a provider serves it is not
/// in it]. Expiry is not modelled (alerts never expire). A value with no kernel: the engine calls
/// ``pollDue(at:)`` at ``nextFixDue``, obtains a network fix and passes it to ``fixArrived(_:at:)``.
struct ProximityAlertService: Sendable {
    private struct Alert: Sendable {
        let fenceID: String
        let center: LocalPoint
        let radiusMeters: Double
        var inside: Bool?
        /// |radius − distance to centre| at the last judgement; nil before the first.
        var distanceToBoundaryMeters: Double?
    }

    let parameters: ProximityAlertParameters
    /// The registered alerts in registration order.
    private var alerts: [Alert] = []
    /// The last location the request delivered (`mLastLocationUpdate`).
    private var lastUpdate: Location?
    /// The interval of the framework's location request, seconds; nil while it holds none.
    private(set) var requestIntervalSeconds: Double?
    /// When the request's next fix is due; nil while it holds none.
    private(set) var nextFixDue: SimTime?

    init(parameters: ProximityAlertParameters) { self.parameters = parameters }

    /// The registered alerts' identifiers, in registration order.
    var registeredIDs: [String] { alerts.map(\.fenceID) }

    /// Registers an alert around `center` (replacing one with the same identifier) and judges all alerts
    /// on the freshest location (`lastKnown`: the platform's last known location, used when the request
    /// has delivered none).
    mutating func add(
        fenceID: String, center: LocalPoint, radiusMeters: Double, at now: SimTime, lastKnown: Location?
    ) -> [ProximityAlertTransition] {
        alerts.removeAll { $0.fenceID == fenceID }
        alerts.append(Alert(fenceID: fenceID, center: center, radiusMeters: radiusMeters))
        return updateAlerts(at: now, lastKnown: lastKnown)
    }

    /// Unregisters alert `fenceID` and judges the rest as the source does; the request stops with the last.
    mutating func remove(fenceID: String, at now: SimTime, lastKnown: Location?) -> [ProximityAlertTransition] {
        alerts.removeAll { $0.fenceID == fenceID }
        return updateAlerts(at: now, lastKnown: lastKnown)
    }

    /// The request's fix is due: returns whether one is wanted (the next is then due one interval later).
    mutating func pollDue(at now: SimTime) -> Bool {
        guard let interval = requestIntervalSeconds else { return false }
        nextFixDue = now + .seconds(interval)
        return true
    }

    /// The request delivered `fix` at `now`: judges every alert and adjusts the request.
    mutating func fixArrived(_ fix: Location, at now: SimTime) -> [ProximityAlertTransition] {
        guard requestIntervalSeconds != nil else { return [] }
        lastUpdate = fix
        return updateAlerts(at: now, lastKnown: nil)
    }

    /// The source's `updateFences`: judge on the fresh location, then (re)issue or cancel the request.
    private mutating func updateAlerts(at now: SimTime, lastKnown: Location?) -> [ProximityAlertTransition] {
        var location = requestIntervalSeconds == nil ? nil : lastUpdate
        if location == nil, !alerts.isEmpty { location = lastKnown }
        if let candidate = location, candidate.age(at: now).seconds > parameters.maximumFixAgeSeconds {
            location = nil
        }
        var exits: [ProximityAlertTransition] = []
        var entries: [ProximityAlertTransition] = []
        var nearestBoundaryMeters = Double.infinity
        if let location {
            for index in alerts.indices {
                let alert = alerts[index]
                let distance = alert.center.distanceMeters(to: location.position)
                let inside = distance <= max(alert.radiusMeters, location.horizontalAccuracyMeters)
                if inside, alert.inside != true {
                    entries.append(ProximityAlertTransition(fenceID: alert.fenceID, entering: true, location: location))
                } else if !inside, alert.inside == true {
                    exits.append(ProximityAlertTransition(fenceID: alert.fenceID, entering: false, location: location))
                }
                alerts[index].inside = inside
                alerts[index].distanceToBoundaryMeters = abs(alert.radiusMeters - distance)
                nearestBoundaryMeters = min(nearestBoundaryMeters, abs(alert.radiusMeters - distance))
            }
        }
        guard !alerts.isEmpty else {
            requestIntervalSeconds = nil
            nextFixDue = nil
            lastUpdate = nil
            return exits + entries
        }
        let interval = intervalSeconds(nearestBoundaryMeters: location == nil ? nil : nearestBoundaryMeters)
        if requestIntervalSeconds == nil {
            nextFixDue = now
        } else if requestIntervalSeconds != interval {
            nextFixDue = now + .seconds(interval)
        }
        if requestIntervalSeconds != interval {
            requestIntervalSeconds = interval
            lastUpdate = location
        }
        return exits + entries
    }

    /// The request interval for a nearest boundary `nearestBoundaryMeters` away (nil: no fresh location),
    /// seconds: clamp(d / top speed, minimum, maximum), truncated to whole milliseconds.
    func intervalSeconds(nearestBoundaryMeters: Double?) -> Double {
        guard let distance = nearestBoundaryMeters, distance.isFinite else { return parameters.minimumIntervalSeconds }
        let milliseconds = min(
            parameters.maximumIntervalSeconds * 1_000,
            max(parameters.minimumIntervalSeconds * 1_000, distance * 1_000 / parameters.maximumSpeedMetersPerSecond))
        return milliseconds.rounded(.towardZero) / 1_000
    }
}
