import FenceKernel

/// Where the commuter is at every instant: a timed piecewise-linear path made of legs.
///
/// Positions are interpolated linearly in time between waypoints; every query is O(log n) by
/// binary search over the vertex times (``TrajectoryCursor`` adds an O(1) path for increasing
/// times). Before ``startTime`` and after ``endTime`` the commuter stays at the first / last point
/// with speed 0, and mode and override are those of the first / last leg.
///
/// The value is immutable and `Sendable`; its arrays are copy-on-write, so copies are cheap.
public struct Trajectory: Sendable {
    /// The legs, in time order; each starts where and when the previous one ended.
    public let legs: [TrajectoryLeg]
    /// Vertex times in microseconds (strictly increasing).
    @usableFromInline let times: [Int64]
    /// Vertex positions.
    @usableFromInline let points: [LocalPoint]
    /// Distance travelled from the start to each vertex, in metres.
    @usableFromInline let cumulativeMeters: [Double]
    /// The leg of each segment (segment i joins vertex i and i + 1).
    @usableFromInline let segmentLegs: [Int32]

    /// Largest gap, in metres, tolerated between one leg's last waypoint and the next leg's first.
    public static let joinToleranceMeters = 0.001

    /// Builds a trajectory from `legs` (at least one). Each leg needs two or more waypoints with
    /// strictly increasing times and finite coordinates; each leg must start at the time and
    /// (within ``joinToleranceMeters``) the place the previous one ended.
    public init(legs: [TrajectoryLeg]) throws(WorldError) {
        guard !legs.isEmpty else { throw .invalidTrajectory(location: "legs", problem: "no legs: give at least one") }
        var times: [Int64] = []
        var points: [LocalPoint] = []
        var segmentLegs: [Int32] = []
        for (legIndex, leg) in legs.enumerated() {
            guard leg.waypoints.count >= 2 else {
                throw .invalidTrajectory(
                    location: "leg \(legIndex)",
                    problem: "has \(leg.waypoints.count) waypoint(s); a leg needs at least 2")
            }
            for (index, waypoint) in leg.waypoints.enumerated() {
                // Only an error names it (a day has thousands of waypoints).
                var location: String { "leg \(legIndex) waypoint \(index)" }
                guard waypoint.position.x.isFinite && waypoint.position.y.isFinite else {
                    throw .invalidTrajectory(location: location, problem: "position \(waypoint.position) is not finite")
                }
                if index == 0, let lastTime = times.last {
                    guard waypoint.time.microseconds == lastTime,
                        waypoint.position.distanceMeters(to: points[points.count - 1]) <= Self.joinToleranceMeters
                    else {
                        throw .invalidTrajectory(
                            location: location,
                            problem: "starts at \(waypoint.time) \(waypoint.position) but leg \(legIndex - 1) ends at "
                                + "\(SimTime(microseconds: lastTime)) \(points[points.count - 1]); legs must join")
                    }
                    continue
                }
                if let lastTime = times.last, waypoint.time.microseconds <= lastTime {
                    throw .invalidTrajectory(
                        location: location,
                        problem: "time \(waypoint.time) is not after the previous waypoint's "
                            + "\(SimTime(microseconds: lastTime)); times must strictly increase")
                }
                if !times.isEmpty { segmentLegs.append(Int32(legIndex)) }
                times.append(waypoint.time.microseconds)
                points.append(waypoint.position)
            }
        }
        var cumulative = [0.0]
        cumulative.reserveCapacity(points.count)
        for index in 1..<points.count {
            cumulative.append(cumulative[index - 1] + points[index - 1].distanceMeters(to: points[index]))
        }
        self.legs = legs
        self.times = times
        self.points = points
        self.cumulativeMeters = cumulative
        self.segmentLegs = segmentLegs
    }

    /// The first waypoint's time.
    public var startTime: SimTime { SimTime(microseconds: times[0]) }
    /// The last waypoint's time.
    public var endTime: SimTime { SimTime(microseconds: times[times.count - 1]) }
    /// The number of straight segments (vertices − 1).
    public var segmentCount: Int { times.count - 1 }
    /// The total path length in metres.
    public var lengthMeters: Double { cumulativeMeters[cumulativeMeters.count - 1] }

    /// The segment in force at `time`: the last one starting at or before it (clamped to the
    /// first / last segment outside the trajectory). O(log n).
    @inlinable
    public func segmentIndex(at time: SimTime) -> Int {
        let t = time.microseconds
        var low = 0, high = times.count - 2  // answer in [low, high]
        if t >= times[high] { return high }
        while low < high {
            let mid = (low + high + 1) >> 1
            if times[mid] <= t { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The fraction in [0, 1] of segment `segment` elapsed at `time` (clamped).
    @inlinable
    func fraction(of segment: Int, at time: SimTime) -> Double {
        Self.fraction(at: time.microseconds, from: times[segment], to: times[segment + 1])
    }

    /// The fraction in [0, 1] of the interval [`start`, `end`] µs elapsed at `t` µs (clamped).
    @inlinable
    static func fraction(at t: Int64, from start: Int64, to end: Int64) -> Double {
        Double(min(max(t, start), end) - start) / Double(end - start)
    }

    /// The position at `time`, in local metres.
    @inlinable
    public func position(at time: SimTime) -> LocalPoint { position(segment: segmentIndex(at: time), at: time) }

    /// The position at `time` given its segment (see ``segmentIndex(at:)``).
    @inlinable
    func position(segment: Int, at time: SimTime) -> LocalPoint {
        points[segment].interpolated(to: points[segment + 1], fraction: fraction(of: segment, at: time))
    }

    /// The speed at `time`, in metres per second (0 before the start and from the end on).
    @inlinable
    public func speedMetersPerSecond(at time: SimTime) -> Double {
        speed(segment: segmentIndex(at: time), at: time)
    }

    @inlinable
    func speed(segment: Int, at time: SimTime) -> Double {
        guard time.microseconds >= times[segment] && time.microseconds < times[segment + 1] else { return 0 }
        return speedMetersPerSecond(inSegment: segment)
    }

    /// The constant speed inside segment `segment`, in metres per second.
    @inlinable
    func speedMetersPerSecond(inSegment segment: Int) -> Double {
        (cumulativeMeters[segment + 1] - cumulativeMeters[segment])
            / (Double(times[segment + 1] - times[segment]) * 1e-6)
    }

    /// The index in ``legs`` of the leg in force at `time`.
    @inlinable
    public func legIndex(at time: SimTime) -> Int { Int(segmentLegs[segmentIndex(at: time)]) }

    /// The travel mode at `time`.
    public func mode(at time: SimTime) -> TravelMode { legs[legIndex(at: time)].mode }

    /// The leg's environment override at `time`, or `nil` when the map decides.
    public func environmentOverride(at time: SimTime) -> EnvironmentClass? {
        legs[legIndex(at: time)].environmentOverride
    }

    /// Distance travelled from the start until `time`, in metres.
    @inlinable
    public func distanceTravelledMeters(until time: SimTime) -> Double {
        let segment = segmentIndex(at: time)
        let length = cumulativeMeters[segment + 1] - cumulativeMeters[segment]
        return cumulativeMeters[segment] + length * fraction(of: segment, at: time)
    }
}
