import FenceKernel

/// Battery and source accounting. Every query takes a time at or after the last action and
/// includes the stretch since it, assuming no further action.
extension Device {
    /// Charge drawn by each component by `time`, in mAh.
    public func chargeUsedMilliampHours(at time: SimTime) -> ComponentValues {
        battery.used(power, at: time)
    }

    /// The usable charge left at `time` as a fraction of the usable capacity (≤ 0 once empty).
    public func remainingFraction(at time: SimTime) -> Double {
        battery.remainingFraction(power, at: time)
    }

    /// The exact instant the battery runs empty if nothing else happens after `time` (tails and
    /// scans run out as scheduled); ``SimTime/never`` if it never does. The platform schedules its
    /// "battery empty" event here and asks again after each action.
    public func predictedEmptyTime(after time: SimTime) -> SimTime {
        battery.predictedEmptyTime(power, after: time)
    }

    /// ``predictedEmptyTime(after:)`` from the instant the battery was last brought up to date: a
    /// function of the device's state alone, the same whenever it is asked until the next action
    /// (asking after a later instant gives the same instant up to floating-point rounding).
    public var predictedEmptyTime: SimTime {
        battery.predictedEmptyTime(power, after: battery.settledUntil)
    }

    /// An instant at or before ``predictedEmptyTime(after:)`` for any time at or after
    /// ``lastActionTime``, until the next action — from the charge left and an upper bound on the
    /// current (``DevicePower/maximumTotalMilliamps(from:)``), so that a caller can see cheaply that
    /// the battery cannot run out before some instant. ``SimTime/never`` when the current is zero.
    ///
    /// Computed once per change of the schedule and kept until the next one (hence `mutating`: the
    /// platform asks after every event, and most events change nothing).
    public mutating func emptyTimeLowerBound() -> SimTime {
        if let emptyTimeLowerBoundCache { return emptyTimeLowerBoundCache }
        let bound = battery.emptyTimeLowerBound(
            maximumMilliamps: power.maximumTotalMilliamps(from: battery.settledUntil))
        emptyTimeLowerBoundCache = bound
        return bound
    }

    /// An instant at or before the battery can run empty, whatever the actions at or after `time` (at or
    /// after ``lastActionTime``): the charge left at `time` drawn at the largest current the phone can
    /// draw at all. Unlike ``emptyTimeLowerBound()`` it stays true through any later action, so the
    /// platform need not look at the battery before it.
    public func emptyTimeLowerBoundUnderAnyActions(at time: SimTime) -> SimTime {
        battery.emptyTimeLowerBound(power, at: time, maximumMilliamps: maximumPossibleMilliamps)
    }

    /// The median error of the fixes each source delivered so far, metres (none after ``keepNoFixErrors()``).
    public var fixErrorMedians: FixErrorMedians { fixErrors.medians }

    /// Keeps no fix's error from now on, so ``fixErrorMedians`` has none: for a run whose medians nothing
    /// reads (a sensitivity study's: no studied metric is a fix error), which then neither stores a value
    /// per fix nor selects a median at its end.
    public mutating func keepNoFixErrors() { fixErrors.stopKeeping() }

    /// The error of every fix delivered so far, by source.
    package var fixErrorLog: FixErrorLog { fixErrors }

    /// The counters of source `kind` at `time` (GPS on-time includes a session still running).
    public func statistics(of kind: SourceKind, at time: SimTime) -> SourceStatistics {
        var statistics = sourceStatistics[kind.ordinal]
        if gps.phase != .off, gps.kind == kind { statistics.onTimeSeconds += (time - gps.onSince).seconds }
        return statistics
    }
}
