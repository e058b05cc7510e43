import FencePlatform
import Testing

@testable import FenceScenario

/// The activity-gated Android strategies in scenarios: refused under iOS with the platform they need and
/// the fix; allowed beside their iOS counterparts when each entry names its platform.
@Suite("Scenarios: activity-gated Android strategies")
struct AndroidMotionScenarioTests {
    @Test("Under iOS each activity-gated Android strategy is refused at its entry, naming the fix")
    func refusal() throws {
        for name in ["android-activity-gated", "android-three-zone-motion-gated"] {
            let text = #"{"strategies": [{"name": "accelerometer-gated"}, {"name": "\#(name)"}]}"#
            #expect {
                try Scenario.parse(text, file: "s.json")
            } throws: { error in
                guard let error = error as? ScenarioError else { return false }
                return error.file == "s.json" && error.path == "strategies[1].name"
                    && error.message.contains("strategy '\(name)' runs only under android, not under ios")
                    && error.fix?.contains("\"platform\": \"android\"") == true
            }
        }
    }

    @Test("Beside their iOS counterparts, each entry runs under the platform it names")
    func mixed() throws {
        let scenario = try Scenario.parse(
            """
            {"platform": {"kind": "android"},
             "strategies": [{"name": "android-activity-gated"}, {"name": "android-three-zone-motion-gated"},
                            {"name": "accelerometer-gated", "platform": "ios"},
                            {"name": "three-manager-motion-gated", "platform": "ios"}]}
            """)
        #expect(scenario.strategies.map(\.platform) == [.android, .android, .ios, .ios])
    }
}
