/// The metrics FenceSim scores, in the order outputs list them. Everything that names a metric — a
/// strategy's summary, paired differences, `fencesim compare`, the CSV, report tables, text summaries,
/// quoted figures, sensitivity studies and optimisation — takes it from here: a new metric is a row (and the
/// scoring of ``RunMetrics`` it reads).
public struct MetricCatalogue: Sendable, Equatable {
    /// Every metric, each name once.
    public var metrics: [Metric]

    /// A catalogue of `metrics` (names must differ).
    public init(_ metrics: [Metric]) {
        precondition(Set(metrics.map(\.name)).count == metrics.count, "metric names must differ")
        self.metrics = metrics
    }

    /// The metric called `name`, if any.
    public func named(_ name: String) -> Metric? { metrics.first { $0.name == name } }

    /// The metrics with `role`, in catalogue order.
    public func with(_ role: Metric.Role) -> [Metric] { metrics.filter { $0.roles.contains(role) } }

    /// The distinct metrics of `metrics` in this catalogue's order, then those it does not hold in the order they
    /// come (a study's results may use metrics of another catalogue).
    public func ordering(_ metrics: some Sequence<Metric>) -> [Metric] {
        var seen: [Metric] = []
        for metric in metrics where !seen.contains(metric) { seen.append(metric) }
        return self.metrics.filter(seen.contains) + seen.filter { !self.metrics.contains($0) }
    }

    /// Every metric's name, for messages ("batteryLifeHours, meanCurrentMilliamps, …").
    public var names: String { metrics.map(\.name).joined(separator: ", ") }

    /// FenceSim's metrics.
    public static let standard = MetricCatalogue([
        .batteryLifeHours, .meanCurrentMilliamps, .entryRecall, .exitRecall, .falseEntriesPerDay, .falseExitsPerDay,
        .precision, .entryLatencyMedianSeconds, .entryLatencyP90Seconds, .declarationsPerTransition,
        .firstEntryPrecision, .repeatEntriesPerDay, .gpsFixErrorMedianMeters, .wifiFixErrorMedianMeters,
        .cellFixErrorMedianMeters, .dailyDrainPercent, .emptyHoursPerDay,
    ])
}

extension Metric {
    /// ``RunMetrics/batteryLifeHours``.
    public static let batteryLifeHours = Metric(
        name: "batteryLifeHours", title: "Battery life", unit: .hours, direction: .higherIsBetter,
        estimator: .mean { $0.batteryLifeHours }, decimals: 2, roles: [.compared, .paired, .studied, .optimized],
        definition:
            "hours until the battery is empty (extrapolated at the run's mean current when the horizon comes first)")

    /// ``RunMetrics/meanCurrentMilliamps``.
    public static let meanCurrentMilliamps = Metric(
        name: "meanCurrentMilliamps", title: "Mean current", unit: .milliamps, direction: .lowerIsBetter,
        estimator: .mean { $0.meanCurrentMilliamps }, decimals: 1, roles: [.compared, .paired, .optimized],
        definition: "charge drawn over the run divided by its simulated hours")

    /// ``RunMetrics/entryRecall``: detected over counted visits.
    public static let entryRecall = Metric(
        name: "entryRecall", title: "Entry recall", unit: .share, direction: .higherIsBetter,
        estimator: .pooledShare(successes: { $0.entriesDetected }, trials: { $0.visits }, interval: .designEffect),
        decimals: 3,
        roles: [.compared, .paired, .studied, .optimized],
        definition:
            "share of true visits (dwell at least the scenario's minimum, begun while the phone was alive) with an "
            + "entry declared before the true exit")

    /// ``RunMetrics/exitRecall``: detected over counted exits.
    public static let exitRecall = Metric(
        name: "exitRecall", title: "Exit recall", unit: .share, direction: .higherIsBetter,
        estimator: .pooledShare(successes: { $0.exitsDetected }, trials: { $0.exitVisits }, interval: .designEffect),
        decimals: 3,
        roles: [.compared, .paired, .optimized],
        definition: "share of counted visits whose true exit, while the phone was alive, was declared in time")

    /// ``RunMetrics/falseEntriesPerDay``.
    public static let falseEntriesPerDay = Metric(
        name: "falseEntriesPerDay", title: "False entries per day", unit: .perDay, direction: .lowerIsBetter,
        estimator: .pooledRate(events: { $0.falseEntries }, exposureDays: { $0.simulatedHours / 24 }), decimals: 2,
        roles: [.compared, .paired, .studied, .optimized],
        definition: "entry declarations that match no true visit of their fence, per simulated day")

    /// ``RunMetrics/falseExitsPerDay``.
    public static let falseExitsPerDay = Metric(
        name: "falseExitsPerDay", title: "False exits per day", unit: .perDay, direction: .lowerIsBetter,
        estimator: .pooledRate(events: { $0.falseExits }, exposureDays: { $0.simulatedHours / 24 }), decimals: 2,
        roles: [.compared, .paired],
        definition: "exit declarations that match no true exit of their fence, per simulated day")

