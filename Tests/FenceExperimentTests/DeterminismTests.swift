import Testing

@testable import FenceExperiment
@testable import FenceScenario

@Suite("Determinism")
struct DeterminismTests {
    static let scenario = """
        {"strategies": [{"name": "continuous"}, {"name": "three-manager"}],
         "run": {"days": 1, "replications": 4, "seed": 7}}
        """

    @Test("Results are byte-identical for 1 and 2 threads and across repeated runs")
    func threadCountDoesNotMatter() throws {
        let experiment = try Experiment(scenario: try Scenario.parse(Self.scenario))
        let one = try experiment.run(threads: 1).jsonText()
        let two = try experiment.run(threads: 2).jsonText()
        let again = try experiment.run(threads: 2).jsonText()
        #expect(one == two)
        #expect(two == again)
    }

    @Test("Rows assembled from any split of the work give the same results")
    func splitWork() throws {
        let experiment = try Experiment(scenario: try Scenario.parse(Self.scenario))
        let whole = experiment.results(from: try experiment.rows(threads: 2))
        let odd = try experiment.rows(items: [1, 3], threads: 1)
        let even = try experiment.rows(items: [2, 0], threads: 1)
        #expect(try experiment.results(from: even + odd).jsonText() == whole.jsonText())
    }

    @Test("A different seed gives different worlds")
    func seedMatters() throws {
        let a = try Experiment(scenario: try Scenario.parse(Self.scenario)).run(threads: 2)
        var changed = try Scenario.parse(Self.scenario)
        changed.run.seed = 8
        let b = try Experiment(scenario: changed).run(threads: 2)
        #expect(a.rows.map(\.metrics) != b.rows.map(\.metrics))
    }
}
