import FenceDevice
import FencePlatform
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// The platform choice in scenarios: `platform.kind`, a strategy entry's own `platform`, the default
/// Android phone, the refusal of a strategy on a platform it does not run on, and determinism of
/// Android runs.
@Suite("Scenarios: platform choice")
struct AndroidScenarioTests {
    static let mixed = """
        {"platform": {"kind": "android"},
         "strategies": [{"name": "android-continuous", "parameters": {"interval": 5}},
                        {"name": "android-three-zone"},
                        {"name": "continuous", "platform": "ios"}],
         "run": {"days": 1, "replications": 2, "seed": 7}}
        """

    @Test("platform.kind and a strategy's own platform choose each entry's platform; Android gets the Nexus 5")
    func choice() throws {
        let scenario = try Scenario.parse(Self.mixed)
        #expect(scenario.strategies.map(\.platform) == [.android, .android, .ios])
        #expect(scenario.deviceProfile == DeviceProfile.builtIn["nexus5-2013"])
        let iOS = try Scenario.parse(#"{"strategies": [{"name": "continuous"}]}"#)
        #expect(iOS.strategies.map(\.platform) == [.ios])
        #expect(iOS.deviceProfile == DeviceProfile.builtIn["iphone4s-2012"])
    }

    @Test("A strategy on a platform it does not run on is refused at load, naming the entry and the fix")
    func refusal() throws {
        let text =
            #"{"platform": {"kind": "android"}, "strategies": [{"name": "android-continuous"}, {"name": "three-manager"}]}"#
        #expect {
            try Scenario.parse(text, file: "s.json")
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.file == "s.json" && error.path == "strategies[1].name"
                && error.message.contains("strategy 'three-manager' runs only under ios, not under android")
                && error.fix?.contains("\"platform\": \"ios\"") == true
        }
        #expect(throws: ScenarioError.self) {
            try Scenario.parse(#"{"strategies": [{"name": "android-periodic"}]}"#)
        }
        #expect(throws: ScenarioError.self) {
            try Scenario.parse(#"{"platform": {"kind": "windows"}, "strategies": [{"name": "continuous"}]}"#)
        }
    }

    @Test("Android parameters out of range are refused at their path")
    func badAndroidParameter() throws {
        let text = #"{"platform": {"android": {"dozeIdleFactor": 0}}, "strategies": [{"name": "continuous"}]}"#
        #expect {
            try Scenario.parse(text)
        } throws: { error in
            (error as? ScenarioError)?.path == "platform.android.dozeIdleFactor"
        }
    }

    @Test("Android results are byte-identical across thread counts and repeated runs")
    func determinism() throws {
        let experiment = try Experiment(scenario: try Scenario.parse(Self.mixed))
        let one = try experiment.run(threads: 1).jsonText()
        let two = try experiment.run(threads: 2).jsonText()
        #expect(one == two)
        #expect(try experiment.run(threads: 2).jsonText() == two)
    }
}
