import FenceKernel
import FenceStats

extension Device {
    /// Starts motion sensing at `time`: from now on the profile's `motion.sensingMilliamps` is drawn
    /// (component `motion`). The classifier's reports for the whole run are drawn on the first start
    /// (``ActivityTimeline``). No effect while sensing.
    public mutating func startMotionSensing(at time: SimTime) {
        settle(to: time)
        if motionTimeline == nil {
            reads.readMotionModels()
            motionTimeline = ActivityTimeline(
                world: world, parameters: profile.motion, noise: KeyedNoise(streamSeed(named: Self.motionStreamName)))
        }
        isSensingMotion = true
        power.motionMilliamps = motionMilliamps
    }

    /// Stops motion sensing at `time`. No effect while not sensing.
    public mutating func stopMotionSensing(at time: SimTime) {
        settle(to: time)
        isSensingMotion = false
        power.motionMilliamps = motionMilliamps
    }

    /// Arms the significant-motion detector at `time` (its current is drawn until
    /// ``disarmSignificantMotion(at:)``); returns when it fires, nil when it will not before the
    /// trajectory ends. Its triggers for the whole run are drawn on the first arming.
    public mutating func armSignificantMotion(at time: SimTime) -> SimTime? {
        settle(to: time)
        if significantMotion == nil {
            reads.readMotionModels()
            significantMotion = SignificantMotionDetector(
                stretches: ActivityStretches(world: world), parameters: profile.motion,
                noise: KeyedNoise(streamSeed(named: Self.significantMotionStreamName)))
        }
        isDetectingMotion = true
        power.motionMilliamps = motionMilliamps
        return significantMotion!.firing(armedAt: time)
    }

    /// Disarms the significant-motion detector at `time` (it fired, or is no longer wanted).
    public mutating func disarmSignificantMotion(at time: SimTime) {
        settle(to: time)
        isDetectingMotion = false
        power.motionMilliamps = motionMilliamps
    }

    /// The motion component's current: the classifier's while activity updates run, plus the
    /// significant-motion detector's while it is armed.
    private var motionMilliamps: Double {
        (isSensingMotion ? profile.motion.sensingMilliamps : 0)
            + (isDetectingMotion ? profile.motion.significantMotionMilliamps : 0)
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
