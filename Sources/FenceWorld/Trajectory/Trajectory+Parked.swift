import FenceKernel

extension Trajectory {
    /// This trajectory followed by a ``TravelMode/still`` leg at its last point until `until`, so the
    /// ground truth covers the parked time too (a fence the path ends inside stays occupied). Unchanged
    /// when `until` is not after ``endTime``.
    public func parked(until: SimTime) throws(WorldError) -> Trajectory {
        guard until > endTime else { return self }
        return try Trajectory(
            legs: legs + [.dwell(at: points[points.count - 1], from: endTime, to: until)])
    }
}
