import FenceFiles
import FenceKernel
import FencePlatform
import FenceStrategies
import FenceWorld
import Testing

@testable import FenceScenario

/// A machine driven by hand, event by event, with the actions it takes compared against the language's
/// rules (docs/machine-language.md) worked out on paper.
struct MachineDriver {
    var strategy: any LocationStrategy
    let fences = FenceDirectory([Fence(id: "f", center: LocalPoint(x: 0, y: 0), radiusMeters: 50)])
    var lastKnown: Location?
    var nextTimerID = 0

    init(_ parameters: String) throws {
        let json = try JSONParser.parse(parameters)
        guard case .object(let members) = try ParameterValue(json.value, at: .root) else {
            throw MachineDriverError.notAnObject
        }
        strategy = try StrategyRegistry.builtIn.make("machine", parameters: members)
    }

    private func context(at seconds: Double) -> StrategyContext {
        StrategyContext(
            now: .seconds(seconds), fences: fences, lastKnownLocation: lastKnown, monitoredFenceIDs: [],
            nextTimerID: nextTimerID)
    }

    /// The machine's trace notes so far (its changes of state), kept apart from the actions the tests compare.
    var notes: [String] = []

    mutating func launch() -> [StrategyAction] {
        var context = context(at: 0)
        strategy.launch(context: &context)
        nextTimerID = context.nextTimerID
        return keepingNotes(context.actions)
    }

    mutating func send(_ event: StrategyEvent, at seconds: Double) -> [StrategyAction] {
        var context = context(at: seconds)
        strategy.handle(event, context: &context)
        nextTimerID = context.nextTimerID
        return keepingNotes(context.actions)
    }

    /// `actions` without the notes, which go to ``notes``.
    private mutating func keepingNotes(_ actions: [StrategyAction]) -> [StrategyAction] {
        var kept: [StrategyAction] = []
        for action in actions {
            if case .note(let text) = action { notes.append(text) } else { kept.append(action) }
        }
        return kept
    }

    /// A fix from manager `gps` taken now, `x` metres east of the fence centre.
    mutating func fix(x: Double, at seconds: Double, accuracy: Double = 5) -> [StrategyAction] {
        let location = Location(
            timestamp: .seconds(seconds), position: LocalPoint(x: x, y: 0), horizontalAccuracyMeters: accuracy)
        lastKnown = location
        return send(.location(location, manager: "gps"), at: seconds)
    }
}

enum MachineDriverError: Error { case notAnObject }

@Suite("Machine semantics")
struct MachineSemanticsTests {
    @Test("speed is distance over time between fixes; unknown on the first fix, where only `not` holds")
    func speed() throws {
        var machine = try MachineDriver(
            #"""
            {"managers": {"gps": {"distanceFilter": 10}}, "initial": "slow", "states": {
              "slow": {"managers": ["gps"], "on": [
                {"event": "location", "when": {"speed": {"atLeast": 10}}, "goto": "fast"},
                {"event": "location", "when": {"not": {"speed": {"atMost": 1000}}}, "do": ["upload"]}]},
              "fast": {"managers": [{"name": "gps", "distanceFilter": 200}]}}}
            """#)
        #expect(
            machine.launch() == [
                .configureManager("gps", accuracy: .best, distanceFilterMeters: 10), .startUpdatingLocation("gps"),
            ])
        // First fix: no previous one, so speed is unknown: "atLeast 10" fails, "not atMost 1000" holds.
        #expect(machine.fix(x: 1_000, at: 100) == [.upload])
        // 99 m in 10 s = 9.9 m/s: below 10, and known, so nothing.
        #expect(machine.fix(x: 1_099, at: 110) == [])
        // 100 m in 10 s = 10 m/s: atLeast 10 holds; "fast" reconfigures the running manager, no restart.
        #expect(
            machine.fix(x: 1_199, at: 120) == [.configureManager("gps", accuracy: .best, distanceFilterMeters: 200)])
    }

    @Test("Entry timers start on entry and are cancelled on exit; a fired timer is not cancelled")
    func timers() throws {
        var machine = try MachineDriver(
            #"""
            {"managers": {"gps": {}}, "initial": "sleeping", "states": {
              "sleeping": {"timers": {"wake": 60}, "on": [
                {"event": "timer", "timer": "wake", "goto": "tracking"},
                {"event": "significantChange", "goto": "tracking"}]},
              "tracking": {"managers": ["gps"], "on": [{"event": "location", "goto": "sleeping"}]}}}
            """#)
        let tag = 0  // the only timer name
        #expect(
            machine.launch() == [
                .configureManager("gps", accuracy: .best, distanceFilterMeters: 0),
                .scheduleTimer(TimerID(0), after: .seconds(60), tag: tag),
            ])
        #expect(machine.send(.timer(TimerID(0), tag: tag), at: 60) == [.startUpdatingLocation("gps")])
        #expect(
            machine.fix(x: 500, at: 61) == [
                .stopUpdatingLocation("gps"), .scheduleTimer(TimerID(1), after: .seconds(60), tag: tag),
            ])
        let change = Location(
            timestamp: .seconds(70), position: LocalPoint(x: 600, y: 0), horizontalAccuracyMeters: 500)
        #expect(
            machine.send(.significantChange(change), at: 70) == [
                .cancelTimer(TimerID(1)), .startUpdatingLocation("gps"),
            ])
    }

    @Test("A stop region is registered around the fix on entry and unregistered on exit")
    func stopRegion() throws {
        var machine = try MachineDriver(
            #"""
            {"managers": {"gps": {}}, "initial": "moving", "states": {
              "moving": {"managers": ["gps"], "on": [{"event": "location", "when": {"fixAge": {"atMost": 15}}, "goto": "stopped"}]},
              "stopped": {"stopRegion": {"radius": 100}, "on": [{"event": "stopRegionExited", "goto": "moving"}]}}}
            """#)
        _ = machine.launch()
        let id = MachineStrategy.stopRegionID
        #expect(
            machine.fix(x: 500, at: 10) == [
                .stopUpdatingLocation("gps"),
                .startMonitoringCircle(regionID: id, center: LocalPoint(x: 500, y: 0), radiusMeters: 100),
            ])
        // The stop region's entry is not an event; its exit resumes tracking.
        #expect(machine.send(.regionEntered(fenceID: id), at: 20) == [])
        #expect(
            machine.send(.regionExited(fenceID: id), at: 30) == [
                .stopMonitoring(fenceID: id), .startUpdatingLocation("gps"),
            ])
    }

    @Test("An exit held for 20 s is declared only after 20 s of fixes beyond radius + margin without a break")
    func hold() throws {
        var machine = try MachineDriver(
            #"""
            {"managers": {"gps": {}}, "initial": "tracking", "states": {
              "tracking": {"managers": ["gps"], "on": [
                {"event": "location", "do": [{"declareExits": {"margin": ["accuracy", 10], "holdFor": 20}}, "declareEntries"]}]}}}
            """#)
        _ = machine.launch()
        #expect(machine.fix(x: 0, at: 0) == [.declareEntered(fenceID: "f")])
        // 50 m radius + 5 m accuracy + 10 m: 64 m is within, 66 m beyond.
        #expect(machine.fix(x: 66, at: 10) == [])  // outside since 10 s
        #expect(machine.fix(x: 64, at: 15) == [])  // back within: the pending exit is cancelled
        #expect(machine.fix(x: 66, at: 20) == [])  // outside since 20 s
        #expect(machine.fix(x: 66, at: 39) == [])  // 19 s
        #expect(machine.fix(x: 66, at: 40) == [.declareExited(fenceID: "f")])  // 20 s
    }
}
