import FenceKernel
import FenceStats
import FenceWorld
import Foundation

/// What the activity classifier reports over a whole trajectory: the true activity's stretches and the
/// reported changes of activity, drawn once per run.
///
/// **Model.** The true activity comes from each leg's travel mode (``MotionActivity/init(_:)``), or for a
/// recorded track from each piece's speed (``MotionActivity/init(recordedSpeedMetersPerSecond:)``);
/// neighbouring pieces of one activity form a *stretch*. The classifier starts out knowing the first
/// stretch's activity. Each later stretch is judged once: after a log-normal delay (median per true
/// activity, ``MotionParameters/delayLogSigma``) it reports the true activity with the activity's
/// accuracy, else the neighbour ``MotionActivity/confusedWith`` — an error that the classifier corrects
/// after a second delay drawn like the first, reporting the true activity then. A report due after its
/// stretch has ended is not made (a short stretch goes unreported), and a report equal to the activity
/// already reported is no change.
///
/// **Common random numbers.** A stretch's draws are keyed by the whole second it starts in (stream
/// `source.motion`), so they do not depend on which strategy asks or when.
public struct ActivityTimeline: Sendable, Equatable {
    /// One stretch of a single true activity, from `start` to the next stretch's start.
    public struct Stretch: Sendable, Equatable {
        public var start: SimTime
        public var activity: MotionActivity
    }

    /// One report of the classifier: from `time` on it says `activity`.
    public struct Report: Sendable, Equatable {
        public var time: SimTime
        public var activity: MotionActivity
    }

    /// How the classifier judged one stretch: the delay it drew and the activity it named.
    public struct Judgement: Sendable, Equatable {
        public var delaySeconds: Double
        public var named: MotionActivity
    }

    /// Lanes of the motion noise keyed by a stretch's first second.
    private enum Lane {
        static let delay: UInt64 = 0
        static let confusion: UInt64 = 1
        static let correction: UInt64 = 2
    }

    /// The true activity's stretches, in time order.
    public let stretches: [Stretch]
    /// Every report, in time order: the first at the trajectory's start, then each change.
    public let reports: [Report]
    /// Per stretch after the first, the drawn delay in seconds and the activity the classifier named.
    /// (Reported or not: a stretch shorter than its delay is judged but never reported.)
    public let judgements: [Judgement]

    /// The timeline of `world`'s trajectory under `parameters`, with draws from `noise`.
    public init(world: World, parameters: MotionParameters, noise: KeyedNoise) {
        self.init(
            stretches: Self.stretches(of: world), end: world.trajectory.endTime, parameters: parameters, noise: noise)
    }

    /// The timeline of the true `stretches` (the last one ending at `end`).
    public init(stretches: [Stretch], end: SimTime, parameters: MotionParameters, noise: KeyedNoise) {
        precondition(!stretches.isEmpty, "ActivityTimeline: no stretches")
        self.stretches = stretches
        var reports = [Report(time: stretches[0].start, activity: stretches[0].activity)]
        var judgements: [Judgement] = []
        for index in stretches.indices.dropFirst() {
            let stretch = stretches[index]
            let key = stretch.start.wholeSeconds
            let delay =
                parameters.delayMedianSeconds(stretch.activity)
                * exp(parameters.delayLogSigma * noise.normal(key, lane: Lane.delay))
            let named =
                noise.uniform(key, lane: Lane.confusion) < parameters.accuracy(stretch.activity)
                ? stretch.activity : stretch.activity.confusedWith
            let correctionDelay =
                parameters.delayMedianSeconds(stretch.activity)
                * exp(parameters.delayLogSigma * noise.normal(key, lane: Lane.correction))
            judgements.append(Judgement(delaySeconds: delay, named: named))
            let stretchEnd = index + 1 < stretches.count ? stretches[index + 1].start : end
            func report(_ activity: MotionActivity, at time: SimTime) {
                guard time < stretchEnd, activity != reports[reports.count - 1].activity else { return }
                reports.append(Report(time: time, activity: activity))
            }
            let time = stretch.start + .seconds(delay)
            report(named, at: time)
            if named != stretch.activity { report(stretch.activity, at: time + .seconds(correctionDelay)) }
        }
        self.reports = reports
        self.judgements = judgements
    }

    /// The activity reported at `time` (the last report at or before it; the first before the start).
    public func reportedActivity(at time: SimTime) -> MotionActivity {
        reports[max(0, reportIndex(atOrBefore: time))].activity
    }

    /// The first report strictly after `time`, if any.
    public func nextReport(after time: SimTime) -> Report? {
        let index = reportIndex(atOrBefore: time) + 1
        return index < reports.count ? reports[index] : nil
    }

    /// The index of the last report at or before `time`, -1 when none is.
    private func reportIndex(atOrBefore time: SimTime) -> Int {
        var low = 0, high = reports.count
        while low < high {
            let mid = (low + high) / 2
            if reports[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }

    /// The true activity's stretches of `world`: by leg mode, or by piece speed for a recorded track.
    public static func stretches(of world: World) -> [Stretch] {
        let trajectory = world.trajectory
        var stretches: [Stretch] = []
        func add(_ start: SimTime, _ activity: MotionActivity) {
            if stretches.last?.activity != activity { stretches.append(Stretch(start: start, activity: activity)) }
        }
        if world.trackImport == nil {
            for leg in trajectory.legs { add(leg.startTime, MotionActivity(leg.mode)) }
        } else {
            let times = trajectory.vertexTimes, points = trajectory.vertexPositions
            for index in 0..<(times.count - 1) where times[index + 1] > times[index] {
                let speed =
                    points[index].distanceMeters(to: points[index + 1]) / (times[index + 1] - times[index]).seconds
                add(times[index], MotionActivity(recordedSpeedMetersPerSecond: speed))
            }
            if stretches.isEmpty { add(trajectory.startTime, .stationary) }
        }
        return stretches
    }
}
