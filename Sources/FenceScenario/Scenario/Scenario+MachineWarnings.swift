import FenceStrategies

extension Scenario {
    /// A warning for each transition of a machine strategy that an earlier transition of its state always takes
    /// first (``MachineDefinition/shadowedTransitions``), at the transition's JSON path: validation passes, but
    /// the transition is dead code.
    func machineWarnings() -> [ScoringWarning] {
        strategies.enumerated().flatMap { index, entry -> [ScoringWarning] in
            guard let machine = entry.prototype as? MachineStrategy else { return [] }
            return machine.definition.shadowedTransitions.map { shadowed in
                let on = "strategies[\(index)].parameters.states.\(shadowed.state).on"
                return ScoringWarning(
                    .shadowedTransition, path: "\(on)[\(shadowed.transition)]",
                    message:
                        "this transition never fires: \(on)[\(shadowed.shadowedBy)] comes first, waits for every event "
                        + "it waits for and holds whenever its condition does (the first matching transition fires)",
                    fix: "move it before \(on)[\(shadowed.shadowedBy)], narrow the earlier one's event or condition, "
                        + "or remove it")
            }
        }
    }
}
