import FenceKernel
import FenceStats

extension Device {
    /// Starts motion sensing at `time`: from now on the profile's `motion.sensingMilliamps` is drawn
    /// (component `motion`). The classifier's reports for the whole run are drawn on the first start
    /// (``ActivityTimeline``). No effect while sensing.
    public mutating func startMotionSensing(at time: SimTime) {
        settle(to: time)
        if motionTimeline == nil {
            motionTimeline = ActivityTimeline(
                world: world, parameters: profile.motion, noise: KeyedNoise(streamSeed(named: Self.motionStreamName)))
        }
        power.motionMilliamps = profile.motion.sensingMilliamps
        isSensingMotion = true
    }

    /// Stops motion sensing at `time`. No effect while not sensing.
    public mutating func stopMotionSensing(at time: SimTime) {
        settle(to: time)
        power.motionMilliamps = 0
        isSensingMotion = false
    }

    /// The activity the classifier reports at `time` (motion sensing must have started once).
    public func reportedActivity(at time: SimTime) -> MotionActivity {
        motionTimeline!.reportedActivity(at: time)
    }

    /// The classifier's first change of activity after `time`, if any (motion sensing must have
    /// started once).
    public func nextActivityReport(after time: SimTime) -> ActivityTimeline.Report? {
        motionTimeline!.nextReport(after: time)
    }
}
