import FencePlatform
import Foundation
import Testing

@testable import FenceExperiment

@Suite("Run trace")
struct RunTraceTests {
    @Test("The event log calls a declaration false exactly when the metrics count it false")
    func agreesWithMetrics() throws {
        let scenario = try Scenario.load(path: Fixtures.scenario("paper-2012.json"))
        let runner = ReplicationRunner(scenario: scenario)
        let world = try runner.world(replication: 0)
        for entry in scenario.strategies {
            let record = try runner.record(entry, world: world, replication: 0, recordTimeline: true)
            let metrics = RunMetrics(record: record, world: world, parameters: scenario.metrics)
            let trace = RunTrace(world: world, record: record, label: entry.label, metrics: scenario.metrics)
            let rows = trace.csvText.split(separator: "\n").dropFirst().map {
                $0.split(separator: ",", omittingEmptySubsequences: false)
            }
            // Columns: seconds, time, event, …, fence (10), detail (11).
            let falseEntries = rows.count { $0[2] == "entered" && $0[11].hasPrefix("false") }
            let falseExits = rows.count { $0[2] == "exited" && $0[11].hasPrefix("false") }
            #expect(rows.count { $0[2] == "entered" } == metrics.entriesDeclared, "\(entry.label)")
            #expect(falseEntries == metrics.falseEntries, "\(entry.label)")
            #expect(falseExits == metrics.falseExits, "\(entry.label)")
            // The paper run declares exits that are false (indoor jitter) and some that are true.
            #expect(falseExits > 0 && falseExits < rows.count { $0[2] == "exited" }, "\(entry.label)")
        }
    }
}
