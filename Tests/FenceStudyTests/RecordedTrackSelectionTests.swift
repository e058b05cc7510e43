import FenceParameters
import FenceScenario
import FenceTestSupport
import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// A study of a scenario whose phone follows a recorded track: the commute parameters, which such a
/// scenario cannot take, are left out with the reason instead of stopping the study at its first point.
@Suite("recorded-track studies")
struct RecordedTrackSelectionTests {
    @Test("senseless-n95 leaves out every commute row with its reason, and its study's first point runs")
    func commuteRowsLeftOut() throws {
        let scenario = try Scenario.load(path: Fixtures.scenario("senseless-n95.json"))
        let assumptions = ParameterRegistry.rows.filter { $0.provenance.needsPlausibleRange && $0.plausible != nil }
            .map(\.path)
        let commute = assumptions.filter { $0.hasPrefix("world.movement.commute.") }
        #expect(!commute.isEmpty)
        let (acting, leftOut) = scenario.parametersThatAct(assumptions)
        #expect(acting.allSatisfy { !$0.hasPrefix("world.movement.commute.") })
        for path in commute {
            #expect(
                leftOut.contains(
                    SensitivityHeader.LeftOut(
                        path: path, reason: "a commute parameter, and the phone follows a recorded track")))
        }
        // Every Android row is left out as such (both strategies run under iOS), not as an app field.
        for item in leftOut where item.path.hasPrefix("platform.android.") {
            #expect(item.reason == "an Android parameter, and every strategy runs under iOS")
        }
        var short = scenario
        short.run.replications = 1
        let study = try SensitivityStudy(
            scenario: short, method: .morris, paths: acting,
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        _ = try study.row(unit: 0, worlds: nil)
    }
}
