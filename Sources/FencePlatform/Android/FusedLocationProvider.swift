import FenceDevice
import FenceKernel

/// One request the app made of the Fused Location Provider, by the index it keeps for the run.
struct FusedRequest: Sendable {
    var id: ManagerID
    var request: LocationRequest
    var active = true
    /// The pending due event.
    var dueToken: EventToken?
    /// When the request was last due (its next due instant is one interval later).
    var lastDue: SimTime?
    /// When the request last got a location (fastest-interval check for locations of others).
    var lastDelivery: SimTime?
    /// Waiting for a one-shot network or cell fix asked for at its due instant.
    var waitingForFix = false
    /// Waiting for the first fix of a GPS session started at its due instant.
    var waitingForGPS = false
    /// A due instant fell in a Doze idle period: served at the next maintenance window.
    var deferred = false
    /// Locations computed but not yet delivered (a batched request), oldest first.
    var batch: [LocationFix] = []
    var batchToken: EventToken?
}

/// The Fused Location Provider's requests: when each is due, what its interval is under Background
/// Location Limits, which sources the running requests want, and which requests take a location.
///
/// The engine (``AndroidEngine``) drives the sources and delivers; this type only keeps state.
struct FusedLocationProvider: Sendable {
    private(set) var requests: [FusedRequest] = []
    /// When the app last got a location from any of its requests (removed ones included).
    private var lastAppDelivery: SimTime?

    /// The index of request `id`, if it was ever made.
    func index(of id: ManagerID) -> Int? { requests.firstIndex { $0.id == id } }

    /// Starts or replaces request `id`; returns its index. Its first due instant is now — or, when the app
    /// is throttled, one throttle period after the app's last location, so that a new request does not
    /// escape Background Location Limits [A].
    mutating func start(
        _ id: ManagerID, _ request: LocationRequest, throttle: SimTime?, kernel: inout Kernel<PlatformEvent>
    ) -> Int {
        let index: Int
        if let existing = self.index(of: id) {
            stop(at: existing, kernel: &kernel)
            requests[existing] = FusedRequest(id: id, request: request)
            index = existing
        } else {
            requests.append(FusedRequest(id: id, request: request))
            index = requests.count - 1
        }
        if request.priority != .passive {
            var first = kernel.now
            if let throttle, !request.isBatched, let lastAppDelivery { first = max(first, lastAppDelivery + throttle) }
            requests[index].dueToken = kernel.schedule(.android(.requestDue(index)), at: first)
        }
        return index
    }

    /// Ends the request at `index` (a batch not yet delivered is dropped, as `removeLocationUpdates`
    /// does); returns whether it was active.
    @discardableResult
    mutating func stop(at index: Int, kernel: inout Kernel<PlatformEvent>) -> Bool {
        guard requests[index].active else { return false }
        if let token = requests[index].dueToken { kernel.cancel(token) }
        if let token = requests[index].batchToken { kernel.cancel(token) }
        requests[index].active = false
        requests[index].dueToken = nil
        requests[index].batchToken = nil
        requests[index].batch = []
        requests[index].waitingForFix = false
        requests[index].waitingForGPS = false
        requests[index].deferred = false
        return true
    }

    /// The longest interval at which a `highAccuracy` request keeps GPS on between its due instants;
    /// at longer intervals each due instant runs a GPS session until its first fix. Five minutes is
    /// AOSP's line between "high power" GPS requests and others [@AOSPLocationManagerService] [V]; using it
    /// for this switch is FenceSim's choice [A].
    static let continuousGPSMaximumInterval = SimTime.minutes(5)

    /// How long a GPS session started at a due instant waits for a fix before the request takes a
    /// network fix instead [A] (the built-in strategies' capture timeout).
    static let gpsSessionTimeout = SimTime.seconds(60)

    /// Whether GPS should run: an active `highAccuracy` request due more often than
    /// ``continuousGPSMaximumInterval``, or one waiting for a session's first fix.
    func wantsGPS(throttle: SimTime?) -> Bool {
        requests.contains { request in
            request.active && request.request.priority == .highAccuracy
                && (request.waitingForGPS
                    || Self.interval(of: request.request, throttle: throttle) < Self.continuousGPSMaximumInterval)
        }
    }

    /// Whether the request at `index` keeps GPS on between its due instants.
    func keepsGPSOn(_ index: Int, throttle: SimTime?) -> Bool {
        Self.interval(of: requests[index].request, throttle: throttle) < Self.continuousGPSMaximumInterval
    }

    /// Marks the request at `index` as waiting for a GPS session's first fix.
    mutating func setWaitingForGPS(_ index: Int) { requests[index].waitingForGPS = true }

