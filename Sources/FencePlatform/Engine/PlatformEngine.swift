import FenceDevice
import FenceKernel
import FenceWorld

/// What ``PlatformRun`` needs of a platform's engine (``IOSEngine``, ``AndroidEngine``) to run it,
/// and what both engines share through it: the state in ``core``, the run from launch to the battery's
/// end or the horizon, and the order of strategy calls (`EngineCore`'s `call`).
protocol PlatformEngine: EventHandler<PlatformEvent> {
    /// The world, the phone, the app and the shared services.
    var core: EngineCore { get set }
    /// An engine at the start of a run, over `core`.
    init(core: EngineCore)
    /// How many fences the app may register under `parameters`.
    static func maximumMonitoredRegions(under parameters: PlatformParameters) -> Int
    /// Waits again for a one-shot fix of `kind`, or hands it to those who waited for it.
    mutating func follow(_ step: SourceStep, of kind: OneShotKind, kernel: inout Kernel<PlatformEvent>)
    /// Closes open spans and reads the device's accounting at `end`.
    mutating func finish(at end: SimTime) -> RunRecord
}

extension PlatformEngine {
    /// An engine for a run of `strategy` on `device` (a fresh phone in `world`) under `parameters`,
    /// which it validates, keeping what `recording` asks for (with a timeline the device keeps its CPU states)
    /// and charging the battery to full at each of `chargeTimes`.
    init(
        world: World, device: Device, strategy: any LocationStrategy, fences: FenceDirectory,
        parameters: PlatformParameters, recording: RecordingRequest, chargeTimes: [SimTime]
    ) throws(PlatformParameterError) {
        try parameters.validate()
        var device = device
        if recording.timeline { device.recordProcessorStates() }
        self.init(
            core: EngineCore(
                world: world, device: device, strategy: strategy, fences: fences, parameters: parameters,
                maximumMonitoredRegions: Self.maximumMonitoredRegions(under: parameters), recording: recording,
                chargeTimes: chargeTimes))
    }

    /// Launches the app at the start, samples the battery when the record keeps samples, charges it at each
    /// charge time, runs until the battery is empty or `horizon`, and returns what happened.
    mutating func run(until horizon: SimTime) -> RunRecord {
        var kernel = Kernel<PlatformEvent>()
        kernel.schedule(.launch, at: core.start, priority: 0)
        if core.record.samplesBattery { kernel.schedule(.sample, at: core.start) }
        for time in core.chargeTimes where time > core.start && time < horizon {
            kernel.schedule(.recharge, at: time, priority: 0)
        }
        _ = kernel.run(until: horizon, handler: &self)
        return finish(at: core.battery.emptied ?? kernel.now)
    }
}
