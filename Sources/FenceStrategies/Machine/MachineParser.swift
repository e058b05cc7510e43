import FenceFiles
import FenceKernel
import FencePlatform

/// Parses and validates a machine's parameters into a ``MachineDefinition``. Every error names the
/// JSON path of the offending value, what was expected and how to fix it.
struct MachineParser {
    var constants: [String: Double] = [:]
    var managerIndex: [String: Int] = [:]
    var stateIndex: [String: Int] = [:]
    var timerIndex: [String: Int] = [:]
    var managers: [MachineDefinition.Manager] = []

    static let strategy = "machine"

    /// An error at `path` below the machine's `parameters` (`states.near.on[1]`: within `states`).
    static func failure(_ path: JSONPath, _ message: String, fix: String? = nil) -> StrategyParameterError {
        let parameter: String? = if case .key(let name)? = path.components.first { name } else { nil }
        return StrategyParameterError(
            strategy: strategy, parameter: parameter, within: JSONPath(Array(path.components.dropFirst())),
            message: message, fix: fix ?? "see docs/machine-language.md for the machine language")
    }

    /// Parses `initial`, `states`, `managers` and `constants`.
    static func parse(
        initial: ParameterValue?, states: ParameterValue?, managers: ParameterValue?, constants: ParameterValue?
    ) throws(StrategyParameterError) -> MachineDefinition {
        var parser = MachineParser()
        try parser.readConstants(constants, at: JSONPath([.key("constants")]))
        try parser.readManagers(managers, at: JSONPath([.key("managers")]))
        let statesPath = JSONPath([.key("states")])
        guard let states else { throw failure(statesPath, "is required", fix: "give the machine's states") }
        let stateMembers = try object(states, at: statesPath)
        guard !stateMembers.isEmpty else { throw failure(statesPath, "has no state", fix: "give at least one state") }
        let stateNames = stateMembers.keys.sorted()
        for (index, name) in stateNames.enumerated() {
            try checkName(name, at: statesPath.appending(name))
            parser.stateIndex[name] = index
        }
        let timerNames = Set(stateMembers.values.flatMap(Self.timerNames)).sorted()
        parser.timerIndex = Dictionary(uniqueKeysWithValues: timerNames.enumerated().map { ($1, $0) })
        var parsed: [MachineDefinition.State] = []
        for name in stateNames {
            parsed.append(try parser.readState(name, stateMembers[name]!, at: statesPath.appending(name)))
        }
        let initialPath = JSONPath([.key("initial")])
        guard let initial else {
            throw failure(initialPath, "is required", fix: "name the state the machine starts in")
        }
        let start = try parser.reference(initial, in: parser.stateIndex, kind: "state", at: initialPath)
        return MachineDefinition(managers: parser.managers, states: parsed, initial: start, timerNames: timerNames)
    }

    // MARK: Sections

    private mutating func readConstants(_ value: ParameterValue?, at path: JSONPath) throws(StrategyParameterError) {
        guard let value else { return }
        for (name, member) in try Self.object(value, at: path).sorted(by: { $0.key < $1.key }) {
            try Self.checkName(name, at: path.appending(name))
            guard MachineQuantity(rawValue: name) == nil else {
                throw Self.failure(
                    path.appending(name), "is the name of a quantity", fix: "give the constant another name")
            }
            guard case .number(let number) = member, number.isFinite else {
                throw Self.failure(path.appending(name), "expected a number, got \(member.typeDescription)")
            }
            constants[name] = number
        }
    }

    private mutating func readManagers(_ value: ParameterValue?, at path: JSONPath) throws(StrategyParameterError) {
        guard let value else { return }
        for (index, (name, member)) in try Self.object(value, at: path).sorted(by: { $0.key < $1.key }).enumerated() {
            let memberPath = path.appending(name)
            try Self.checkName(name, at: memberPath)
            let fields = try Self.object(member, at: memberPath)
            try Self.checkKeys(fields, ["accuracy", "distanceFilter"], at: memberPath)
            managers.append(
                MachineDefinition.Manager(
                    id: ManagerID(name),
                    accuracy: try Self.accuracy(
                        fields["accuracy"], default: .best, at: memberPath.appending("accuracy")),
                    distanceFilterMeters: try distanceFilter(fields["distanceFilter"], default: 0, at: memberPath)))
            managerIndex[name] = index
        }
    }

