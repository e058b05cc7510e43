import FenceExperiment
import FenceReport

/// Which metrics a results report's tables show, in which order: the headline table first, then the
/// others. A catalogue metric that no table places, and that is not left out on purpose, gets a last table of
/// its own, so a new metric is reported without editing this layout.
package struct MetricTableLayout {
    /// A column: a metric's summary with its interval, or the trials a pooled share counts.
    package enum Column {
        /// The metric's summary and 95 % interval.
        case estimate(Metric)
        /// The trials of a pooled share, under `heading` ("Visits counted").
        case trials(Metric, heading: String)

        /// The metric the column shows.
        package var metric: Metric {
            switch self {
            case .estimate(let metric), .trials(let metric, _): metric
            }
        }

        /// The column's heading.
        package var heading: String {
            switch self {
            case .estimate(let metric): metric.heading
            case .trials(_, let heading): heading
            }
        }

        /// The text of `summary`'s cell in a terminal table ("–" without a value).
        package func text(_ summary: StrategySummary) -> String {
            switch self {
            case .estimate(let metric):
                summary[metric].map { Format.interval($0.value, $0.lower, $0.upper, metric.decimals) } ?? "–"
            case .trials(let metric, _): summary[metric]?.share.map { "\($0.trials)" } ?? "–"
            }
        }

        /// The cell of `summary`.
        package func cell(_ summary: StrategySummary) -> TableCell {
            switch self {
            case .estimate(let metric): ResultsReport.cell(summary[metric], metric.decimals)
            case .trials(let metric, _):
                summary[metric]?.share.map { .number(Double($0.trials), decimals: 0) } ?? .empty
            }
        }
    }

    /// What the table is ("Battery life and accuracy"); the report adds per what and the interval.
    package var caption: String
    /// Its columns after the point and strategy.
    package var columns: [Column]

    /// The tables of FenceSim's metrics.
    package static let standard: [MetricTableLayout] = [
        MetricTableLayout(
            caption: "Battery life and accuracy",
            columns: [
                .estimate(.batteryLifeHours), .estimate(.entryRecall), .trials(.entryRecall, heading: "Visits counted"),
                .estimate(.exitRecall), .estimate(.falseEntriesPerDay),
            ]),
        MetricTableLayout(
            caption: "Daily drain with the phone charged daily",
            columns: [.estimate(.dailyDrainPercent), .estimate(.emptyHoursPerDay)]),
        MetricTableLayout(
            caption: "Precision, false exits, latency and current",
            columns: [
                .estimate(.precision), .estimate(.falseExitsPerDay), .estimate(.entryLatencyMedianSeconds),
                .estimate(.meanCurrentMilliamps),
            ]),
        MetricTableLayout(
            caption: "Notification spam",
            columns: [
                .estimate(.declarationsPerTransition), .estimate(.firstEntryPrecision), .estimate(.repeatEntriesPerDay),
            ]),
        MetricTableLayout(
            caption: "Median fix error by source (each run's median, over the runs with fixes of that source)",
            columns: [
                .estimate(.gpsFixErrorMedianMeters), .estimate(.wifiFixErrorMedianMeters),
                .estimate(.cellFixErrorMedianMeters),
            ]),
    ]

    /// The metrics whose paired differences against the first strategy a report and the run summary show.
    package static let paired: [Metric] = [.batteryLifeHours, .entryRecall, .falseEntriesPerDay]

    /// The heading of a paired difference: "Δ battery life (h)".
    package static func differenceHeading(_ metric: Metric) -> String {
        "Δ " + metric.heading.prefix(1).lowercased() + metric.heading.dropFirst()
    }

    /// Metrics no table shows on purpose: the 90th percentile latency is marked on the latency chart.
    package static let untabled: [Metric] = [.entryLatencyP90Seconds]

    /// The tables for `catalogue`: the standard layout without the metrics it does not hold, then a table of
    /// every metric the layout does not place.
    package static func tables(for catalogue: MetricCatalogue) -> [MetricTableLayout] {
        var tables = standard.map { table in
            MetricTableLayout(
                caption: table.caption, columns: table.columns.filter { catalogue.named($0.metric.name) != nil })
        }
        let placed = Set(tables.flatMap { $0.columns.map(\.metric.name) } + untabled.map(\.name))
        let others = catalogue.metrics.filter { !placed.contains($0.name) }
        if !others.isEmpty {
            tables.append(MetricTableLayout(caption: "Other metrics", columns: others.map(Column.estimate)))
        }
        return tables
    }
}
