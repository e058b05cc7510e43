import FencePlatform

/// The JSON Schema of a machine's parameters, for editors (merged into `scenarios/schema.json`). The
/// parser (``MachineParser``) is the authority; the tests check that both accept the example machines
/// and refuse broken ones.
enum MachineSchema {
    private static func string(_ text: String) -> ParameterValue { .string(text) }
    private static func type(_ name: String) -> ParameterValue { .object(["type": .string(name)]) }
    private static func reference(_ name: String) -> ParameterValue { .object(["$ref": .string("#/$defs/\(name)")]) }
    private static func names(_ list: [String]) -> ParameterValue { .array(list.map(ParameterValue.string)) }
    private static func oneOf(_ alternatives: [ParameterValue]) -> ParameterValue {
        .object(["oneOf": .array(alternatives)])
    }
    /// A closed object: only `properties`, `required` ones present.
    private static func object(_ properties: [String: ParameterValue], required: [String] = []) -> ParameterValue {
        var schema: [String: ParameterValue] = [
            "type": string("object"), "additionalProperties": .bool(false), "properties": .object(properties),
        ]
        if !required.isEmpty { schema["required"] = names(required) }
        return .object(schema)
    }
    private static func map(_ values: ParameterValue) -> ParameterValue {
        .object(["type": string("object"), "additionalProperties": values])
    }
    private static func array(_ items: ParameterValue) -> ParameterValue {
        .object(["type": string("array"), "items": items])
    }
    private static func number(_ range: ClosedRange<Double>) -> ParameterValue {
        .object(["type": string("number"), "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)])
    }
    private static var accuracy: ParameterValue {
        .object(["type": string("string"), "enum": names(DesiredAccuracy.names)])
    }

    /// `managers`: name → accuracy and distance filter.
    static let managers = map(object(["accuracy": accuracy, "distanceFilter": number(0...10_000)]))

    /// `constants`: name → number.
    static let constants = map(type("number"))

    /// `states`: name → state.
    static let states = map(reference("machineState"))

    /// The schemas `states` refers to.
    static let definitions: [String: ParameterValue] = [
        "machineState": object([
            "managers": array(
                oneOf([
                    type("string"),
                    object(
                        ["name": type("string"), "accuracy": accuracy, "distanceFilter": number(0...10_000)],
                        required: ["name"]),
                ])),
            "significantChange": type("boolean"),
            "activityUpdates": type("boolean"),
            "regions": object(
                [
                    "nearest": .object([
                        "type": string("integer"), "minimum": .number(1), "maximum": .number(1_000),
                    ]),
                    "within": number(0...1_000_000),
                ], required: ["nearest"]),
            "stopRegion": object(["radius": reference("machineValue")], required: ["radius"]),
            "capture": object(
                [
                    "manager": type("string"), "acceptAccuracy": reference("machineValue"),
                    "timeout": reference("machineValue"),
                ],
                required: ["manager"]),
            "timers": map(reference("machineValue")),
            "entry": array(reference("machineAction")),
            "on": array(reference("machineTransition")),
        ]),
        "machineTransition": object(
            [
                "event": .object(["type": string("string"), "enum": names(MachineEventKind.allCases.map(\.rawValue))]),
                "manager": type("string"), "timer": type("string"), "when": reference("machineCondition"),
                "do": array(reference("machineAction")), "goto": type("string"),
            ], required: ["event"]),
        "machineCondition": oneOf(
            [
                object(["and": conditionList], required: ["and"]),
                object(["or": conditionList], required: ["or"]),
                object(["not": reference("machineCondition")], required: ["not"]),
                object(["declaredInside": type("boolean")], required: ["declaredInside"]),
                object(["insideReferenceFence": margin], required: ["insideReferenceFence"]),
                object(["moving": type("boolean")], required: ["moving"]),
                object(
                    [
                        "activity": object(
                            [
                                "in": .object([
                                    "type": string("array"), "minItems": .number(1),
                                    "items": .object([
                                        "type": string("string"),
                                        "enum": names(MotionActivity.allCases.map(\.rawValue)),
                                    ]),
                                ])
                            ], required: ["in"])
                    ], required: ["activity"]),
            ]
                + MachineQuantity.allCases.map {
                    object([$0.rawValue: reference("machineComparison")], required: [$0.rawValue])
                }),
        "machineComparison": object(
            Dictionary(
                uniqueKeysWithValues: MachineComparison.allCases.map { ($0.rawValue, reference("machineValue")) })),
        "machineValue": oneOf([
            type("number"), type("string"),
            .object([
                "type": string("array"), "minItems": .number(1), "items": oneOf([type("number"), type("string")]),
            ]),
        ]),
        "machineAction": oneOf([
            .object([
                "type": string("string"),
                "enum": names([
                    "declare", "declareExits", "declareEntries", "exitAll", "enterEventFence", "exitEventFence",
                    "upload", "remember",
                ]),
            ]),
            object(["declare": margin], required: ["declare"]),
            object(
                [
                    "declareExits": oneOf([
                        reference("machineValue"),
                        object(["margin": reference("machineValue"), "holdFor": reference("machineValue")]),
                    ])
                ], required: ["declareExits"]),
            object(["declareEntries": margin], required: ["declareEntries"]),
            object(
                [
                    "startTimer": object(
                        ["timer": type("string"), "after": reference("machineValue")], required: ["timer", "after"])
                ],
                required: ["startTimer"]),
            object(["cancelTimer": type("string")], required: ["cancelTimer"]),
        ]),
    ]

    private static var conditionList: ParameterValue {
        .object(["type": string("array"), "minItems": .number(1), "items": reference("machineCondition")])
    }
    private static var margin: ParameterValue {
        oneOf([reference("machineValue"), object(["margin": reference("machineValue")])])
    }
}
