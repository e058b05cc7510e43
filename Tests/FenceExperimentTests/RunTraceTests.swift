import FenceDevice
import FencePlatform
import FenceTestSupport
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

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

    @Test("The event log's CPU rows account for the CPU charge: awake × 40 mA + busy × 60 mA more")
    func processorRows() throws {
        let scenario = try Scenario.load(path: Fixtures.scenario("paper-2012.json"))
        let runner = ReplicationRunner(scenario: scenario)
        let world = try runner.world(replication: 0)
        let power = scenario.deviceProfile.power
        for entry in scenario.strategies {
            let record = try runner.record(entry, world: world, replication: 0, recordTimeline: true)
            let trace = RunTrace(world: world, record: record, label: entry.label, metrics: scenario.metrics)
            let rows = trace.csvText.split(separator: "\n").dropFirst().map {
                $0.split(separator: ",", omittingEmptySubsequences: false)
            }
            // Walk the state changes (columns: seconds (0), event (2), detail (11)).
            var awakeSeconds = 0.0, busySeconds = 0.0
            var state = "asleep", since = 0.0
            for row in rows where row[2] == "cpu" {
                let time = try #require(Double(row[0]))
                if state != "asleep" { awakeSeconds += time - since }
                if state == "busy" { busySeconds += time - since }
                state = String(row[11])
                since = time
            }
            #expect(state == "asleep", "\(entry.label): the last span ends")
            let charge = (awakeSeconds * power.cpuAwakeMilliamps + busySeconds * power.cpuActiveMilliamps) / 3_600
            #expect(abs(record.chargeByComponentMilliampHours.cpu - charge) < 1e-6, "\(entry.label)")
            #expect(busySeconds > 0 && awakeSeconds > busySeconds, "\(entry.label)")
        }
    }
}
