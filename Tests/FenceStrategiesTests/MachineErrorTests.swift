import FenceFiles
import FenceTestSupport
import Foundation
import Testing

@testable import FenceScenario

/// A broken machine is refused at the JSON path of the offending value, with what was expected and a fix,
/// like any other scenario field (the command line then exits with status 2).
@Suite("Machine errors")
struct MachineErrorTests {
    /// A valid two-state machine with `replace` substituted into its `near` state's second transition.
    static func scenario(transition: String = #"{"event": "location", "goto": "far"}"#, extra: String = "") -> String {
        """
        {"strategies": [{"name": "continuous"}, {"name": "machine", "parameters": {
          "managers": {"gps": {"accuracy": "best", "distanceFilter": 10}},
          "constants": {"near": 200},
          "initial": "far",\(extra)
          "states": {
            "far": {"significantChange": true, "on": [{"event": "significantChange", "goto": "near"}]},
            "near": {"managers": ["gps"], "on": [
              {"event": "location", "do": ["declare"]},
              \(transition)
            ]}
          }}}]}
        """
    }

    static func refusal(_ text: String) -> ScenarioError? {
        do {
            _ = try Scenario.parse(text)
            return nil
        } catch { return error }
    }

    @Test("The valid machine parses, its two states and initial state as written")
    func valid() throws {
        let scenario = try Scenario.parse(Self.scenario())
        #expect(scenario.strategies.map(\.name) == ["continuous", "machine"])
        guard case .object(let states)? = scenario.strategies[1].parameters["states"] else {
            Issue.record("the machine's states are not an object")
            return
        }
        #expect(Set(states.keys) == ["far", "near"])
        #expect(scenario.strategies[1].parameters["initial"] == .string("far"))
    }

    static let cases: [(transition: String, path: String, message: String)] = [
        (
            #"{"event": "location", "when": {"and": [{"distanceToNearestCenter": {"atMots": 5}}]}}"#,
            "strategies[1].parameters.states.near.on[1].when.and[0].distanceToNearestCenter.atMots",
            "did you mean \"atMost\"?"
        ),
        (
            #"{"event": "location", "when": {"and": [{"sped": {"atMost": 5}}]}}"#,
            "strategies[1].parameters.states.near.on[1].when.and[0].sped", "did you mean \"speed\"?"
        ),
        (
            #"{"event": "location", "goot": "far"}"#, "strategies[1].parameters.states.near.on[1].goot",
            "did you mean \"goto\"?"
        ),
        (
            #"{"event": "location", "goto": "fra"}"#, "strategies[1].parameters.states.near.on[1].goto",
            "unknown state \"fra\""
        ),
        (
            #"{"event": "lcoation"}"#, "strategies[1].parameters.states.near.on[1].event",
            "did you mean \"location\"?"
        ),
        (
            #"{"event": "location", "when": {"speed": {"atMost": "fixAge"}}}"#,
            "strategies[1].parameters.states.near.on[1].when.speed.atMost", "is in seconds, expected m/s"
        ),
        (
            #"{"event": "captured"}"#, "strategies[1].parameters.states.near.on[1].event",
            "never happens in a state without a capture"
        ),
        (
            #"{"event": "location", "do": ["declare", {"startTimer": {"timer": "t", "after": "accuracy"}}]}"#,
            "strategies[1].parameters.states.near.on[1].do[1].startTimer.after", "expected seconds"
        ),
        (
            #"{"event": "location", "when": {"not": {"accuracy": {"atMost": 5}, "speed": {"atMost": 1}}}}"#,
            "strategies[1].parameters.states.near.on[1].when.not", "exactly one key"
        ),
        (
            #"{"event": "timer", "manager": "gps"}"#, "strategies[1].parameters.states.near.on[1].manager",
            "filters location events only"
        ),
    ]

    @Test("Each broken transition is refused at its path", arguments: cases)
    func refused(_ transition: String, _ path: String, _ message: String) {
        guard let error = Self.refusal(Self.scenario(transition: transition)) else {
            Issue.record("accepted: \(transition)")
            return
        }
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(message), "\(error)")
        #expect(error.fix != nil, "\(error)")
    }

    @Test("Errors outside the states name their section")
    func sections() {
        let unknownTop = Self.refusal(Self.scenario(extra: #" "stats": {},"#))
        #expect(unknownTop?.path == "strategies[1].parameters.stats", "\(String(describing: unknownTop))")
        let missingInitial = Self.refusal(Self.scenario().replacingOccurrences(of: #""initial": "far","#, with: ""))
        #expect(missingInitial?.path == "strategies[1].parameters.initial")
        let badManager = Self.refusal(
            Self.scenario().replacingOccurrences(of: #""accuracy": "best""#, with: #""accuracy": "bets""#))
        #expect(badManager?.path == "strategies[1].parameters.managers.gps.accuracy")
        let quantityConstant = Self.refusal(
            Self.scenario().replacingOccurrences(of: #""near": 200"#, with: #""speed": 200"#))
        #expect(quantityConstant?.path == "strategies[1].parameters.constants.speed")
    }

    @Test("The generated schema accepts the valid machine and refuses the structurally broken ones")
    func schema() throws {
        let schema = try JSONParser.parse(
            String(contentsOfFile: Fixtures.scenario("schema.json"), encoding: .utf8))
        let validator = SchemaValidator(root: schema.value)
        #expect(validator.problems(try JSONParser.parse(Self.scenario()).value) == [])
        // Misspelt keys, an unknown event, two keys in one condition: what an editor can flag as you type.
        for index in [0, 1, 2, 4, 8] {
            let document = try JSONParser.parse(Self.scenario(transition: Self.cases[index].transition))
            #expect(!validator.problems(document.value).isEmpty, "\(Self.cases[index].transition)")
        }
    }
}
