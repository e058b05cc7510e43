/// One quantity FenceSim scores: what it is called, its unit, which way is better, how one run computes it,
/// how the replications summarise it, and where it is shown. ``MetricCatalogue`` lists them; every output
/// (summaries, comparison, CSV, report tables, text, quoted figures) derives from those rows.
public struct Metric: Sendable {
    /// Which way is better.
    public enum Direction: String, Sendable, Codable {
        /// Larger values are better (battery life, recall): a decrease is a regression.
        case higherIsBetter
        /// Smaller values are better (current, false entries, latency): an increase is a regression.
        case lowerIsBetter
    }

    /// What a metric is used for beyond its summary, which every metric has.
    public enum Role: Sendable, Hashable {
        /// `fencesim compare` checks it (as a per-replication value).
        case compared
        /// Each later strategy's summary holds its paired difference against the first strategy.
        case paired
        /// A sensitivity study reports it for every strategy: defined at every design point.
        case studied
        /// `fencesim optimize` can maximise, minimise or constrain it (`--maximize`, `--subject-to`).
        case optimized
    }

    /// The name in results files, CSV headers, `--tolerance`, `--maximize` and figure markers
    /// (`entryRecall`).
    public var name: String
    /// What a heading calls it, in sentence case without the unit ("Entry recall").
    public var title: String
    /// The unit of its values (and of a tolerance on it).
    public var unit: MetricUnit
    /// Which way is better.
    public var direction: Direction
    /// How one run computes it and the replications summarise it.
    public var estimator: MetricEstimator
    /// Decimals shown in tables and text.
    public var decimals: Int
    /// What it is used for besides its summary.
    public var roles: Set<Role>
    /// What it measures, in a sentence (the Definitions of a report).
    public var definition: String

    /// A metric; see the properties.
    public init(
        name: String, title: String, unit: MetricUnit, direction: Direction, estimator: MetricEstimator,
        decimals: Int, roles: Set<Role> = [], definition: String
    ) {
        self.name = name
        self.title = title
        self.unit = unit
        self.direction = direction
        self.estimator = estimator
        self.decimals = decimals
        self.roles = roles
        self.definition = definition
    }

    /// The metric of one run; nil where it is undefined (a recall without visits, a latency without a
    /// detection).
    public func value(_ run: RunMetrics) -> Double? { estimator.value(run) }

    /// Whether one run's value can be 0 — a share, a ratio, a count per day, a duration such as a latency whose
    /// entries were all declared within the early tolerance or hours without battery — so that it has no
    /// logarithm. Battery lives, currents, daily drains and fix-error distances are positive in every run.
    public var canBeZero: Bool {
        switch unit {
        case .hours, .milliamps, .meters, .percentPerDay: false
        case .seconds, .perDay, .hoursPerDay, .share, .ratio: true
        }
    }

    /// Whether one run's value is a fix-error median (the catalogue's only distances, in metres): a run that
    /// keeps no fix errors (``FenceDevice/Device/keepNoFixErrors()``) leaves it undefined.
    public var readsFixErrors: Bool { unit == .meters }

    /// The values a summary can take: a share in [0, 1], everything else in [0, ∞).
    public var bounds: ClosedRange<Double> { unit == .share ? 0...1 : 0...Double.infinity }

    /// The heading of a table column: the title with the unit where it adds one ("Battery life (h)",
    /// "Entry recall", "False entries per day").
    public var heading: String { unit.headingSuffix.map { "\(title) (\($0))" } ?? title }
}

extension Metric: Equatable {
    /// Metrics are the same when they have the same name (a catalogue holds each name once).
    public static func == (lhs: Metric, rhs: Metric) -> Bool { lhs.name == rhs.name }
}

/// The unit of a metric's values.
public enum MetricUnit: String, Sendable, Codable {
    /// Hours.
    case hours = "h"
    /// Milliamperes.
    case milliamps = "mA"
    /// Seconds.
    case seconds = "s"
    /// Metres.
    case meters = "m"
    /// Events per simulated day.
    case perDay = "1/day"
    /// Percent (of the usable battery capacity) per day.
    case percentPerDay = "%/day"
    /// Hours per day.
    case hoursPerDay = "h/day"
    /// A share of trials, in [0, 1].
    case share = "share"
    /// A ratio of counts without a unit (declarations per true transition).
    case ratio = "ratio"

    /// The unit as the parameter table writes units: "h", "mA", "1/day"; "–" for a dimensionless share
    /// or ratio.
    public var symbol: String {
        switch self {
        case .share, .ratio: "–"
        default: rawValue
        }
    }

    /// The unit an axis names: nil for a dimensionless share or ratio.
    public var axisUnit: String? { self == .share || self == .ratio ? nil : rawValue }

    /// What a column heading adds in parentheses: nil for shares, ratios and rates ("per day" is in the
    /// title).
    public var headingSuffix: String? {
        switch self {
        case .share, .ratio, .perDay: nil
        default: rawValue
        }
    }
}
