import FenceTestSupport
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// Notification spam on the paper's scenario (`scenarios/paper-2012.json`, 8 replications): the paper's
/// three-manager re-enters at every flap of a Wi-Fi fix across its 50 m fences, region monitoring (the OS
/// confirms each crossing for 20 s beyond a cushion) barely does, and the hysteresis variant sits between.
@Suite("Notification spam end to end on paper-2012")
struct FlappingEndToEndTests {
    @Test("three-manager notifies many times per true transition; region monitoring about once")
    func paperScenario() throws {
        let text = try String(contentsOfFile: Fixtures.scenario("paper-2012.json"), encoding: .utf8)
        var document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var strategies = try #require(document["strategies"] as? [[String: Any]])
        strategies = strategies.filter { $0["name"] as? String == "three-manager" }
        let paperParameters = try #require(strategies.first?["parameters"])
        strategies += [
            ["name": "three-manager-hysteresis", "parameters": paperParameters], ["name": "region-monitoring"],
        ]
        document["strategies"] = strategies
        var run = try #require(document["run"] as? [String: Any])
        run["replications"] = 8
        document["run"] = run
        let json = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        let results = try Experiment(scenario: try Scenario.parse(json)).run(threads: 2)

        func runs(_ label: String) -> [RunMetrics] { results.rows.filter { $0.strategy == label }.map(\.metrics) }
        func mean(_ label: String) throws -> Double {
            try #require(results.points[0].strategies.first { $0.label == label }?[.declarationsPerTransition]).value
        }
        let paperMean = try mean("three-manager")
        // Well above 1: more than one spurious exit-and-re-entry pair per true transition.
        #expect(paperMean > 3)
        // Near 1: fewer than one spurious notification per true transition in either direction.
        let regions = try mean("region-monitoring")
        #expect(regions > 0.5 && regions < 2)
        // Hysteresis removes most of the flapping without touching the managers: same energy, run by run.
        #expect(try mean("three-manager-hysteresis") < paperMean / 2)
        #expect(
            runs("three-manager-hysteresis").map(\.batteryLifeHours) == runs("three-manager").map(\.batteryLifeHours))
        // Every flap's re-entry is a repeat inside a visit: first-entry precision falls below precision.
        let paper = try #require(results.points[0].strategies.first { $0.label == "three-manager" })
        let precision = try #require(paper[.precision]?.share)
        #expect(try #require(paper[.firstEntryPrecision]?.share).upper < precision.lower)
    }
}
