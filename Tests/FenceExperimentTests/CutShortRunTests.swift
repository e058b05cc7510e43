import FenceTestSupport
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// A run cut short scored only the time before it: summarised as a day, a machine that livelocks an hour in
/// was printed with a battery life extrapolated to 728 h and no word (and one that livelocks at launch, with an
/// infinite battery life, failed as a checkpoint encoding error). The experiment refuses it instead, naming the
/// strategy, the replication and what stopped it.
@Suite("Runs cut short")
struct CutShortRunTests {
    @Test func livelockIsRefusedNamingTheStrategy() throws {
        // Fixtures.livelock: "loop" waits an hour, then passes between two states on 0 s timers.
        let experiment = try Experiment(scenario: try Scenario.load(path: Fixtures.livelock))
        do {
            _ = try experiment.rows(item: 0)
            Issue.record("a livelocked run was summarised")
        } catch {
            guard case .scenario(let problem) = error else {
                Issue.record("expected a scenario error, got \(error)")
                return
            }
            #expect(problem.file == Fixtures.livelock && problem.path == "strategies[0]")
            #expect(problem.message.hasPrefix("'loop' was cut short in replication 0: "), "\(problem)")
            #expect(problem.message.contains("without time advancing (a livelock)"), "\(problem)")
            #expect(
                problem.fix?.hasPrefix("fencesim trace \(Fixtures.livelock) --strategy loop --replication 0") == true)
        }
    }
}
