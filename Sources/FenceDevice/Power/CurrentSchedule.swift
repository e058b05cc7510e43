import FenceKernel

/// The current of every component as a piecewise-constant function of time, fully determined by
/// the actions applied so far: autonomous transitions (the GPS sleep tail, the end of a Wi-Fi scan,
/// the 3G DCH and FACH tails) are part of the schedule, so no timer events are needed.
///
/// Both methods are only asked about instants at or after the last action.
public protocol CurrentSchedule {
    /// The current drawn by each component at `time`, in mA.
    func milliamps(at time: SimTime) -> ComponentValues
    /// The first instant strictly after `time` at which some component's current changes without a
    /// further action, or nil when none will.
    func nextChange(after time: SimTime) -> SimTime?
    /// ``milliamps(at:)`` and ``nextChange(after:)`` of `time` together: the constant piece that starts
    /// there (a schedule that finds both in one pass over its state implements it; the default asks
    /// each).
    func piece(at time: SimTime) -> (milliamps: ComponentValues, nextChange: SimTime?)
}

extension CurrentSchedule {
    public func piece(at time: SimTime) -> (milliamps: ComponentValues, nextChange: SimTime?) {
        (milliamps(at: time), nextChange(after: time))
    }
}

/// Milliamp-hours per milliamp-microsecond.
@usableFromInline let milliampHoursPerMilliampMicrosecond = 1 / 3.6e9

extension CurrentSchedule {
    /// Adds to `total` the charge each component draws between `start` and `end` (mAh), integrated exactly
    /// over the schedule's constant pieces: the pieces' charges are summed from zero, then added to
    /// `total`. A stretch inside one piece (most of them) adds its charge directly, which gives the same
    /// bits (zero plus a product is that product). Each piece's current and end are read in one pass
    /// (``piece(at:)``).
    @inline(__always)
    public func addCharge(from start: SimTime, to end: SimTime, into total: inout ComponentValues) {
        precondition(end >= start, "addCharge: end precedes start")
        guard start < end else { return }
        var (current, change) = piece(at: start)
        guard let firstChange = change, firstChange < end else {
            total.add(current, times: Self.milliampHours(from: start, to: end))
            return
        }
        var charge = ComponentValues()
        var time = start
        while true {
            let pieceEnd = min(change ?? end, end)
            charge.add(current, times: Self.milliampHours(from: time, to: pieceEnd))
            time = pieceEnd
            guard time < end else { break }
            (current, change) = piece(at: time)
        }
        total.add(charge)
    }

    /// Milliamp-hours per milliamp drawn from `start` to `end`.
    @inline(__always)
    static func milliampHours(from start: SimTime, to end: SimTime) -> Double {
        Double(end.microseconds - start.microseconds) * milliampHoursPerMilliampMicrosecond
    }
}
