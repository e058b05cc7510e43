import FenceDevice

/// One strategy's results aggregated over replications.
///
/// Means and pooled ratios carry 95 % intervals over replications, the independent units (`Estimates.swift`;
/// `docs/intervals.md` says which interval each metric gets and its measured coverage). Recall and precision
/// are pooled over all visits (declarations) of all replications — which uses every visit equally however they
/// are spread over replications (documented in `docs/scenarios.md`). Per-replication recall is still used for
/// the paired comparison.
public struct StrategySummary: Sendable, Equatable, Codable {
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

    public var batteryLifeHours: MeanEstimate?
    public var meanCurrentMilliamps: MeanEstimate?
    /// Charge per component, mAh.
    public var chargeByComponentMilliampHours: [DeviceComponent: MeanEstimate]
    public var entryRecall: ProportionEstimate?
    public var exitRecall: ProportionEstimate?
    public var precision: ProportionEstimate?
    public var falseEntriesPerDay: MeanEstimate?
    public var falseExitsPerDay: MeanEstimate?
    public var entryLatencyMedianSeconds: MeanEstimate?
    public var entryLatencyP90Seconds: MeanEstimate?
    public var fixesBySource: [SourceKind: MeanEstimate]
    public var onTimeHoursBySource: [SourceKind: MeanEstimate]
    /// Paired differences against the scenario's first strategy (empty for the first).
    public var versusBaseline: [String: PairedDifference]
    /// Notification spam: mean declarations per true transition (``RunMetrics/declarationsPerTransition``)
    /// and first-entry precision pooled over entry declarations (``RunMetrics/firstEntryPrecision``).
    /// Nil in results written before these metrics existed.
    public var declarationsPerTransition: MeanEstimate?
    public var firstEntryPrecision: ProportionEstimate?
    /// Mean repeated entries within a true visit per day (``RunMetrics/repeatEntriesPerDay``).
    public var repeatEntriesPerDay: MeanEstimate?
    /// Mean over the runs with such fixes of each run's median GPS (and A-GPS), Wi-Fi and cell fix error,
    /// metres (``RunMetrics/gpsFixErrorMedianMeters``; nil without any, and in results written before).
    public var gpsFixErrorMedianMeters: MeanEstimate?
    public var wifiFixErrorMedianMeters: MeanEstimate?
    public var cellFixErrorMedianMeters: MeanEstimate?

    /// Aggregates `runs` (one per replication, in replication order); `baseline` is the first
    /// strategy's runs, for paired differences (nil for the first strategy itself).
    public init(label: String, strategy: String, runs: [RunMetrics], baseline: [RunMetrics]?) {
        self.label = label
        self.strategy = strategy
        replications = runs.count
        extrapolatedRuns = runs.filter(\.batteryLifeExtrapolated).count
        failedRuns = runs.filter { $0.failure != nil }.count
        batteryLifeHours = MeanEstimate(runs.map(\.batteryLifeHours))
        meanCurrentMilliamps = MeanEstimate(runs.map(\.meanCurrentMilliamps))
        chargeByComponentMilliampHours = Dictionary(
            uniqueKeysWithValues: DeviceComponent.reported(in: runs.map(\.chargeByComponentMilliampHours)).compactMap {
                component in
                MeanEstimate(runs.map { $0.chargeByComponentMilliampHours[component] }).map { (component, $0) }
            })
        entryRecall = ProportionEstimate(
            successes: runs.map(\.entriesDetected), trials: runs.map(\.visits), interval: .designEffect)
        exitRecall = ProportionEstimate(
            successes: runs.map(\.exitsDetected), trials: runs.map(\.exitVisits), interval: .designEffect)
        precision = ProportionEstimate(
            successes: runs.map { $0.entriesDeclared - $0.falseEntries }, trials: runs.map(\.entriesDeclared),
            interval: .skewOrDesignEffect)
        // Rates of counted events over the simulated days, pooled over replications.
        let days = runs.map { $0.simulatedHours / 24 }
        falseEntriesPerDay = MeanEstimate(events: runs.map(\.falseEntries), exposures: days)
        falseExitsPerDay = MeanEstimate(events: runs.map(\.falseExits), exposures: days)
        entryLatencyMedianSeconds = MeanEstimate(runs.compactMap(\.entryLatencyMedianSeconds))
        entryLatencyP90Seconds = MeanEstimate(runs.compactMap(\.entryLatencyP90Seconds))
        fixesBySource = Dictionary(
            uniqueKeysWithValues: SourceKind.allCases.compactMap { kind in
                MeanEstimate(runs.map { Double($0.fixesBySource[kind] ?? 0) }).map { (kind, $0) }
            })
        onTimeHoursBySource = Dictionary(
            uniqueKeysWithValues: SourceKind.allCases.compactMap { kind in
                MeanEstimate(runs.map { ($0.onTimeSecondsBySource[kind] ?? 0) / 3600 }).map { (kind, $0) }
            })
        declarationsPerTransition = MeanEstimate(runs.compactMap(\.declarationsPerTransition))
        let counted = runs.filter { $0.flapping != nil }
        firstEntryPrecision = ProportionEstimate(
            successes: counted.map { $0.flapping?.firstEntries ?? 0 }, trials: counted.map(\.entriesDeclared),
            interval: .skewOrDesignEffect)
        let repeats = counted.filter { $0.simulatedHours > 0 }
        repeatEntriesPerDay = MeanEstimate(
            meanRateOfEvents: repeats.map { $0.entriesDeclared - $0.falseEntries - ($0.flapping?.firstEntries ?? 0) },
            exposures: repeats.map { $0.simulatedHours / 24 })
        gpsFixErrorMedianMeters = MeanEstimate(runs.compactMap(\.gpsFixErrorMedianMeters))
        wifiFixErrorMedianMeters = MeanEstimate(runs.compactMap(\.wifiFixErrorMedianMeters))
        cellFixErrorMedianMeters = MeanEstimate(runs.compactMap(\.cellFixErrorMedianMeters))
        var differences: [String: PairedDifference] = [:]
        if let baseline {
            for metric in Self.pairedMetrics {
                if let difference = PairedDifference(
                    runs.map(metric.value), baseline: baseline.map(metric.value),
                    valueRange: Self.perRunShares.contains(metric.name) ? 0...1 : nil)
                {
                    differences[metric.name] = difference
                }
            }
        }
        versusBaseline = differences
    }

    /// The paired metrics whose per-run value is a share in [0, 1] (``PairedDifference``'s value range).
    static let perRunShares: Set<String> = ["entryRecall", "exitRecall"]

    /// The per-run metrics compared pairwise against the baseline strategy: those `fencesim compare`
    /// checks (``ComparedMetric/all``), except the precisions, which are reported pooled only.
    public static let pairedMetrics = ComparedMetric.all.filter {
        $0.name != "precision" && $0.name != "firstEntryPrecision"
    }
}
