import FenceDevice
import FenceKernel
import FenceWorld

/// One run: a strategy on a phone carried through one replication's world, under one platform's
/// location services, execution and power rules (iOS: ``IOSEngine``; Android: ``AndroidEngine``),
/// until the battery runs empty or the horizon.
///
/// The platform owns the location services, the app's timers and its awake state; it drives the
/// device's sources and charges every action to the device's battery. The strategy sees only
/// ``StrategyContext``.
public struct PlatformRun: Sendable {
    private enum Engine: Sendable {
        case ios(IOSEngine)
        case android(AndroidEngine)
    }

    private var engine: Engine

    /// What the phone has read of the inputs a run can leave unread (after ``run(until:)``: everything
    /// of them the run's record depends on).
    public private(set) var deviceReads = DeviceReads()
    /// What the platform has read of the parameters and serving-cell changes a run can leave unread
    /// (after ``run(until:)``).
    public private(set) var platformReads = PlatformReads()

    /// Prepares a run of `strategy` on `device` (a fresh phone in `world`) under `platform` (by default
    /// `parameters.kind`). The run starts — the app is launched with a full battery — at the device's
    /// start time. `fences` are the app's fences (by default `world.fences`). With `recordTimeline`, the
    /// run keeps everything it delivered, each source's activity, the CPU's states and a battery sample
    /// every `sampleInterval`; `recording`, when given, says instead what to keep (battery samples alone, say).
    /// The battery is charged to full at each of `chargeTimes` after the start (a phone charged daily). Under
    /// Android, `parameters.android` applies (with `gpsFreshnessSeconds` and `assistedGPS`, which both
    /// platforms share; the other iOS fields are not used).
    public init(
        world: World, device: Device, strategy: any LocationStrategy, fences: [Fence]? = nil,
        parameters: PlatformParameters = PlatformParameters(), platform: PlatformKind? = nil,
        recordTimeline: Bool = false, sampleInterval: SimTime = .minutes(5), recording: RecordingRequest? = nil,
        chargeTimes: [SimTime] = []
    ) throws(PlatformParameterError) {
        let fences = FenceDirectory(fences ?? world.fences)
        let recording = recording ?? RecordingRequest(timeline: recordTimeline, batterySampleInterval: sampleInterval)
        switch platform ?? parameters.kind {
        case .ios:
            engine = .ios(
                try IOSEngine(
                    world: world, device: device, strategy: strategy, fences: fences, parameters: parameters,
                    recording: recording, chargeTimes: chargeTimes))
        case .android:
            engine = .android(
                try AndroidEngine(
                    world: world, device: device, strategy: strategy, fences: fences, parameters: parameters,
                    recording: recording, chargeTimes: chargeTimes))
        }
    }

    /// Runs until the battery is empty or `horizon`, and returns what happened.
    public mutating func run(until horizon: SimTime) -> RunRecord {
        switch engine {
        case .ios(var ios):
            let record = ios.run(until: horizon)
            deviceReads = ios.core.device.reads
            platformReads = ios.core.reads
            return record
        case .android(var android):
            let record = android.run(until: horizon)
            deviceReads = android.core.device.reads
            platformReads = android.core.reads
            return record
        }
    }
}
