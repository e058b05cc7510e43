import FenceKernel

/// The application processor above suspend: busy while it runs queued work (callbacks, a cell
/// fix), else awake while the app is kept running or a wake lock is held, else suspended (0 mA
/// above the baseline).
struct CPUPower: Sendable, Equatable {
    /// Awake-idle current, mA.
    let awakeMilliamps: Double
    /// Extra current while busy, mA.
    let activeMilliamps: Double
    /// Whether the app is kept running (a standard location service in the background, a
    /// foreground app): the CPU never suspends.
    private(set) var appAwake = false
    /// A wake lock (for a Wi-Fi scan) holds the CPU awake until this instant.
    private(set) var wakeLockUntil = SimTime.zero
    /// Queued work keeps the CPU busy until this instant.
    private(set) var busyUntil = SimTime.zero

    init(awakeMilliamps: Double, activeMilliamps: Double) {
        self.awakeMilliamps = awakeMilliamps
        self.activeMilliamps = activeMilliamps
    }

    func milliamps(at time: SimTime) -> Double {
        if time < busyUntil { return awakeMilliamps + activeMilliamps }
        return appAwake || time < wakeLockUntil ? awakeMilliamps : 0
    }

    func nextChange(after time: SimTime) -> SimTime? {
        if time < busyUntil { return busyUntil }
        return !appAwake && time < wakeLockUntil ? wakeLockUntil : nil
    }

    /// Keeps the app (and so the CPU) awake or lets it suspend.
    mutating func setAppAwake(_ awake: Bool) { appAwake = awake }

    /// Queues `duration` of work requested at `time`; returns when it finishes.
    mutating func run(at time: SimTime, for duration: SimTime) -> SimTime {
        busyUntil = max(busyUntil, time) + duration
        return busyUntil
    }

    /// Holds the CPU awake for `seconds` from `time` (extends any lock already held).
    mutating func holdWakeLock(at time: SimTime, seconds: Double) {
        wakeLockUntil = max(wakeLockUntil, time + .seconds(seconds))
    }
}
