import FenceFiles
import FenceKernel
import FenceStats

/// The battery of a profile.
public struct BatteryParameters: Codable, Sendable, Equatable {
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var capacityMilliampHours: Double
    public var nominalVolts: Double
    public var usableFraction: Double

    /// A battery; the defaults are the iPhone 4S's.
    public init(capacityMilliampHours: Double = 1430, nominalVolts: Double = 3.7, usableFraction: Double = 1.0) {
        self.capacityMilliampHours = capacityMilliampHours
        self.nominalVolts = nominalVolts
        self.usableFraction = usableFraction
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

    /// The charge available before the phone shuts down, in mAh.
    public var usableMilliampHours: Double { capacityMilliampHours * usableFraction }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: JSONPath = JSONPath([.key("battery")])) throws(DeviceParameterError) {
        try Self.parameterTable.check(self, path: path)
    }
}

/// A lazy integrator of a ``CurrentSchedule`` (as ns-3's `BasicEnergySource`, [@ns3Energy]): charge is brought up
/// to date whenever the schedule is about to change, and kept per component.
public struct Battery: Sendable, Equatable {
    /// Capacity, voltage and usable share.
    public let parameters: BatteryParameters
    /// Charge drawn by each component up to ``settledUntil``, in mAh.
    public private(set) var usedMilliampHours = ComponentValues()
    /// The instant up to which ``usedMilliampHours`` is integrated.
    public private(set) var settledUntil: SimTime
    /// The total of ``usedMilliampHours`` at the latest charge to full (``recharge(_:at:)``; 0 before any), mAh:
    /// the battery holds the usable charge less what was drawn since.
    public private(set) var drawnBeforeChargeMilliampHours = 0.0

    /// A full battery at `start`.
    public init(parameters: BatteryParameters, start: SimTime = .zero) {
        self.parameters = parameters
        settledUntil = start
    }

    /// Integrates `schedule` from ``settledUntil`` to `time`. Call it before changing the schedule.
    @inline(__always)
    public mutating func settle(_ schedule: some CurrentSchedule, to time: SimTime) {
        precondition(time >= settledUntil, "Battery: time \(time) precedes the last update \(settledUntil)")
        guard time > settledUntil else { return }
        schedule.addCharge(from: settledUntil, to: time, into: &usedMilliampHours)
        settledUntil = time
    }

    /// Charges the battery to full at `time` (≥ ``settledUntil``), `schedule` integrated up to then: the phone
    /// plugged in and charged (instantly in the model). ``usedMilliampHours`` keeps counting every charge drawn.
    public mutating func recharge(_ schedule: some CurrentSchedule, at time: SimTime) {
        settle(schedule, to: time)
        drawnBeforeChargeMilliampHours = usedMilliampHours.total
    }

    /// The charge drawn by each component by `time` (≥ ``settledUntil``) if `schedule` stays as it
    /// is, in mAh.
    public func used(_ schedule: some CurrentSchedule, at time: SimTime) -> ComponentValues {
        var used = usedMilliampHours
        schedule.addCharge(from: settledUntil, to: time, into: &used)
        return used
    }

    /// The usable charge left at `time`, as a fraction of the usable capacity (≤ 0 once empty).
    public func remainingFraction(_ schedule: some CurrentSchedule, at time: SimTime) -> Double {
        1 - (used(schedule, at: time).total - drawnBeforeChargeMilliampHours) / parameters.usableMilliampHours
    }

    /// An instant at or before ``predictedEmptyTime(_:after:)`` for any time at or after
    /// ``settledUntil`` while the schedule stays as it is, in O(1): the charge left at ``settledUntil``
    /// drawn at `maximumMilliamps`, an upper bound on the schedule's total current from then on.
    /// It is made earlier by a relative 10⁻⁹ and 1 µs so that floating-point rounding in either
    /// computation can never put it after the exact instant.
    @inline(__always)
    public func emptyTimeLowerBound(maximumMilliamps: Double) -> SimTime {
        Self.emptyTimeLowerBound(
            remainingMilliampHours: parameters.usableMilliampHours
                - (usedMilliampHours.total - drawnBeforeChargeMilliampHours), from: settledUntil,
            maximumMilliamps: maximumMilliamps)
    }

    /// An instant at or before the battery can run empty whatever happens after `time` (≥
    /// ``settledUntil``): the charge left at `time` — `schedule` unchanged until then — drawn from `time`
    /// on at `maximumMilliamps`, an upper bound on every current the device can draw under any actions
    /// (``DevicePower/maximumPossibleMilliamps(motionMilliamps:)``). With the margins of
    /// ``emptyTimeLowerBound(maximumMilliamps:)``.
    public func emptyTimeLowerBound(
        _ schedule: some CurrentSchedule, at time: SimTime, maximumMilliamps: Double
    ) -> SimTime {
        Self.emptyTimeLowerBound(
            remainingMilliampHours: parameters.usableMilliampHours
                - (used(schedule, at: time).total - drawnBeforeChargeMilliampHours), from: time,
            maximumMilliamps: maximumMilliamps)
    }

    /// `remainingMilliampHours` drawn from `start` at `maximumMilliamps`, made earlier by a relative 10⁻⁹
    /// and 1 µs.
    @inline(__always)
    static func emptyTimeLowerBound(
        remainingMilliampHours remaining: Double, from start: SimTime, maximumMilliamps: Double
    ) -> SimTime {
        guard remaining > 0 else { return start }
        guard maximumMilliamps > 0 else { return .never }
        let microseconds = remaining / (maximumMilliamps * milliampHoursPerMilliampMicrosecond) * (1 - 1e-9) - 1
        guard microseconds < Double(SimTime.never.microseconds - start.microseconds) else { return .never }
        return start + SimTime(microseconds: Int64(max(0, microseconds)))
    }

    /// The exact instant (rounded up to the microsecond) at which the usable charge runs out if
    /// `schedule` gets no further actions after `time` (≥ ``settledUntil``), walking its known future
    /// breakpoints; ``SimTime/never`` when the current falls to zero first.
    public func predictedEmptyTime(_ schedule: some CurrentSchedule, after time: SimTime) -> SimTime {
        var remaining =
            parameters.usableMilliampHours - (used(schedule, at: time).total - drawnBeforeChargeMilliampHours)
        var pieceStart = time
        while remaining > 0 {
            let piece = schedule.piece(at: pieceStart)
            let current = piece.milliamps.total, next = piece.nextChange
            if current > 0 {
                let microsecondsToEmpty = remaining / (current * milliampHoursPerMilliampMicrosecond)
                if next == nil || microsecondsToEmpty <= Double(next!.microseconds - pieceStart.microseconds) {
                    guard microsecondsToEmpty < Double(SimTime.never.microseconds - pieceStart.microseconds) else {
                        return .never
                    }
                    return pieceStart + SimTime(microseconds: Int64(microsecondsToEmpty.rounded(.up)))
                }
            }
            guard let next else { return .never }
            remaining -=
                current * Double(next.microseconds - pieceStart.microseconds)
                * milliampHoursPerMilliampMicrosecond
            pieceStart = next
        }
        return time
    }
}
