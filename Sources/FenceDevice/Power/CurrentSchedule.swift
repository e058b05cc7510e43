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
}

/// Milliamp-hours per milliamp-microsecond.
@usableFromInline let milliampHoursPerMilliampMicrosecond = 1 / 3.6e9

extension CurrentSchedule {
    /// The charge each component draws between `start` and `end` (mAh), integrated exactly over the
    /// schedule's constant pieces.
    @inline(__always)
    public func chargeMilliampHours(from start: SimTime, to end: SimTime) -> ComponentValues {
        precondition(end >= start, "chargeMilliampHours: end precedes start")
        var charge = ComponentValues()
        var time = start
        while time < end {
            let pieceEnd = min(nextChange(after: time) ?? end, end)
            let hours = Double(pieceEnd.microseconds - time.microseconds) * milliampHoursPerMilliampMicrosecond
            charge.add(milliamps(at: time), times: hours)
            time = pieceEnd
        }
        return charge
    }
}
