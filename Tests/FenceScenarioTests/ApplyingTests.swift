import FenceStrategies
import Testing

@testable import FenceScenario

@Suite("Swept values")
struct ApplyingTests {
    let scenario = try! Scenario.parse(
        """
        {"strategies": [{"name": "continuous"}, {"name": "three-manager", "label": "tm"}]}
        """)

    @Test("A strategy parameter by label, by name, or by index; booleans as 0/1; ranges as both bounds")
    func apply() throws {
        let byLabel = try scenario.applying(["strategies[tm].outerRadius": 2500])
        let threeManager = try #require(byLabel.strategies[1].prototype as? ThreeManagerStrategy)
        #expect(threeManager.parameters.outerRadiusMeters == 2500)
        let byIndex = try scenario.applying(["strategies[1].parameters.outerRadius": 750])
        #expect((byIndex.strategies[1].prototype as? ThreeManagerStrategy)?.parameters.outerRadiusMeters == 750)
        #expect(try scenario.applying(["device.app.uploadEachFix": 1]).app.uploadEachFix)
        let radius = try scenario.applying(["world.fences.onRouteRadiusMeters": 80]).world.fences.onRouteRadiusMeters
        #expect(radius.lower == 80 && radius.upper == 80)
        #expect(try scenario.applying(["run.days": 2]).run.days == 2)
    }

    @Test("Unknown paths, choices and out-of-range values are errors naming the path")
    func errors() {
        #expect(throws: ScenarioError.self) { try scenario.applying(["strategies[nope].outerRadius": 1]) }
        #expect(throws: ScenarioError.self) { try scenario.applying(["strategies[tm].lowAccuracy": 1]) }
        #expect(throws: ScenarioError.self) { try scenario.applying(["world.nothing": 1]) }
        #expect(throws: ScenarioError.self) { try scenario.applying(["device.app.uploadEachFix": 0.5]) }
        // < fence radius
        #expect(throws: ScenarioError.self) { try scenario.applying(["strategies[tm].outerRadius": 10]) }
    }

    /// A choice cannot be swept; the fix shows how to compare its options instead: the strategy once per option
    /// (iOS's six accuracy levels), each with its own label.
    @Test func choiceSweepNamesTheAlternative() throws {
        let error = try #require(throws: ScenarioError.self) { try scenario.resolve("strategies[tm].lowAccuracy") }
        #expect(error.message == "is a choice, not a number: it cannot be swept")
        #expect(
            error.fix
                == "list the strategy once per option (bestForNavigation, best, nearestTenMeters, hundredMeters, "
                + "kilometer, threeKilometers), each with its own label, e.g. {\"name\": \"three-manager\", \"label\": "
                + "\"three-manager-bestForNavigation\", \"parameters\": {\"lowAccuracy\": \"bestForNavigation\"}}")
    }
}