    private func readState(_ name: String, _ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError)
        -> MachineDefinition.State
    {
        let fields = try Self.object(value, at: path)
        try Self.checkKeys(
            fields,
            [
                "managers", "significantChange", "activityUpdates", "regions", "stopRegion", "capture", "timers",
                "entry", "on",
            ], at: path)
        var state = MachineDefinition.State(name: name)
        if let managers = fields["managers"] {
            for (index, item) in try Self.array(managers, at: path.appending("managers")).enumerated() {
                state.managers.append(try runningManager(item, at: path.appending("managers").appending(index: index)))
            }
        }
        if let flag = fields["significantChange"] {
            state.significantChange = try Self.flag(flag, at: path.appending("significantChange"))
        }
        if let flag = fields["activityUpdates"] {
            state.activityUpdates = try Self.flag(flag, at: path.appending("activityUpdates"))
        }
        if let regions = fields["regions"] {
            state.regions = try regionSelection(regions, at: path.appending("regions"))
        }
        if let stopRegion = fields["stopRegion"] {
            let regionPath = path.appending("stopRegion")
            let radius = try Self.object(stopRegion, at: regionPath)
            try Self.checkKeys(radius, ["radius"], at: regionPath)
            guard let meters = radius["radius"] else {
                throw Self.failure(
                    regionPath.appending("radius"), "is required", fix: "give the region's radius in metres, e.g. 100")
            }
            state.stopRegionRadiusMeters = try number(
                meters, range: 1...100_000, unit: "m", at: regionPath.appending("radius"))
        }
        if let capture = fields["capture"] {
            let parsed = try self.capture(capture, at: path.appending("capture"))
            if state.managers.contains(where: { $0.manager == parsed.manager }) {
                throw Self.failure(
                    path.appending("capture").appending("manager"), "is also in this state's managers",
                    fix: "capture with a manager the state does not run, or remove it from managers")
            }
            state.capture = parsed
        }
        if let timers = fields["timers"] {
            for (timer, delay) in try Self.object(timers, at: path.appending("timers")).sorted(by: { $0.key < $1.key })
            {
                try Self.checkName(timer, at: path.appending("timers").appending(timer))
                state.timers.append(
                    .init(
                        timer: timerIndex[timer]!,
                        after: try duration(delay, at: path.appending("timers").appending(timer))))
            }
        }
        if let entry = fields["entry"] { state.entry = try actions(entry, at: path.appending("entry")) }
        if let on = fields["on"] {
            for (index, item) in try Self.array(on, at: path.appending("on")).enumerated() {
                let transition = try self.transition(item, at: path.appending("on").appending(index: index))
                if transition.trigger.kind == .stopRegionExited, state.stopRegionRadiusMeters == nil {
                    throw Self.failure(
                        path.appending("on").appending(index: index).appending("event"),
                        "\"stopRegionExited\" never happens in a state without a stopRegion",
                        fix: "give the state a stopRegion, or wait for another event")
                }
                if transition.trigger.kind == .activityChanged, !state.activityUpdates {
                    throw Self.failure(
                        path.appending("on").appending(index: index).appending("event"),
                        "\"activityChanged\" never happens in a state without activityUpdates",
                        fix: "give the state \"activityUpdates\": true, or wait for another event")
                }
                if [.captured, .captureFailed].contains(transition.trigger.kind), state.capture == nil {
                    throw Self.failure(
                        path.appending("on").appending(index: index).appending("event"),
                        "\"\(transition.trigger.kind.rawValue)\" never happens in a state without a capture",
                        fix: "give the state a capture, or wait for another event")
                }
                state.transitions.append(transition)
            }
        }
        return state
    }

