import FenceKernel

/// Builds a trajectory move by move, merging consecutive moves of the same mode and override into
/// one leg. Times advance by distance / speed, rounded to the microsecond (at least 1 µs per move).
struct TrajectoryBuilder {
    private(set) var time: SimTime
    private(set) var position: LocalPoint
    private var legs: [TrajectoryLeg] = []
    private var current: TrajectoryLeg?

    /// Starts at `position` at `time`.
    init(at position: LocalPoint, time: SimTime) {
        self.time = time
        self.position = position
    }

    /// Stays put until `end` (nothing when `end` is not after the current time).
    mutating func stay(until end: SimTime, mode: TravelMode = .still, override: EnvironmentClass? = nil) {
        guard end > time else { return }
        append(Waypoint(time: end, position: position), mode: mode, override: override)
    }

    /// Stays put for `seconds`.
    mutating func stay(seconds: Double, mode: TravelMode = .still, override: EnvironmentClass? = nil) {
        stay(until: time + .seconds(seconds), mode: mode, override: override)
    }

    /// Moves in a straight line to `point` at `speedMetersPerSecond`.
    mutating func move(
        to point: LocalPoint, speedMetersPerSecond: Double, mode: TravelMode, override: EnvironmentClass? = nil
    ) {
        let distance = position.distanceMeters(to: point)
        guard distance > 0 else { return }
        let duration = max(SimTime.seconds(distance / speedMetersPerSecond), .microseconds(1))
        append(Waypoint(time: time + duration, position: point), mode: mode, override: override)
    }

    /// Follows `path` (whose first point is the current position) at a constant speed.
    mutating func follow(
        _ path: [LocalPoint], speedMetersPerSecond: Double, mode: TravelMode, override: EnvironmentClass? = nil
    ) {
        for point in path.dropFirst() {
            move(to: point, speedMetersPerSecond: speedMetersPerSecond, mode: mode, override: override)
        }
    }

    /// The legs built so far (the open one included).
    func finish() throws(WorldError) -> Trajectory {
        try Trajectory(legs: legs + (current.map { [$0] } ?? []))
    }

    private mutating func append(_ waypoint: Waypoint, mode: TravelMode, override: EnvironmentClass?) {
        if var leg = current, leg.mode == mode, leg.environmentOverride == override {
            leg.waypoints.append(waypoint)
            current = leg
        } else {
            if let leg = current { legs.append(leg) }
            current = TrajectoryLeg(
                mode: mode, environmentOverride: override,
                waypoints: [Waypoint(time: time, position: position), waypoint])
        }
        time = waypoint.time
        position = waypoint.position
    }
}
