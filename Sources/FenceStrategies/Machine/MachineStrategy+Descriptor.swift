import FencePlatform

extension MachineStrategy {
    /// Registry entry: `machine`, a finite-state machine written in the scenario (docs/machine-language.md).
    public static let descriptor = StrategyDescriptor(
        name: "machine",
        summary: "A finite-state machine written in the scenario: states run services, events fire transitions.",
        parameters: [
            ParameterSpec(
                "initial", .structured(schema: .object(["type": .string("string")]), definitions: [:]),
                default: .string(""), "The state the machine starts in."),
            ParameterSpec(
                "states", .structured(schema: MachineSchema.states, definitions: MachineSchema.definitions),
                default: .object([:]), "The states, by name: the services each runs and its transitions."),
            ParameterSpec(
                "managers", .structured(schema: MachineSchema.managers, definitions: [:]), default: .object([:]),
                "The location managers, by name, with accuracy and distance filter."),
            ParameterSpec(
                "constants", .structured(schema: MachineSchema.constants, definitions: [:]), default: .object([:]),
                "Named numbers that conditions, margins and durations may use."),
        ],
        make: { reader throws(StrategyParameterError) in
            MachineStrategy(
                definition: try MachineParser.parse(
                    initial: reader.structured("initial"), states: reader.structured("states"),
                    managers: reader.structured("managers"), constants: reader.structured("constants")))
        })
}
