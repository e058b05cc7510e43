import FenceFiles
import FenceKernel
import FencePlatform

/// Conditions, actions and values.
extension MachineParser {
    static let actionNames = [
        "declare", "declareExits", "declareEntries", "exitAll", "enterEventFence", "exitEventFence", "upload",
        "remember", "startTimer",
        "cancelTimer",
    ]

    func condition(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError) -> MachineCondition {
        let fields = try Self.object(value, at: path)
        let keys =
            ["and", "or", "not", "declaredInside", "insideReferenceFence", "moving", "activity"]
            + MachineQuantity.allCases.map(\.rawValue)
        guard fields.count == 1, let (key, operand) = fields.first else {
            throw Self.failure(
                path, "expected an object with exactly one key, got \(fields.count)",
                fix: "write one of: " + keys.joined(separator: ", ") + "; combine several with \"and\"")
        }
        let inner = path.appending(key)
        switch key {
        case "and", "or":
            let items = try Self.array(operand, at: inner)
            guard !items.isEmpty else { throw Self.failure(inner, "is empty", fix: "give at least one condition") }
            var parts: [MachineCondition] = []
            for (index, item) in items.enumerated() {
                parts.append(try condition(item, at: inner.appending(index: index)))
            }
            return key == "and" ? .all(parts) : .any(parts)
        case "not":
            return .not(try condition(operand, at: inner))
        case "declaredInside": return .declaredInside(try Self.flag(operand, at: inner))
        case "moving": return .moving(try Self.flag(operand, at: inner))
        case "activity": return .activity(try activities(operand, at: inner))
        case "insideReferenceFence":
            return .insideReferenceFence(margin: try margin(operand, at: inner))
        default:
            guard let quantity = MachineQuantity(rawValue: key) else {
                throw Self.unknown(key, among: keys, kind: "condition", at: inner)
            }
            let comparisons = try Self.object(operand, at: inner)
            let names = MachineComparison.allCases.map(\.rawValue)
            guard !comparisons.isEmpty else {
                throw Self.failure(
                    inner, "has no comparison",
                    fix: "write e.g. {\"atMost\": 100}; one of: " + names.joined(separator: ", "))
            }
            var parts: [MachineCondition] = []
            for (name, bound) in comparisons.sorted(by: { $0.key < $1.key }) {
                guard let comparison = MachineComparison(rawValue: name) else {
                    throw Self.unknown(name, among: names, kind: "comparison", at: inner.appending(name))
                }
                parts.append(
                    .compare(quantity, comparison, try self.value(bound, quantity.dimension, at: inner.appending(name)))
                )
            }
            return parts.count == 1 ? parts[0] : .all(parts)
        }
    }

    /// `{"in": [ACTIVITY, …]}`: a non-empty list of the classifier's activities.
    private func activities(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError)
        -> Set<MotionActivity>
    {
        let fields = try Self.object(value, at: path)
        let names = MotionActivity.allCases.map(\.rawValue)
        try Self.checkKeys(fields, ["in"], at: path)
        guard let list = fields["in"] else {
            throw Self.failure(
                path.appending("in"), "is required",
                fix: "write {\"in\": [...]} with some of: " + names.joined(separator: ", "))
        }
        let items = try Self.array(list, at: path.appending("in"))
        guard !items.isEmpty else {
            throw Self.failure(
                path.appending("in"), "is empty", fix: "give at least one of: " + names.joined(separator: ", "))
        }
        var activities: Set<MotionActivity> = []
        for (index, item) in items.enumerated() {
            guard case .string(let name) = item else {
                throw Self.failure(
                    path.appending("in").appending(index: index),
                    "expected an activity name, got \(item.typeDescription)",
                    fix: "one of: " + names.joined(separator: ", "))
            }
            guard let activity = MotionActivity(rawValue: name) else {
                throw Self.unknown(
                    name, among: names, kind: "activity", at: path.appending("in").appending(index: index))
            }
            activities.insert(activity)
        }
        return activities
    }

    func actions(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError) -> [MachineAction] {
        var parsed: [MachineAction] = []
        for (index, item) in try Self.array(value, at: path).enumerated() {
            parsed.append(try action(item, at: path.appending(index: index)))
        }
        return parsed
    }

