import FenceExperiment
import FencePlatform
import FenceStats
import FenceTestSupport
import Testing

@testable import FenceExperiment
@testable import FenceScenario
@testable import FenceStudy

/// `--parameters assumptions|all` keeps only parameters that can reach a strategy of the scenario.
@Suite("sensitivity parameter selection")
struct SensitivitySelectionTests {
    /// The assumed or calibrated rows with a plausible range, as `--parameters assumptions` selects them.
    static let assumptions = ParameterRegistry.rows.filter { $0.provenance.needsPlausibleRange && $0.plausible != nil }
        .map(\.path)

    /// The assumed or calibrated Android rows, from the Android parameter structs' own tables.
    static let androidAssumptions: Set<String> = {
        let rows =
            AndroidParameters.parameterTable.rows(prefix: "platform.android", defaults: AndroidParameters())
            + AndroidGeofencingParameters.parameterTable.rows(
                prefix: "platform.android.geofencing", defaults: AndroidGeofencingParameters())
            + ProximityAlertParameters.parameterTable.rows(
                prefix: "platform.android.proximityAlerts", defaults: ProximityAlertParameters())
        return Set(rows.filter { $0.provenance.needsPlausibleRange && $0.plausible != nil }.map(\.path))
    }()

    @Test("An iOS-only scenario leaves out exactly the Android rows, saying why; the rest reach its strategies")
    func iosScenarioSkipsAndroidRows() throws {
        let scenario = try Scenario.load(path: Fixtures.scenario("paper-2012.json"))
        #expect(scenario.strategies.allSatisfy { $0.platform == .ios })
        #expect(!Self.androidAssumptions.isEmpty)
        let (acting, leftOut) = scenario.parametersThatAct(Self.assumptions)
        #expect(Set(leftOut.map(\.path)) == Self.androidAssumptions)
        #expect(leftOut.allSatisfy { $0.reason == "an Android parameter, and every strategy runs under iOS" })
        #expect(acting.count + leftOut.count == Self.assumptions.count)
        #expect(acting.contains("platform.regionEvaluationIntervalSeconds"))
        #expect(acting.allSatisfy { scenario.strategiesMasking($0).count < scenario.strategies.count })
    }

    @Test("A mixed iOS and Android scenario keeps the Android rows, masked for its iOS strategies")
    func mixedScenarioKeepsAndroidRows() throws {
        let scenario = try Scenario.load(path: Fixtures.scenario("ios-vs-android.json"))
        let (acting, leftOut) = scenario.parametersThatAct(Self.assumptions)
        #expect(leftOut.isEmpty)
        #expect(acting == Self.assumptions)
        // The iOS entries of scenarios/ios-vs-android.json, by hand.
        let ios = ["ios-continuous", "ios-three-manager", "ios-os-geofence", "ios-periodic", "ios-distance-adaptive"]
        for path in Self.androidAssumptions { #expect(scenario.strategiesMasking(path) == ios) }
        #expect(scenario.strategiesMasking("platform.regionEvaluationIntervalSeconds").isEmpty)
    }

    @Test("A device.app field every strategy sets in its own app is left out; set by one, it is kept")
    func appFieldEveryEntrySets() throws {
        let field = "device.app.cpuWorkPerCallbackSeconds"
        let both = try Scenario.parse(
            """
            {"strategies": [
              {"name": "continuous", "app": {"cpuWorkPerCallbackSeconds": 0.3}},
              {"name": "three-manager", "app": {"cpuWorkPerCallbackSeconds": 0.2}}
            ]}
            """)
        let (acting, leftOut) = both.parametersThatAct([field, "platform.gpsFreshnessSeconds"])
        #expect(acting == ["platform.gpsFreshnessSeconds"])
        #expect(
            leftOut == [
                SensitivityHeader.LeftOut(path: field, reason: "every strategy's entry sets this field in its own app")
            ])
        let one = try Scenario.parse(
            """
            {"strategies": [
              {"name": "continuous", "app": {"cpuWorkPerCallbackSeconds": 0.3}}, {"name": "three-manager"}
            ]}
            """)
        #expect(one.parametersThatAct([field]).leftOut.isEmpty)
        #expect(one.strategiesMasking(field) == ["continuous"])
    }
}
