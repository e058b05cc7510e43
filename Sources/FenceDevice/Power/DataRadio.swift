import FenceKernel

/// The cellular data radio as a 3G RRC state machine ([@ARO] defaults).
///
/// A transfer from IDLE first promotes IDLE→DCH, one in FACH promotes FACH→DCH; then the data moves
/// in DCH, and after the last transfer ends the radio lingers in DCH for the DCH tail, then in FACH
/// for the FACH tail, then returns to IDLE (0 mA above baseline; paging is in the baseline).
/// A transfer inside a tail shares it (and restarts the tail timers); one arriving during a promotion
/// or another transfer queues behind it.
///
/// The state is a handful of instants, so the current at any future time — tails included — is
/// known without timer events.
public struct DataRadio: Sendable, Equatable {
    /// Timers and currents.
    public let parameters: RadioParameters
    /// Current during the latest promotion, mA.
    private var promotionMilliamps = 0.0
    /// End of the latest promotion: DCH from here.
    private var dchStart = SimTime.zero
    /// End of the last transfer: the DCH tail runs from here.
    private var transferEnd = SimTime.zero
    /// End of the DCH tail.
    private var dchEnd = SimTime.zero
    /// End of the FACH tail: IDLE from here.
    private var fachEnd = SimTime.zero
    /// Number of transfers so far.
    public private(set) var transferCount = 0
    /// Number of IDLE→DCH and FACH→DCH promotions so far.
    public private(set) var promotionCount = 0
    /// The DCH and FACH tails of ``parameters`` as durations (kept: every transfer sets both).
    private let dchTail: SimTime, fachTail: SimTime

    /// An idle radio.
    public init(parameters: RadioParameters) {
        self.parameters = parameters
        dchTail = .seconds(parameters.dchTailSeconds)
        fachTail = .seconds(parameters.fachTailSeconds)
    }

    /// The RRC state at `time` (at or after the last transfer request).
    public func state(at time: SimTime) -> RRCState {
        if time < dchStart { return .promoting }
        if time < dchEnd { return .dch }
        if time < fachEnd { return .fach }
        return .idle
    }

    /// Current drawn at `time` above the baseline, in mA.
    public func milliamps(at time: SimTime) -> Double { piece(at: time).milliamps }

    /// The current at `time` (by ``state(at:)``) and the next autonomous change after it (see
    /// ``nextChange(after:)``).
    @inline(__always)
    func piece(at time: SimTime) -> (milliamps: Double, nextChange: SimTime?) {
        switch state(at: time) {
        case .promoting: (promotionMilliamps, dchStart)
        case .dch: (parameters.dchMilliamps, dchEnd)
        case .fach: (parameters.fachMilliamps, fachEnd)
        case .idle: (0, nil)
        }
    }

    /// The largest current the radio can draw at or after `time` (at or after the last transfer
    /// request) without a further transfer, in mA: the states still ahead are at most promotion, DCH
    /// and FACH, in that order.
    public func maximumMilliamps(from time: SimTime) -> Double {
        switch state(at: time) {
        case .promoting: max(promotionMilliamps, parameters.dchMilliamps, parameters.fachMilliamps)
        case .dch: max(parameters.dchMilliamps, parameters.fachMilliamps)
        case .fach: parameters.fachMilliamps
        case .idle: 0
        }
    }

    /// The largest current the radio can draw in any state, in mA (a promotion from IDLE or FACH, DCH,
    /// FACH).
    public var maximumPossibleMilliamps: Double {
        max(
            parameters.idleToDchPromotionMilliamps, parameters.fachToDchPromotionMilliamps, parameters.dchMilliamps,
            parameters.fachMilliamps)
    }

    /// The next autonomous change after `time` (end of promotion, of the DCH tail or of the FACH
    /// tail), or nil when idle.
    public func nextChange(after time: SimTime) -> SimTime? { piece(at: time).nextChange }

    /// Sends or receives data for `durationSeconds` of DCH time, requested at `time`; returns the
    /// instant the transfer completes (after any promotion and queued transfers).
    public mutating func transfer(at time: SimTime, durationSeconds: Double) -> SimTime {
        precondition(durationSeconds >= 0, "DataRadio.transfer: negative duration")
        let start: SimTime
        switch state(at: time) {
        case .promoting:
            start = max(dchStart, transferEnd)
        case .dch:
            start = max(time, transferEnd)
        case .fach:
            promote(
                at: time, milliamps: parameters.fachToDchPromotionMilliamps,
                seconds: parameters.fachToDchPromotionSeconds)
            start = dchStart
        case .idle:
            promote(
                at: time, milliamps: parameters.idleToDchPromotionMilliamps,
                seconds: parameters.idleToDchPromotionSeconds)
            start = dchStart
        }
        transferEnd = start + .seconds(durationSeconds)
        dchEnd = transferEnd + dchTail
        fachEnd = dchEnd + fachTail
        transferCount += 1
        return transferEnd
    }

    private mutating func promote(at time: SimTime, milliamps: Double, seconds: Double) {
        promotionMilliamps = milliamps
        dchStart = time + .seconds(seconds)
        promotionCount += 1
    }
}

/// The radio resource control state of the 3G data radio.
public enum RRCState: String, Sendable, Codable, CaseIterable {
    /// Moving from IDLE or FACH to DCH.
    case promoting
    /// Dedicated channel: full power, data moves.
    case dch
    /// Forward access channel: shared, about half of DCH power.
    case fach
    /// No data connection (paging only, counted in the baseline).
    case idle
}