    private func action(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError) -> MachineAction {
        let name: String, operand: ParameterValue?
        switch value {
        case .string(let text): (name, operand) = (text, nil)
        case .object(let fields) where fields.count == 1: (name, operand) = (fields.first!.key, fields.first!.value)
        default:
            throw Self.failure(
                path, "expected an action name or an object with one key, got \(value.typeDescription)",
                fix: "write e.g. \"exitAll\" or {\"declare\": {\"margin\": \"accuracy\"}}")
        }
        let inner = operand == nil ? path : path.appending(name)
        switch (name, operand) {
        case ("declare", _), ("declareExits", _), ("declareEntries", _):
            var margin = MachineValue.number(0)
            var hold: SimTime?
            if let operand, case .object = operand {
                let fields = try Self.object(operand, at: inner)
                try Self.checkKeys(fields, name == "declareExits" ? ["margin", "holdFor"] : ["margin"], at: inner)
                if let written = fields["margin"] { margin = try self.margin(written, at: inner.appending("margin")) }
                if let written = fields["holdFor"] { hold = try duration(written, at: inner.appending("holdFor")) }
            } else if let operand {
                margin = try self.value(operand, .meters, at: inner)
            }
            switch name {
            case "declare": return .declare(margin: margin)
            case "declareExits": return .declareExits(margin: margin, hold: hold)
            default: return .declareEntries(margin: margin)
            }
        case ("exitAll", nil): return .exitAll
        case ("enterEventFence", nil): return .enterEventFence
        case ("exitEventFence", nil): return .exitEventFence
        case ("upload", nil): return .upload
        case ("remember", nil): return .remember
        case ("startTimer", let operand?):
            let fields = try Self.object(operand, at: inner)
            try Self.checkKeys(fields, ["timer", "after"], at: inner)
            guard let timer = fields["timer"], let after = fields["after"] else {
                throw Self.failure(
                    inner, "needs timer and after", fix: "write {\"timer\": \"NAME\", \"after\": SECONDS}")
            }
            return .startTimer(
                try reference(timer, in: timerIndex, kind: "timer", at: inner.appending("timer")),
                after: try duration(after, at: inner.appending("after")))
        case ("cancelTimer", let operand?):
            return .cancelTimer(try reference(operand, in: timerIndex, kind: "timer", at: inner))
        default:
            guard Self.actionNames.contains(name) else {
                throw Self.unknown(name, among: Self.actionNames, kind: "action", at: inner)
            }
            throw Self.failure(
                inner, operand == nil ? "needs an operand" : "takes no operand",
                fix: "see docs/machine-language.md for how to write \"\(name)\"")
        }
    }

    /// A margin in metres (a number, a constant, a distance quantity, or a list of them added up).
    private func margin(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError) -> MachineValue {
        if case .object(let fields) = value {
            try Self.checkKeys(fields, ["margin"], at: path)
            return try fields["margin"].map { v throws(StrategyParameterError) in
                try self.value(v, .meters, at: path.appending("margin"))
            } ?? .number(0)
        }
        return try self.value(value, .meters, at: path)
    }

    /// A value of `dimension`: a number, a constant or a quantity of that dimension, or a non-empty list of
    /// them, added up. Seconds are held in microseconds.
    func value(_ written: ParameterValue, _ dimension: MachineQuantity.Dimension, at path: JSONPath)
        throws(StrategyParameterError) -> MachineValue
    {
        func term(_ item: ParameterValue, at path: JSONPath) throws(StrategyParameterError) -> MachineValue.Term {
            switch item {
            case .number(let number) where number.isFinite: return .number(Self.inUnit(number, dimension))
            case .string(let name):
                if let constant = constants[name] { return .number(Self.inUnit(constant, dimension)) }
                if let quantity = MachineQuantity(rawValue: name) {
                    guard quantity.dimension == dimension else {
                        throw Self.failure(
                            path, "\"\(name)\" is in \(quantity.dimension.rawValue), expected \(dimension.rawValue)",
                            fix: "compare quantities of the same unit")
                    }
                    return .quantity(quantity)
                }
                throw Self.unknown(
                    name, among: constants.keys.sorted() + MachineQuantity.allCases.map(\.rawValue),
                    kind: "constant or quantity",
                    at: path)
            default:
                throw Self.failure(
                    path, "expected a number, a constant or a quantity, got \(item.typeDescription)",
                    fix: "write a number in \(dimension.rawValue), or the name of a constant")
            }
        }
        guard case .array(let items) = written else { return MachineValue(terms: [try term(written, at: path)]) }
        guard !items.isEmpty else { throw Self.failure(path, "is an empty sum", fix: "give at least one term") }
        var terms: [MachineValue.Term] = []
        for (index, item) in items.enumerated() { terms.append(try term(item, at: path.appending(index: index))) }
        return MachineValue(terms: terms)
    }

    /// A duration in seconds: a number or a constant (no quantity), 0 to one day.
    func duration(_ written: ParameterValue, at path: JSONPath) throws(StrategyParameterError) -> SimTime {
        let value = try value(written, .seconds, at: path)
        var microseconds = 0.0
        for term in value.terms {
            guard case .number(let number) = term else {
                throw Self.failure(
                    path, "a duration cannot depend on a quantity", fix: "use a number of seconds or a constant")
            }
            microseconds += number
        }
        guard (0...86_400e6).contains(microseconds) else {
            throw Self.failure(
                path, "\(microseconds / 1e6) s is outside 0–86400 s", fix: "use a duration of at most a day")
        }
        return .microseconds(Int64(microseconds))
    }

    /// A number in `dimension`'s working unit: seconds become whole microseconds (as ``SimTime`` rounds).
    static func inUnit(_ number: Double, _ dimension: MachineQuantity.Dimension) -> Double {
        guard dimension == .seconds else { return number }
        // Beyond ~285 000 years SimTime cannot hold it; such a bound is only ever compared, never scheduled.
        return abs(number) < 9e12 ? Double(SimTime.seconds(number).microseconds) : number * 1e6
    }
}
