import FenceKernel

/// What ``PlatformRun`` and ``AndroidRun`` need of their engine to run it: the kernel's handler, the
/// instant the run starts, the record (whether it samples the battery), the battery watch (when the
/// battery emptied) and the closing of the run. One way to run a platform, for both platforms.
protocol RunEngine: EventHandler<PlatformEvent> {
    /// When the run starts: the device's start time.
    var start: SimTime { get }
    var record: RecordBuilder { get }
    var battery: BatteryWatch { get }
    /// Closes open spans and reads the device's accounting at `end`.
    mutating func finish(at end: SimTime) -> RunRecord
}

extension RunEngine {
    /// Launches the app at the start, samples the battery when the record keeps a timeline, runs until the
    /// battery is empty or `horizon`, and returns what happened.
    mutating func run(until horizon: SimTime) -> RunRecord {
        var kernel = Kernel<PlatformEvent>()
        kernel.schedule(.launch, at: start, priority: 0)
        if record.recordTimeline { kernel.schedule(.sample, at: start) }
        _ = kernel.run(until: horizon, handler: &self)
        return finish(at: battery.emptied ?? kernel.now)
    }
}
