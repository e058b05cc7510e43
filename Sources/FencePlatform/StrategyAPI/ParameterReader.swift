import FenceFiles

/// A bad strategy parameter: which strategy, which parameter, what was expected and how to fix it.
public struct StrategyParameterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The strategy's registered name (`three-manager`).
    public var strategy: String
    /// The parameter name (`outerRadius`), or nil when the strategy itself is unknown.
    public var parameter: String?
    /// Within a structured parameter, the path from it to the offending value (`near.on[1].when` within
    /// `states`); the root for a plain parameter.
    public var within: JSONPath
    /// What is wrong and how to fix it.
    public var message: String
    /// How to fix it, when the strategy knows better than "see the strategy's parameters".
    public var fix: String?

    /// An error in `parameter` of `strategy`, at `within` inside it when the parameter is structured.
    public init(
        strategy: String, parameter: String?, within: JSONPath = .root, message: String, fix: String? = nil
    ) {
        self.strategy = strategy
        self.parameter = parameter
        self.within = within
        self.message = message
        self.fix = fix
    }

    /// The offending value's path below the strategy's `parameters` (`outerRadius`, `states.near.on[1].when`),
    /// or nil when the strategy itself is unknown.
    public var path: JSONPath? { parameter.map { JSONPath([.key($0)] + within.components) } }

    public var description: String {
        if let path { return "strategy '\(strategy)', parameter '\(path)': \(message)" }
        return "strategy '\(strategy)': \(message)"
    }
}

/// Reads a strategy's parameters against its declared ``ParameterSpec``s.
///
/// Every read checks the type and range and falls back to the declared default; ``finish()``
/// rejects names the strategy does not declare, so a typo (`outerRaduis`) is an error, not a
/// silently ignored value.
public struct ParameterReader: Sendable {
    /// The strategy being configured.
    public let strategy: String
    private let values: [String: ParameterValue]
    private let specs: [String: ParameterSpec]

    public init(strategy: String, values: [String: ParameterValue], specs: [ParameterSpec]) {
        self.strategy = strategy
        self.values = values
        self.specs = Dictionary(specs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func spec(_ name: String) -> ParameterSpec {
        guard let spec = specs[name] else { preconditionFailure("\(strategy): parameter '\(name)' is not declared") }
        return spec
    }

    private func failure(_ name: String, _ message: String) -> StrategyParameterError {
        StrategyParameterError(strategy: strategy, parameter: name, message: message)
    }

    /// A number parameter declared with `.number(range:unit:)`.
    public func number(_ name: String) throws(StrategyParameterError) -> Double {
        let spec = spec(name)
        guard case .number(let range, let unit) = spec.kind else { preconditionFailure("\(name) is not a number") }
        let value = values[name] ?? spec.defaultValue
        guard case .number(let number) = value, number.isFinite else {
            throw failure(name, "expected a number in \(unit), got \(value.typeDescription)")
        }
        guard range.contains(number) else {
            throw failure(
                name, "\(number) \(unit) is outside the allowed range \(range.lowerBound)–\(range.upperBound) \(unit)")
        }
        return number
    }

    /// An integer parameter declared with `.integer(range:)`.
    public func integer(_ name: String) throws(StrategyParameterError) -> Int {
        let spec = spec(name)
        guard case .integer(let range) = spec.kind else { preconditionFailure("\(name) is not an integer") }
        let value = values[name] ?? spec.defaultValue
        guard case .number(let number) = value, number.rounded() == number, let integer = Int(exactly: number) else {
            throw failure(name, "expected a whole number, got \(value)")
        }
        guard range.contains(integer) else {
            throw failure(name, "\(integer) is outside the allowed range \(range.lowerBound)–\(range.upperBound)")
        }
        return integer
    }

    /// A string parameter declared with `.choice(_:)`.
    public func choice(_ name: String) throws(StrategyParameterError) -> String {
        let spec = spec(name)
        guard case .choice(let options) = spec.kind else { preconditionFailure("\(name) is not a choice") }
        let value = values[name] ?? spec.defaultValue
        guard case .string(let text) = value, options.contains(text) else {
            throw failure(name, "expected one of \(options.joined(separator: ", ")), got \(value)")
        }
        return text
    }

    /// A boolean parameter.
    public func bool(_ name: String) throws(StrategyParameterError) -> Bool {
        let spec = spec(name)
        guard case .bool = spec.kind else { preconditionFailure("\(name) is not a boolean") }
        let value = values[name] ?? spec.defaultValue
        guard case .bool(let flag) = value else { throw failure(name, "expected true or false, got \(value)") }
        return flag
    }

    /// A structured parameter declared with `.structured(schema:definitions:)`, as written; nil when the
    /// scenario does not set it (the strategy then validates it itself).
    public func structured(_ name: String) -> ParameterValue? {
        guard case .structured = spec(name).kind else { preconditionFailure("\(name) is not structured") }
        return values[name]
    }

    /// A ``DesiredAccuracy`` parameter (declared as a choice of the accuracy names).
    public func accuracy(_ name: String) throws(StrategyParameterError) -> DesiredAccuracy {
        DesiredAccuracy(rawValue: try choice(name))!
    }

    /// Throws when the scenario sets a parameter the strategy does not declare.
    public func finish() throws(StrategyParameterError) {
        if let unknown = values.keys.sorted().first(where: { specs[$0] == nil }) {
            let known = specs.keys.sorted()
            let guess = NearestName.among(known, to: unknown).map { "did you mean '\($0)'? " } ?? ""
            throw failure(
                unknown,
                "unknown parameter; \(guess)known parameters are: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
            )
        }
    }
}

extension ParameterValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let text): "\"\(text)\""
        case .bool(let flag): String(flag)
        case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object: "an object"
        }
    }
}
