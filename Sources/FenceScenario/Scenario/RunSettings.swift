import FenceFiles
import FenceKernel

/// The scenario's `run` section: how long, how many replications, which seed, how many threads.
public struct RunSettings: Sendable, Equatable, Codable {
    /// Simulated days (the horizon; a generated commute covers them).
    public var days: Int = 1
    /// Hour of the first day at which the app is launched with a full battery (the phone charged
    /// overnight and unplugged); 0 = midnight. A file that leaves it out gets ``commuteStartHours`` for a
    /// generated commute and 0 (the first fix) for a recorded track (``resolveDefaults(writes:recordedTrack:)``).
    public var startHours: Double = 0
    /// Keep simulating until every battery is empty, up to ``maximumDays`` (then extrapolate).
    public var untilEmpty: Bool = false
    /// Charge the phone back to full at ``chargeHours`` every day and score every strategy over the same window,
    /// ``days`` from ``startHours``: a phone that runs empty misses what happens until the next charge, when its
    /// app is launched again. False: one battery from the start, each strategy scored until it is empty or the
    /// horizon. A file that leaves it out gets true unless ``untilEmpty`` (``resolveDefaults(writes:recordedTrack:)``).
    public var chargeDaily: Bool = false
    /// Hour of each day at which the phone is back on full charge with ``chargeDaily`` (nil: ``startHours``).
    public var chargeHours: Double? = nil
    /// Cap on the horizon with ``untilEmpty``, days.
    public var maximumDays: Int = 14
    /// Independent replications (each a new world and new source errors, shared by all strategies).
    public var replications: Int = 100
    /// The master seed: with the scenario it fixes every random number.
    public var seed: UInt64 = 1
    /// Worker threads; 0 uses every core. Results do not depend on it.
    public var threads: Int = 0

    public init() {}

    /// ``startHours`` of a generated commute whose file does not set it: 06:30, the phone unplugged before the
    /// commuter's earliest departure (07:45 less three standard deviations of 20 min, 06:45) [A].
    public static let commuteStartHours = 6.5

    /// Sets the defaults that depend on other fields, for the fields the file leaves out (`writes` says whether it
    /// writes a member of `run`): ``startHours`` is ``commuteStartHours`` for a generated commute and 0 (the first
    /// fix) for a `recordedTrack`, and ``chargeDaily`` is true unless ``untilEmpty`` — so a scenario that states
    /// only its strategies scores them all over the same day, from a morning with a full battery.
    public mutating func resolveDefaults(writes: (String) -> Bool, recordedTrack: Bool) {
        if !writes("startHours") { startHours = recordedTrack ? 0 : Self.commuteStartHours }
        if !writes("chargeDaily") { chargeDaily = !untilEmpty }
    }

    /// Simulated days of the horizon.
    public var horizonDays: Int { untilEmpty ? max(days, maximumDays) : days }

    /// When every run starts.
    public var start: SimTime { .hours(startHours) }

    /// The end of every run's horizon: the start plus the horizon days.
    public var horizon: SimTime { start + .days(Double(horizonDays)) }

    /// Days a generated commute must cover to reach the end of the horizon.
    public var worldDays: Int { horizonDays + (startHours > 0 ? 1 : 0) }

    /// The instants after the start and before `end` at which the phone is charged back to full (``chargeDaily``:
    /// ``chargeHours`` of every day, at least a day apart; none without it).
    public func chargeTimes(before end: SimTime) -> [SimTime] {
        guard chargeDaily else { return [] }
        var time = SimTime.hours(chargeHours ?? startHours)
        while time <= start { time = time + .days(1) }
        var times: [SimTime] = []
        while time < end {
            times.append(time)
            time = time + .days(1)
        }
        return times
    }

    /// The JSON path of the field `name` in a scenario (`run.days`).
    static func path(_ name: String) -> JSONPath { JSONPath([.key("run"), .key(name)]) }

    /// Checks the ranges; errors name the field.
    public func validate() throws(ScenarioError) {
        guard (1...366).contains(days) else {
            throw .invalid(
                at: Self.path("days"), message: "expected 1…366 days, got \(days)",
                fix: "use a whole number of days from 1 to 366")
        }
        guard startHours.isFinite, startHours >= 0, startHours < 24 else {
            throw .invalid(
                at: Self.path("startHours"), message: "expected an hour in [0, 24), got \(startHours)",
                fix: "use the hour of the first day the run starts, e.g. 7.5 for 07:30")
        }
        if let chargeHours, !(chargeHours.isFinite && chargeHours >= 0 && chargeHours < 24) {
            throw .invalid(
                at: Self.path("chargeHours"), message: "expected an hour in [0, 24), got \(chargeHours)",
                fix: "use the hour of each day the phone is back on full charge, e.g. 6.5 for 06:30")
        }
        if chargeHours != nil, !chargeDaily {
            throw .invalid(
                at: Self.path("chargeHours"),
                message: "is set but run.chargeDaily is false, so the phone is never charged",
                fix: "set run.chargeDaily to true, or remove run.chargeHours")
        }
        if chargeDaily, untilEmpty {
            throw .invalid(
                at: Self.path("chargeDaily"),
                message: "charges the phone every day, but run.untilEmpty keeps one battery until it is empty",
                fix: "choose one: run.chargeDaily to score every strategy over the same days, or run.untilEmpty for "
                    + "battery life until empty")
        }
        guard (1...366).contains(maximumDays) else {
            throw .invalid(
                at: Self.path("maximumDays"), message: "expected 1…366 days, got \(maximumDays)",
                fix: "use a whole number of days from 1 to 366")
        }
        guard (1...100_000).contains(replications) else {
            throw .invalid(
                at: Self.path("replications"), message: "expected 1…100000 replications, got \(replications)",
                fix: "use at least 1 (100 or more for tight intervals)")
        }
        guard (0...1_024).contains(threads) else {
            throw .invalid(
                at: Self.path("threads"), message: "expected 0 (all cores) … 1024, got \(threads)",
                fix: "use 0 to use every core; results do not depend on it")
        }
    }
}
