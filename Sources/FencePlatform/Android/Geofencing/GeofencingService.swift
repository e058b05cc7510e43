import FenceKernel
import FenceWorld

/// What the system knows about the device when it schedules its next geofence evaluation.
public struct GeofenceEvaluationConditions: Sendable, Equatable {
    /// Whether Background Location Limits apply (Android 8+, the app in the background).
    public var backgroundLimited: Bool
    /// Since when the device has been still, as the system's motion detection reports it; nil while it
    /// moves.
    public var stillSince: SimTime?

    public init(backgroundLimited: Bool = false, stillSince: SimTime? = nil) {
        self.backgroundLimited = backgroundLimited
        self.stillSince = stillSince
    }
}

/// What the engine must do after ``GeofencingService/advance(to:conditions:)``: deliver transitions to
/// the app and, when an evaluation starts, obtain a network fix and pass it to
/// ``GeofencingService/judge(_:at:)``.
struct GeofencingOutcome: Sendable, Equatable {
    /// Transitions to deliver now, in the order the system decided them.
    var decisions: [GeofenceDecision] = []
    /// Whether an evaluation starts now: a network fix (Wi-Fi, else cell; never GPS) is wanted.
    var needsNetworkFix = false
}

/// The Geofencing API ([@AndroidGeofencing], [@RadiusProximityKit], [@GMSGeofencingRequest]): at most
/// ``AndroidGeofencingParameters/maximumGeofences`` geofences; the system evaluates them on a network fix
/// at once when geofences are added, then every ``AndroidGeofencingParameters/evaluationIntervalSeconds``
/// (longer under Background Location Limits and after a long still period). A fix is judged per fence by
/// the overlap rule: the share of its accuracy disc inside the fence (``DiscOverlap``) must reach the
/// ENTER threshold to put the device inside and fall to the EXIT threshold to put it outside; between the
/// two the state holds. The first judgement fires the registration's initial trigger (by default ENTER
/// when found inside, unlike iOS). DWELL fires the geofence's loitering delay after the device is judged
/// inside unless an EXIT comes first [A: the guide gives no rule for when DWELL is checked]. A transition
/// is held to the geofence's next responsiveness instant (registration + k × responsiveness) [A: "your
/// app only checks for an entrance or exit alert once every five minutes" at 5 min].
///
/// A value with no kernel: the engine calls ``advance(to:conditions:)`` at ``nextInstant`` and
/// ``judge(_:at:)`` when the evaluation's fix arrives.
struct GeofencingService: Sendable {
    private enum State: Sendable { case unknown, inside, outside }

    private struct Registered: Sendable {
        let geofence: AndroidGeofence
        /// The transitions the first judgement reports (`GeofencingRequest`'s initial trigger).
        let initialTrigger: Set<GeofenceTransition>
        let registeredAt: SimTime
        var state = State.unknown
        /// When DWELL falls due (inside, DWELL requested, not fired yet).
        var dwellDue: SimTime?
        /// The last fix that judged the device inside (DWELL's triggering location).
        var lastInsideFix: Location?
    }

    let parameters: AndroidGeofencingParameters
    /// The registered geofences in registration order.
    private var fences: [Registered] = []
    /// Decided transitions waiting for their fence's responsiveness instant, in delivery order.
    private var held: [(deliverAt: SimTime, decision: GeofenceDecision)] = []
    /// When the next evaluation starts; nil while no geofence is registered.
    private(set) var nextEvaluation: SimTime?

    init(parameters: AndroidGeofencingParameters) { self.parameters = parameters }

    /// The registered request identifiers, in registration order.
    var registeredIDs: [String] { fences.map(\.geofence.id) }

    /// The next instant the engine must call ``advance(to:conditions:)``: an evaluation, a DWELL or a held
    /// delivery; nil when nothing is pending.
    var nextInstant: SimTime? {
        let dwells = fences.compactMap(\.dwellDue)
        return ([nextEvaluation].compactMap { $0 } + dwells + held.prefix(1).map(\.deliverAt)).min()
    }

    /// Registers `geofence`, replacing one with the same identifier (its state starts over); an
    /// evaluation is then due at once. `initialTrigger` is what the first judgement reports (the API's
    /// default: ENTER and DWELL when found inside [@GMSGeofencingRequest]). Beyond the limit the
    /// registration fails and nothing changes.
    mutating func add(
        _ geofence: AndroidGeofence, initialTrigger: Set<GeofenceTransition> = [.enter, .dwell], at now: SimTime
    ) throws(GeofenceRegistrationError) {
        let replacing = fences.contains { $0.geofence.id == geofence.id }
        guard replacing || fences.count < parameters.maximumGeofences else {
            throw .tooManyGeofences(limit: parameters.maximumGeofences)
        }
        remove(id: geofence.id)
        fences.append(Registered(geofence: geofence, initialTrigger: initialTrigger, registeredAt: now))
        nextEvaluation = now
    }

