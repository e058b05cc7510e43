import FenceExperiment
import FenceReport

extension ResultsReport {
    /// The sweep section: the analysis in words and, for one swept parameter, the sweep chart.
    package func addSweep(to report: inout ReportDocument) {
        report.addHeading("Sweep")
        let target = Format.fixed(analysis.target, 2)
        var items: [String] = []
        for best in analysis.best {
            if let candidate = best.candidate {
                items.append(
                    "Best \(best.strategy) point with entry recall ≥ \(target) at 95 % confidence (the lower end of its 95 % interval): "
                        + "\(results.pointLabel(candidate.point, registry: registry)) — battery life \(Format.fixed(candidate.batteryLifeHours.mean, 2)) h, "
                        + "recall \(Format.fixed(candidate.entryRecall.estimate, 3)) "
                        + "[\(Format.fixed(candidate.entryRecall.lower, 3)), \(Format.fixed(candidate.entryRecall.upper, 3))]."
                )
            } else {
                items.append("No \(best.strategy) point reaches entry recall \(target) with 95 % confidence.")
            }
        }
        items += analysis.crossings.map(SweepSummaryText.describe)
        items += SweepSummaryText.trends(results).map { $0 + "." }
        items.append(
            "Pareto frontier (no other point has both a longer mean battery life and a higher recall): "
                + analysis.frontier.map { "\($0.strategy) at \(results.pointLabel($0.point, registry: registry))" }
                .joined(separator: "; ")
                + ".")
        report.addList(items)
        if let chart = sweepChart() {
            report.addFigure(
                chart, name: "sweep",
                caption: "Battery life and entry recall against the swept parameter with 95 % interval bands; the "
                    + "dashed line is the recall target \(target), the guide marks the chosen point.")
        } else {
            report.addParagraph(
                "The sweep has several dimensions: see the table and the scatter chart for every point.")
        }
    }

    /// Battery life and recall panels against the single swept parameter; nil for grids.
    package func sweepChart() -> SweepChart? {
        guard results.sweep.count == 1, let dimension = results.sweep.first else { return nil }
        let unit = SweptParameter.unit(dimension.path, strategyNames: results.strategyNamesByLabel, registry: registry)
        var lifeSeries: [SweepSeries] = []
        var recallSeries: [SweepSeries] = []
        for (index, label) in results.strategyLabels.enumerated() {
            var life: [SweepPoint] = []
            var recall: [SweepPoint] = []
            for point in results.points {
                guard let x = point.values[dimension.path],
                    let summary = point.strategies.first(where: { $0.label == label })
                else { continue }
                if let l = summary[.batteryLifeHours]?.mean {
                    life.append(
                        SweepPoint(x: x, y: Estimate(l.mean, lower: l.lower ?? l.mean, upper: l.upper ?? l.mean)))
                }
                if let r = summary[.entryRecall]?.share {
                    recall.append(SweepPoint(x: x, y: Estimate(r.estimate, lower: r.lower, upper: r.upper)))
                }
            }
            if !life.isEmpty {
                lifeSeries.append(SweepSeries(label: label, points: life, style: .automatic(index: index)))
            }
            if !recall.isEmpty {
                recallSeries.append(SweepSeries(label: label, points: recall, style: .automatic(index: index)))
            }
        }
        guard !lifeSeries.isEmpty, !recallSeries.isEmpty else { return nil }
        let chosen = (analysis.best.count == 1 ? analysis.best[0].candidate : analysis.bestOverall)
        let highlight = chosen.flatMap { candidate in
            candidate.values[dimension.path].map {
                SweepHighlight(x: $0, label: "chosen " + Format.swept($0) + (unit.map { " \($0)" } ?? ""))
            }
        }
        let target = Format.fixed(analysis.target, 2)
        return SweepChart(
            title:
                "\(results.strategyLabels.joined(separator: ", ")): \(SweptParameter.shortName(dimension.path)) sweep",
            summary: "Mean battery life and pooled entry recall against \(dimension.path), with 95 % interval bands, "
                + "the recall target \(target) and the chosen point.",
            xAxis: Axis(title: SweptParameter.shortName(dimension.path), unit: unit),
            panels: [
                SweepPanel(yAxis: Axis(title: "Battery life", unit: "h", scaling: .automatic), series: lifeSeries),
                SweepPanel(
                    yAxis: Axis(title: "Entry recall"), series: recallSeries,
                    target: ReferenceLine(value: analysis.target, label: "target \(target)")),
            ],
            highlight: highlight)
    }
}
