import FenceDevice
import FencePlatform
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// A machine's changes of state reach the trace, and a transition an earlier one always takes first is warned
/// about at validation, at its JSON path.
@Suite("Machine trace and shadowed transitions")
struct MachineTraceTests {
    /// A two-state machine: `far` waits for a significant change to go `near`; `near`'s transitions are `on`.
    static func scenario(near on: String) -> String {
        """
        {"strategies": [{"name": "machine", "parameters": {
          "managers": {"gps": {"accuracy": "best", "distanceFilter": 10},
                       "coarse": {"accuracy": "hundredMeters", "distanceFilter": 100}},
          "initial": "far",
          "states": {
            "far": {"significantChange": true, "on": [{"event": "significantChange", "goto": "near"}]},
            "near": {"managers": ["gps", "coarse"], "timers": {"t": 60}, "on": [\(on)]}
          }}}],
         "run": {"days": 1, "replications": 1, "seed": 5}}
        """
    }

    static func shadowed(_ on: String) throws -> [ScoringWarning] {
        try Scenario.parse(scenario(near: on)).warnings.filter { $0.kind == .shadowedTransition }
    }

    static let near = "strategies[0].parameters.states.near.on"

    @Test("An unconditional transition shadows a later one on the same event, at the later one's path")
    func unconditional() throws {
        let warnings = try Self.shadowed(
            #"{"event": "location", "do": ["declare"]}, {"event": "location", "goto": "far"}"#)
        #expect(warnings.count == 1)
        #expect(warnings.first?.path == "\(Self.near)[1]")
        #expect(warnings.first?.message.contains("\(Self.near)[0] comes first") == true)
        #expect(warnings.first?.fix.contains("move it before") == true)
    }

    @Test(
        "Not shadowed: a conditional earlier transition, another event, a narrower filter first; shadowed: a wider filter first, a condition the later one's `and` joins",
        arguments: [
            (
                #"{"event": "location", "when": {"accuracy": {"atMost": 50}}}, {"event": "location", "goto": "far"}"#,
                false
            ),
            (#"{"event": "location"}, {"event": "timer", "goto": "far"}"#, false),
            (
                #"{"event": "location", "manager": "gps"}, {"event": "location", "manager": "coarse", "goto": "far"}"#,
                false
            ),
            (#"{"event": "location", "manager": "gps"}, {"event": "location", "goto": "far"}"#, false),
            (#"{"event": "location"}, {"event": "location", "manager": "coarse", "goto": "far"}"#, true),
            (#"{"event": "timer", "timer": "t"}, {"event": "timer", "timer": "t", "goto": "far"}"#, true),
            (
                #"{"event": "location", "when": {"accuracy": {"atMost": 50}}}, {"event": "location", "when": {"and": [{"accuracy": {"atMost": 50}}, {"speed": {"atLeast": 2}}]}, "goto": "far"}"#,
                true
            ),
            (
                #"{"event": "location", "when": {"and": [{"accuracy": {"atMost": 50}}, {"speed": {"atLeast": 2}}]}}, {"event": "location", "when": {"accuracy": {"atMost": 50}}, "goto": "far"}"#,
                false
            ),
        ])
    func cases(on: String, isShadowed: Bool) throws {
        #expect(try Self.shadowed(on).isEmpty == !isShadowed, "\(on)")
    }

    @Test("The trace notes the launch state and the change to near at the first significant-change delivery")
    func stateChangesInTrace() throws {
        let scenario = try Scenario.parse(Self.scenario(near: #"{"event": "location", "do": ["declare"]}"#))
        let runner = ReplicationRunner(scenario: scenario)
        let world = try runner.world(replication: 0)
        let entry = scenario.strategies[0]
        let record = try runner.record(entry, world: world, replication: 0, recordTimeline: true)
        let trace = RunTrace(world: world, record: record, label: entry.label, metrics: scenario.metrics)
        // Columns: seconds (0), event (2), service (3), detail (11).
        let rows = trace.csvText.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let notes = rows.filter { $0[2] == "note" }
        let firstChange = try #require(rows.first { $0[2] == "delivery" && $0[3] == "significantChange" })
        #expect(notes.map { $0[11] } == ["state far", "state far → near"])
        #expect(notes.first?[0] == rows.first?[0])
        #expect(notes.last?[0] == firstChange[0])
        // Without a timeline the run keeps no notes, and its metrics are those of the run with one.
        let plain = try runner.record(entry, world: world, replication: 0)
        #expect(plain.timeline == nil)
        #expect(
            RunMetrics(record: plain, world: world, parameters: scenario.metrics)
                == RunMetrics(record: record, world: world, parameters: scenario.metrics))
    }
}
