import FenceExperiment
import FenceStats

/// One output of a sensitivity study: a headline quantity of one strategy, or the paired difference
/// of that quantity between a strategy and the first (baseline) strategy.
///
/// A design point's value of a metric is the mean over the point's replications (the same
/// replication seeds at every point: common random numbers). A difference is the mean of the
/// per-replication differences, over the replications where both values are defined.
public struct SensitivityMetric: Sendable, Equatable, Codable {
    /// The metric's name: `LABEL.quantity`, or `LABEL−BASELINE.quantity` for a paired difference.
    public var name: String
    /// The catalogue's metric (one with the role ``Metric/Role/studied``).
    public var quantity: Metric
    /// The strategy's label.
    public var strategy: String
    /// For a paired difference, the baseline strategy's label (the scenario's first); nil otherwise.
    public var baseline: String?

    /// The unit of the metric (a difference has its quantity's unit).
    public var unit: String { quantity.unit.symbol }

    /// The values the metric can take: a share in [0, 1], the others in [0, ∞); a difference of shares in
    /// [−1, 1], of the others unbounded.
    public var bounds: ClosedRange<Double> {
        let share = quantity.unit == .share
        if baseline != nil { return share ? -1...1 : -Double.infinity...Double.infinity }
        return share ? 0...1 : 0...Double.infinity
    }

    /// Every studied metric (`catalogue`'s rows with the role ``Metric/Role/studied``) of every strategy (in
    /// scenario order), then every studied quantity's difference between each later strategy and the first.
    public static func list(strategyLabels labels: [String], catalogue: MetricCatalogue = .standard)
        -> [SensitivityMetric]
    {
        var metrics: [SensitivityMetric] = []
        let studied = catalogue.with(.studied)
        for label in labels {
            for quantity in studied {
                metrics.append(
                    SensitivityMetric(name: "\(label).\(quantity.name)", quantity: quantity, strategy: label))
            }
        }
        guard let first = labels.first else { return metrics }
        for label in labels.dropFirst() {
            for quantity in studied {
                metrics.append(
                    SensitivityMetric(
                        name: "\(label)−\(first).\(quantity.name)", quantity: quantity, strategy: label,
                        baseline: first))
            }
        }
        return metrics
    }

    /// The metric's value on each replication (nil where undefined). `runs[r][s]` is strategy `s`'s
    /// run on replication `r`; `labels` are the strategies' labels in the same order.
    func perReplication(_ runs: [[RunMetrics]], labels: [String]) -> [Double?] {
        guard let s = labels.firstIndex(of: strategy) else { return runs.map { _ in nil } }
        let b = baseline.flatMap { labels.firstIndex(of: $0) }
        return runs.map { replication in
            guard let value = quantity.value(replication[s]) else { return nil }
            guard let b else { return value }
            return quantity.value(replication[b]).map { value - $0 }
        }
    }
}

extension Array where Element == SensitivityMetric {
    /// Each metric's values over the replications `runs`, leaving out the undefined ones; the first metric
    /// without a single defined value is named in the error.
    func definedValues(_ runs: [[RunMetrics]], labels: [String]) throws(SensitivityRunError) -> [[Double]] {
        var columns: [[Double]] = []
        for metric in self {
            let values = metric.perReplication(runs, labels: labels).compactMap { $0 }
            guard !values.isEmpty else { throw .undefinedMetric(metric.name) }
            columns.append(values)
        }
        return columns
    }
}
