import FenceFiles
import FenceKernel

/// The tidy tables beside `results.json`, one observation per row, for pandas, R and spreadsheets (RFC 4180
/// quoting, numbers in Swift's shortest round-trip form, an undefined value as an empty field; the swept values
/// first in a sweep):
/// - `summary.csv`: per (point,) strategy and metric of the catalogue the point estimate, its 95 % interval and n;
/// - `visits.csv`: per run every true visit as scored (fence, entry and exit times, counted or why not, detected,
///   latency, exit counted and detected), when the rows kept their visits (`fencesim run`);
/// - `battery.csv`: per run the battery level through the run, when the rows kept it (`run --battery-series`).
extension ExperimentResults {
    /// Column names of ``summaryCSVText()``.
    public var summaryCSVHeader: [String] {
        header.sweep.map(\.path) + ["strategy", "metric", "unit", "estimator", "estimate", "lower", "upper", "n"]
    }

    /// One row per (point,) strategy and catalogue metric: the summary of ``StrategySummary/estimates`` — the mean
    /// over replications or the share or rate pooled over them (`estimator`), its 95 % interval (empty with fewer
    /// than two values) and `n`, the values a mean is over (replications that define the metric) or the trials a
    /// share pools. A metric no strategy defines anywhere is left out; one a strategy does not define has an empty
    /// estimate and n 0.
    public func summaryCSVText() -> String {
        let shown = metrics.metrics.filter { metric in
            points.contains { point in point.strategies.contains { $0[metric] != nil } }
        }
        var lines = [summaryCSVHeader.map(ResultsFile.csvField).joined(separator: ",")]
        for point in points {
            let swept = header.sweep.map { RunColumn.format(point.values[$0.path]) }
            for summary in point.strategies {
                for metric in shown {
                    let estimate = summary[metric]
                    let n = estimate.map { $0.share?.trials ?? $0.mean?.count ?? 0 } ?? 0
                    let fields =
                        [
                            summary.label, metric.name, metric.unit.rawValue,
                            metric.estimator.isPooled ? "pooled" : "mean",
                        ]
                        .map(ResultsFile.csvField)
                        + [estimate?.value, estimate?.lower, estimate?.upper].map(RunColumn.format) + [String(n)]
                    lines.append((swept + fields).joined(separator: ","))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Column names of ``visitsCSVText()``.
    public var visitsCSVHeader: [String] {
        header.sweep.map(\.path) + [
            "strategy", "replication", "fence", "role", "entrySeconds", "exitSeconds", "dwellSeconds", "counted",
            "notCountedBecause", "detected", "latencySeconds", "exitCounted", "exitDetected", "phoneEmptyAtEntry",
        ]
    }

    /// One row per true visit of every run, in row order then ground-truth order: times in seconds from the
    /// simulation's time zero (midnight of the first day for a commute, the first fix or midnight UTC for a
    /// recorded track); `counted` whether it counts for entry recall, else `notCountedBecause`
    /// (``VisitExclusion``); `detected` and `latencySeconds` for a counted visit; `exitCounted` and
    /// `exitDetected` for exit recall; `phoneEmptyAtEntry`, whether the battery was empty then (the phone off).
    /// Nil when a row kept no visits.
    public func visitsCSVText() -> String? {
        guard rows.allSatisfy({ $0.detail != nil }), !rows.isEmpty else { return nil }
        var lines = [visitsCSVHeader.map(ResultsFile.csvField).joined(separator: ",")]
        for row in rows {
            let prefix = pointFields(row) + [ResultsFile.csvField(row.strategy), String(row.replication)]
            for visit in row.detail?.visits ?? [] {
                let fields: [String] = [
                    ResultsFile.csvField(visit.fence), visit.role.rawValue, RunColumn.format(visit.enter.seconds),
                    RunColumn.format(visit.exit.seconds), RunColumn.format((visit.exit - visit.enter).seconds),
                    String(visit.exclusion == nil), visit.exclusion?.rawValue ?? "",
                    visit.exclusion == nil ? String(visit.entryDetected) : "",
                    RunColumn.format(visit.entryLatencySeconds), String(visit.exitCounted),
                    visit.exitCounted ? String(visit.exitDetected) : "", String(visit.phoneEmptyAtEntry),
                ]
                lines.append((prefix + fields).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Column names of ``batteryCSVText()``.
    public var batteryCSVHeader: [String] {
        header.sweep.map(\.path) + ["strategy", "replication", "timeSeconds", "remainingPercent"]
    }

    /// One row per battery sample of every run (time in seconds from time zero; the usable charge left, percent of
    /// the usable capacity: 0 or below once empty, 100 again after a charge); nil when the rows kept no samples.
    public func batteryCSVText() -> String? {
        guard !rows.isEmpty, rows.allSatisfy({ $0.detail?.battery != nil }) else { return nil }
        var lines = [batteryCSVHeader.map(ResultsFile.csvField).joined(separator: ",")]
        for row in rows {
            let prefix = pointFields(row) + [ResultsFile.csvField(row.strategy), String(row.replication)]
            for sample in row.detail?.battery ?? [] {
                let fields = [RunColumn.format(sample.time.seconds), RunColumn.format(sample.remainingFraction * 100)]
                lines.append((prefix + fields).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The swept values of `row`'s point.
    private func pointFields(_ row: ResultRow) -> [String] {
        header.sweep.map { RunColumn.format(points[row.point].values[$0.path]) }
    }
}
