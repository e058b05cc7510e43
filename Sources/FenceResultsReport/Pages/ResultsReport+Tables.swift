import FenceExperiment
import FenceReport

extension ResultsReport {
    /// Per (point,) strategy: battery life, entry recall with the visits it counts, exit recall and false
    /// entries with their 95 % intervals (the headline table).
    package func mainTable() -> ReportTable {
        perPointTable(
            caption: "Battery life and accuracy",
            columns: ["Battery life (h)", "Entry recall", "Visits counted", "Exit recall", "False entries per day"]
        ) { summary in
            [
                Self.cell(summary.batteryLifeHours, 2), Self.cell(summary.entryRecall, 3),
                summary.entryRecall.map { .number(Double($0.trials), decimals: 0) } ?? .empty,
                Self.cell(summary.exitRecall, 3), Self.cell(summary.falseEntriesPerDay, 2),
            ]
        }
    }

    /// Per (point,) strategy: precision, false exits, latency and mean current.
    package func detailTable() -> ReportTable {
        perPointTable(
            caption: "Precision, false exits, latency and current",
            columns: ["Precision", "False exits per day", "Median entry latency (s)", "Mean current (mA)"]
        ) { summary in
            [
                Self.cell(summary.precision, 3), Self.cell(summary.falseExitsPerDay, 2),
                Self.cell(summary.entryLatencyMedianSeconds, 0), Self.cell(summary.meanCurrentMilliamps, 1),
            ]
        }
    }

    /// Per (point,) strategy: notification spam — declarations per true transition (1 = every true entry
    /// and exit notified once), precision over first entries and repeated entries within visits per day.
    package func spamTable() -> ReportTable {
        perPointTable(
            caption: "Notification spam",
            columns: ["Declarations per true transition", "First-entry precision", "Repeat entries per day"]
        ) { summary in
            [
                Self.cell(summary.declarationsPerTransition, 2), Self.cell(summary.firstEntryPrecision, 3),
                Self.cell(summary.repeatEntriesPerDay, 1),
            ]
        }
    }

    /// Per (point,) strategy: the median horizontal error of each source's fixes (each run's median, averaged
    /// over the runs that had such fixes); nil when no run had a fix of any source (results written before
    /// the fix errors were recorded).
    package func fixErrorTable() -> ReportTable? {
        let summaries = results.points.flatMap(\.strategies)
        guard
            summaries.contains(where: {
                $0.gpsFixErrorMedianMeters != nil || $0.wifiFixErrorMedianMeters != nil
                    || $0.cellFixErrorMedianMeters != nil
            })
        else { return nil }
        return perPointTable(
            caption: "Median fix error by source (each run's median, over the runs with fixes of that source)",
            columns: ["GPS and A-GPS (m)", "Wi-Fi (m)", "Cell (m)"]
        ) { summary in
            [
                Self.cell(summary.gpsFixErrorMedianMeters, 1), Self.cell(summary.wifiFixErrorMedianMeters, 1),
                Self.cell(summary.cellFixErrorMedianMeters, 0),
            ]
        }
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
        let metrics = [
            ("batteryLifeHours", "Δ battery life (h)", 2), ("entryRecall", "Δ entry recall", 3),
            ("falseEntriesPerDay", "Δ false entries per day", 2),
        ]
        let rows = point.strategies.dropFirst().map { summary -> [TableCell] in
            [.text(summary.label)]
                + metrics.flatMap { name, _, decimals -> [TableCell] in
                    guard let d = summary.versusBaseline[name] else { return [.empty, .empty] }
                    return [
                        .estimate(Estimate(d.difference, lower: d.lower, upper: d.upper), decimals: decimals),
                        .text(Format.pValue(d.pValue)),
                    ]
                }
        }
        return ReportTable(
            caption: "Paired differences against \(results.strategyLabels[0]) (same replications; paired t-test)",
            columns: ["Strategy"] + metrics.flatMap { [$0.1, "p"] }, rows: rows)
    }

    /// A mean with its interval (the mean alone when there is no interval; a dash without a value).
    package static func cell(_ estimate: MeanEstimate?, _ decimals: Int) -> TableCell {
        guard let estimate else { return .empty }
        guard let lower = estimate.lower, let upper = estimate.upper else {
            return .number(estimate.mean, decimals: decimals)
        }
        return .estimate(Estimate(estimate.mean, lower: lower, upper: upper), decimals: decimals)
    }

    /// A pooled share with its Wilson interval.
    package static func cell(_ estimate: ProportionEstimate?, _ decimals: Int) -> TableCell {
        guard let estimate else { return .empty }
        return .estimate(Estimate(estimate.estimate, lower: estimate.lower, upper: estimate.upper), decimals: decimals)
    }
}
