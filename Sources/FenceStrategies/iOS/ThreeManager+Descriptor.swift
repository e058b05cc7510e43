import FenceKernel
import FencePlatform

extension ThreeManagerStrategy {
    /// Registry entry: `three-manager` with the paper's parameters as defaults.
    public static let descriptor = StrategyDescriptor(
        name: "three-manager",
        summary: "Raheja's optimized scheme: significant change + 100 m manager + best manager, zones A/B/C.",
        parameters: Parameters.specs,
        make: { reader throws(StrategyParameterError) in
            ThreeManagerStrategy(parameters: try Parameters(reading: reader))
        },
        checkScenario: checkOuterRadius
    )

    /// Registry entry: `three-manager-hysteresis`, the scheme with ``ExitHysteresis`` on exits.
    public static let hysteresisDescriptor = StrategyDescriptor(
        name: "three-manager-hysteresis",
        summary:
            "three-manager that declares an exit only beyond radius + accuracy + a margin, held for a minimum time.",
        parameters: Parameters.specs + [
            ParameterSpec(
                "exitMargin", .number(range: 0...10_000, unit: "m"), default: .number(65),
                "An exit needs fixes beyond radius + reported accuracy + this, metres."),
            ParameterSpec(
                "minimumOutside", .number(range: 0...86_400, unit: "s"), default: .number(20),
                "An exit needs fixes outside (with the margin) for at least this long, seconds."),
        ],
        make: { reader throws(StrategyParameterError) in
            var parameters = try Parameters(reading: reader)
            parameters.exitHysteresis = ExitHysteresis(
                exitMarginMeters: try reader.number("exitMargin"),
                minimumOutside: .seconds(try reader.number("minimumOutside")))
            return ThreeManagerStrategy(parameters: parameters)
        },
        checkScenario: checkOuterRadius)

    /// The outer radius must exceed every fence radius, or zone B is empty.
    @Sendable
    static func checkOuterRadius(_ strategy: any LocationStrategy, _ facts: StrategyScenarioFacts)
        -> [StrategyScenarioProblem]
    {
        guard let threeManager = strategy as? ThreeManagerStrategy,
            threeManager.parameters.outerRadiusMeters <= facts.largestFenceRadiusMeters
        else { return [] }
        return [
            StrategyScenarioProblem(
                parameter: "outerRadius",
                message:
                    "\(threeManager.parameters.outerRadiusMeters) m is not larger than the largest fence radius "
                    + "(\(facts.largestFenceRadiusMeters) m)",
                fix: "use an outer radius well beyond the fences, e.g. 1500 m")
        ]
    }
}

extension ThreeManagerStrategy.Parameters {
    /// The paper's parameters, shared by both registry entries, bound to their fields.
    static let boundParameters: [SettingsParameter<Self>] = [
        .number(
            "outerRadius", 0...100_000, "m", \.outerRadiusMeters,
            "Outer radius around each fence (zone B), metres; must exceed the fence radius."),
        .accuracy("lowAccuracy", \.lowAccuracy, "Accuracy of the low-accuracy manager."),
        .number(
            "lowDistanceFilter", 0...10_000, "m", \.lowDistanceFilterMeters,
            "Distance filter of the low-accuracy manager, metres."),
        .accuracy("highAccuracy", \.highAccuracy, "Accuracy of the high-accuracy manager."),
        .seconds(
            "reuseWindow", 0...86_400, \.reuseWindow,
            "Step 4.a: an accurate fix younger than this that found the same region is reused, seconds."),
        .number(
            "highAccuracyAcceptance", 1...10_000, "m", \.highAccuracyAcceptanceMeters,
            "An accurate capture accepts the first fresh fix with reported accuracy at or below this, metres."),
        .seconds(
            "highAccuracyTimeout", 1...3_600, \.highAccuracyTimeout,
            "An accurate capture settles for its best fresh fix after this long, seconds."),
    ]
}
