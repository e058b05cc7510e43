import FenceAnalysis
import FenceExperiment
import FencePlatform
import FenceReport
import FenceScenario
import FenceStudy

/// Maps an experiment's results and their analysis onto a FenceReport document: the report `fencesim
/// report` writes as `report.md`, `index.html` and `charts/*.svg`.
///
/// Sections: what was run; battery life and accuracy (table with 95 % intervals, battery life against
/// recall with interval bars and, for sweeps, the Pareto frontier; paired differences against the first
/// strategy; notification spam); the sweep (curves with bands, target line and chosen point; frontier, best point and recall
/// crossing); with `--uncertainty`, the model-uncertainty band; energy by component; detection latency CDFs; one re-simulated day per strategy; how the
/// numbers are defined.
package struct ResultsReport {
    /// The results reported.
    package let results: ExperimentResults
    /// Their analysis against the recall target.
    package let analysis: SweepAnalysis
    /// The one-day timelines, or why there are none.
    package let timelines: DayTimelines
    /// The strategies the results were run with (for the units of swept strategy parameters).
    package let registry: StrategyRegistry
    /// The uncertainty band of a sensitivity study of the same scenario, shown beside the replication
    /// intervals (`fencesim report --uncertainty`); nil for none.
    package var uncertainty: SensitivityResults? = nil
    /// The metrics of the scatter chart, horizontal and vertical (`fencesim report --metrics X,Y`); nil for
    /// battery life against entry recall.
    package var chartMetrics: (x: Metric, y: Metric)? = nil

    /// The report of `results` and their `analysis`, with `timelines` and the model `uncertainty` band.
    package init(
        results: ExperimentResults, analysis: SweepAnalysis, timelines: DayTimelines, registry: StrategyRegistry,
        uncertainty: SensitivityResults? = nil
    ) {
        self.results = results
        self.analysis = analysis
        self.timelines = timelines
        self.registry = registry
        self.uncertainty = uncertainty
    }

    /// The report.
    package func document() -> ReportDocument {
        var report = ReportDocument(title: "FenceSim report: \(results.scenario)")
        addOverview(to: &report)
        addWarnings(to: &report)
        report.addHeading("Battery life and accuracy")
        let tables = metricTables()
        report.addTable(tables.headline)
        let extrapolated = extrapolatedRuns()
        let track = results.points.first?.trackImport
        if !extrapolated.isEmpty {
            let span =
                track == nil
                ? "the \(Format.swept(results.horizonHours)) h horizon"
                : "the recorded track (each run ends at its last fix, within the \(Format.swept(results.horizonHours)) h horizon)"
            report.addParagraph(
                "Some runs outlived \(span); their battery life is extrapolated at the run's mean current (usable "
                    + "capacity ÷ mean current over the simulated span): " + extrapolated.joined(separator: "; ") + ".")
        }
        if let track { report.addParagraph("Recorded track import: \(track).") }
        if let (x, y) = chartMetrics {
            report.addFigure(
                metricChart(x: x, y: y), name: "\(Self.slug(x.name))-vs-\(Self.slug(y.name))",
                caption: "\(x.title) against \(y.title.lowercased()) "
                    + (results.sweep.isEmpty ? "per strategy" : "at every sweep point")
                    + ", with 95 % intervals on both axes.")
        } else {
            report.addFigure(
                batteryRecallChart(), name: "battery-vs-recall",
                caption: results.sweep.isEmpty
                    ? "Mean battery life against pooled entry recall per strategy, with 95 % intervals on both axes."
                    : "Mean battery life against pooled entry recall at every sweep point, with 95 % intervals; the "
                        + "dashed line joins the Pareto frontier (no other point has both longer life and higher recall)."
            )
        }
        if results.sweep.isEmpty, let table = pairedTable() { report.addTable(table) }
        for table in tables.others { report.addTable(table) }
        if !results.sweep.isEmpty { addSweep(to: &report) }
        if let uncertainty { addModelUncertainty(uncertainty, to: &report) }
        report.addHeading("Energy")
        report.addFigure(
            energyChart(), name: "energy",
            caption: "Mean current by component over each run (charge drawn ÷ simulated hours, averaged over "
                + "replications); the bar's length is the mean current, which sets the battery life.")
        report.addHeading("Detection latency")
        report.addFigure(
            latencyChart(), name: "latency-cdf",
            caption: "Delay from each true entry to its detection, pooled over replications; the curves end at the "
                + "entry recall because missed visits count in the denominator. Markers: median and 90th percentile.")
        addTimelines(to: &report)
        addDefinitions(to: &report)
        return report
    }

    /// Title block: the scenario's description and what was run.
    package func addOverview(to report: inout ReportDocument) {
        if case .string(let description)? = results.scenarioDocument["description"]?.value {
            report.addParagraph(description)
        }
        var facts = [
            "FenceSim \(results.tool); master seed \(results.seed); \(results.replications) replications per point; "
                + "horizon \(Format.swept(results.horizonHours)) h.",
            "Strategies (the first is the baseline of paired differences): "
                + results.strategyLabels.joined(separator: ", ") + ".",
        ]
        for dimension in results.sweep {
            facts.append(
                "Swept \(dimension.path) over \(dimension.values.map { Format.swept($0) }.joined(separator: ", "))"
                    + " (the same replications at every point: common random numbers).")
        }
        if results.rows.contains(where: { $0.metrics.dailyDrainPercent != nil }) {
            facts.append(
                "Every strategy is scored over the same window, with the phone charged back to full each day "
                    + "(run.chargeDaily): a phone that runs empty misses what happens until the next charge.")
        }
        facts += results.notes.map { "Note: \($0)" }
        report.addList(facts)
    }

    /// What kept the experiment from scoring, or from scoring its strategies on equal terms (the results'
    /// warnings), before any number is shown.
    package func addWarnings(to report: inout ReportDocument) {
        guard !results.warnings.isEmpty else { return }
        report.addHeading("Warnings")
        report.addParagraph(
            "What FenceSim found, when it checked and scored these results, that limits how they can be read.")
        report.addList(
            results.warnings.map { warning in
                let at = warning.point.map { "At \(results.pointLabel($0, registry: registry)): " } ?? ""
                return at + warning.text(file: nil)
            })
    }

    /// Where the numbers come from.
    package func addDefinitions(to report: inout ReportDocument) {
        report.addHeading("Definitions")
        report.addList(
            IntervalLegend.definitions(
                results.metrics.metrics.filter { metric in
                    results.points.contains { point in point.strategies.contains { $0[metric] != nil } }
                }) + [
                    "Paired differences: " + MetricEstimator.pairedDescription + ".",
                    "Reproduce: fencesim run (or sweep) with the scenario echoed in results.json, then fencesim report.",
                ])
    }
}
