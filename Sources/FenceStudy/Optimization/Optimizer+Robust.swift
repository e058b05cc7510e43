import FenceExperiment
import FenceStats

extension Optimizer {
    /// The robust check of the confirmed-feasible finalists, best confirmation mean first, until one
    /// passes: each runs `robust.replications` fresh replications (indices from ``robustBase``, the same
    /// at every model point and for every finalist) at every model point; the constraint's pooled value at
    /// each point is computed over those replications, and the finalist holds robustly when the
    /// `robust.quantile` quantile of those values (type 7) meets the threshold (the `1 − quantile`
    /// quantile for `<=`). Replication noise widens the spread over points, so with few replications the
    /// check is stricter than the model uncertainty alone would make it (`docs/optimization.md`).
    func robustCheck<E>(
        _ robust: RobustSettings, confirmation: OptimizationOutcome.Confirmation, runner: inout Runs<E>
    ) throws(ExperimentError) -> OptimizationOutcome.Robust {
        let estimates = Dictionary(uniqueKeysWithValues: zip(confirmation.finalists, confirmation.estimates))
        let order = ranked(confirmation.feasible, estimates: estimates)
        let start = runner.runs
        var verdicts: [OptimizationOutcome.RobustVerdict] = []
        var pick: Int?
        let range = Self.robustBase..<(Self.robustBase + robust.replications)
        for candidate in order where pick == nil {
            var byPoint: [Double?] = []
            for model in robust.points.indices {
                byPoint.append(
                    try self.estimates([candidate], replications: range, model: model, runner: &runner)[candidate]!
                        .constraint)
            }
            let defined = byPoint.compactMap { $0 }
            let level = problem.comparison == .atLeast ? robust.quantile : 1 - robust.quantile
            let value = (try? Summary(defined))?.quantile(level)
            let holds =
                defined.count == byPoint.count
                && value.map {
                    problem.comparison == .atLeast ? $0 >= problem.threshold : $0 <= problem.threshold
                } ?? false
            verdicts.append(
                OptimizationOutcome.RobustVerdict(
                    candidate: candidate, constraintByPoint: byPoint, quantileValue: value, holds: holds))
            if holds { pick = candidate }
        }
        return OptimizationOutcome.Robust(settings: robust, verdicts: verdicts, runs: runner.runs - start, pick: pick)
    }
}
