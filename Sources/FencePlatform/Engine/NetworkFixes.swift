import FenceDevice
import FenceKernel
import FenceWorld

/// How often the standard location service takes network fixes (`docs/calibration.md`, "Network-fix
/// cadence"). No source gives iOS's scan period for a `hundredMeters` manager; the sources say only that
/// the system scans radios periodically while updates run and scans less when the phone is still, and
/// that a distance filter drops deliveries without reducing the hardware's work.
public enum NetworkFixCadence: String, Sendable, Codable, CaseIterable {
    /// Every `networkFixIntervalSeconds`, moving or not.
    case fixed
    /// Every `networkFixIntervalSeconds` while the phone moves, every
    /// `networkFixStationaryIntervalSeconds` while it is still (judged at each fix).
    case motionAware
}

extension NetworkFixCadence {
    /// The interval to the network fix after the one taken at `time`, seconds; `reads` notes the interval it is.
    func intervalSeconds(
        in world: World, at time: SimTime, parameters: PlatformParameters, noting reads: inout PlatformReads
    ) -> Double {
        if self == .fixed || world.trajectory.speedMetersPerSecond(at: time) > 0 {
            reads.read(.networkFixInterval)
            return parameters.ios.networkFixIntervalSeconds
        }
        reads.read(.networkFixStationaryInterval)
        return parameters.ios.networkFixStationaryIntervalSeconds
    }
}

/// Which users wait for a one-shot network fix.
struct FixConsumers: OptionSet, Sendable {
    let rawValue: UInt8
    /// Running location managers (network or cell tier).
    static let managers = FixConsumers(rawValue: 1)
    /// Region monitoring's evaluation.
    static let regions = FixConsumers(rawValue: 2)
    /// The significant-change service.
    static let significantChange = FixConsumers(rawValue: 4)
    /// The Android Geofencing API's evaluation.
    static let geofences = FixConsumers(rawValue: 8)
    /// The Android framework proximity alerts' location request.
    static let proximityAlerts = FixConsumers(rawValue: 16)
}

/// The two one-shot sources.
enum OneShotKind: Sendable { case wifi, cell }

/// A one-shot source (Wi-Fi or cell) as the platform drives it.
struct OneShotState: Sendable {
    /// Who gets the fix; empty when no request is in progress.
    var consumers: FixConsumers = []
    /// The pending wake of the request in progress.
    var token: EventToken?
    /// When the request in progress started.
    var started: SimTime = .zero
    var inFlight: Bool { token != nil }
}

/// The one-shot Wi-Fi and cell fixes that the standard service's polls, region monitoring and the
/// significant-change service request: a request already in progress is shared by everyone who asks
/// while it runs, and its fix goes to all of them (the engine hands it on).
struct NetworkFixes: Sendable {
    private var wifi = OneShotState()
    private var cell = OneShotState()

    private subscript(kind: OneShotKind) -> OneShotState {
        get { kind == .wifi ? wifi : cell }
        set { if kind == .wifi { wifi = newValue } else { cell = newValue } }
    }

    /// Adds `consumers` to the request of `kind`; when none was in progress, starts one and returns its
    /// first step (``finish(_:of:kernel:record:)`` follows it).
    mutating func request(
        _ kind: OneShotKind, for consumers: FixConsumers, device: inout Device, at now: SimTime
    ) -> SourceStep? {
        let alreadyRunning = self[kind].inFlight
        self[kind].consumers.formUnion(consumers)
        guard !alreadyRunning else { return nil }
        self[kind].started = now
        return kind == .wifi ? device.requestWiFiFix(at: now) : device.requestCellFix(at: now)
    }

    /// The request of `kind` asked to be driven now: its next step.
    mutating func wake(_ kind: OneShotKind, device: inout Device, at now: SimTime) -> SourceStep {
        self[kind].token = nil
        return kind == .wifi ? device.advanceWiFi(at: now) : device.advanceCellFix(at: now)
    }

    /// Follows `step` of the request of `kind`: schedules its next wake and returns nil while it waits;
    /// otherwise ends the request (with a fix or failed) and returns who waited for it.
    mutating func finish(
        _ step: SourceStep, of kind: OneShotKind, kernel: inout Kernel<PlatformEvent>, record: inout RecordBuilder
    ) -> FixConsumers? {
        if let wake = step.nextWake, step.fix == nil, step.failure == nil {
            self[kind].token = kernel.schedule(.oneShotWake(kind), at: max(wake, kernel.now))
            return nil
        }
        let consumers = self[kind].consumers
        record.activity(kind == .wifi ? .wifi : .cell, from: self[kind].started, to: kernel.now)
        self[kind] = OneShotState()
        return consumers
    }

    /// `consumers` no longer wait for a fix of `kind` in progress.
    mutating func withdraw(_ consumers: FixConsumers, from kind: OneShotKind) {
        self[kind].consumers.subtract(consumers)
    }

    /// Closes the activity spans still open at the end of the run.
    func closeActivities(at end: SimTime, record: inout RecordBuilder) {
        if wifi.inFlight { record.activity(.wifi, from: wifi.started, to: end) }
        if cell.inFlight { record.activity(.cell, from: cell.started, to: end) }
    }
}
