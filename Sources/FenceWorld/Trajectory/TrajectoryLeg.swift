import FenceKernel

/// A timed position: where the commuter is at `time`.
public struct Waypoint: Hashable, Sendable, Codable {
    /// The instant, from scenario start.
    public var time: SimTime
    /// The position in local metres.
    public var position: LocalPoint

    /// The commuter is at `position` at `time`.
    public init(time: SimTime, position: LocalPoint) {
        self.time = time
        self.position = position
    }
}

/// One stretch of a trajectory travelled in a single mode: straight lines between timed waypoints.
public struct TrajectoryLeg: Hashable, Sendable, Codable {
    /// How the commuter moves on this leg.
    public var mode: TravelMode
    /// The environment class for the whole leg, overriding the map (an office is `indoor`, an
    /// underground line `underground`); `nil` to use the map at the position.
    public var environmentOverride: EnvironmentClass?
    /// At least two waypoints with strictly increasing times.
    public var waypoints: [Waypoint]

    /// A leg travelled in `mode` through `waypoints`.
    public init(mode: TravelMode, environmentOverride: EnvironmentClass? = nil, waypoints: [Waypoint]) {
        self.mode = mode
        self.environmentOverride = environmentOverride
        self.waypoints = waypoints
    }

    /// A leg spent at `position` from `start` to `end` (mode ``TravelMode/still``).
    public static func dwell(
        at position: LocalPoint, from start: SimTime, to end: SimTime, environmentOverride: EnvironmentClass? = nil
    ) -> TrajectoryLeg {
        TrajectoryLeg(
            mode: .still, environmentOverride: environmentOverride,
            waypoints: [Waypoint(time: start, position: position), Waypoint(time: end, position: position)])
    }

    /// The first waypoint's time.
    public var startTime: SimTime { waypoints[0].time }
    /// The last waypoint's time.
    public var endTime: SimTime { waypoints[waypoints.count - 1].time }
}