    /// ``RunMetrics/precision``: entry declarations that match a true visit.
    public static let precision = Metric(
        name: "precision", title: "Precision", unit: .share, direction: .higherIsBetter,
        estimator: .pooledShare(
            successes: { $0.entriesDeclared - $0.falseEntries }, trials: { $0.entriesDeclared },
            interval: .skewOrDesignEffect),
        decimals: 3, roles: [.compared],
        definition: "share of entry declarations that match a true visit (of any dwell) of their fence")

    /// ``RunMetrics/entryLatencyMedianSeconds``.
    public static let entryLatencyMedianSeconds = Metric(
        name: "entryLatencyMedianSeconds", title: "Median entry latency", unit: .seconds, direction: .lowerIsBetter,
        estimator: .mean { $0.entryLatencyMedianSeconds }, decimals: 0, roles: [.compared, .paired],
        definition: "each run's median delay from a true entry to its detection, over detected visits")

    /// ``RunMetrics/entryLatencyP90Seconds``.
    public static let entryLatencyP90Seconds = Metric(
        name: "entryLatencyP90Seconds", title: "90th percentile entry latency", unit: .seconds,
        direction: .lowerIsBetter, estimator: .mean { $0.entryLatencyP90Seconds }, decimals: 0,
        definition: "each run's 90th percentile delay from a true entry to its detection, over detected visits")

    /// ``RunMetrics/declarationsPerTransition``.
    public static let declarationsPerTransition = Metric(
        name: "declarationsPerTransition", title: "Declarations per true transition", unit: .ratio,
        direction: .lowerIsBetter, estimator: .mean { $0.declarationsPerTransition }, decimals: 2,
        roles: [.compared, .paired, .studied],
        definition:
            "entry and exit declarations (each one a notification) divided by the true entries and exits of visits "
            + "of any dwell during the run; 1 means every true transition notified once, flapping across a fence "
            + "raises it")

    /// ``RunMetrics/firstEntryPrecision``.
    public static let firstEntryPrecision = Metric(
        name: "firstEntryPrecision", title: "First-entry precision", unit: .share, direction: .higherIsBetter,
        estimator: .pooledShare(
            successes: { $0.flapping?.firstEntries ?? 0 },
            trials: { run in run.flapping.map { _ in run.entriesDeclared } },
            interval: .skewOrDesignEffect),
        decimals: 3, roles: [.compared],
        definition:
            "share of entry declarations that are the first of their visit (repeats within a visit count as wrong)")

    /// ``RunMetrics/repeatEntriesPerDay``.
    public static let repeatEntriesPerDay = Metric(
        name: "repeatEntriesPerDay", title: "Repeat entries per day", unit: .perDay, direction: .lowerIsBetter,
        estimator: .meanRate(
            events: { run in run.flapping.map { run.entriesDeclared - run.falseEntries - $0.firstEntries } },
            exposureDays: { $0.simulatedHours / 24 }),
        decimals: 1, roles: [.studied],
        definition: "entry declarations within a true visit that are not its first, per simulated day")

    /// ``RunMetrics/gpsFixErrorMedianMeters``.
    public static let gpsFixErrorMedianMeters = Metric(
        name: "gpsFixErrorMedianMeters", title: "GPS and A-GPS", unit: .meters, direction: .lowerIsBetter,
        estimator: .mean { $0.gpsFixErrorMedianMeters }, decimals: 1,
        definition: "each run's median horizontal error of its GPS and A-GPS fixes, over the runs with such fixes")

    /// ``RunMetrics/wifiFixErrorMedianMeters``.
    public static let wifiFixErrorMedianMeters = Metric(
        name: "wifiFixErrorMedianMeters", title: "Wi-Fi", unit: .meters, direction: .lowerIsBetter,
        estimator: .mean { $0.wifiFixErrorMedianMeters }, decimals: 1,
        definition: "each run's median horizontal error of its Wi-Fi fixes, over the runs with such fixes")

    /// ``RunMetrics/dailyDrainPercent`` (runs of a phone charged daily only).
    public static let dailyDrainPercent = Metric(
        name: "dailyDrainPercent", title: "Daily drain", unit: .percentPerDay, direction: .lowerIsBetter,
        estimator: .mean { $0.dailyDrainPercent }, decimals: 1, roles: [.paired],
        definition:
            "with the phone charged daily, the charge drawn per day of the window as a percentage of the usable "
            + "battery capacity (100 when the battery runs empty every day, for as long as Battery empty says)")

    /// ``RunMetrics/emptyHoursPerDay`` (runs of a phone charged daily only).
    public static let emptyHoursPerDay = Metric(
        name: "emptyHoursPerDay", title: "Battery empty", unit: .hoursPerDay, direction: .lowerIsBetter,
        estimator: .mean { $0.emptyHoursPerDay }, decimals: 1,
        definition:
            "with the phone charged daily, the hours per day its battery was empty, from running out to the next "
            + "charge (the phone then misses every visit)")

    /// ``RunMetrics/cellFixErrorMedianMeters``.
    public static let cellFixErrorMedianMeters = Metric(
        name: "cellFixErrorMedianMeters", title: "Cell", unit: .meters, direction: .lowerIsBetter,
        estimator: .mean { $0.cellFixErrorMedianMeters }, decimals: 0,
        definition: "each run's median horizontal error of its cell fixes, over the runs with such fixes")
}
