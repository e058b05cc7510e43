import FenceKernel
import FenceWorld

/// The platform's kernel events. Value-typed and dispatched by `switch` in ``PlatformRun``.
///
/// Every payload is a plain number (no strings or other references), so the event queue moves events
/// without reference counting.
enum PlatformEvent: Sendable {
    /// The app's first launch.
    case launch
    /// The GPS receiver asked to be driven now.
    case gpsWake
    /// A one-shot Wi-Fi or cell fix in progress asked to be driven now.
    case oneShotWake(OneShotKind)
    /// Time for the next network-tier fix (Wi-Fi, else cell).
    case networkPoll
    /// Time for the next cell-tier fix.
    case cellPoll
    /// Deliver the cached last location to a manager that just started (its index in
    /// ``PlatformEngine/managers``, which only grows).
    case deliverCached(managerIndex: Int)
    /// A significant-change delivery is due.
    case significantChangeCheck
    /// The system evaluates monitored regions (periodically and at cell changes).
    case regionEvaluation
    /// The system re-checks a region crossing it saw `regionConfirmationSeconds` ago.
    case regionConfirmation
    /// Registering a region failed; tell the app (an index into ``PlatformEngine/regionFailures``).
    case regionFailure(Int)
    /// An app timer fired.
    case timer(TimerID, tag: Int)
    /// A background wake window may have ended.
    case appSleep
    /// The battery's predicted empty instant.
    case batteryEmpty
    /// Record a battery-level sample (timeline runs only).
    case sample
}

extension PlatformEvent {
    /// The priority of ``gpsWake``: a GPS epoch comes after the other events of its instant (default
    /// priority 128: timers, polls, one-shot results), so the order of a fix and, say, a capture
    /// timeout of the same second does not depend on when either was scheduled.
    static let gpsEpochPriority: UInt8 = 192
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
}

/// The two one-shot sources.
enum OneShotKind: Sendable { case wifi, cell }

/// The state of both one-shot sources.
struct OneShotStates: Sendable {
    private var wifi = OneShotState()
    private var cell = OneShotState()

    subscript(kind: OneShotKind) -> OneShotState {
        get { kind == .wifi ? wifi : cell }
        set { if kind == .wifi { wifi = newValue } else { cell = newValue } }
    }
}

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

/// One of the app's location managers (its name is in ``PlatformEngine/managerIDs`` at the same
/// index, so that this state is plain numbers: read and written at every fix without reference
/// counting).
struct ManagerState: Sendable {
    var accuracy: DesiredAccuracy = .best
    var distanceFilterMeters: Double = 0
    var running = false
    /// Position of the last location delivered, for the distance filter.
    var lastDelivered: LocalPoint?
}
