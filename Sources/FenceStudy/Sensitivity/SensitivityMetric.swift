import FenceExperiment
import FenceStats

/// One output of a sensitivity study: a headline quantity of one strategy, or the paired difference
/// of that quantity between a strategy and the first (baseline) strategy.
///
/// A design point's value of a metric is the mean over the point's replications (the same
/// replication seeds at every point: common random numbers). A difference is the mean of the
/// per-replication differences, over the replications where both values are defined.
public struct SensitivityMetric: Sendable, Equatable, Codable {
    /// The per-run quantities a study reports.
    public enum Quantity: String, Sendable, Equatable, Codable, CaseIterable {
        /// ``RunMetrics/batteryLifeHours``.
        case batteryLifeHours
        /// ``RunMetrics/entryRecall``.
        case entryRecall
        /// ``RunMetrics/falseEntriesPerDay``.
        case falseEntriesPerDay
        /// ``RunMetrics/declarationsPerTransition`` (flapping).
        case declarationsPerTransition
        /// ``RunMetrics/repeatEntriesPerDay`` (flapping).
        case repeatEntriesPerDay
        /// ``RunMetrics/gpsFixErrorMedianMeters``.
        case gpsFixErrorMedianMeters
        /// ``RunMetrics/wifiFixErrorMedianMeters``.
        case wifiFixErrorMedianMeters
        /// ``RunMetrics/cellFixErrorMedianMeters``.
        case cellFixErrorMedianMeters
        /// ``RunMetrics/entryLatencyMedianSeconds`` (undefined in a run that declares no counted entry).
        case entryLatencyMedianSeconds

        /// The unit, as the parameter table writes units.
        public var unit: String {
            switch self {
            case .batteryLifeHours: "h"
            case .entryRecall, .declarationsPerTransition: "–"
            case .falseEntriesPerDay, .repeatEntriesPerDay: "1/day"
            case .gpsFixErrorMedianMeters, .wifiFixErrorMedianMeters, .cellFixErrorMedianMeters: "m"
            case .entryLatencyMedianSeconds: "s"
            }
        }

        /// Whether a run's value can be 0 (a share, a count, a latency whose entries were all declared within
        /// the early tolerance): such a quantity has no logarithm, so no observation of it is on the log scale.
        public var canBeZero: Bool {
            switch self {
            case .batteryLifeHours: false
            case .entryRecall, .falseEntriesPerDay, .declarationsPerTransition, .repeatEntriesPerDay,
                .entryLatencyMedianSeconds:
                true
            case .gpsFixErrorMedianMeters, .wifiFixErrorMedianMeters, .cellFixErrorMedianMeters: false
            }
        }

        /// The quantities a sensitivity study reports for every strategy: all but the fix errors, which a
        /// strategy that never asks a source for a fix leaves undefined on every replication, and the median
        /// entry latency, which a design point where a strategy detects no entry leaves undefined (a study needs
        /// each metric defined at every point, and a Morris design over every parameter draws such points at
        /// most seeds). Observations may use every quantity.
        public static let studied: [Quantity] = allCases.filter { !$0.isFixError && $0 != .entryLatencyMedianSeconds }

        /// Whether the quantity is a source's median fix error.
        public var isFixError: Bool {
            self == .gpsFixErrorMedianMeters || self == .wifiFixErrorMedianMeters || self == .cellFixErrorMedianMeters
        }

        /// The quantity's value in one run; nil where it is undefined (no visits, no transitions).
        func value(_ run: RunMetrics) -> Double? {
            switch self {
            case .batteryLifeHours: run.batteryLifeHours
            case .entryRecall: run.entryRecall
            case .falseEntriesPerDay: run.falseEntriesPerDay
            case .declarationsPerTransition: run.declarationsPerTransition
            case .repeatEntriesPerDay: run.repeatEntriesPerDay
            case .gpsFixErrorMedianMeters: run.gpsFixErrorMedianMeters
            case .wifiFixErrorMedianMeters: run.wifiFixErrorMedianMeters
            case .cellFixErrorMedianMeters: run.cellFixErrorMedianMeters
            case .entryLatencyMedianSeconds: run.entryLatencyMedianSeconds
            }
        }
    }

    /// The metric's name: `LABEL.quantity`, or `LABEL−BASELINE.quantity` for a paired difference.
    public var name: String
    /// The quantity.
    public var quantity: Quantity
    /// The strategy's label.
    public var strategy: String
    /// For a paired difference, the baseline strategy's label (the scenario's first); nil otherwise.
    public var baseline: String?

    /// The unit of the metric (a difference has its quantity's unit).
    public var unit: String { quantity.unit }

    /// The values the metric can take: a share in [0, 1], the others in [0, ∞); a difference of shares in
    /// [−1, 1], of the others unbounded.
    public var bounds: ClosedRange<Double> {
        let share = quantity == .entryRecall
        if baseline != nil { return share ? -1...1 : -Double.infinity...Double.infinity }
        return share ? 0...1 : 0...Double.infinity
    }

    /// Every studied quantity (``Quantity/studied``) of every strategy (in scenario order), then every
    /// studied quantity's difference between each later strategy and the first.
    public static func list(strategyLabels labels: [String]) -> [SensitivityMetric] {
        var metrics: [SensitivityMetric] = []
        for label in labels {
            for quantity in Quantity.studied {
                metrics.append(
                    SensitivityMetric(name: "\(label).\(quantity.rawValue)", quantity: quantity, strategy: label))
            }
        }
        guard let first = labels.first else { return metrics }
        for label in labels.dropFirst() {
            for quantity in Quantity.studied {
                metrics.append(
                    SensitivityMetric(
                        name: "\(label)−\(first).\(quantity.rawValue)", quantity: quantity, strategy: label,
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
