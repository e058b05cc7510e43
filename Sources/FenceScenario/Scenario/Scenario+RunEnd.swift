import FenceKernel
import FenceWorld

extension Scenario {
    /// When a run in `world` ends: the horizon, or — over a recorded track with
    /// `world.movement.recordedTrack.afterEnd` `"end"` (the default) — the track's last fix when that
    /// comes first. Metrics per day are normalised by the span simulated, and a battery that outlives it
    /// gets its life extrapolated at the mean current over that span (``RunMetrics/batteryLifeExtrapolated``).
    /// A parked track's trajectory reaches the horizon, so the horizon ends it.
    public func runEnd(in world: World) -> SimTime {
        guard case .recordedTrack = self.world.movement else { return horizon }
        return min(horizon, world.trajectory.endTime)
    }
}
