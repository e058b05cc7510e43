import FenceDevice
import FenceKernel
import FenceWorld

/// One run under Android: a strategy on a phone carried through one replication's world, under the
/// Android platform's rules (``AndroidEngine``), until the battery runs empty or the horizon. The
/// counterpart of ``PlatformRun``, with the same world, device and record.
public struct AndroidRun: Sendable {
    var engine: AndroidEngine

    /// Prepares a run of `strategy` on `device` under `parameters.android` (and `gpsFreshnessSeconds`,
    /// which both platforms share; the other iOS fields are not used).
    public init(
        world: World, device: Device, strategy: any LocationStrategy, fences: [Fence]? = nil,
        parameters: PlatformParameters = PlatformParameters(), recordTimeline: Bool = false,
        sampleInterval: SimTime = .minutes(5)
    ) throws(PlatformParameterError) {
        try parameters.validate()
        var device = device
        if recordTimeline { device.recordProcessorStates() }
        engine = AndroidEngine(
            world: world, device: device, strategy: strategy, fences: FenceDirectory(fences ?? world.fences),
            parameters: parameters, recordTimeline: recordTimeline, sampleInterval: sampleInterval)
    }

    /// Runs until the battery is empty or `horizon`, and returns what happened.
    public mutating func run(until horizon: SimTime) -> RunRecord { engine.run(until: horizon) }
}
