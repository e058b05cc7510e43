import FenceKernel
import FenceStats
import Foundation

/// The session state of the GPS receiver (its power states are in ``DevicePower``): whether it is
/// acquiring or tracking, when it next needs the platform, and what it remembers across sessions
/// (last fix, downloaded assistance) that decides how fast the next start is.
struct GPSReceiver: Sendable {
    /// Where the receiver is in a session.
    enum Phase: Sendable, Equatable {
        case off, acquiring, tracking
    }

    /// How a start (or a reacquisition) begins, which sets its time to first fix.
    enum StartKind: Sendable, Equatable {
        case hot, warm, cold, assisted
    }

    let parameters: GPSParameters
    let assistance: AssistedGPSParameters
    /// The error and visibility model.
    var errors: GPSErrorModel
    /// Time-to-first-fix draws, keyed by the second of the start.
    private let startNoise: KeyedNoise
    private(set) var phase = Phase.off
    /// Whether the current session runs with assistance (fixes are labelled `agps`).
    private(set) var assisted = false
    /// When the platform must call again.
    var nextWake: SimTime?
    /// Instant of the last fix (may precede the scenario start).
    var lastFixTime: SimTime?
    /// Completion of the last assistance download.
    var assistanceFetchedAt: SimTime?
    /// Consecutive seconds without signal while tracking (counting the skipped epochs up to
    /// ``nextWake``).
    var missedSeconds = 0
    /// The first of the idle epochs skipped up to ``nextWake`` (nil: none skipped).
    var idleSince: SimTime?
    /// Start of the current session.
    private(set) var onSince = SimTime.zero

    /// A receiver that is off; `seed` is the source's stream identity (`source.gps`).
    init(parameters: GPSParameters, assistance: AssistedGPSParameters, seed: StreamSeed) {
        self.parameters = parameters
        self.assistance = assistance
        errors = GPSErrorModel(parameters: parameters, seed: seed)
        startNoise = KeyedNoise(seed.child("start"))
        lastFixTime = parameters.initialLastFixAgeSeconds.map { SimTime.zero - .seconds($0) }
    }

    /// The label of the current session's fixes.
    var kind: SourceKind { assisted ? .agps : .gps }

    /// Starts a session at `time`.
    mutating func begin(assisted: Bool, at time: SimTime) {
        precondition(phase == .off, "GPSReceiver.begin: already on")
        self.assisted = assisted
        phase = .acquiring
        onSince = time
        missedSeconds = 0
        idleSince = nil
    }

    /// Runs the session just begun without assistance (its download found no data): it is a GPS
    /// session from its start.
    mutating func dropAssistance() {
        precondition(phase == .acquiring, "GPSReceiver.dropAssistance: no session starting")
        assisted = false
    }

    /// Moves to `phase` (acquiring or tracking) within a session.
    mutating func enter(_ phase: Phase) {
        precondition(self.phase != .off && phase != .off, "GPSReceiver.enter: use begin/end")
        self.phase = phase
        if phase == .tracking { missedSeconds = 0 }
    }

    /// Ends the session.
    mutating func end() {
        phase = .off
        nextWake = nil
        idleSince = nil
    }

    /// How an unassisted start at `time` begins: hot, warm or cold from the age of the last fix, compared with the
    /// hot and warm maximum ages as `reads` notes.
    @inline(__always)  // called with the device's reads, the receiver was copied to the stack each time
    func unassistedStart(at time: SimTime, noting reads: inout StartAgeReads) -> StartKind {
        guard let lastFixTime else { return .cold }
        let age = (time - lastFixTime).seconds
        if reads.hot.isAtMost(age, parameters.hotMaximumAgeSeconds) { return .hot }
        return reads.warm.isAtMost(age, parameters.warmMaximumAgeSeconds) ? .warm : .cold
    }

    /// Whether assistance downloaded earlier is still valid at `time`.
    func hasValidAssistance(at time: SimTime) -> Bool {
        guard let assistanceFetchedAt else { return false }
        return (time - assistanceFetchedAt).seconds <= assistance.assistanceValiditySeconds
    }

    /// The time to first fix of a start of `kind` at `time`, in seconds: log-normal around the
    /// kind's median, drawn from the start second's key (so two strategies starting in the same
    /// second wait equally long).
    @inline(__always)  // called, it copied the receiver (parameters, error model) to the stack each time
    func timeToFirstFixSeconds(_ kind: StartKind, at time: SimTime) -> Double {
        let median =
            switch kind {
            case .hot: parameters.hotStartMedianSeconds
            case .warm: parameters.warmStartMedianSeconds
            case .cold: parameters.coldStartMedianSeconds
            case .assisted: assistance.assistedStartMedianSeconds
            }
        return median * exp(parameters.startLogSigma * startNoise.normal(time.wholeSeconds))
    }
}

extension SimTime {
    /// The first whole second at or after this instant (GPS epochs fall on whole seconds).
    var ceilingWholeSecond: SimTime {
        let second = microseconds >= 0 ? (microseconds + 999_999) / 1_000_000 : microseconds / 1_000_000
        return SimTime(microseconds: second * 1_000_000)
    }
}
