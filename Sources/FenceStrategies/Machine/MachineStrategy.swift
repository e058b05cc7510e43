import FenceKernel
import FencePlatform
import FenceWorld

/// `machine`: a strategy written as a finite-state machine in the scenario file
/// (`docs/machine-language.md`). The definition is parsed once (``MachineDefinition``); this value only
/// runs it.
///
/// On a change of state the old state's services stop (its capture is abandoned, its pending entry
/// timers cancelled, the managers, significant-change and activity updates the new state does not run
/// stopped), then the new state's start (significant change, activity updates, regions, managers, capture,
/// entry timers) and its entry actions run. Entries and exits are declared through ``DeclaredPresence`` and fixes captured through
/// ``FixCapture``, as in the built-ins.
public struct MachineStrategy: LocationStrategy {
    /// The machine being run.
    public let definition: MachineDefinition
    /// The current state's index in the definition.
    var current: Int
    var enteredAt: SimTime = .zero
    var presence = DeclaredPresence()
    var capture: FixCapture?
    /// The configuration each manager was last given (nil until configured).
    var configured: [(accuracy: DesiredAccuracy, distanceFilterMeters: Double)?]
    var running: [Bool]
    var significantChangeOn = false
    /// Whether activity updates run.
    var activityUpdatesOn = false
    /// The last activity the classifier reported (kept when updates stop), for conditions.
    var activity: MotionActivity?
    /// Fences registered with region monitoring by the machine.
    var monitored: Set<String> = []
    /// Pending timers: identifier → timer index.
    var pending: [TimerID: Int] = [:]
    /// The remembered fix and the fences it lay inside.
    var reference: (location: Location, insideFenceIDs: [String])?
    /// With `declareExits` holds: since when fixes have placed the device outside each declared fence.
    var outsideSince: [String: SimTime] = [:]
    /// The last fix an event brought, for `speed`.
    var previousFix: Location?

    /// The identifier of a state's stop region in region events.
    public static let stopRegionID = "machine.stopRegion"
    /// Whether the stop region is registered.
    var stopRegionOn = false

    /// The name of the current state.
    public var stateName: String { definition.states[current].name }

    public init(definition: MachineDefinition) {
        self.definition = definition
        current = definition.initial
        configured = Array(repeating: nil, count: definition.managers.count)
        running = Array(repeating: false, count: definition.managers.count)
    }

    public mutating func launch(context: inout StrategyContext) {
        for (index, manager) in definition.managers.enumerated() {
            configure(index, manager.accuracy, manager.distanceFilterMeters, context: &context)
        }
        enter(definition.initial, from: nil, fix: nil, fenceID: nil, context: &context)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        if var active = capture {
            if let outcome = active.consume(event, context: &context) {
                capture = nil
                switch outcome {
                case .captured(let location): dispatch(.captured, fix: location, context: &context)
                case .failed: dispatch(.captureFailed, fix: nil, context: &context)
                }
                return
            }
            capture = active
            // The capture's own deliveries and timeout are not events of the machine.
            switch event {
            case .location(_, let manager) where manager == active.manager: return
            case .timer(_, let tag) where tag == FixCapture.timeoutTag: return
            default: break
            }
        }
        switch event {
        case .location(let location, let manager):
            dispatch(.location, fix: location, manager: manager, context: &context)
        case .significantChange(let location):
            if let selection = definition.states[current].regions {
                select(selection, around: location, context: &context)
            }
            dispatch(.significantChange, fix: location, context: &context)
        case .regionEntered(let fenceID) where fenceID == Self.stopRegionID: return
        case .regionExited(let fenceID) where fenceID == Self.stopRegionID:
            dispatch(.stopRegionExited, fix: nil, context: &context)
        case .regionEntered(let fenceID): dispatch(.regionEntered, fix: nil, fenceID: fenceID, context: &context)
        case .regionExited(let fenceID): dispatch(.regionExited, fix: nil, fenceID: fenceID, context: &context)
        case .regionMonitoringFailed(let fenceID, _):
            dispatch(.regionMonitoringFailed, fix: nil, fenceID: fenceID, context: &context)
        case .timer(let id, _):
            guard let timer = pending.removeValue(forKey: id) else { return }
            dispatch(.timer, fix: nil, timer: timer, context: &context)
        case .activityChanged(let reported):
            activity = reported
            dispatch(.activityChanged, fix: nil, context: &context)
        case .locationUpdatesPaused, .stationaryChanged:
            return  // a machine never sets a pausing rule
        case .android: return  // machines run under iOS only
        }
    }

    /// Fires the first transition of the current state that waits for this event and whose condition holds.
    private mutating func dispatch(
        _ kind: MachineEventKind, fix: Location?, manager: ManagerID? = nil, timer: Int? = nil, fenceID: String? = nil,
        context: inout StrategyContext
    ) {
        let state = definition.states[current]
        let situation = MachineSituation(
            now: context.now, fences: context.fences, fix: fix ?? context.lastKnownLocation,
            previousFix: fix == nil ? nil : previousFix, enteredAt: enteredAt, reference: reference,
            declaredInside: !presence.inside.isEmpty, activity: activity)
        for transition in state.transitions where transition.trigger.kind == kind {
            if let wanted = transition.trigger.manager, definition.managers[wanted].id != manager { continue }
            if let wanted = transition.trigger.timer, wanted != timer { continue }
            if let condition = transition.condition, !situation.holds(condition) { continue }
            run(transition.actions, situation: situation, fenceID: fenceID, context: &context)
            if let target = transition.target, target != current {
                leave(for: target, context: &context)
                enter(target, from: current, fix: situation.fix, fenceID: fenceID, context: &context)
            }
            break
        }
        if let fix { previousFix = fix }
    }
}