    /// Unregisters geofence `id` and drops its undelivered transitions; evaluations stop with the last.
    mutating func remove(id: String) {
        fences.removeAll { $0.geofence.id == id }
        held.removeAll { $0.decision.fenceID == id }
        if fences.isEmpty { nextEvaluation = nil }
    }

    /// Everything due at `now`: DWELLs, held deliveries, and the start of an evaluation (the next one is
    /// then scheduled by `conditions`).
    mutating func advance(to now: SimTime, conditions: GeofenceEvaluationConditions) -> GeofencingOutcome {
        var outcome = GeofencingOutcome(decisions: collectDue(at: now))
        if let next = nextEvaluation, next <= now {
            outcome.needsNetworkFix = true
            nextEvaluation = now + .seconds(evaluationIntervalSeconds(at: now, conditions: conditions))
        }
        return outcome
    }

    /// The period until the evaluation after one starting at `now`, seconds: the background cadence under
    /// Background Location Limits, at least the stationary cadence once the device has been still for
    /// ``AndroidGeofencingParameters/stationaryAfterSeconds``.
    func evaluationIntervalSeconds(at now: SimTime, conditions: GeofenceEvaluationConditions) -> Double {
        var seconds =
            conditions.backgroundLimited
            ? parameters.backgroundEvaluationIntervalSeconds : parameters.evaluationIntervalSeconds
        if let still = conditions.stillSince, (now - still).seconds >= parameters.stationaryAfterSeconds {
            seconds = max(seconds, parameters.stationaryEvaluationIntervalSeconds)
        }
        return seconds
    }

    /// Judges every geofence on `fix` (arrived at `now`); returns the transitions to deliver now (those
    /// of fences with a responsiveness hold come later, through ``advance(to:conditions:)``).
    mutating func judge(_ fix: Location, at now: SimTime) -> [GeofenceDecision] {
        for index in fences.indices {
            let geofence = fences[index].geofence
            let distance = geofence.center.distanceMeters(to: fix.position)
            let share = DiscOverlap.shareInside(
                accuracyMeters: fix.horizontalAccuracyMeters, fenceRadiusMeters: geofence.radiusMeters,
                distance: distance)
            let thresholds = parameters.overlapThresholds(fenceRadiusMeters: geofence.radiusMeters)
            let inside: Bool
            if share >= thresholds.enter {
                inside = true
            } else if share <= thresholds.exit {
                inside = false
            } else {
                continue
            }
            if inside { fences[index].lastInsideFix = fix }
            let previous = fences[index].state
            guard previous != (inside ? .inside : .outside) else { continue }
            fences[index].state = inside ? .inside : .outside
            // The first judgement reports only what the initial trigger asks for.
            let reported =
                previous == .unknown
                ? geofence.transitions.intersection(fences[index].initialTrigger) : geofence.transitions
            if inside {
                if reported.contains(.enter) { hold(.enter, fence: index, fix: fix, at: now) }
                if reported.contains(.dwell) { fences[index].dwellDue = now + geofence.loiteringDelay }
            } else {
                fences[index].dwellDue = nil
                if reported.contains(.exit) { hold(.exit, fence: index, fix: fix, at: now) }
            }
        }
        return collectDue(at: now)
    }

    /// Fires the DWELLs due by `now` and returns the held transitions due by then.
    private mutating func collectDue(at now: SimTime) -> [GeofenceDecision] {
        for index in fences.indices {
            guard let due = fences[index].dwellDue, due <= now, let fix = fences[index].lastInsideFix else { continue }
            fences[index].dwellDue = nil
            hold(.dwell, fence: index, fix: fix, at: due)
        }
        let count = held.prefix { $0.deliverAt <= now }.count
        defer { held.removeFirst(count) }
        return held.prefix(count).map(\.decision)
    }

    /// Queues a transition decided at `judgedAt` for the geofence's next responsiveness instant.
    private mutating func hold(_ transition: GeofenceTransition, fence index: Int, fix: Location, at judgedAt: SimTime)
    {
        let fence = fences[index]
        let decision = GeofenceDecision(
            fenceID: fence.geofence.id, transition: transition, location: fix, judgedAt: judgedAt)
        let deliverAt = Self.responsivenessInstant(
            after: judgedAt, registeredAt: fence.registeredAt, period: fence.geofence.responsiveness)
        let position = held.firstIndex { $0.deliverAt > deliverAt } ?? held.endIndex
        held.insert((deliverAt, decision), at: position)
    }

    /// The first instant at or after `instant` of the grid `registeredAt + k × period` (`instant` itself
    /// for no period).
    static func responsivenessInstant(after instant: SimTime, registeredAt: SimTime, period: SimTime) -> SimTime {
        guard period > .zero else { return instant }
        let elapsed = max(0, (instant - registeredAt).microseconds)
        let steps = (elapsed + period.microseconds - 1) / period.microseconds
        return registeredAt + period * steps
    }
}
