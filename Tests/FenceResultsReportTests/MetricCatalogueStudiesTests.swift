import FenceExperiment
import FenceScenario
import FenceStudy
import Foundation
import Testing

@testable import FenceResultsReport

/// The studies read the catalogue too: the metric that ``MetricCatalogueTests`` adds in one row, given the roles
/// ``Metric/Role/studied`` and ``Metric/Role/optimized``, is a sensitivity study's output (in its results and its
/// report), an optimisation's objective and constraint (estimated from the runs as its estimator says), and an
/// observation's quantity — checked against a plain re-run of the same scenario.
@Suite("Metric catalogue in the studies")
struct MetricCatalogueStudiesTests {
    static let deliveries = MetricCatalogueTests.deliveries
    static let catalogue = MetricCatalogueTests.catalogue

    /// One day of continuous location, twice: every standard delivery counts.
    static let scenario = #"{"strategies": [{"name": "continuous"}], "run": {"days": 1, "replications": 2, "seed": 3}}"#

    /// Deliveries per day of each replication of the scenario, by a plain run of it.
    static func plainDeliveries() throws -> [Double] {
        let experiment = try Experiment(scenario: try Scenario.parse(scenario))
        return try (0..<2).map { item in
            let run = try #require(try experiment.rows(item: item).first).metrics
            return Double(run.standardDeliveries) / (run.simulatedHours / 24)
        }
    }

    @Test("A sensitivity study measures it and its report shows it; the standard catalogue's study does not")
    func sensitivity() throws {
        let study = try SensitivityStudy(
            scenario: try Scenario.parse(Self.scenario), method: .morris, paths: ["metrics.earlyToleranceSeconds"],
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4), catalogue: Self.catalogue)
        let name = "continuous.standardDeliveriesPerDay"
        #expect(study.header.metrics.map(\.name).contains(name))
        let standard = try SensitivityStudy(
            scenario: try Scenario.parse(Self.scenario), method: .morris, paths: ["metrics.earlyToleranceSeconds"],
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        #expect(!standard.header.metrics.map(\.name).contains(name))

        let results = try study.results(UnitExecution(threads: 2))
        let estimate = try #require(results.estimates.first { $0.metric == name })
        // The unperturbed scenario's interval is centred on the mean of the plain runs' values.
        let plain = try Self.plainDeliveries()
        #expect(plain.allSatisfy { $0 > 1000 }, "continuous location delivers every second or so: \(plain)")
        let interval = try #require(estimate.replicationInterval)
        #expect(abs(interval.estimate - plain.reduce(0, +) / 2) < 1e-9)
        // earlyToleranceSeconds only rescores: deliveries do not move, so every Morris effect is 0.
        #expect(try #require(estimate.morris).allSatisfy { $0.meanAbsolute == 0 })
        let markdown = try SensitivityReport(results: results).document().render().markdown
        #expect(markdown.contains(name))
    }

    @Test("An optimisation takes it as objective and constraint and estimates it from each run")
    func optimisation() throws {
        #expect(Metric.optimized(named: "standardDeliveriesPerDay") == nil)
        let objective = try #require(Metric.optimized(named: "standardDeliveriesPerDay", in: Self.catalogue))
        #expect(Metric.optimizedNames(in: Self.catalogue).hasSuffix(", standardDeliveriesPerDay"))
        let constraint = try #require(
            OptimizationProblem.parseConstraint("standardDeliveriesPerDay <= 5000", catalogue: Self.catalogue))
        #expect(constraint.0 == objective && constraint.1 == .atMost && constraint.2 == 5000)
        #expect(OptimizationProblem.parseConstraint("standardDeliveriesPerDay <= 5000") == nil)

        let problem = OptimizationProblem(
            strategy: "continuous", objective: objective, direction: .minimize, constraint: objective,
            comparison: .atMost, threshold: 5000, confidence: 0.95)
        let knob = try OptimizationKnob(parsing: "metrics.earlyToleranceSeconds=60")
        let evaluator = try ScenarioEvaluator(
            scenario: try Scenario.parse(Self.scenario), problem: problem, knobs: [knob], robust: nil)
        let plain = try Self.plainDeliveries()
        for replication in 0..<2 {
            let outcome = try evaluator.outcome(values: [60], replication: replication, model: nil)
            // A mean's part is the run's value with weight 1.
            #expect(outcome.objective.weight == 1 && outcome.constraint == outcome.objective)
            #expect(abs(outcome.objective.value - plain[replication]) < 1e-9)
        }
    }

    @Test("An observation states it; without the catalogue it is refused, naming the catalogue's metrics")
    func observation() throws {
        let text = """
            {"reference": "R", "reading": "r", "scenario": "s.json", "strategy": "continuous",
             "quantity": "standardDeliveriesPerDay", "value": {"point": 3600}, "scale": "linear",
             "uncertainty": {"standardDeviation": 100, "reasoning": "why"}, "realisation": "average",
             "set": "calibration"}
            """
        let read = try Observation.parse(Array(text.utf8), file: "d.json", catalogue: Self.catalogue)
        #expect(read.quantity == Self.deliveries)
        // Its unit's discrepancy class, counts per day: 0.1 (docs/history-matching.md, "Implausibility").
        #expect(read.discrepancyStandardDeviation == 0.1)
        let refused = #expect(throws: ScenarioError.self) { try Observation.parse(Array(text.utf8), file: "d.json") }
        #expect(refused?.path == "quantity" && refused?.message.contains("batteryLifeHours") == true)
    }
}
