import FenceTestSupport
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// The machine versions of the built-ins in scenarios/examples (machine-continuous, machine-periodic,
/// machine-three-manager, machine-three-manager-hysteresis, machine-accelerometer-gated) run on paper-2012's world next to the Swift strategy they restate: every metric
/// of every replication must be identical, the built-in being the independent reference.
@Suite("Machine strategies restate the built-ins")
struct MachineEquivalenceTests {
    @Test(
        "The machine and the built-in give identical metrics, replication by replication",
        arguments: ["continuous", "periodic", "three-manager", "three-manager-hysteresis", "accelerometer-gated"])
    func identical(_ name: String) throws {
        var scenario = try Scenario.load(path: Fixtures.scenario("examples/machine-\(name).json"))
        scenario.run.replications = 3
        let results = try Experiment(scenario: scenario).run(threads: 2)
        let builtIn = results.rows.filter { $0.strategy == name }
        let machine = results.rows.filter { $0.strategy == "machine-\(name)" }
        #expect(builtIn.count == 3 && machine.count == 3)
        #expect(builtIn.map(\.metrics) == machine.map(\.metrics))
        // Not vacuous: the strategies declared something.
        #expect(builtIn.contains { $0.metrics.entriesDeclared > 0 })
    }
}
