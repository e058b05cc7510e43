import FencePlatform
import Testing

@testable import FenceStrategies

/// A strategy's parameter errors name the offending value as a path value (keys and indices), which the scenario
/// reader places under `strategies[i].parameters` as it is, never as text it would have to parse again.
@Suite("Strategy parameter errors name a path value")
struct StrategyErrorPathTests {
    let registry = StrategyRegistry.builtIn

    @Test("A machine's error names the value within its structured parameter: states → a → on → 0 → to")
    func machinePath() {
        let transition: ParameterValue = .object(["event": .string("timer"), "timer": .string("x"), "to": .string("a")])
        let states: ParameterValue = .object(["a": .object(["on": .array([transition])])])
        #expect {
            try registry.make("machine", parameters: ["initial": .string("a"), "states": states])
        } throws: { error in
            guard let error = error as? StrategyParameterError else { return false }
            return error.parameter == "states"
                && error.path?.components == [.key("states"), .key("a"), .key("on"), .index(0), .key("to")]
                && error.description.hasPrefix("strategy 'machine', parameter 'states.a.on[0].to': unknown key \"to\"")
        }
    }

    @Test("A parameter name holding a dot stays one key (it was split into two when paths were text)")
    func dottedName() {
        #expect { try registry.make("continuous", parameters: ["a.b": .number(1)]) } throws: { error in
            guard let error = error as? StrategyParameterError else { return false }
            return error.path?.components == [.key("a.b")] && error.path?.description == "[\"a.b\"]"
        }
    }
}
