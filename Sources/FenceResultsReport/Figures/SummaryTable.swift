import FenceExperiment
import FenceReport

/// The table kinds of ``FigureMarker`` over experiment results: `summary` (the strategies at one point) and
/// `sweep` (one strategy along a sweep of one path).
///
/// Columns are catalogue metrics by name (``MetricCatalogue``: the estimate and its 95 % interval, in the
/// metric's decimals), `visits` (the visits entry recall counts) or `METRIC:trials` (a pooled share's
/// trials). A column takes options after colons — a number of decimals, `mean` (the estimate alone), `short`
/// (one decimal fewer from 10 on: 337.9 but 2.90) — and a heading after `=` (default: the metric's heading
/// in lower case). `summary` takes `point=N` (default 0), `rows=LABEL,…` (default every strategy),
/// `first=HEADING` (default "strategy") and `code` (labels in backticks).
package struct SummaryTable {
    /// A column: what it shows of a strategy's summary.
    struct Column {
        /// The metric shown.
        var metric: Metric
        /// Whether the column shows the metric's trials (a pooled share's denominator).
        var trials = false
        /// Decimals, when not the metric's.
        var decimals: Int?
        /// The estimate without its interval.
        var estimateOnly = false
        /// One decimal fewer from 10 on.
        var short = false
        /// The heading.
        var heading: String

        /// The cell of `summary`: "–" where the results hold no value.
        func cell(_ summary: StrategySummary) -> String {
            guard let estimate = summary[metric] else { return "–" }
            if trials { return estimate.share.map { "\($0.trials)" } ?? "–" }
            var places = decimals ?? metric.decimals
            if short, abs(estimate.value) >= 10, places > 0 { places -= 1 }
            let value = NumberText.fixed(estimate.value, decimals: places)
            guard !estimateOnly, let lower = estimate.lower, let upper = estimate.upper else { return value }
            return
                "\(value) [\(NumberText.fixed(lower, decimals: places)), \(NumberText.fixed(upper, decimals: places))]"
        }
    }

    /// The table's lines (heading, alignment, one row per strategy or point) for `marker`.
    package static func lines(_ marker: FigureMarker, sources: FigureSources) throws(FigureProblem) -> [String] {
        guard let file = marker.arguments.first else {
            throw FigureProblem(
                "the marker names no results file", expected: marker.kind.synopsis, example: marker.kind.example,
                fix: "write the results file's path after '\(marker.kind.rawValue)'")
        }
        let results = try sources.experiment(file)
        var words = Array(marker.arguments.dropFirst())
        var first = "strategy"
        var rows: [(label: String, summary: StrategySummary)]
        var code = false
        if marker.kind == .sweep {
            guard let label = words.first else {
                throw FigureProblem(
                    "the marker names no strategy", expected: marker.kind.synopsis, example: marker.kind.example,
                    fix: "write the strategy's label after the file")
            }
            words.removeFirst()
            guard let dimension = results.header.sweep.first, results.header.sweep.count == 1 else {
                throw FigureProblem(
                    "\(file) is not a sweep of one path", expected: "the results of a sweep of one path",
                    example: marker.kind.example, fix: "use a summary table, or a sweep's results")
            }
            first = SweptParameter.shortName(dimension.path)
            rows = try results.points.map { point throws(FigureProblem) in
                guard let summary = point.strategies.first(where: { $0.label == label }) else {
                    throw noStrategy(label, results, marker)
                }
                return (NumberText.fixed(point.values[dimension.path] ?? .nan, decimals: 0), summary)
            }
        } else {
            var point = 0
            var labels: [String]?
            while let word = words.first {
                let option = word.split(separator: "=", maxSplits: 1).map(String.init)
                switch (option[0], option.count) {
                case ("code", 1): code = true
                case ("point", 2):
                    guard let index = Int(option[1]), results.points.indices.contains(index) else {
                        throw FigureProblem(
                            "\(file) has no point \(option[1])",
                            expected: "point=N, N from 0 to \(results.points.count - 1)", example: "point=0",
                            fix: "name a point of the results")
                    }
                    point = index
                case ("rows", 2): labels = option[1].split(separator: ",").map(String.init)
                case ("first", 2): first = option[1]
                default: break
                }
                guard ["code", "point", "rows", "first"].contains(option[0]) else { break }
                words.removeFirst()
            }
            let strategies = results.points.isEmpty ? [] : results.points[point].strategies
            rows = try (labels ?? strategies.map(\.label)).map { label throws(FigureProblem) in
                guard let summary = strategies.first(where: { $0.label == label }) else {
                    throw noStrategy(label, results, marker)
                }
                return (code ? "`\(label)`" : label, summary)
            }
        }
        let columns = try words.map { word throws(FigureProblem) in try column(word, marker: marker) }
        guard !columns.isEmpty else {
            throw FigureProblem(
                "the table has no columns", expected: "metric names, visits or METRIC:trials",
                example: marker.kind.example, fix: "name the columns after the rows")
        }
        var text = ["| \(([first] + columns.map(\.heading)).joined(separator: " | ")) |"]
        text.append("|---|" + String(repeating: "---:|", count: columns.count))
        for row in rows {
            text.append("| \(([row.label] + columns.map { $0.cell(row.summary) }).joined(separator: " | ")) |")
        }
        return text
    }

    /// The column `word` names.
    static func column(_ word: String, marker: FigureMarker) throws(FigureProblem) -> Column {
        let headed = word.split(separator: "=", maxSplits: 1)
        let parts = headed[0].split(separator: ":").map(String.init)
        let catalogue = MetricCatalogue.standard
        let name = parts.first ?? ""
        let visits = name == "visits"
        guard let metric = visits ? Metric.entryRecall : catalogue.named(name) else {
            throw FigureProblem(
                "'\(name)' is not a column", expected: "visits or a metric: \(catalogue.names)",
                example: marker.kind.example, fix: "name a metric of the catalogue (MetricCatalogue.swift)")
        }
        var column = Column(
            metric: metric, trials: visits,
            heading: visits ? "visits counted" : metric.heading.prefix(1).lowercased() + metric.heading.dropFirst())
        for option in parts.dropFirst() {
            if let decimals = Int(option), (0...9).contains(decimals) {
                column.decimals = decimals
            } else if option == "mean" {
                column.estimateOnly = true
            } else if option == "short" {
                column.short = true
            } else if option == "trials", metric.estimator.isPooled {
                column.trials = true
            } else {
                throw FigureProblem(
                    "'\(option)' is not an option of column \(name)",
                    expected: "decimals (0-9), mean, short, or trials for a pooled share",
                    example: "meanCurrentMilliamps:1:mean", fix: "use those options")
            }
        }
        if headed.count == 2 { column.heading = String(headed[1]) }
        return column
    }

    private static func noStrategy(_ label: String, _ results: ExperimentResults, _ marker: FigureMarker)
        -> FigureProblem
    {
        FigureProblem(
            "the results hold no strategy '\(label)'",
            expected: "a label of \(results.header.strategyLabels.joined(separator: ", "))",
            example: marker.kind.example, fix: "name a strategy the results hold")
    }
}
