import FenceKernel

/// What a run is asked to keep besides its counts (``RunRecord``): its timeline, the battery level sampled at an
/// interval, every fix's error. FenceExperiment's `RunDetailRequest` (what an experiment keeps of each run) asks
/// the platform for these.
public struct RecordingRequest: Sendable, Equatable {
    /// Keep the timeline (``RunTimeline``: deliveries, source activity, CPU states, battery samples …).
    public var timeline: Bool
    /// Keep the battery level every ``batterySampleInterval`` (``RunRecord/batteryLevels``), without the rest of
    /// the timeline.
    public var batterySamples: Bool
    /// The interval of battery samples.
    public var batterySampleInterval: SimTime
    /// Keep every fix's error (a run made of segments joins them: ``RunRecord/init(joining:end:)``).
    public var fixErrors: Bool

    /// A recording; by default nothing besides the counts, samples every 5 minutes when asked for.
    public init(
        timeline: Bool = false, batterySamples: Bool = false, batterySampleInterval: SimTime = .minutes(5),
        fixErrors: Bool = false
    ) {
        self.timeline = timeline
        self.batterySamples = batterySamples
        self.batterySampleInterval = batterySampleInterval
        self.fixErrors = fixErrors
    }
}
