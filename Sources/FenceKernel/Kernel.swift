/// Receives the events of a ``Kernel`` run. The model's state lives in the handler; the handler
/// schedules follow-up events through the kernel it is given.
public protocol EventHandler<Payload> {
    /// The event payload type (usually an enum dispatched with `switch`).
    associatedtype Payload
    /// Handles one event at `kernel.now`.
    mutating func handle(_ payload: Payload, kernel: inout Kernel<Payload>)
}

/// Why ``Kernel/run(until:handler:)`` returned.
public enum RunOutcome: Equatable, Sendable {
    /// The next event lies beyond the horizon; the clock was advanced to the horizon.
    case reachedHorizon
    /// A handler called ``Kernel/stop()`` (for example when the battery ran empty).
    case stopped
    /// No events were left before the horizon.
    case exhausted
}

/// The simulation kernel: a clock and an event queue. Everything else is an event.
///
/// The kernel is a value type: a run owns its kernel, so replications on different threads share
/// nothing. Event order is (time, priority, insertion sequence) — see ``EventQueue``.
///
/// A complete small model on the kernel — an M/M/1 queue whose mean time in system is checked against
/// queueing theory — is `Tests/FenceKernelTests/MM1QueueTests.swift`.
public struct Kernel<Payload> {
    /// The current simulation time: the time of the event being handled, or where the run ended.
    public var now: SimTime { clock }
    /// Number of events handled so far.
    public var handledCount: Int { handled }
    @usableFromInline var clock: SimTime = .zero
    @usableFromInline var queue = EventQueue<Payload>()
    @usableFromInline var handled: Int = 0
    @usableFromInline var stopRequested = false

    public init() {}

    /// Schedules `payload` at the absolute time `time`, which must not be in the past.
    @inlinable
    @discardableResult
    public mutating func schedule(_ payload: Payload, at time: SimTime, priority: UInt8 = 128) -> EventToken {
        precondition(time >= now, "Kernel: cannot schedule in the past (\(time) < \(now))")
        return queue.schedule(payload, at: time, priority: priority)
    }

    /// Schedules `payload` at the absolute time `time` (not in the past) outside the event heap, in the
    /// same order as ``schedule(_:at:priority:)`` would give it: for the one event a model reschedules
    /// most often (see ``EventQueue/scheduleOutsideHeap(_:at:priority:)``).
    @inlinable
    @discardableResult
    public mutating func scheduleOutsideHeap(_ payload: Payload, at time: SimTime, priority: UInt8 = 128) -> EventToken
    {
        precondition(time >= now, "Kernel: cannot schedule in the past (\(time) < \(now))")
        return queue.scheduleOutsideHeap(payload, at: time, priority: priority)
    }

    /// Schedules `payload` after `delay` from now.
    @inlinable
    @discardableResult
    public mutating func schedule(_ payload: Payload, after delay: SimTime, priority: UInt8 = 128) -> EventToken {
        schedule(payload, at: now + delay, priority: priority)
    }

    /// Cancels a pending event; false if it already ran or was cancelled.
    @inlinable
    @discardableResult
    public mutating func cancel(_ token: EventToken) -> Bool { queue.cancel(token) }

    /// Asks the current run to return after the event being handled.
    @inlinable
    public mutating func stop() { stopRequested = true }

    /// Handles events in order until the horizon, a stop request, or an empty queue.
    ///
    /// Events at exactly `horizon` are handled; on `.reachedHorizon` and `.exhausted` the clock
    /// ends at `horizon`, on `.stopped` at the time of the stopping event.
    @inlinable
    public mutating func run<Handler: EventHandler>(until horizon: SimTime, handler: inout Handler) -> RunOutcome
    where Handler.Payload == Payload {
        stopRequested = false
        while true {
            guard let event = queue.pop(notAfter: horizon.microseconds) else {
                clock = max(clock, horizon)
                return queue.isEmpty ? .exhausted : .reachedHorizon
            }
            clock = event.time
            handled += 1
            handler.handle(event.payload, kernel: &self)
            if stopRequested { return .stopped }
        }
    }
}

extension Kernel: Sendable where Payload: Sendable {}
