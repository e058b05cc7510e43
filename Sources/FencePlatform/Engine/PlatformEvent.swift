import FenceKernel

/// The platform's kernel events. Value-typed and dispatched by `switch` in ``IOSEngine``.
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
    /// A significant-change delivery is due.
    case significantChangeCheck
    /// The system evaluates monitored regions (periodically and at cell changes).
    case regionEvaluation
    /// The system re-checks a region crossing it saw `regionConfirmationSeconds` ago.
    case regionConfirmation
    /// Registering a region failed; tell the app (an index into ``RegionMonitor``'s failures).
    case regionFailure(Int)
    /// The activity classifier's next reported change is due.
    case activityReport
    /// A manager's pause, stationary suspension or resumption is due (a slot of ``ManagerPausing``).
    case pausingDue(slot: Int)
    /// An app timer fired.
    case timer(TimerID, tag: Int)
    /// A background wake window may have ended.
    case appSleep
    /// The battery's predicted empty instant.
    case batteryEmpty
    /// Record a battery-level sample (runs that keep a timeline or battery samples).
    case sample
    /// The phone is charged back to full (a daily charge, ``PlatformRun``'s `chargeTimes`).
    case recharge
    /// An event of the Android platform's own services (``AndroidEngine``; never scheduled under iOS).
    case android(AndroidPlatformEvent)
}

extension PlatformEvent {
    /// The priority of ``gpsWake``: a GPS epoch comes after the other events of its instant (default
    /// priority 128: timers, polls, one-shot results), so the order of a fix and, say, a capture
    /// timeout of the same second does not depend on when either was scheduled.
    static let gpsEpochPriority: UInt8 = 192
}
