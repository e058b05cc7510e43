import FenceDevice
import FenceKernel

/// A span during which activity updates ran (``StrategyContext/startActivityUpdates()`` until
/// ``StrategyContext/stopActivityUpdates()`` or the run's end), kept in a run's timeline.
public struct ActivityUpdatesSpan: Sendable, Equatable, Codable {
    public var start: SimTime
    public var end: SimTime
}

/// An activity the classifier reported to the app (``StrategyEvent/activityChanged(_:)``), kept in a
/// run's timeline.
public struct ReportedActivity: Sendable, Equatable, Codable {
    public var time: SimTime
    public var activity: MotionActivity
}

extension RecordBuilder {
    /// Activity updates ran from `start` to `end`.
    mutating func activityUpdates(from start: SimTime, to end: SimTime) {
        if recordTimeline { timeline.activityUpdates.append(ActivityUpdatesSpan(start: start, end: end)) }
    }

    /// The classifier reported `activity` to the app at `time`.
    mutating func reportedActivity(_ activity: MotionActivity, at time: SimTime) {
        if recordTimeline { timeline.activityReports.append(ReportedActivity(time: time, activity: activity)) }
    }
}
