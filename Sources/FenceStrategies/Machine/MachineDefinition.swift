import FenceKernel
import FencePlatform

/// A `machine` strategy as written in a scenario file, parsed and validated once into typed values:
/// names are resolved to indices, constants to numbers, durations to ``SimTime``. The language is
/// described in `docs/machine-language.md`.
public struct MachineDefinition: Sendable, Equatable {
    /// A location manager the machine uses, with its configuration when no state overrides it.
    public struct Manager: Sendable, Equatable {
        public var id: ManagerID
        public var accuracy: DesiredAccuracy
        public var distanceFilterMeters: Double
    }

    /// A manager a state runs, with the configuration it runs it at.
    struct RunningManager: Sendable, Equatable {
        var manager: Int
        var accuracy: DesiredAccuracy
        var distanceFilterMeters: Double
    }

    /// A state's accurate-fix capture (the built-ins' ``FixCapture``).
    struct Capture: Sendable, Equatable {
        var manager: Int
        var acceptAccuracyMeters: Double
        var timeout: SimTime
    }

    /// Which fences a state keeps registered with region monitoring: the nearest `limit` whose centres lie
    /// within `withinMeters` of the last known location, re-selected at each significant change.
    struct RegionSelection: Sendable, Equatable {
        var limit: Int
        var withinMeters: Double
    }

    /// One state: the services that run while the machine is in it, and its transitions.
    struct State: Sendable, Equatable {
        var name: String
        var managers: [RunningManager] = []
        var significantChange = false
        /// Whether the state runs activity updates (the classifier's ``StrategyEvent/activityChanged(_:)``).
        var activityUpdates = false
        var regions: RegionSelection?
        var capture: Capture?
        /// The radius of a region of the machine's own registered on entry around the device, metres.
        var stopRegionRadiusMeters: Double?
        /// Timers started on entry, cancelled on exit if they have not fired.
        var timers: [EntryTimer] = []
        /// Actions on entry, after the services have started.
        var entry: [MachineAction] = []
        var transitions: [Transition] = []
    }

    /// A timer a state starts on entry.
    struct EntryTimer: Sendable, Equatable {
        var timer: Int
        var after: SimTime
    }

    /// A transition: when `trigger` happens and `condition` holds, run `actions`, then go to `target`.
    struct Transition: Sendable, Equatable {
        var trigger: Trigger
        var condition: MachineCondition?
        var actions: [MachineAction]
        var target: Int?
    }

    /// The event a transition waits for, with its optional filter.
    struct Trigger: Sendable, Equatable {
        var kind: MachineEventKind
        /// For `location`: only deliveries of this manager.
        var manager: Int?
        /// For `timer`: only this timer.
        var timer: Int?
    }

    /// Every manager, in name order (configured in this order at launch).
    public internal(set) var managers: [Manager]
    var states: [State]
    var initial: Int
    /// Timer names, in name order; a timer's index is its tag.
    var timerNames: [String]

    /// The state names, in the order the scenario's `states` object sorts them.
    public var stateNames: [String] { states.map(\.name) }
}

/// The events a transition can wait for: the platform's ``StrategyEvent``s and the end of a state's
/// capture. To add an event: add a case here with its scenario name, dispatch it from
/// `MachineStrategy.handle`, and document it in docs/machine-language.md.
enum MachineEventKind: String, Sendable, CaseIterable {
    case location
    case significantChange
    case regionEntered
    case regionExited
    case regionMonitoringFailed
    case timer
    /// The activity classifier reported an activity (in a state that runs activity updates).
    case activityChanged
    /// The device left the state's stop region (region monitoring reported the exit).
    case stopRegionExited
    /// The state's capture ended with a fix (the accepted one, or the best one at the timeout).
    case captured
    /// The state's capture timed out without any fresh fix.
    case captureFailed
}
