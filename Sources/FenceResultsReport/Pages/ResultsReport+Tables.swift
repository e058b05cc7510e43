import FenceExperiment
import FenceReport

extension ResultsReport {
    /// The tables of metrics a results report shows, per (point,) strategy, each metric with its 95 %
    /// interval: the headline table (before the battery-against-recall figure), then the others (after the
    /// paired differences). A table without a value anywhere is left out.
    package func metricTables() -> (headline: ReportTable, others: [ReportTable]) {
        let tables = MetricTableLayout.tables(for: results.metrics).map { layout in
            perPointTable(caption: layout.caption, columns: layout.columns.map(\.heading)) { summary in
                layout.columns.map { $0.cell(summary) }
            }
        }
        let shown = zip(MetricTableLayout.tables(for: results.metrics), tables).filter { layout, _ in
            layout.columns.contains { column in
                results.points.contains { point in point.strategies.contains { $0[column.metric] != nil } }
            }
        }
        return (tables[0], shown.dropFirst().map(\.1))
    }

    /// Which (point,) strategies had runs that outlived the horizon, e.g. "three-manager at outerRadius
    /// 250 m: 3 of 100 runs"; empty when none did.
    package func extrapolatedRuns() -> [String] {
        results.points.flatMap { point in
            point.strategies.filter { $0.extrapolatedRuns > 0 }.map { summary in
                let at = results.sweep.isEmpty ? "" : " at \(results.pointLabel(point.index, registry: registry))"
                return "\(summary.label)\(at): \(summary.extrapolatedRuns) of \(summary.replications) runs"
            }
        }
    }

    /// A table with one row per (point,) strategy: the swept values, the strategy (named in the caption
    /// instead when there is only one), then `cells`.
    package func perPointTable(caption: String, columns: [String], cells: (StrategySummary) -> [TableCell])
        -> ReportTable
    {
        let paths = results.sweep.map(\.path)
        let single = results.strategyLabels.count == 1
        var rows: [[TableCell]] = []
        for point in results.points {
            for summary in point.strategies {
                let label: [TableCell] = single ? [] : [.text(summary.label)]
                rows.append(paths.map { .text(Format.swept(point.values[$0])) } + label + cells(summary))
            }
        }
        let per =
            paths.isEmpty
            ? "strategy" : single ? "sweep point of \(results.strategyLabels[0])" : "sweep point and strategy"
        return ReportTable(
            caption: "\(caption) per \(per) (mean or pooled share, 95 % interval)",
            columns: paths.map(SweptParameter.shortName) + (single ? [] : ["Strategy"]) + columns, rows: rows)
    }

    /// Paired differences of each strategy against the first (single-point results with two or more
    /// strategies).
    package func pairedTable() -> ReportTable? {
        guard let point = results.points.first, point.strategies.count >= 2 else { return nil }
        let metrics = MetricTableLayout.paired.filter { results.metrics.named($0.name) != nil }
        let rows = point.strategies.dropFirst().map { summary -> [TableCell] in
            [.text(summary.label)]
                + metrics.flatMap { metric -> [TableCell] in
                    guard let d = summary.versusBaseline[metric.name] else { return [.empty, .empty] }
                    return [
                        .estimate(Estimate(d.difference, lower: d.lower, upper: d.upper), decimals: metric.decimals),
                        .text(Format.pValue(d.pValue)),
                    ]
                }
        }
        return ReportTable(
            caption: "Paired differences against \(results.strategyLabels[0]) (same replications; paired t-test)",
            columns: ["Strategy"] + metrics.flatMap { [MetricTableLayout.differenceHeading($0), "p"] }, rows: rows)
    }

    /// A metric's summary with its interval (the estimate alone when there is no interval; empty without a
    /// value).
    package static func cell(_ estimate: MetricEstimate?, _ decimals: Int) -> TableCell {
        guard let estimate else { return .empty }
        guard let lower = estimate.lower, let upper = estimate.upper else {
            return .number(estimate.value, decimals: decimals)
        }
        return .estimate(Estimate(estimate.value, lower: lower, upper: upper), decimals: decimals)
    }
}
