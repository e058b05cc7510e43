import FenceKernel

/// The application processor's power state (above the suspended baseline).
public enum ProcessorState: String, Sendable, Codable, CaseIterable {
    /// Suspended: no current above the baseline.
    case asleep
    /// Awake but idle: a hold or a wake (a scan, a transfer, the tail after work) keeps it from suspending.
    case awake
    /// Running code: a callback into the app, a cell fix.
    case busy
}

/// The application processor as a power state machine: asleep (0 mA above the baseline) unless
/// something keeps it awake.
///
/// - **busy** while it runs queued work (callbacks, a cell fix), at awake + active current;
/// - **awake** while it is *held* (continuously, until released: the platform's hold, a GPS session),
///   during a *wake* (a Wi-Fi scan, a data transfer), and for the *tail* after any work, wake or hold
///   ends (`tailSeconds`: the processor does not suspend the instant the last wake lock goes);
/// - **asleep** otherwise.
///
/// The state is a few instants and flags, so the current at any future time is known without events.
struct CPUPower: Sendable, Equatable {
    /// What holds the processor awake until released.
    struct Holds: OptionSet, Sendable, Equatable {
        let rawValue: UInt8
        /// The platform keeps the app running with the processor awake (see ``Device/setAppAwake(_:at:)``).
        static let app = Holds(rawValue: 1)
        /// A GPS session: the receiver's navigation software runs on the host processor.
        static let gps = Holds(rawValue: 2)
    }

    /// Awake-idle current, mA.
    let awakeMilliamps: Double
    /// Extra current while busy, mA.
    let activeMilliamps: Double
    /// How long the processor stays awake after work, a wake or a hold ends.
    let tail: SimTime
    /// What holds the processor awake now.
    private(set) var holds: Holds = []
    /// Work, wakes and their tails keep the processor awake until this instant.
    private(set) var awakeUntil = SimTime.zero
    /// Queued work keeps the processor busy until this instant.
    private(set) var busyUntil = SimTime.zero

    init(awakeMilliamps: Double, activeMilliamps: Double, tailSeconds: Double) {
        self.awakeMilliamps = awakeMilliamps
        self.activeMilliamps = activeMilliamps
        tail = .seconds(tailSeconds)
    }

    /// The state at `time` (at or after the last change).
    func state(at time: SimTime) -> ProcessorState {
        if time < busyUntil { return .busy }
        return !holds.isEmpty || time < awakeUntil ? .awake : .asleep
    }

    /// The current at `time` (by ``state(at:)``: busy, awake, asleep) and the next change of state
    /// after it without a further action (the end of the work, of the wake or tail), or nil.
    @inline(__always)
    func piece(at time: SimTime) -> (milliamps: Double, nextChange: SimTime?) {
        switch state(at: time) {
        case .busy: (awakeMilliamps + activeMilliamps, busyUntil)
        case .awake: (awakeMilliamps, holds.isEmpty ? awakeUntil : nil)  // awake unheld: until the tail ends
        case .asleep: (0, nil)
        }
    }

    /// Holds the processor awake for `reason` from `time` on, or releases that hold (the tail runs from
    /// `time` when nothing else holds it).
    mutating func setHold(_ reason: Holds, _ held: Bool, at time: SimTime) {
        if held {
            holds.insert(reason)
        } else if holds.remove(reason) != nil {
            awakeUntil = max(awakeUntil, time + tail)
        }
    }

    /// Queues `duration` of work requested at `time`; returns when it finishes (the tail follows).
    mutating func run(at time: SimTime, for duration: SimTime) -> SimTime {
        busyUntil = max(busyUntil, time) + duration
        awakeUntil = max(awakeUntil, busyUntil + tail)
        return busyUntil
    }

    /// Keeps the processor awake from `time` until `end` (a scan, a transfer), then for the tail.
    mutating func wake(at time: SimTime, until end: SimTime) {
        awakeUntil = max(awakeUntil, max(time, end) + tail)
    }
}
