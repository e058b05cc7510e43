import FenceExperiment
import FenceParameters
import FenceScenario
import FenceStudy

extension OptimizeCommand {
    /// The model points of `--robust-over`: M draws of the parameter table's prior over the assumptions
    /// that act on the scenario (the draws of `fencesim sensitivity --method uncertainty`), or M of a
    /// calibration's model points (its posterior's draws, or without them its surviving points:
    /// ``CalibratedRegion/modelPoints``) drawn without replacement (all of them when there are no more than M);
    /// nil without `--robust-over`. With the settings, what the points were drawn from, for the terminal.
    static func robust(_ arguments: Arguments, scenario: Scenario, seed: UInt64) throws -> (
        settings: RobustSettings, drawnFrom: String
    )? {
        guard let source = arguments.value("--robust-over") else {
            if let flag = ["--robust-quantile", "--robust-points"].first(where: { arguments.value($0) != nil }) {
                throw UsageError("\(flag) goes with --robust-over (fix: add --robust-over prior or --robust-over FILE)")
            }
            return nil
        }
        // 0.1: the constraint must hold at 90 % of the model points.
        let quantile =
            try arguments.number(
                "--robust-quantile", "a lower quantile of the model points",
                within: .positive(maximum: 0.5),
                example: "0.1") ?? 0.1
        let count = try arguments.integer("--robust-points", in: 2...10_000) ?? defaultRobustPoints
        let paths: [String]
        let points: [[Double]]
        let drawnFrom: String
        if source == "prior" {
            (paths, _) = scenario.parametersThatAct(try SensitivityCommand.parameterPaths("assumptions"))
            guard
                let settings = SensitivityHeader.Settings.sampling(
                    method: .uncertainty, samples: count, sequenceName: nil, parameterCount: paths.count)
            else { throw UsageError("--robust-points \(count): no design of that size (fix: e.g. 16)") }
            do {
                let study = try SensitivityStudy(
                    scenario: scenario, method: .uncertainty, paths: paths, settings: settings)
                points = (0..<count).map { study.parameterValues(at: $0) }
                drawnFrom = "the prior over the \(paths.count) assumptions that act on the scenario"
            } catch { throw InputError("\(arguments.positional[0]): --robust-over prior: \(error.description)") }
        } else {
            let region: CalibratedRegion
            do {
                region = try CalibratedRegion(CalibrationResults.read(path: source), file: source, scenario: scenario)
            } catch { throw InputError(error.description) }
            paths = region.paths
            points = RobustSettings.draw(count, of: region.modelPoints, seed: seed)
            drawnFrom = region.description
        }
        let settings = RobustSettings(
            source: source, paths: paths, points: points, quantile: quantile, replications: robustReplications)
        return (settings, drawnFrom)
    }
}
