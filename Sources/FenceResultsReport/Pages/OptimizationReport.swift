import FenceExperiment
import FenceReport
import FenceStudy
import Foundation

/// The report of an optimisation (`fencesim report` on the results of `fencesim optimize`): the front of
/// (objective, constrained metric) over the evaluated candidates with the finalists and the pick, the
/// halving stages, the confirmation and the robust verdict.
package struct OptimizationReport {
    package var results: OptimizationResults

    /// The report of `results`.
    package init(results: OptimizationResults) { self.results = results }

    package func document() -> ReportDocument {
        let problem = results.problem
        var document = ReportDocument(title: "Optimisation of \(problem.strategy) in \(results.scenario)")
        document.addParagraph(
            "\(problem.direction == .maximize ? "Maximise" : "Minimise") `\(problem.objective.name)` subject to "
                + "`\(problem.constraintText)` at one-sided confidence \(problem.confidence), over "
                + results.knobs.map { "`\($0.path)` (\($0.kind.rawValue))" }.joined(separator: ", ")
                + ": \(results.outcome.candidates.count) candidates, \(results.outcome.runs) runs in all, replication "
                + "seed \(results.replicationSeed). Method: successive halving over common random numbers, local "
                + "search rounds around the best finalist, then a Bonferroni two-stage ranking-and-selection "
                + "confirmation on fresh replications "
                + "(`docs/optimization.md`). Made by \(results.model).")
        document.addFigure(
            frontChart(), name: "front",
            caption: "Every candidate at the end of its halving stages; the front joins the non-dominated ones, "
                + "the finalists and the pick are shown on their confirmation replications.")
        document.addHeading("The pick")
        document.addParagraph(OptimizationSummaryText.pickLine(results))
        if let robust = OptimizationSummaryText.robustLine(results) { document.addParagraph(robust) }
        document.addParagraph(
            OptimizationSummaryText.frontLine(results) + ". " + OptimizationSummaryText.runsLine(results) + ".")
        document.addHeading("Halving stages")
        document.addTable(
            textTable(
                OptimizationSummaryText.stagesTitle + ".", OptimizationSummaryText.stageColumns,
                OptimizationSummaryText.stageRows(results)))
        if let title = OptimizationSummaryText.confirmationTitle(results) {
            document.addHeading("Confirmation")
            document.addTable(
                textTable(
                    title + ".", OptimizationSummaryText.confirmationColumns(results),
                    OptimizationSummaryText.confirmationRows(results)))
        }
        document.addHeading("Candidates")
        document.addTable(candidateTable())
        return document
    }

    /// The scatter of (objective, constrained metric).
    func frontChart() -> ScatterChart {
        let outcome = results.outcome
        func point(_ estimate: OptimizationEstimate, label: String?) -> ScatterPoint? {
            guard let constraint = estimate.constraint, estimate.objectiveMean.isFinite else { return nil }
            return ScatterPoint(
                x: Estimate(
                    estimate.objectiveMean, lower: estimate.objectiveLower ?? estimate.objectiveMean,
                    upper: estimate.objectiveUpper ?? estimate.objectiveMean),
                y: Estimate(
                    constraint, lower: estimate.constraintLower ?? constraint,
                    upper: estimate.constraintUpper ?? constraint),
                label: label)
        }
        let front = Set(outcome.paretoFront)
        var series = [
            ScatterSeries(
                label: "evaluated",
                points: outcome.candidates.filter { !front.contains($0.index) }.compactMap {
                    point($0.estimate, label: nil)
                }),
            ScatterSeries(
                label: "Pareto front",
                points: outcome.candidates.filter { front.contains($0.index) }.compactMap {
                    point($0.estimate, label: nil)
                }),
        ]
        if let confirmation = outcome.confirmation {
            series.append(
                ScatterSeries(
                    label: "finalists (confirmation)",
                    points: zip(confirmation.finalists, confirmation.estimates).compactMap { candidate, estimate in
                        point(estimate, label: candidate == outcome.pick ? "pick" : nil)
                    }))
        }
        let frontCurve = outcome.paretoFront.compactMap { index -> PlotPoint? in
            let estimate = outcome.candidates[index].estimate
            return estimate.constraint.map { PlotPoint(x: estimate.objectiveMean, y: $0) }
        }.sorted { $0.x < $1.x }
        return ScatterChart(
            title: "\(results.problem.objective.name) against \(results.problem.constraint.name)",
            summary: "Each evaluated candidate's objective and constrained metric with intervals",
            xAxis: Axis(title: results.problem.objective.name),
            yAxis: Axis(title: results.problem.constraint.name),
            series: series.filter { !$0.points.isEmpty },
            frontier: frontCurve.count >= 2 ? ReferenceCurve(label: "front", points: frontCurve) : nil)
    }

    /// A table of text cells.
    func textTable(_ caption: String, _ columns: [String], _ rows: [[String]]) -> ReportTable {
        ReportTable(caption: caption, columns: columns, rows: rows.map { $0.map { .text($0) } })
    }

    /// Every candidate with its knob values, where it came from and its halving estimate.
    func candidateTable() -> ReportTable {
        let problem = results.problem
        return ReportTable(
            caption:
                "Every candidate over the replications of its last halving stage: the starting ones, then those a "
                + "local search round added.",
            columns: ["Candidate", "From"] + results.knobs.map { OptimizationSummaryText.shortName($0.path) } + [
                "Replications", problem.objective.name, problem.constraint.name, "Dropped as infeasible",
            ],
            rows: results.outcome.candidates.map { candidate in
                let estimate = candidate.estimate
                return [.text("\(candidate.index)"), .text(origin(of: candidate))]
                    + candidate.values.map { .text(OptimizationSummaryText.number($0)) }
                    + [
                        .text("\(estimate.replications)"),
                        .estimate(
                            Estimate(
                                estimate.objectiveMean, lower: estimate.objectiveLower ?? estimate.objectiveMean,
                                upper: estimate.objectiveUpper ?? estimate.objectiveMean), decimals: 3),
                        estimate.constraint.map {
                            .estimate(
                                Estimate(
                                    $0, lower: estimate.constraintLower ?? $0, upper: estimate.constraintUpper ?? $0),
                                decimals: 3)
                        } ?? .empty,
                        .text(candidate.droppedInfeasible ? "yes" : "no"),
                    ]
            })
    }

    /// Where `candidate` came from: the starting set (its first stage holds every starting candidate) or the
    /// local search round of its stages.
    func origin(of candidate: OptimizationOutcome.Candidate) -> String {
        let stages = results.outcome.stages
        guard let first = stages.first, candidate.index >= first.candidates,
            stages.indices.contains(candidate.lastStage - 1)
        else { return "start" }
        return "round \(stages[candidate.lastStage - 1].round)"
    }
}
