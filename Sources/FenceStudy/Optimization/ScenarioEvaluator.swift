import FenceExperiment
import FenceScenario
import Synchronization

/// Runs candidates in the simulator: the scenario with the knobs' values (and a model point's parameter
/// values) applied as sweeps apply them (``Scenario/applying(_:)``), only the optimised strategy kept,
/// one replication by ``ReplicationRunner`` (common random numbers: a replication index is the same
/// world and source errors at every candidate).
public final class ScenarioEvaluator: OptimizationEvaluator {
    /// The scenario as given (all its strategies).
    public let scenario: Scenario
    let problem: OptimizationProblem
    let knobPaths: [String]
    let robust: RobustSettings?
    /// Each applied variant, by its values (knobs, then the model point's index or −1).
    private let variants = Mutex<[[Double]: Scenario]>([:])

    /// An evaluator of `knobs` on `scenario` for `problem`; every knob path and the strategy are checked
    /// now, so a bad one fails before anything runs.
    public init(scenario: Scenario, problem: OptimizationProblem, knobs: [OptimizationKnob], robust: RobustSettings?)
        throws(ScenarioError)
    {
        guard scenario.strategies.contains(where: { $0.label == problem.strategy }) else {
            throw .invalid(
                path: "--strategy \(problem.strategy)",
                message: "names no strategy of \(scenario.name) (its strategies: "
                    + scenario.strategies.map(\.label).joined(separator: ", ") + ")",
                fix: "give one of the scenario's strategy labels")
        }
        guard scenario.sweep.isEmpty else {
            throw .invalid(
                path: "sweep", message: "\(scenario.name) declares a sweep; optimize searches the knobs of --vary",
                fix: "give its swept paths as --vary knobs and remove the sweep section (or use a scenario without one)"
            )
        }
        try Experiment.checkDimensions(knobs.map { SweepDimension(path: $0.path, values: []) }, of: scenario)
        self.scenario = scenario
        self.problem = problem
        knobPaths = knobs.map(\.path)
        self.robust = robust
    }

    /// The scenario of candidate `values` at model point `model`, only the optimised strategy kept.
    public func variant(values: [Double], model: Int?) throws(ScenarioError) -> Scenario {
        let key = values + [Double(model ?? -1)]
        if let kept = variants.withLock({ $0[key] }) { return kept }
        // A knob wins over a model point's value of the same path.
        var assignments: [String: Double] = [:]
        if let model, let robust {
            for (path, value) in zip(robust.paths, robust.points[model]) { assignments[path] = value }
        }
        for (path, value) in zip(knobPaths, values) { assignments[path] = value }
        var applied = try scenario.applying(assignments)
        applied.strategies = applied.strategies.filter { $0.label == problem.strategy }
        variants.withLock { $0[key] = applied }
        return applied
    }

    public func outcome(values: [Double], replication: Int, model: Int?) throws(ExperimentError) -> ReplicationOutcome {
        let applied: Scenario
        do { applied = try variant(values: values, model: model) } catch { throw .scenario(error) }
        let runs = try ReplicationRunner(scenario: applied).metrics(replication: replication)
        try Experiment.refuseCutShort(runs, of: applied, replication: replication, point: nil)
        return ReplicationOutcome(
            objective: problem.objective.observation(runs[0]), constraint: problem.constraint.observation(runs[0]))
    }
}
