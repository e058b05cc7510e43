import FenceKernel

extension Trajectory {
    /// The first instant at which the phone has travelled `meters` along the trajectory since `time`
    /// (solved on the linear segment, rounded up to the microsecond), or nil when the trajectory ends first.
    public func time(afterTravelling meters: Double, from time: SimTime) -> SimTime? {
        let target = distanceTravelledMeters(until: time) + meters
        // The first vertex at or beyond the target.
        var low = 0
        var high = cumulativeMeters.count
        while low < high {
            let mid = (low + high) / 2
            if cumulativeMeters[mid] < target { low = mid + 1 } else { high = mid }
        }
        guard low < cumulativeMeters.count, low > 0 else { return nil }
        let from = cumulativeMeters[low - 1]
        let to = cumulativeMeters[low]
        let duration = Double(times[low] - times[low - 1])
        let offset = Int64((duration * (target - from) / (to - from)).rounded(.up))
        return max(time, SimTime(microseconds: times[low - 1] + offset))
    }
}
