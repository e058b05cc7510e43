import FenceDevice

/// One strategy's results aggregated over replications: every metric of its catalogue summarised by the
/// metric's estimator (``MetricEstimator``), the breakdowns by component and source, and paired differences
/// against the first strategy.
public struct StrategySummary: Sendable, Equatable {
    /// The strategy's label in the scenario.
    public var label: String
    /// Its registered name.
    public var strategy: String
    /// Replications aggregated.
    public var replications: Int
    /// Runs whose battery life was extrapolated (the horizon came first).
    public var extrapolatedRuns: Int
    /// Runs cut short by a failure (a strategy livelock).
    public var failedRuns: Int
    /// Each metric's summary by the metric's name; a metric no run defines has none.
    public var estimates: [String: MetricEstimate]
    /// Charge per component, mAh.
    public var chargeByComponentMilliampHours: [DeviceComponent: MeanEstimate]
    /// Fixes delivered and hours on per source.
    public var fixesBySource: [SourceKind: MeanEstimate]
    public var onTimeHoursBySource: [SourceKind: MeanEstimate]
    /// Paired differences against the scenario's first strategy by metric name (empty for the first): the
    /// metrics with the ``Metric/Role/paired`` role, per replication.
    public var versusBaseline: [String: PairedDifference]

    /// Aggregates `runs` (one per replication, in replication order) by every metric of `catalogue`;
    /// `baseline` is the first strategy's runs, for paired differences (nil for the first strategy itself).
    public init(
        label: String, strategy: String, runs: [RunMetrics], baseline: [RunMetrics]?,
        catalogue: MetricCatalogue = .standard
    ) {
        self.label = label
        self.strategy = strategy
        replications = runs.count
        extrapolatedRuns = runs.filter(\.batteryLifeExtrapolated).count
        failedRuns = runs.filter { $0.failure != nil }.count
        var estimates: [String: MetricEstimate] = [:]
        for metric in catalogue.metrics {
            estimates[metric.name] = metric.estimator.summarise(runs)
        }
        self.estimates = estimates
        chargeByComponentMilliampHours = Dictionary(
            uniqueKeysWithValues: DeviceComponent.reported(in: runs.map(\.chargeByComponentMilliampHours)).compactMap {
                component in
                MeanEstimate(runs.map { $0.chargeByComponentMilliampHours[component] }).map { (component, $0) }
            })
        fixesBySource = Dictionary(
            uniqueKeysWithValues: SourceKind.allCases.compactMap { kind in
                MeanEstimate(runs.map { Double($0.fixesBySource[kind] ?? 0) }).map { (kind, $0) }
            })
        onTimeHoursBySource = Dictionary(
            uniqueKeysWithValues: SourceKind.allCases.compactMap { kind in
                MeanEstimate(runs.map { ($0.onTimeSecondsBySource[kind] ?? 0) / 3600 }).map { (kind, $0) }
            })
        var differences: [String: PairedDifference] = [:]
        if let baseline {
            for metric in catalogue.with(.paired) {
                if let difference = PairedDifference(
                    runs.map(metric.value), baseline: baseline.map(metric.value),
                    valueRange: metric.estimator.runValueRange)
                {
                    differences[metric.name] = difference
                }
            }
        }
        versusBaseline = differences
    }

    /// The summary of `metric`; nil where no run defines it.
    public subscript(metric: Metric) -> MetricEstimate? { estimates[metric.name] }
}
