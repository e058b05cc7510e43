import FenceExperiment

/// What the intervals of a table of metrics are, generated from each metric's estimator
/// (``MetricEstimator/intervalName``, ``MetricEstimator/intervalDescription``): the terminal summary's legend
/// and the report's Definitions say the same thing as the code does.
package enum IntervalLegend {
    /// One line: the metrics grouped by their interval, in order of first appearance ("95 % intervals
    /// (docs/intervals.md): mean, t with Hall's skewness correction — Battery life, …; pooled, … — Entry recall").
    package static func line(_ metrics: [Metric]) -> String {
        var groups: [(name: String, titles: [String])] = []
        for metric in metrics {
            let name = metric.estimator.intervalName
            if let at = groups.firstIndex(where: { $0.name == name }) {
                if !groups[at].titles.contains(metric.title) { groups[at].titles.append(metric.title) }
            } else {
                groups.append((name, [metric.title]))
            }
        }
        return "95 % intervals (docs/intervals.md): "
            + groups.map { "\($0.name) — \($0.titles.joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// One definition per metric: its title, what it measures and how the replications summarise it.
    package static func definitions(_ metrics: [Metric]) -> [String] {
        metrics.map { "\($0.title): \($0.definition); \($0.estimator.intervalDescription)." }
    }
}
