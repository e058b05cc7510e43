import FenceKernel

/// The quality of service an Android app asks of the Fused Location Provider (`Priority`). The priority
/// decides which sources the provider runs for the request ([@AndroidLocationBattery]); the engine's
/// choices for each are in ``AndroidEngine`` and `docs/platform.md`.
public enum LocationPriority: String, Sendable, Codable, CaseIterable {
    /// `PRIORITY_HIGH_ACCURACY`: GPS while it has a fix, network (Wi-Fi, else cell) otherwise.
    case highAccuracy
    /// `PRIORITY_BALANCED_POWER_ACCURACY`: Wi-Fi, else cell ("block level", about 100 m); GPS "very
    /// rarely" — never here [A].
    case balancedPowerAccuracy
    /// `PRIORITY_LOW_POWER`: cell ("city level").
    case lowPower
    /// `PRIORITY_PASSIVE`: no source of its own; only locations other requests caused.
    case passive

    /// Every priority's name, for parameter declarations.
    public static var names: [String] { allCases.map(\.rawValue) }
}

/// An Android `LocationRequest`: a priority and how often locations should come. The values are hints:
/// the provider may deliver later (Background Location Limits, Doze) or, for locations other requests
/// cause, sooner (down to ``fastestInterval``).
public struct LocationRequest: Sendable, Equatable, Hashable {
    public var priority: LocationPriority
    /// The desired interval between locations (`setInterval`).
    public var interval: SimTime
    /// The shortest interval at which the request takes locations computed for other requests
    /// (`setFastestInterval` / `setMinUpdateIntervalMillis`; Android's default is the interval).
    public var fastestInterval: SimTime
    /// `setMaxWaitTime` / `setMaxUpdateDelayMillis`: when at least twice the interval, locations are
    /// batched and delivered together at most this late; zero (the default) delivers each at once.
    public var maxWaitTime: SimTime

    /// A request; `fastestInterval` defaults to `interval`, `maxWaitTime` to no batching.
    public init(
        priority: LocationPriority, interval: SimTime, fastestInterval: SimTime? = nil, maxWaitTime: SimTime = .zero
    ) {
        self.priority = priority
        self.interval = interval
        self.fastestInterval = fastestInterval ?? interval
        self.maxWaitTime = maxWaitTime
    }

    /// Whether the provider batches the request's locations: `maxWaitTime` ≥ 2 × `interval`
    /// ("if the maximum update delay is ≥ 2× the interval, providers may batch" [@AndroidLocationRequest]).
    public var isBatched: Bool { maxWaitTime.microseconds >= 2 * interval.microseconds }
}
