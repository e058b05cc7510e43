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
/// The remembered segment's ends, speed and leg are copied out of the trajectory when the cursor moves
/// to it, so a read inside the same segment (every GPS second while the phone dwells or drives along a
/// street) touches none of the trajectory's arrays; the values come from ``Trajectory``'s own
/// formulas.
///
/// A cursor is a small value owned by one reader (a source, a strategy harness); the trajectory it
/// reads is shared.
public struct TrajectoryCursor: Sendable {
    /// The trajectory being read.
    public let trajectory: Trajectory
    private let lastSegment: Int
    private var segment = 0
    private var piece: Piece

    /// What reading inside one segment needs.
    private struct Piece: Sendable {
        /// Start and end of the segment, µs.
        var start: Int64, end: Int64
        var from: LocalPoint, to: LocalPoint
        /// Speed while inside [start, end), m/s.
        var speedMetersPerSecond: Double
        var mode: TravelMode
        var environmentOverride: EnvironmentClass?
        var legIndex: Int

        init(_ segment: Int, of trajectory: Trajectory) {
            start = trajectory.times[segment]
            end = trajectory.times[segment + 1]
            from = trajectory.points[segment]
            to = trajectory.points[segment + 1]
            speedMetersPerSecond = trajectory.speedMetersPerSecond(inSegment: segment)
            legIndex = Int(trajectory.segmentLegs[segment])
            mode = trajectory.legs[legIndex].mode
            environmentOverride = trajectory.legs[legIndex].environmentOverride
        }
    }

    /// A cursor at the start of `trajectory`.
    public init(_ trajectory: Trajectory) {
        self.trajectory = trajectory
        lastSegment = trajectory.segmentCount - 1
        piece = Piece(0, of: trajectory)
    }

    /// The segment in force at `time` (same answer as ``Trajectory/segmentIndex(at:)``).
    @inline(__always)  // in every sample: usually two comparisons
    public mutating func segmentIndex(at time: SimTime) -> Int {
        let t = time.microseconds
        if piece.start <= t {
            if segment == lastSegment || t < piece.end { return segment }
            if segment + 1 == lastSegment || t < trajectory.times[segment + 2] {
                move(to: segment + 1)
                return segment
            }
        }
        move(to: trajectory.segmentIndex(at: time))
        return segment
    }

    private mutating func move(to newSegment: Int) {
        guard newSegment != segment else { return }
        segment = newSegment
        piece = Piece(newSegment, of: trajectory)
    }

    /// Position, speed, mode and override at `time`.
    public mutating func sample(at time: SimTime) -> TrajectorySample {
        _ = segmentIndex(at: time)
        let t = time.microseconds
        return TrajectorySample(
            position: position(inSegmentAt: t),
            speedMetersPerSecond: t >= piece.start && t < piece.end ? piece.speedMetersPerSecond : 0,
            mode: piece.mode, environmentOverride: piece.environmentOverride, legIndex: piece.legIndex)
    }

    /// The position and the leg's environment override at `time`: the part of ``sample(at:)`` that says
    /// where the phone is, which is all a source's fix needs.
    public mutating func location(at time: SimTime) -> (position: LocalPoint, environmentOverride: EnvironmentClass?) {
        _ = segmentIndex(at: time)
        return (position(inSegmentAt: time.microseconds), piece.environmentOverride)
    }

    /// The leg's environment override at `time`, if it has one, and the instant until which it holds
    /// at least: the end of the segment holding `time` (``SimTime/never`` on the last segment, which
    /// holds every later time). Every instant from `time` until then has this override.
    public mutating func overrideStretch(at time: SimTime) -> (environment: EnvironmentClass, until: SimTime)? {
        _ = segmentIndex(at: time)
        guard let environment = piece.environmentOverride else { return nil }
        return (environment, segment == lastSegment ? .never : SimTime(microseconds: piece.end))
    }

    /// The position at `time`.
    public mutating func position(at time: SimTime) -> LocalPoint {
        _ = segmentIndex(at: time)
        return position(inSegmentAt: time.microseconds)
    }

    /// The position at `t` µs in the current segment (clamped to it), as ``Trajectory`` computes it.
    private func position(inSegmentAt t: Int64) -> LocalPoint {
        piece.from.interpolated(to: piece.to, fraction: Trajectory.fraction(at: t, from: piece.start, to: piece.end))
    }
}
