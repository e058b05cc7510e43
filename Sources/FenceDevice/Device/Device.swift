import FenceKernel
import FenceStats
import FenceWorld

/// A phone carried through a ``World``: battery, component power states and the four positioning
/// sources, driven by the platform's clock.
///
/// **Lazy, no kernel events inside.** Every action (start or stop GPS, request or advance a fix,
/// upload, a CPU burst, screen, app awake) happens at a time at or after the previous one
/// (`precondition`). An action that changes the components' future current schedule — tails
/// included — first brings the battery up to date; one that does not (a tracking receiver's next
/// fix) leaves it alone, so ``predictedEmptyTime(after:)`` is exact until the next change. Sources are
/// small state machines: a call returns a ``SourceStep`` with any fix delivered now and the instant
/// the platform must call the source's `advance…` method again.
///
/// **Common random numbers.** Every random quantity is keyed by the whole second it concerns
/// (streams `source.gps`, `source.wifi`, `source.cell`, `device.data` of the replication), so a
/// source's error at time t is the same whichever strategy asks, and however often.
public struct Device: Sendable {
    /// Stream name of the GPS error, visibility and start-up draws.
    public static let gpsStreamName = "source.gps"
    /// Stream name of the Wi-Fi positioning draws.
    public static let wifiStreamName = "source.wifi"
    /// Stream name of the cell positioning draws.
    public static let cellStreamName = "source.cell"
    /// Stream name of the data-coverage draws.
    public static let dataStreamName = "device.data"
    /// Stream name of the activity classifier's draws.
    public static let motionStreamName = "source.motion"
    /// The significant-motion detector's stream (``SignificantMotionDetector``).
    public static let significantMotionStreamName = "source.significantMotion"

    /// The phone.
    public let profile: DeviceProfile
    /// What the app does that costs power.
    public let app: AppBehaviour
    /// Where the phone is.
    public let world: World
    /// Every component's power state (the current schedule).
    public internal(set) var power: DevicePower
    /// Charge drawn per component, integrated up to the last action.
    public private(set) var battery: Battery
    /// The time of the latest action; the next one may not be earlier.
    public private(set) var lastActionTime: SimTime
    /// Uploads sent over the data radio.
    public internal(set) var uploadCount = 0
    /// Uploads dropped for lack of data coverage.
    public internal(set) var droppedUploadCount = 0
    /// What the phone has read so far of the inputs a run can leave unread.
    public internal(set) var reads = DeviceReads()

    var cursor: TrajectoryCursor
    var gps: GPSReceiver
    var wifiRequest: NetworkFixRequest?
    var cellRequest: NetworkFixRequest?
    let wifiNoise: KeyedNoise
    let cellNoise: KeyedNoise
    let dataNoise: KeyedNoise
    /// Wi-Fi median error per environment ordinal, metres.
    let wifiMedianMeters: [Double]
    /// The counters of each source, by ``SourceKind/ordinal`` (stored inline: a count changes at every fix,
    /// and an array's copy-on-write check cost more than the count).
    var sourceStatistics = InlineArray<4, SourceStatistics>(repeating: SourceStatistics())
    /// The error of every fix delivered so far, by source (``fixErrorMedians`` reads them).
    var fixErrors = FixErrorLog()
    /// `app.cpuWorkPerCallbackSeconds` as a duration (a CPU burst per callback).
    let callbackWork: SimTime
    /// `wifi.scanSeconds`, `wifi.cpuAwakeSeconds` and `cell.cpuBusySeconds` of the profile as durations
    /// (every request sets them).
    let wifiScan: SimTime, wifiCPUAwake: SimTime, cellCPUBusy: SimTime
    /// The GPS receiver's last observed second.
    var lastGPSObservation: GPSObservation?
    /// The Wi-Fi and cell sources' radio-site queries for the last place asked.
    var radioSurvey = RadioSurveyCache()
    /// The largest total current the phone can draw under any actions, mA
    /// (``DevicePower/maximumPossibleMilliamps(motionMilliamps:)``).
    let maximumPossibleMilliamps: Double
    /// ``emptyTimeLowerBound()`` since the last change of the schedule (nil: not computed yet).
    var emptyTimeLowerBoundCache: SimTime?
    /// The processor's awake and busy stretches, when asked for (``recordProcessorStates()``).
    var processorLog: ProcessorStateLog?
    /// The activity classifier's reports, drawn when motion sensing first starts (nil before: a run
    /// that never senses motion draws nothing from `source.motion`).
    var motionTimeline: ActivityTimeline?
    /// Whether activity updates run (the accelerometer and the classifier draw their current).
    public internal(set) var isSensingMotion = false
    /// The significant-motion detector's triggers, drawn when it is first armed (nil before).
    var significantMotion: SignificantMotionDetector?
    /// Whether the significant-motion detector is armed (and draws its current).
    public internal(set) var isDetectingMotion = false

