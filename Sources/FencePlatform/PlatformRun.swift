import FenceDevice
import FenceKernel
import FenceWorld

/// One run: a strategy on a phone carried through one replication's world, under iOS location-service
/// semantics, until the battery runs empty or the horizon.
///
/// The platform owns the location managers, the significant-change service, region monitoring, app
/// timers and the app's awake state; it drives the device's sources and charges every action to the
/// device's battery. The strategy sees only ``StrategyContext``.
public struct PlatformRun: Sendable {
    var engine: PlatformEngine

    /// Prepares a run of `strategy` on `device` (a fresh phone in `world`). The run starts — the app is
    /// launched with a full battery — at the device's start time. `fences` are the app's fences (by
    /// default `world.fences`). With `recordTimeline`, the run keeps everything it delivered, each source's
    /// activity, the CPU's states and a battery sample every `sampleInterval`.
    public init(
        world: World, device: Device, strategy: any LocationStrategy, fences: [Fence]? = nil,
        parameters: PlatformParameters = PlatformParameters(), recordTimeline: Bool = false,
        sampleInterval: SimTime = .minutes(5)
    ) throws(PlatformParameterError) {
        try parameters.validate()
        var device = device
        if recordTimeline { device.recordProcessorStates() }
        engine = PlatformEngine(
            world: world, device: device, strategy: strategy, fences: FenceDirectory(fences ?? world.fences),
            parameters: parameters, recordTimeline: recordTimeline, sampleInterval: sampleInterval)
    }

    /// Runs until the battery is empty or `horizon`, and returns what happened.
    public mutating func run(until horizon: SimTime) -> RunRecord { engine.run(until: horizon) }
}
