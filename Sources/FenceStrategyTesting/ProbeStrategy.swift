import FenceKernel
import FencePlatform
import Synchronization

/// Everything a ``ProbeStrategy`` was told, in order, readable after the run (a class, so that the copy of
/// the strategy the platform runs and the test share it).
public final class ProbeLog: Sendable {
    /// One call into the app: when, which event (nil for the launch), and what the context showed.
    public struct Call: Sendable {
        /// When the call was made.
        public let time: SimTime
        /// The event, or nil for the launch.
        public let event: StrategyEvent?
        /// The context's last known location.
        public let lastKnownLocation: Location?
        /// The context's monitored regions.
        public let monitoredFenceIDs: Set<String>

        init(_ event: StrategyEvent?, _ context: StrategyContext) {
            time = context.now
            self.event = event
            lastKnownLocation = context.lastKnownLocation
            monitoredFenceIDs = context.monitoredFenceIDs
        }
    }

    private let calls = Mutex<[Call]>([])

    /// An empty log.
    public init() {}

    func append(_ call: Call) { calls.withLock { $0.append(call) } }

    /// Every call so far.
    public var all: [Call] { calls.withLock { $0 } }

    /// The locations delivered to `manager`, with the time of delivery.
    public func locations(manager: ManagerID) -> [(time: SimTime, location: Location)] {
        all.compactMap { call in
            guard case .location(let location, let to) = call.event, to == manager else { return nil }
            return (call.time, location)
        }
    }
}

/// A scripted app for platform tests: logs every call, then carries out the actions its script gives for
/// the launch and for each event. The script sees only the event and the context, like any strategy.
public struct ProbeStrategy: LocationStrategy {
    /// Where the calls are logged.
    public let log: ProbeLog
    let onLaunch: @Sendable (inout StrategyContext) -> Void
    let onEvent: @Sendable (StrategyEvent, inout StrategyContext) -> Void

    /// A probe that logs into `log` and acts as `onLaunch` and `onEvent` say.
    public init(
        log: ProbeLog, onLaunch: @escaping @Sendable (inout StrategyContext) -> Void,
        onEvent: @escaping @Sendable (StrategyEvent, inout StrategyContext) -> Void = { _, _ in }
    ) {
        self.log = log
        self.onLaunch = onLaunch
        self.onEvent = onEvent
    }

    public mutating func launch(context: inout StrategyContext) {
        log.append(.init(nil, context))
        onLaunch(&context)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        log.append(.init(event, context))
        onEvent(event, &context)
    }
}
