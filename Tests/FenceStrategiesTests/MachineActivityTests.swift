import FenceDevice
import FenceFiles
import FenceKernel
import FencePlatform
import FenceStrategies
import FenceStrategyTesting
import FenceTestSupport
import FenceWorld
import Foundation
import Synchronization
import Testing

@testable import FenceScenario

/// Machines and the activity classifier: `activityUpdates` in a state, the `activityChanged` event and the
/// `moving` / `activity` conditions (docs/machine-language.md, "Activity").
@Suite("Machine activity")
struct MachineActivityTests {
    /// Two states that both run activity updates; `moving` also runs the manager `gps`.
    static let gate = #"""
        {"managers": {"gps": {"distanceFilter": 0}}, "initial": "still", "states": {
          "still": {"activityUpdates": true, "on": [
            {"event": "activityChanged", "when": {"moving": true}, "goto": "moving"}]},
          "moving": {"activityUpdates": true, "managers": ["gps"], "on": [
            {"event": "activityChanged", "when": {"activity": {"in": ["stationary"]}}, "goto": "still"},
            {"event": "activityChanged", "when": {"activity": {"in": ["automotive"]}}, "do": ["upload"]}]}}}
        """#

    @Test("Updates start once at launch and run through changes of state; conditions see the reported activity")
    func scripted() throws {
        var machine = try MachineDriver(Self.gate)
        #expect(
            machine.launch() == [
                .configureManager("gps", accuracy: .best, distanceFilterMeters: 0), .startActivityUpdates,
            ])
        // Stationary is not moving: nothing.
        #expect(machine.send(.activityChanged(.stationary), at: 1) == [])
        // Walking moves: to `moving`, which starts the manager; activity updates already run.
        #expect(machine.send(.activityChanged(.walking), at: 10) == [.startUpdatingLocation("gps")])
        // Walking to cycling: moving still, not stationary nor automotive: nothing.
        #expect(machine.send(.activityChanged(.cycling), at: 20) == [])
        // Automotive: the second transition.
        #expect(machine.send(.activityChanged(.automotive), at: 30) == [.upload])
        #expect(machine.send(.activityChanged(.stationary), at: 40) == [.stopUpdatingLocation("gps")])
    }

    @Test("A state without activity updates stops them; `moving` is neither true nor false before a report")
    func stopAndUnknown() throws {
        var machine = try MachineDriver(
            #"""
            {"managers": {"gps": {}}, "initial": "idle", "states": {
              "idle": {"timers": {"wake": 10}, "on": [
                {"event": "timer", "when": {"moving": true}, "goto": "sensing"},
                {"event": "timer", "when": {"moving": false}, "goto": "sensing"},
                {"event": "timer", "when": {"not": {"activity": {"in": ["stationary", "walking"]}}}, "do": ["upload"],
                 "goto": "sensing"}]},
              "sensing": {"activityUpdates": true, "on": [
                {"event": "activityChanged", "when": {"moving": false}, "goto": "idle"}]}}}
            """#)
        #expect(
            machine.launch() == [
                .configureManager("gps", accuracy: .best, distanceFilterMeters: 0),
                .scheduleTimer(TimerID(0), after: .seconds(10), tag: 0),
            ])
        // No activity yet: both `moving` tests fail; `not activity in …` holds.
        #expect(machine.send(.timer(TimerID(0), tag: 0), at: 10) == [.upload, .startActivityUpdates])
        #expect(
            machine.send(.activityChanged(.stationary), at: 11) == [
                .stopActivityUpdates, .scheduleTimer(TimerID(1), after: .seconds(10), tag: 0),
            ])
        // The last report is kept after updates stop: `moving: false` holds now.
        #expect(machine.send(.timer(TimerID(1), tag: 0), at: 21) == [.startActivityUpdates])
    }

    /// The platform's still / walk / still day (as in Tests/FencePlatformTests/ActivityUpdatesTests): at the
    /// origin until 600 s, a walk of 840 m east until 1 200 s, still until the horizon.
    static func world() throws -> World { try ScriptedWorld.stillWalkStillHour() }

    /// The machine's state after each activity report, with the report's time.
    final class Changes: Sendable {
        private let calls = Mutex<[(SimTime, MotionActivity, String)]>([])
        func append(_ entry: (SimTime, MotionActivity, String)) { calls.withLock { $0.append(entry) } }
        var all: [(SimTime, MotionActivity, String)] { calls.withLock { $0 } }
    }

    /// Runs a machine and records its state after each activity report.
    struct Observed: LocationStrategy {
        var machine: MachineStrategy
        let changes: Changes

        mutating func launch(context: inout StrategyContext) { machine.launch(context: &context) }

        mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
            machine.handle(event, context: &context)
            if case .activityChanged(let activity) = event {
                changes.append((context.now, activity, machine.stateName))
            }
        }
    }

    @Test("On a scripted still / walk / still hour the machine changes state when the classifier reports")
    func platform() throws {
        let json = try JSONParser.parse(Self.gate)
        guard case .object(let members) = try ParameterValue(json.value, at: .root) else {
            throw MachineDriverError.notAnObject
        }
        let machine = try #require(
            try StrategyRegistry.builtIn.make("machine", parameters: members) as? MachineStrategy)
        // An exact classifier (accuracy 1, delays at their medians: walking 7.5 s, stationary 9 s,
        // docs/calibration.md "Motion sensing"): reports at 0 s (the start), 600 + 7.5 s and 1 200 + 9 s.
        var profile = DeviceProfile.iphone4s2012
        profile.motion = MotionParameters(
            delayLogSigma: 0, stationaryAccuracy: 1, walkingAccuracy: 1, cyclingAccuracy: 1, automotiveAccuracy: 1)
        let world = try Self.world()
        let device = try Device(profile: profile, world: world, masterSeed: 16, replication: 0)
        let changes = Changes()
        var run = try PlatformRun(world: world, device: device, strategy: Observed(machine: machine, changes: changes))
        let record = run.run(until: .seconds(3_600))
        #expect(changes.all.map(\.0) == [.zero, .seconds(607.5), .seconds(1_209)])
        #expect(changes.all.map(\.1) == [.stationary, .walking, .stationary])
        #expect(changes.all.map(\.2) == ["still", "moving", "still"])
        // Both states run activity updates, so they run the whole hour, never restarted: 15 mA for 1 h.
        #expect(abs(record.chargeByComponentMilliampHours.motion - 15) < 1e-9)
    }

    static func refusal(_ parameters: String) -> ScenarioError? {
        do {
            _ = try Scenario.parse(#"{"strategies": [{"name": "machine", "parameters": "# + parameters + "}]}")
            return nil
        } catch { return error }
    }

    @Test("Activity mistakes are refused at their path, with the nearest name")
    func refused() {
        let wrongActivity = Self.refusal(
            Self.gate.replacingOccurrences(of: #""in": ["stationary"]"#, with: #""in": ["stationery"]"#))
        #expect(wrongActivity?.path == "strategies[0].parameters.states.moving.on[0].when.activity.in[0]")
        #expect(
            wrongActivity?.description.contains("did you mean \"stationary\"?") == true,
            "\(String(describing: wrongActivity))")
        let noUpdates = Self.refusal(
            Self.gate.replacingOccurrences(of: #""still": {"activityUpdates": true,"#, with: #""still": {"#))
        #expect(noUpdates?.path == "strategies[0].parameters.states.still.on[0].event")
        #expect(noUpdates?.description.contains("without activityUpdates") == true)
        let typo = Self.refusal(Self.gate.replacingOccurrences(of: #"{"moving": true}"#, with: #"{"movng": true}"#))
        #expect(typo?.description.contains("did you mean \"moving\"?") == true, "\(String(describing: typo))")
        let emptyList = Self.refusal(
            Self.gate.replacingOccurrences(of: #""in": ["automotive"]"#, with: #""in": []"#))
        #expect(emptyList?.path == "strategies[0].parameters.states.moving.on[1].when.activity.in")
    }

    @Test("The generated schema accepts the activity machine and refuses a misspelt activity or key")
    func schema() throws {
        let schema = try JSONParser.parse(String(contentsOfFile: Fixtures.scenario("schema.json"), encoding: .utf8))
        let validator = SchemaValidator(root: schema.value)
        let document = #"{"strategies": [{"name": "machine", "parameters": "# + Self.gate + "}]}"
        #expect(validator.problems(try JSONParser.parse(document).value) == [])
        for (wrong, right) in [("\"stationery\"", "\"stationary\""), ("\"activityUpdate\"", "\"activityUpdates\"")] {
            let broken = document.replacingOccurrences(of: right, with: wrong)
            #expect(!validator.problems(try JSONParser.parse(broken).value).isEmpty, "\(wrong)")
        }
    }

    @Test("null in strategy parameters is refused at its path, not dropped")
    func null() {
        let parameters = Self.gate.replacingOccurrences(
            of: #"{"event": "activityChanged", "when": {"activity": {"in": ["automotive"]}}, "do": ["upload"]}"#,
            with: #"null, {"event": "activityChanged", "goto": "sideways"}"#)
        let error = Self.refusal(parameters)
        // Before, the null was dropped and the unknown state reported at on[1], where the file has null.
        #expect(error?.path == "strategies[0].parameters.states.moving.on[1]", "\(String(describing: error))")
        #expect(error?.description.contains("null is not allowed here") == true)
        #expect(error?.fix == "remove the entry or give a value")
        let topLevel = Self.refusal(#"{"initial": null}"#)
        #expect(topLevel?.path == "strategies[0].parameters.initial")
        let builtIn = try? Scenario.parse(
            #"{"strategies": [{"name": "continuous", "parameters": {"distanceFilter": null}}]}"#)
        #expect(builtIn == nil)
    }
}
