extension MachineDefinition {
    /// A transition that can never fire: an earlier transition of its state takes every event it waits for
    /// whenever its condition holds (the first matching transition fires, `docs/machine-language.md`).
    public struct ShadowedTransition: Sendable, Equatable {
        /// The state's name.
        public var state: String
        /// The transition's position in the state's `on` list, from 0.
        public var transition: Int
        /// The earlier transition's position.
        public var shadowedBy: Int
    }

    /// Every transition an earlier one of its state always shadows, state by state in the definition's order.
    ///
    /// The check is conservative — what it reports can never fire, but it does not find every such transition:
    /// transition j shadows a later transition i when j waits for the same event with no filter or i's filter
    /// (the manager of a `location`, the timer of a `timer`), and j's condition holds whenever i's does — j has
    /// none, the same one, one that i's `all` joins, or an `any` that joins i's. Conditions that imply one
    /// another by their numbers (`accuracy < 50` and `accuracy < 100`) are not compared.
    public var shadowedTransitions: [ShadowedTransition] {
        var shadowed: [ShadowedTransition] = []
        for state in states {
            for (i, later) in state.transitions.enumerated() {
                guard let j = state.transitions[..<i].firstIndex(where: { $0.alwaysTakes(later) }) else { continue }
                shadowed.append(ShadowedTransition(state: state.name, transition: i, shadowedBy: j))
            }
        }
        return shadowed
    }
}

extension MachineDefinition.Transition {
    /// Whether this transition, placed before `later`, fires on every event on which `later` would.
    func alwaysTakes(_ later: MachineDefinition.Transition) -> Bool {
        trigger.covers(later.trigger) && MachineCondition.holds(condition, whenever: later.condition)
    }
}

extension MachineDefinition.Trigger {
    /// Whether every event `other` waits for is one this trigger waits for.
    func covers(_ other: MachineDefinition.Trigger) -> Bool {
        kind == other.kind && (manager == nil || manager == other.manager) && (timer == nil || timer == other.timer)
    }
}

extension MachineCondition {
    /// Whether `condition` (nil: always) holds whenever `other` (nil: always) does, as far as their structure
    /// shows it.
    static func holds(_ condition: MachineCondition?, whenever other: MachineCondition?) -> Bool {
        guard let condition else { return true }
        guard let other else { return false }
        if condition == other { return true }
        if case .all(let parts) = other, parts.contains(condition) { return true }
        if case .any(let parts) = condition, parts.contains(other) { return true }
        return false
    }
}
