import FenceFiles

/// How to build one strategy from scenario parameters: its name, what it does, the parameters it
/// accepts (for validation, the JSON Schema and the docs), a factory, and a check of the built strategy
/// against the scenario it runs in.
public struct StrategyDescriptor: Sendable {
    /// The name used in scenario files (`three-manager`).
    public var name: String
    /// One sentence on what the strategy does.
    public var summary: String
    /// Every parameter the strategy accepts, with defaults.
    public var parameters: [ParameterSpec]
    /// Builds the strategy; reads parameters only through the reader.
    public var make: @Sendable (ParameterReader) throws(StrategyParameterError) -> any LocationStrategy
    /// Checks a strategy this descriptor made against the scenario's facts (parameters that are valid on
    /// their own but not with these fences); every problem fails the scenario with its JSON path. The
    /// strategy passed is always one ``make`` returned.
    public var checkScenario: @Sendable (any LocationStrategy, StrategyScenarioFacts) -> [StrategyScenarioProblem]
    /// The platforms the strategy runs on (a scenario entry under another is refused); every platform
    /// unless restricted (``restricted(to:)``).
    public var platforms: Set<PlatformKind> = Set(PlatformKind.allCases)

    /// A descriptor; without `checkScenario`, every scenario fits the strategy.
    public init(
        name: String, summary: String, parameters: [ParameterSpec],
        make: @escaping @Sendable (ParameterReader) throws(StrategyParameterError) -> any LocationStrategy,
        checkScenario: @escaping @Sendable (any LocationStrategy, StrategyScenarioFacts) -> [StrategyScenarioProblem] =
            { _, _ in [] }
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.make = make
        self.checkScenario = checkScenario
    }
}

extension StrategyDescriptor {
    /// This descriptor, for a strategy that runs only on `platforms`.
    public func restricted(to platforms: Set<PlatformKind>) -> StrategyDescriptor {
        var copy = self
        copy.platforms = platforms
        return copy
    }
}

/// An explicit table from strategy name to descriptor. No reflection: a strategy exists when it is
/// registered. FenceStrategies provides `StrategyRegistry.builtIn`; a researcher adds their own with
/// ``registering(_:)``.
public struct StrategyRegistry: Sendable {
    /// Descriptors in registration order.
    public private(set) var descriptors: [StrategyDescriptor]

    public init(_ descriptors: [StrategyDescriptor]) {
        precondition(
            Set(descriptors.map(\.name)).count == descriptors.count, "StrategyRegistry: duplicate strategy names")
        self.descriptors = descriptors
    }

    /// A registry with `descriptor` added (replacing a same-named one).
    public func registering(_ descriptor: StrategyDescriptor) -> StrategyRegistry {
        StrategyRegistry(descriptors.filter { $0.name != descriptor.name } + [descriptor])
    }

    /// Registered names, in order.
    public var names: [String] { descriptors.map(\.name) }

    /// The descriptor for `name`, or an error whose fix is the nearest known name ("did you mean") or, when
    /// none is near, the list of known names.
    public func descriptor(named name: String) throws(StrategyParameterError) -> StrategyDescriptor {
        guard let descriptor = descriptors.first(where: { $0.name == name }) else {
            throw StrategyParameterError(
                strategy: name, parameter: nil, message: "unknown strategy",
                fix: NearestName.among(names, to: name).map { "did you mean '\($0)'?" }
                    ?? "use one of: \(names.joined(separator: ", "))")
        }
        return descriptor
    }

    /// Builds strategy `name` from `parameters`, rejecting unknown or invalid parameters.
    public func make(_ name: String, parameters: [String: ParameterValue]) throws(StrategyParameterError)
        -> any LocationStrategy
    {
        let descriptor = try descriptor(named: name)
        let reader = ParameterReader(strategy: name, values: parameters, specs: descriptor.parameters)
        try reader.finish()
        return try descriptor.make(reader)
    }
}