    /// The scenario's master seed and the replication whose random streams this phone draws from (the
    /// platform keys its own streams by them too: ``streamSeed(named:)``).
    public let masterSeed: UInt64
    public let replication: UInt64

    /// The seed of this phone's replication's stream `name`.
    public func streamSeed(named name: String) -> StreamSeed {
        StreamSeed(masterSeed: masterSeed, replication: replication, name: name)
    }

    /// A full, idle phone at `start` (screen per `app`, CPU suspended, GPS off, radio idle) in `world`,
    /// with the random streams of (`masterSeed`, `replication`). Throws when `profile` or `app` is
    /// invalid, naming the field.
    public init(
        profile: DeviceProfile, app: AppBehaviour = AppBehaviour(), world: World, masterSeed: UInt64,
        replication: UInt64, start: SimTime = .zero
    ) throws(DeviceParameterError) {
        try profile.validate()
        try app.validate()
        self.profile = profile
        self.app = app
        callbackWork = .seconds(app.cpuWorkPerCallbackSeconds)
        wifiScan = .seconds(profile.wifi.scanSeconds)
        wifiCPUAwake = .seconds(profile.wifi.cpuAwakeSeconds)
        cellCPUBusy = .seconds(profile.cell.cpuBusySeconds)
        self.world = world
        self.masterSeed = masterSeed
        self.replication = replication
        power = DevicePower(parameters: profile.power, radio: profile.radio)
        power.screen = app.screen
        maximumPossibleMilliamps = power.maximumPossibleMilliamps(
            motionMilliamps: profile.motion.sensingMilliamps + profile.motion.significantMotionMilliamps)
        battery = Battery(parameters: profile.battery, start: start)
        lastActionTime = start
        cursor = TrajectoryCursor(world.trajectory)
        func seed(_ name: String) -> StreamSeed {
            StreamSeed(masterSeed: masterSeed, replication: replication, name: name)
        }
        gps = GPSReceiver(parameters: profile.gps, assistance: profile.agps, seed: seed(Self.gpsStreamName))
        wifiNoise = KeyedNoise(seed(Self.wifiStreamName))
        cellNoise = KeyedNoise(seed(Self.cellStreamName))
        dataNoise = KeyedNoise(seed(Self.dataStreamName))
        wifiMedianMeters = EnvironmentClass.allCases.map { profile.wifi.medianErrorMeters[$0]! }
    }

    /// Records an action at `time`, which must not precede the previous one; every action calls it.
    mutating func touch(_ time: SimTime) {
        precondition(time >= lastActionTime, "Device: action at \(time) precedes the previous one at \(lastActionTime)")
        lastActionTime = time
    }

    /// Records an action at `time` and brings the battery up to it: call before changing ``power``.
    @inline(__always)  // a third of the settles find the battery at `time` already: no call for those
    mutating func settle(to time: SimTime) {
        touch(time)
        if time > battery.settledUntil || processorLog != nil { integrate(to: time) }
        emptyTimeLowerBoundCache = nil
    }

    /// Charges the battery to full at `time` (not before the latest action): the phone on its charger, instantly
    /// in the model; every component keeps drawing as before.
    public mutating func recharge(at time: SimTime) {
        settle(to: time)
        battery.recharge(power, at: time)
    }

    /// Brings the processor log and the battery up to `time`.
    private mutating func integrate(to time: SimTime) {
        if processorLog != nil { processorLog!.record(power.cpu, to: time) }
        battery.settle(power, to: time)
    }

    /// The true position and the environment class at `time`.
    mutating func place(at time: SimTime) -> (position: LocalPoint, environment: EnvironmentClass) {
        let location = cursor.location(at: time)
        return (location.position, world.environment(at: location.position, override: location.environmentOverride))
    }

    /// The environment class at `time`: that of the GPS receiver's last observation when it observed
    /// this instant (an upload of the fix it just delivered), else looked up as ``place(at:)`` does.
    mutating func environment(at time: SimTime) -> EnvironmentClass {
        if let last = lastGPSObservation, last.second * 1_000_000 == time.microseconds { return last.environment }
        return place(at: time).environment
    }

    /// Sends `durationSeconds` of data at `time` if a place of class `environment` has data coverage
    /// in that second (drawn from `device.data`); returns the completion, or nil without coverage. The
    /// CPU stays awake until the transfer completes (promotion and queue included), then for its tail.
    mutating func transfer(at time: SimTime, durationSeconds: Double, environment: EnvironmentClass) -> SimTime? {
        guard
            reads.dataCoverage[environment.ordinal].isBelow(
                dataNoise.uniform(time.wholeSeconds), world.environmentTable[environment].dataCoverage)
        else { return nil }
        settle(to: time)
        let done = power.radio.transfer(at: time, durationSeconds: durationSeconds)
        power.cpu.wake(at: time, until: done)
        return done
    }
}
