/// What a strategy's scenario check (``StrategyDescriptor/checkScenario``) may know about the scenario it
/// is configured in, before any replication runs.
public struct StrategyScenarioFacts: Sendable, Equatable {
    /// The largest radius any fence of the scenario can have, metres: the explicit fences' radii and the
    /// upper bounds of the generated fences' radius ranges.
    public var largestFenceRadiusMeters: Double

    public init(largestFenceRadiusMeters: Double) {
        self.largestFenceRadiusMeters = largestFenceRadiusMeters
    }
}

/// A problem a strategy's scenario check found. The scenario reader reports it like any other scenario
/// error, with its JSON path: `strategies[1].parameters.outerRadius` for a parameter, `strategies[1].name`
/// for the entry as a whole.
public struct StrategyScenarioProblem: Sendable, Equatable, Error {
    /// The parameter at fault, or nil when the strategy as a whole does not fit the scenario.
    public var parameter: String?
    /// What is wrong (`1000 m is not larger than the largest fence radius (1200 m)`).
    public var message: String
    /// How to fix it.
    public var fix: String

    public init(parameter: String?, message: String, fix: String) {
        self.parameter = parameter
        self.message = message
        self.fix = fix
    }
}
