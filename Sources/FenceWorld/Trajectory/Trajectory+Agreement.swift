import FenceKernel

extension Trajectory {
    /// Whether `other` puts the commuter in the same place, leg, mode and environment override as this
    /// trajectory at every instant up to `time`, and travels the same distance: the same vertices and
    /// legs through the segment holding `time`, which ends at the same vertex in both — or stands still
    /// past `time` in both, however long (a dwell that ends later in one than in the other).
    ///
    /// A run that ended at `time` read nothing of the trajectory after it but instants still to come
    /// (when a dwell ends, when the commuter will have gone some distance), which are after `time` in
    /// both when the two agree this far: so it runs the same on both. When `time` is at or after either
    /// end, the two must be equal.
    public func agrees(with other: Trajectory, through time: SimTime) -> Bool {
        guard time < endTime && time < other.endTime else { return legs == other.legs }
        let segment = segmentIndex(at: time)
        guard other.segmentIndex(at: time) == segment, times[...segment] == other.times[...segment],
            points[...segment] == other.points[...segment], segmentLegs[...segment] == other.segmentLegs[...segment],
            (0...Int(segmentLegs[segment])).allSatisfy({ index in
                legs[index].mode == other.legs[index].mode
                    && legs[index].environmentOverride == other.legs[index].environmentOverride
            })
        else { return false }
        let end = segment + 1
        if times[end] == other.times[end] && points[end] == other.points[end] { return true }
        return points[end] == points[segment] && other.points[end] == other.points[segment]
    }
}
