import FenceKernel

/// A stretch of time during which the application processor was awake or busy (asleep is the gap
/// between spans).
public struct ProcessorStateSpan: Sendable, Equatable, Codable {
    /// Awake or busy (never asleep).
    public var state: ProcessorState
    /// Start of the stretch.
    public var start: SimTime
    /// End of the stretch (after `start`).
    public var end: SimTime

    /// The processor was in `state` from `start` to `end`.
    public init(state: ProcessorState, start: SimTime, end: SimTime) {
        self.state = state
        self.start = start
        self.end = end
    }
}

/// The processor's awake and busy stretches of a run, written as the device's schedule is brought up to
/// date (the schedule between two changes is known exactly, so the log is exact).
struct ProcessorStateLog: Sendable {
    /// The stretches so far, in time order; adjacent stretches in the same state are joined.
    private(set) var spans: [ProcessorStateSpan] = []
    /// The log covers the time before this instant.
    private(set) var until: SimTime

    /// An empty log from `start`.
    init(start: SimTime) { until = start }

    /// Logs `cpu`'s states from the end of the log to `time` (`cpu` unchanged over that stretch).
    mutating func record(_ cpu: CPUPower, to time: SimTime) {
        guard time > until else { return }
        let busyEnd = min(time, max(until, cpu.busyUntil))
        append(.busy, from: until, to: busyEnd)
        let awakeEnd = cpu.holds.isEmpty ? min(time, cpu.awakeUntil) : time
        append(.awake, from: busyEnd, to: awakeEnd)
        until = time
    }

    private mutating func append(_ state: ProcessorState, from start: SimTime, to end: SimTime) {
        guard end > start else { return }
        if let last = spans.last, last.state == state, last.end == start {
            spans[spans.count - 1].end = end
        } else {
            spans.append(ProcessorStateSpan(state: state, start: start, end: end))
        }
    }
}
