import FenceAnalysis
import FenceExperiment
import Foundation

/// The Markdown `fencesim compare` prints.
package enum ComparisonMarkdown {
    package static func render(
        _ comparison: ResultsComparison, base: ExperimentResults, new: ExperimentResults, basePath: String,
        newPath: String
    ) -> String {
        let paths = base.sweep.map(\.path)
        var lines = ["## FenceSim comparison", ""]
        lines.append(
            "Base `\(basePath)` (\(base.scenario), FenceSim \(base.tool)) → new `\(newPath)` (\(new.scenario), FenceSim \(new.tool))."
        )
        lines.append("")
        if let shared = comparison.pairedReplications {
            lines.append(
                "Changes are paired tests (the run's own paired estimator: t with Hall's skewness correction) over "
                    + "replications 0…\(shared - 1): both runs used seed \(base.seed), so "
                    + "replication k is the same commute and source errors in both (common random numbers)"
                    + (base.replications == new.replications
                        ? "."
                        : "; base has \(base.replications) replications and new \(new.replications), so base, new "
                            + "and change are over the \(shared) both hold."))
        } else {
            lines.append(
                "Changes use Welch's t-test: the runs differ in seed (\(base.seed) vs \(new.seed)), so they are "
                    + "independent samples and cannot be paired.")
        }
        lines.append(
            "A regression is a change with p < 0.05 that is worse than its tolerance, or a metric that became "
                + "undefined. Base, new and change are over per-replication values (recall and precision as each "
                + "replication's own share); for a metric a run's summary pools over replications, the pooled "
                + "column gives base → new as `run` prints it.")
        lines.append("")
        if !comparison.scenarioDifferences.isEmpty {
            lines.append("**The scenarios differ** beyond seed and replications (compared as --allow-different asks):")
            lines.append("")
            lines += comparison.scenarioDifferences.map { "- `\($0)`" }
            lines.append("")
        }
        let pointColumn = paths.isEmpty ? [] : ["point"]
        lines.append(
            "| "
                + (pointColumn + [
                    "strategy", "metric", "base (per-replication mean)", "new (per-replication mean)",
                    "change [95% CI]", "pooled base → new", "p", "test", "verdict",
                ])
                .joined(
                    separator: " | ") + " |")
        lines.append(
            "|"
                + (pointColumn.map { _ in "---" } + [
                    "---", "---", "---:", "---:", "---:", "---:", "---:", "---", "---",
                ]).map {
                    " \($0) "
                }.joined(separator: "|") + "|")
        for change in comparison.changes {
            let d = base.metrics.named(change.metric)?.decimals ?? 3
            let point = paths.map { "\($0)=\(Format.swept(change.values[$0]))" }.joined(separator: " ")
            let difference =
                change.difference.map { Format.interval($0, change.lower, change.upper, d) } ?? "–"
            var cells = paths.isEmpty ? [] : [escape(point)]
            cells += [
                escape(change.strategy), change.metric, change.baseMean.map { Format.fixed($0, d) } ?? "–",
                change.newMean.map { Format.fixed($0, d) } ?? "–", difference, pooled(change, decimals: d),
                change.pValue.map(Format.pValue) ?? "–", change.test == .paired ? "paired" : "Welch",
                verdict(change, decimals: d),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        let regressions = comparison.regressions.count
        lines.append(
            regressions == 0 ? "No regression." : "**\(regressions) regression\(regressions == 1 ? "" : "s").**")
        return lines.joined(separator: "\n")
    }

    package static func verdict(_ change: MetricChange, decimals: Int) -> String {
        let tolerance = change.allowance > 0 ? " (tolerance \(Format.fixed(change.allowance, decimals)))" : ""
        switch change.verdict {
        case .unchanged: return "no significant change"
        case .better: return "better"
        case .worseWithinTolerance: return "worse, within tolerance" + tolerance
        case .regression: return "**regression**" + tolerance
        case .becameUndefined: return "**became undefined**"
        case .becameDefined: return "became defined"
        }
    }

    /// The pooled values, base → new ("–" for a metric summarised as a mean).
    package static func pooled(_ change: MetricChange, decimals: Int) -> String {
        guard change.basePooled != nil || change.newPooled != nil else { return "–" }
        let show = { (value: Double?) in value.map { Format.fixed($0, decimals) } ?? "undefined" }
        return "\(show(change.basePooled)) → \(show(change.newPooled))"
    }

    /// A table cell: pipes escaped.
    package static func escape(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
