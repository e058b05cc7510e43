import FenceKernel

/// Everything a source needs about the commuter at one instant.
public struct TrajectorySample: Hashable, Sendable {
    /// The position in local metres.
    public var position: LocalPoint
    /// The speed in metres per second.
    public var speedMetersPerSecond: Double
    /// The travel mode.
    public var mode: TravelMode
    /// The leg's environment override, or `nil` when the map decides.
    public var environmentOverride: EnvironmentClass?
    /// The index of the leg in ``Trajectory/legs``.
    public var legIndex: Int
}

/// Reads a trajectory at mostly increasing times in O(1) each: it remembers the last segment and
/// tries it and its successor before falling back to binary search, so arbitrary times still work.
///
/// A cursor is a small value owned by one reader (a source, a strategy harness); the trajectory it
/// reads is shared.
public struct TrajectoryCursor: Sendable {
    /// The trajectory being read.
    public let trajectory: Trajectory
    private var segment = 0

    /// A cursor at the start of `trajectory`.
    public init(_ trajectory: Trajectory) { self.trajectory = trajectory }

    /// The segment in force at `time` (same answer as ``Trajectory/segmentIndex(at:)``).
    public mutating func segmentIndex(at time: SimTime) -> Int {
        let times = trajectory.times
        let t = time.microseconds
        let last = times.count - 2
        if times[segment] <= t {
            if segment == last || t < times[segment + 1] { return segment }
            if segment + 1 == last || t < times[segment + 2] {
                segment += 1
                return segment
            }
        }
        segment = trajectory.segmentIndex(at: time)
        return segment
    }

    /// Position, speed, mode and override at `time`.
    public mutating func sample(at time: SimTime) -> TrajectorySample {
        let segment = segmentIndex(at: time)
        let legIndex = Int(trajectory.segmentLegs[segment])
        let leg = trajectory.legs[legIndex]
        return TrajectorySample(
            position: trajectory.position(segment: segment, at: time),
            speedMetersPerSecond: trajectory.speed(segment: segment, at: time), mode: leg.mode,
            environmentOverride: leg.environmentOverride, legIndex: legIndex)
    }

    /// The position at `time`.
    public mutating func position(at time: SimTime) -> LocalPoint {
        trajectory.position(segment: segmentIndex(at: time), at: time)
    }
}
