import FenceFiles
import FencePlatform

/// The parser's checks of JSON shapes, names and plain values.
extension MachineParser {
    static func object(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError)
        -> [String: ParameterValue]
    {
        guard case .object(let fields) = value else {
            throw failure(path, "expected an object, got \(value.typeDescription)")
        }
        return fields
    }

    static func array(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError) -> [ParameterValue] {
        guard case .array(let items) = value else {
            throw failure(path, "expected an array, got \(value.typeDescription)")
        }
        return items
    }

    /// Refuses keys not in `allowed`, suggesting the nearest allowed one.
    static func checkKeys(_ fields: [String: ParameterValue], _ allowed: [String], at path: JSONPath)
        throws(StrategyParameterError)
    {
        if let key = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw unknown(key, among: allowed, kind: "key", at: path.appending(key))
        }
    }

    /// An unknown name: the nearest valid one if it looks like a typo, else the list.
    static func unknown(_ name: String, among valid: [String], kind: String, at path: JSONPath)
        -> StrategyParameterError
    {
        let fix =
            NearestName.among(valid, to: name).map { "did you mean \"\($0)\"?" }
            ?? (valid.isEmpty ? "declare it first" : "use one of: " + valid.joined(separator: ", "))
        return failure(path, "unknown \(kind) \"\(name)\"", fix: fix)
    }

    /// State, manager, timer and constant names are identifiers, so that paths and references stay plain.
    static func checkName(_ name: String, at path: JSONPath) throws(StrategyParameterError) {
        let valid =
            name.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard valid else {
            throw failure(
                JSONPath(Array(path.components.dropLast())),
                "\"\(name)\" is not a valid name", fix: "use letters, digits and _ only, starting with a letter")
        }
    }

    /// The index of the name `value` refers to among `names`.
    func reference(_ value: ParameterValue, in names: [String: Int], kind: String, at path: JSONPath)
        throws(StrategyParameterError) -> Int
    {
        guard case .string(let name) = value else {
            throw Self.failure(path, "expected the name of a \(kind), got \(value.typeDescription)")
        }
        guard let index = names[name] else {
            throw Self.unknown(name, among: names.keys.sorted(), kind: kind, at: path)
        }
        return index
    }

    /// `true` or `false`.
    static func flag(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError) -> Bool {
        guard case .bool(let flag) = value else { throw failure(path, "expected true or false, got \(value)") }
        return flag
    }

    static func accuracy(_ value: ParameterValue?, default fallback: DesiredAccuracy, at path: JSONPath)
        throws(StrategyParameterError) -> DesiredAccuracy
    {
        guard let value else { return fallback }
        guard case .string(let name) = value, let accuracy = DesiredAccuracy(rawValue: name) else {
            throw failure(
                path, "expected an accuracy level, got \(value)",
                fix: "one of: " + DesiredAccuracy.names.joined(separator: ", "))
        }
        return accuracy
    }

    func number(_ value: ParameterValue, range: ClosedRange<Double>, unit: String, at path: JSONPath)
        throws(StrategyParameterError) -> Double
    {
        let resolved: Double
        switch value {
        case .number(let number): resolved = number
        case .string(let name) where constants[name] != nil: resolved = constants[name]!
        default: throw Self.failure(path, "expected a number in \(unit) or a constant, got \(value.typeDescription)")
        }
        guard resolved.isFinite, range.contains(resolved) else {
            throw Self.failure(
                path, "\(resolved) \(unit) is outside \(range.lowerBound)–\(range.upperBound) \(unit)",
                fix: "use a value in that range")
        }
        return resolved
    }

    func distanceFilter(_ value: ParameterValue?, default fallback: Double, at path: JSONPath)
        throws(StrategyParameterError) -> Double
    {
        guard let value else { return fallback }
        return try number(value, range: 0...10_000, unit: "m", at: path.appending("distanceFilter"))
    }

    /// Every timer name a state's `timers` or its `startTimer` actions mention (shapes are checked later).
    static func timerNames(in state: ParameterValue) -> [String] {
        guard case .object(let fields) = state else { return [] }
        var names: [String] = []
        if case .object(let timers)? = fields["timers"] { names += timers.keys }
        func visit(_ value: ParameterValue) {
            switch value {
            case .object(let members):
                if case .object(let start)? = members["startTimer"], case .string(let name)? = start["timer"] {
                    names.append(name)
                }
                members.values.forEach(visit)
            case .array(let items): items.forEach(visit)
            default: break
            }
        }
        fields["entry"].map(visit)
        fields["on"].map(visit)
        return names
    }
}
