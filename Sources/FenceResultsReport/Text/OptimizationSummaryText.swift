import FenceExperiment
import FenceStudy
import Foundation

/// The text `fencesim optimize` prints and its report quotes: the halving stages, the confirmation, the
/// pick with its intervals, the Pareto front and the robust verdict.
package enum OptimizationSummaryText {
    package static func render(_ results: OptimizationResults) -> String {
        var lines: [String] = []
        var stages = TextTable(stageColumns)
        for row in stageRows(results) { stages.add(row) }
        lines.append(stagesTitle + ":")
        lines.append(stages.text)
        if let title = confirmationTitle(results) {
            var table = TextTable(confirmationColumns(results))
            for row in confirmationRows(results) { table.add(row) }
            lines += ["", title + ":", table.text]
        }
        lines.append("")
        lines.append(pickLine(results))
        if let robust = robustLine(results) { lines.append(robust) }
        lines.append(frontLine(results))
        lines.append(runsLine(results))
        return lines.joined(separator: "\n")
    }

    /// The runs made, by step, and the most the method could have made.
    package static func runsLine(_ results: OptimizationResults) -> String {
        let outcome = results.outcome
        let halving = outcome.stages.filter { $0.round == 0 }.reduce(0) { $0 + $1.runs }
        let local = outcome.stages.filter { $0.round > 0 }.reduce(0) { $0 + $1.runs }
        let rounds = Set(outcome.stages.map(\.round)).subtracting([0]).count
        return "Runs: \(outcome.runs) in all (halving \(halving), local search \(local) in \(rounds) "
            + "round\(rounds == 1 ? "" : "s"), confirmation \(outcome.confirmation?.runs ?? 0), robust check "
            + "\(outcome.robust?.runs ?? 0); at most \(outcome.maximumRuns) by construction"
            + (results.settings.budget.map { ", the budget \($0) before the robust check" } ?? "") + ")"
    }

    /// The halving table's title, columns and rows.
    package static let stagesTitle =
        "Successive halving, then local search rounds around the best finalist (common random numbers: "
        + "replications 0, 1, … at every candidate)"
    package static let stageColumns = [
        "stage", "step", "candidates", "replications each", "runs", "surely infeasible", "kept",
    ]
    package static func stageRows(_ results: OptimizationResults) -> [[String]] {
        results.outcome.stages.map { stage in
            [
                "\(stage.stage)",
                stage.round == 0 ? "halving" : "round \(stage.round) around \(stage.centre.map(String.init) ?? "?")",
                "\(stage.candidates)", "\(stage.replications)", "\(stage.runs)",
                "\(stage.droppedInfeasible)", "\(stage.kept.count)",
            ]
        }
    }

    /// The confirmation table's title (nil without a confirmation), columns and rows.
    package static func confirmationTitle(_ results: OptimizationResults) -> String? {
        guard let confirmation = results.outcome.confirmation else { return nil }
        return
            "Confirmation on fresh replications (n₀ = \(confirmation.firstStage), then \(confirmation.contenders.count) "
            + "of \(confirmation.finalists.count) finalists not surely infeasible on to N = "
            + "\(confirmation.replications), judged once there; Bonferroni t = \(Format.fixed(confirmation.tQuantile, 3)), "
            + "δ̂ = \(Format.fixed(confirmation.achievedIndifference, 3))"
            + (confirmation.achievedIndifference > confirmation.indifferenceZone
                ? " > δ = \(Format.fixed(confirmation.indifferenceZone, 3)) (δ needs N = "
                    + "\(confirmation.requiredReplications): --confirm-replications "
                    + "\((confirmation.requiredReplications + Optimizer.confirmationGrowth - 1) / Optimizer.confirmationGrowth))"
                : " ≤ δ = \(Format.fixed(confirmation.indifferenceZone, 3))")
            + ", \(confirmation.runs) runs; bounds at one-sided \(Format.fixed(confirmation.feasibilityConfidence, 4)) "
            + "= 1 − α/\(confirmation.finalists.count): P(pick infeasible) ≤ α = "
            + "\(Format.fixed(1 - results.problem.confidence, 3)))"
    }

    package static func confirmationColumns(_ results: OptimizationResults) -> [String] {
        ["candidate"] + results.knobs.map { shortName($0.path) } + [
            "\(results.problem.objective.name) [CI]", "\(results.problem.constraint.name) [one-sided bounds]",
            "feasible",
        ]
    }
    package static func confirmationRows(_ results: OptimizationResults) -> [[String]] {
        guard let confirmation = results.outcome.confirmation else { return [] }
        return zip(confirmation.finalists, confirmation.estimates).map { candidate, estimate in
            row(candidate, estimate, results) + [confirmation.feasible.contains(candidate) ? "yes" : "no"]
        }
    }

    /// The pick with its metrics on the confirmation replications and the guarantee.
    package static func pickLine(_ results: OptimizationResults) -> String {
        let problem = results.problem
        guard let pick = results.outcome.pick, let estimate = confirmedEstimate(pick, results.outcome) else {
            return "Pick: none — no finalist's \(problem.constraintText) holds with confidence on the confirmation"
        }
        return "Pick: candidate \(pick) (\(describe(pick, results))): \(problem.objective.name) "
            + Format.interval(estimate.objectiveMean, estimate.objectiveLower, estimate.objectiveUpper, 3)
            + ", \(problem.constraint.name) "
            + Format.interval(estimate.constraint ?? .nan, estimate.constraintLower, estimate.constraintUpper, 3)
            + " on \(estimate.replications) fresh replications; infeasible with probability ≤ α = "
            + "\(Format.fixed(1 - problem.confidence, 3)) over the procedure (each finalist judged at 1 − α/m); "
            + "with probability ≥ \(Format.fixed(problem.confidence, 3)) within δ̂ = "
            + Format.fixed(results.outcome.confirmation?.achievedIndifference ?? 0, 3)
            + " of the best finalist shown feasible (normal objective)"
    }

    /// The robust verdict (nil without a robust check), labelled descriptive: a quantile over a few model
    /// points carries no confidence statement (`docs/optimization.md`).
    package static func robustLine(_ results: OptimizationResults) -> String? {
        guard let robust = results.outcome.robust else { return nil }
        let verdicts = robust.verdicts.map {
            "candidate \($0.candidate): \(Int((robust.settings.quantile * 100).rounded())) % quantile "
                + ($0.quantileValue.map { Format.fixed($0, 3) } ?? "–") + ($0.holds ? " holds" : " fails")
        }
        return "Robust over \(robust.settings.source), descriptive — no confidence attached "
            + "(\(robust.settings.points.count) model points × "
            + "\(robust.settings.replications) replications, \(robust.runs) runs): "
            + (verdicts.isEmpty ? "no feasible finalist to check" : verdicts.joined(separator: "; "))
            + "; robust pick: " + (robust.pick.map { "candidate \($0) (\(describe($0, results)))" } ?? "none")
    }

    /// The Pareto front's candidates.
    package static func frontLine(_ results: OptimizationResults) -> String {
        "Pareto front (\(results.problem.objective.name), \(results.problem.constraint.name)): "
            + results.outcome.paretoFront.map { describe($0, results) }.joined(separator: "; ")
    }

    /// The pick's estimate on the confirmation replications.
    package static func confirmedEstimate(_ candidate: Int, _ outcome: OptimizationOutcome) -> OptimizationEstimate? {
        guard let confirmation = outcome.confirmation, let at = confirmation.finalists.firstIndex(of: candidate) else {
            return nil
        }
        return confirmation.estimates[at]
    }

    /// A candidate's knob values: `outerRadius=500, reuseWindow=300`.
    package static func describe(_ candidate: Int, _ results: OptimizationResults) -> String {
        zip(results.knobs, results.outcome.candidates[candidate].values).map {
            "\(shortName($0.path))=\(number($1))"
        }.joined(separator: ", ")
    }

    /// A table row: the candidate, its knob values, objective and constraint with intervals.
    static func row(_ candidate: Int, _ estimate: OptimizationEstimate, _ results: OptimizationResults) -> [String] {
        ["\(candidate)"] + results.outcome.candidates[candidate].values.map(number) + [
            Format.interval(estimate.objectiveMean, estimate.objectiveLower, estimate.objectiveUpper, 3),
            Format.interval(estimate.constraint ?? .nan, estimate.constraintLower, estimate.constraintUpper, 3),
        ]
    }

    /// The last component of a path: `outerRadius` for `strategies[three-manager].outerRadius`.
    package static func shortName(_ path: String) -> String {
        String(path.split(separator: ".").last ?? Substring(path))
    }

    /// A knob value: whole numbers without decimals.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : Format.fixed(value, 3)
    }
}