    /// The requests waiting for a GPS session's first fix (their marks cleared).
    mutating func takeWaitingForGPS() -> [Int] {
        let waiting = requests.indices.filter { requests[$0].active && requests[$0].waitingForGPS }
        for index in waiting { requests[index].waitingForGPS = false }
        return waiting
    }

    /// The interval between due instants of `request`: its own, raised to `throttle` when the app is
    /// throttled (Background Location Limits) and the request does not batch.
    static func interval(of request: LocationRequest, throttle: SimTime?) -> SimTime {
        guard let throttle, !request.isBatched else { return request.interval }
        return max(request.interval, throttle)
    }

    /// The shortest time between deliveries of `request`'s own or others' locations, when throttled.
    static func fastestInterval(of request: LocationRequest, throttle: SimTime?) -> SimTime {
        guard let throttle else { return request.fastestInterval }
        return max(request.fastestInterval, throttle)
    }

    /// How late a batched `request`'s locations may be delivered: its maximum wait, raised to
    /// `throttle` when throttled (the batched variant still delivers only a few times an hour).
    static func maxWait(of request: LocationRequest, throttle: SimTime?) -> SimTime {
        guard let throttle else { return request.maxWaitTime }
        return max(request.maxWaitTime, throttle)
    }

    /// The request at `index` is due now: records it and schedules its next due instant.
    mutating func due(at index: Int, throttle: SimTime?, kernel: inout Kernel<PlatformEvent>) {
        requests[index].lastDue = kernel.now
        let interval = Self.interval(of: requests[index].request, throttle: throttle)
        requests[index].dueToken = kernel.schedule(.android(.requestDue(index)), after: interval)
    }

    /// Moves every active request's next due instant to one (new) interval after its last one, no
    /// earlier than now: the throttle changed (a foreground service started or stopped).
    mutating func reschedule(throttle: SimTime?, kernel: inout Kernel<PlatformEvent>) {
        for index in requests.indices where requests[index].active && requests[index].request.priority != .passive {
            guard let token = requests[index].dueToken, let lastDue = requests[index].lastDue else { continue }
            kernel.cancel(token)
            let next = max(kernel.now, lastDue + Self.interval(of: requests[index].request, throttle: throttle))
            requests[index].dueToken = kernel.schedule(.android(.requestDue(index)), at: next)
        }
    }

    /// Marks the request at `index` as waiting for a network or cell fix, or as deferred by Doze.
    mutating func setWaiting(_ index: Int) { requests[index].waitingForFix = true }
    mutating func setDeferred(_ index: Int) { requests[index].deferred = true }

    /// The requests deferred by Doze, now served (their marks cleared).
    mutating func takeDeferred() -> [Int] {
        let deferred = requests.indices.filter { requests[$0].active && requests[$0].deferred }
        for index in deferred { requests[index].deferred = false }
        return deferred
    }

    /// The requests waiting for a fix (their marks cleared).
    mutating func takeWaiting() -> [Int] {
        let waiting = requests.indices.filter { requests[$0].active && requests[$0].waitingForFix }
        for index in waiting { requests[index].waitingForFix = false }
        return waiting
    }

    /// The active requests other than `served` that take a location computed for others now: none
    /// within its fastest interval of its previous location.
    func piggybackers(excluding served: [Int], throttle: SimTime?, at now: SimTime) -> [Int] {
        requests.indices.filter { index in
            let request = requests[index]
            guard request.active, !served.contains(index) else { return false }
            guard let last = request.lastDelivery else { return true }
            return now - last >= Self.fastestInterval(of: request.request, throttle: throttle)
        }
    }

    /// Counts a location taken by the request at `index` now.
    mutating func noteDelivery(_ index: Int, at now: SimTime) {
        requests[index].lastDelivery = now
        lastAppDelivery = now
    }

    /// Adds `location` to the batch of the request at `index`; schedules the batch's delivery when it is
    /// the first location in it.
    mutating func addToBatch(
        _ location: LocationFix, at index: Int, throttle: SimTime?, kernel: inout Kernel<PlatformEvent>
    ) {
        requests[index].batch.append(location)
        guard requests[index].batchToken == nil else { return }
        let wait = Self.maxWait(of: requests[index].request, throttle: throttle)
        requests[index].batchToken = kernel.schedule(.android(.batchDue(index)), after: wait)
    }

    /// The batch of the request at `index`, taken for delivery.
    mutating func takeBatch(at index: Int) -> [LocationFix] {
        requests[index].batchToken = nil
        defer { requests[index].batch = [] }
        return requests[index].batch
    }
}