    private func runningManager(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError)
        -> MachineDefinition.RunningManager
    {
        if case .string = value {
            let index = try reference(value, in: managerIndex, kind: "manager", at: path)
            return .init(
                manager: index, accuracy: managers[index].accuracy,
                distanceFilterMeters: managers[index].distanceFilterMeters)
        }
        let fields = try Self.object(value, at: path)
        try Self.checkKeys(fields, ["name", "accuracy", "distanceFilter"], at: path)
        guard let name = fields["name"] else {
            throw Self.failure(path.appending("name"), "is required", fix: "name one of the machine's managers")
        }
        let index = try reference(name, in: managerIndex, kind: "manager", at: path.appending("name"))
        return .init(
            manager: index,
            accuracy: try Self.accuracy(
                fields["accuracy"], default: managers[index].accuracy, at: path.appending("accuracy")),
            distanceFilterMeters: try distanceFilter(
                fields["distanceFilter"], default: managers[index].distanceFilterMeters, at: path))
    }

    private func regionSelection(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError)
        -> MachineDefinition.RegionSelection
    {
        let fields = try Self.object(value, at: path)
        try Self.checkKeys(fields, ["nearest", "within"], at: path)
        guard case .number(let nearest)? = fields["nearest"], let limit = Int(exactly: nearest),
            (1...1_000).contains(limit)
        else {
            throw Self.failure(
                path.appending("nearest"), "expected a whole number of fences from 1 to 1000",
                fix: "write the number of nearest fences to register, e.g. 20")
        }
        var within = Double.infinity
        if let radius = fields["within"] {
            within = try number(radius, range: 0...1_000_000, unit: "m", at: path.appending("within"))
        }
        return .init(limit: limit, withinMeters: within)
    }

    private func capture(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError)
        -> MachineDefinition.Capture
    {
        let fields = try Self.object(value, at: path)
        try Self.checkKeys(fields, ["manager", "acceptAccuracy", "timeout"], at: path)
        guard let manager = fields["manager"] else {
            throw Self.failure(path.appending("manager"), "is required", fix: "name the manager that takes the fix")
        }
        return .init(
            manager: try reference(manager, in: managerIndex, kind: "manager", at: path.appending("manager")),
            acceptAccuracyMeters: try fields["acceptAccuracy"].map { v throws(StrategyParameterError) in
                try number(v, range: 1...10_000, unit: "m", at: path.appending("acceptAccuracy"))
            } ?? 20,
            timeout: try fields["timeout"].map { v throws(StrategyParameterError) in
                try duration(v, at: path.appending("timeout"))
            } ?? .seconds(60))
    }

    private func transition(_ value: ParameterValue, at path: JSONPath) throws(StrategyParameterError)
        -> MachineDefinition.Transition
    {
        let fields = try Self.object(value, at: path)
        try Self.checkKeys(fields, ["event", "manager", "timer", "when", "do", "goto"], at: path)
        guard case .string(let name)? = fields["event"] else {
            throw Self.failure(
                path.appending("event"), "is required and must be a string",
                fix: "one of: " + MachineEventKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let kind = MachineEventKind(rawValue: name) else {
            throw Self.unknown(
                name, among: MachineEventKind.allCases.map(\.rawValue), kind: "event", at: path.appending("event"))
        }
        var trigger = MachineDefinition.Trigger(kind: kind)
        if let manager = fields["manager"] {
            guard kind == .location else {
                throw Self.failure(path.appending("manager"), "filters location events only", fix: "remove it")
            }
            trigger.manager = try reference(manager, in: managerIndex, kind: "manager", at: path.appending("manager"))
        }
        if let timer = fields["timer"] {
            guard kind == .timer else {
                throw Self.failure(path.appending("timer"), "filters timer events only", fix: "remove it")
            }
            trigger.timer = try reference(timer, in: timerIndex, kind: "timer", at: path.appending("timer"))
        }
        return .init(
            trigger: trigger,
            condition: try fields["when"].map { v throws(StrategyParameterError) in
                try condition(v, at: path.appending("when"))
            },
            actions: try fields["do"].map { v throws(StrategyParameterError) in try actions(v, at: path.appending("do"))
            }
                ?? [],
            target: try fields["goto"].map { v throws(StrategyParameterError) in
                try reference(v, in: stateIndex, kind: "state", at: path.appending("goto"))
            })
    }
}
