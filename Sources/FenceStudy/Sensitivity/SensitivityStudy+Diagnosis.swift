import FenceExperiment
import FenceScenario
import Foundation

extension SensitivityStudy {
    /// Every replication's metrics of `unitScenario`, each strategy in scenario order, the worlds taken from
    /// `worlds` and the runs from `runCache` where they hold them, keeping fix errors only when a studied metric
    /// reads them (none of the catalogue's does); a run cut short (a livelock, an action the
    /// platform lacks) stops the study, as it stops a run (``Experiment/refuseCutShort(_:of:replication:point:)``).
    func runs(of unitScenario: Scenario, worlds: WorldCache?, runCache: RunCache? = nil) throws(ExperimentError)
        -> [[RunMetrics]]
    {
        let runner = ReplicationRunner(scenario: unitScenario)
        let fixErrors = header.metrics.contains { $0.quantity.readsFixErrors }
        var runs: [[RunMetrics]] = []
        for replication in 0..<header.experiment.replications {
            let replicationRuns = try runner.metrics(
                replication: replication, cache: worlds, runs: runCache, fixErrors: fixErrors)
            try Experiment.refuseCutShort(replicationRuns, of: unitScenario, replication: replication, point: nil)
            runs.append(replicationRuns)
        }
        return runs
    }

    /// Why the study stops at `unit`: `metric` is undefined on every replication there. At a design point the
    /// message names the parameters whose value at that point empties the day on its own — each applied alone to
    /// the unperturbed scenario, the metric undefined on every replication — with their values; when none does
    /// alone, the point's values, whose combination does; when the unperturbed scenario is empty too, that.
    /// (It runs the scenario once per parameter, only on the way to this error.)
    func undefinedMetricError(_ metric: String, unit: Int, worlds: WorldCache?) throws(ExperimentError)
        -> ScenarioError
    {
        let because = "\(metric) is undefined on every replication (no counted visits or no true transitions)"
        guard unit < pointCount else {
            return ScenarioError(
                file: scenario.file, path: "", message: because + " at the unperturbed scenario",
                fix: "give more replications, or a scenario whose strategies count visits on the defaults")
        }
        let labels = header.experiment.strategyLabels
        if (try? header.metrics.definedValues(try runs(of: scenario, worlds: worlds), labels: labels)) == nil {
            return ScenarioError(
                file: scenario.file, path: "",
                message: because + " at design point \(unit), and on the unperturbed scenario too: the scenario "
                    + "scores nothing on its own values, whatever the parameters",
                fix: "run the scenario (fencesim run) and read its warnings: a fence out of reach, visits shorter "
                    + "than metrics.minimumDwellSeconds, a track that ends first")
        }
        let paths = header.parameters.map(\.path)
        let values = parameterValues(at: unit)
        var alone: [String] = []
        for (path, value) in zip(paths, values) {
            let single: Scenario
            do { single = try scenario.applying([path: value], worlds: worlds, targets: targets) } catch {
                throw .scenario(error)
            }
            let runs = try runs(of: single, worlds: worlds)
            if (try? header.metrics.definedValues(runs, labels: labels)) == nil {
                alone.append("\(path) = \(Self.text(value))")
            }
        }
        let named =
            alone.isEmpty
            ? "no parameter empties it alone; together at this point: "
                + zip(paths, values).map { "\($0) = \(Self.text($1))" }.joined(separator: ", ")
            : "applied alone to the scenario, " + alone.joined(separator: ", ")
                + (alone.count == 1 ? " empties it" : " each empty it")
        return ScenarioError(
            file: scenario.file, path: "", message: because + " at design point \(unit): " + named,
            fix: "narrow the range of the parameter named (--parameters, or its plausible range in the parameter "
                + "table if the evidence allows), leave it out, or give more replications")
    }

    /// A design value as the message writes it: up to 4 significant digits.
    static func text(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.4g", value)
    }
}
