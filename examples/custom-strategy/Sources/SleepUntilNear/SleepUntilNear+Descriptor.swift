import FencePlatform

extension SleepUntilNear {
    /// How scenario files name the strategy, which parameters they may set (validated, in the schema
    /// `fencesim schema` writes, with defaults), how it is built, and what it needs from the scenario.
    public static let descriptor = StrategyDescriptor(
        name: "sleep-until-near",
        summary: "Significant change only, until a location comes within the wake distance of a fence; then one "
            + "fine manager tracks until it leaves again.",
        parameters: [
            ParameterSpec(
                "wakeDistance", .number(range: 0...100_000, unit: "m"), default: .number(1_000),
                "Distance from a fence centre within which the tracker runs, metres; must exceed every fence radius."),
            ParameterSpec(
                "desiredAccuracy", .choice(DesiredAccuracy.names), default: .string("best"),
                "Accuracy of the tracker."),
            ParameterSpec(
                "distanceFilter", .number(range: 0...10_000, unit: "m"), default: .number(10),
                "Distance filter of the tracker, metres."),
        ],
        make: { reader throws(StrategyParameterError) in
            SleepUntilNear(
                wakeDistanceMeters: try reader.number("wakeDistance"), accuracy: try reader.accuracy("desiredAccuracy"),
                distanceFilterMeters: try reader.number("distanceFilter"))
        },
        checkScenario: { strategy, facts in
            // A wake distance inside a fence would let the phone enter it asleep.
            guard let strategy = strategy as? SleepUntilNear,
                strategy.wakeDistanceMeters <= facts.largestFenceRadiusMeters
            else { return [] }
            return [
                StrategyScenarioProblem(
                    parameter: "wakeDistance",
                    message: "\(strategy.wakeDistanceMeters) m does not reach beyond the largest fence radius "
                        + "(\(facts.largestFenceRadiusMeters) m)",
                    fix: "use a wake distance well beyond the fences, e.g. 1000 m")
            ]
        })
}
