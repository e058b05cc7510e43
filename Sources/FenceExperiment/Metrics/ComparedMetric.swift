/// A per-run metric that `fencesim compare` checks, with the direction in which a change is bad.
public struct ComparedMetric: Sendable {
    /// Which way is better.
    public enum Direction: String, Sendable, Codable {
        /// Larger values are better (battery life, recall): a decrease is a regression.
        case higherIsBetter
        /// Smaller values are better (current, false entries, latency): an increase is a regression.
        case lowerIsBetter
    }

    /// Name used in tables and `--tolerance` (the results' field name).
    public var name: String
    /// Unit of the metric and of its tolerance ("h", "mA", "1/day", "s"; empty for shares).
    public var unit: String
    /// Which way is better.
    public var direction: Direction
    /// The metric of one run (nil where it is undefined, such as recall without visits).
    public var value: @Sendable (RunMetrics) -> Double?

    /// The metrics compared, in table order. Recall and precision are compared as per-replication
    /// shares (the unit of pairing), so their change is the mean per-replication change.
    public static let all: [ComparedMetric] = [
        ComparedMetric(name: "batteryLifeHours", unit: "h", direction: .higherIsBetter) { $0.batteryLifeHours },
        ComparedMetric(name: "meanCurrentMilliamps", unit: "mA", direction: .lowerIsBetter) {
            $0.meanCurrentMilliamps
        },
        ComparedMetric(name: "entryRecall", unit: "", direction: .higherIsBetter) { $0.entryRecall },
        ComparedMetric(name: "exitRecall", unit: "", direction: .higherIsBetter) { $0.exitRecall },
        ComparedMetric(name: "precision", unit: "", direction: .higherIsBetter) { $0.precision },
        ComparedMetric(name: "falseEntriesPerDay", unit: "1/day", direction: .lowerIsBetter) {
            $0.falseEntriesPerDay
        },
        ComparedMetric(name: "falseExitsPerDay", unit: "1/day", direction: .lowerIsBetter) { $0.falseExitsPerDay },
        ComparedMetric(name: "entryLatencyMedianSeconds", unit: "s", direction: .lowerIsBetter) {
            $0.entryLatencyMedianSeconds
        },
        // Flapping raises it above 1; a drop below 1 from missed visits shows in the recalls.
        ComparedMetric(name: "declarationsPerTransition", unit: "", direction: .lowerIsBetter) {
            $0.declarationsPerTransition
        },
        ComparedMetric(name: "firstEntryPrecision", unit: "", direction: .higherIsBetter) { $0.firstEntryPrecision },
    ]

    /// The metric called `name`, if any.
    public static func named(_ name: String) -> ComparedMetric? { all.first { $0.name == name } }
}

/// How large a bad change must be before `compare` calls it a regression: an absolute amount in the
/// metric's unit (`batteryLifeHours=0.5`) or a percentage of the base value (`batteryLifeHours=5%`).
public struct Tolerance: Sendable, Equatable {
    /// The metric's name.
    public var metric: String
    /// The allowed bad change (≥ 0): in the metric's unit, or percent of the base mean.
    public var amount: Double
    /// Whether ``amount`` is a percentage of the base mean.
    public var isRelative: Bool

    /// A tolerance of `amount` on `metric`.
    public init(metric: String, amount: Double, isRelative: Bool) {
        self.metric = metric
        self.amount = amount
        self.isRelative = isRelative
    }

    /// Parses `METRIC=VALUE` or `METRIC=VALUE%`; the error names what is wrong.
    public init(parsing text: String) throws(ComparisonError) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let names = ComparedMetric.all.map(\.name).joined(separator: ", ")
        guard parts.count == 2, ComparedMetric.named(parts[0]) != nil else {
            throw ComparisonError(
                problems: ["--tolerance \(text): expected METRIC=VALUE or METRIC=VALUE% with METRIC one of \(names)"])
        }
        var number = parts[1]
        let relative = number.hasSuffix("%")
        if relative { number.removeLast() }
        guard let amount = Double(number), amount.isFinite, amount >= 0 else {
            throw ComparisonError(
                problems: ["--tolerance \(text): expected a non-negative number (or percentage), got '\(parts[1])'"])
        }
        self.init(metric: parts[0], amount: amount, isRelative: relative)
    }

    /// The allowed bad change in the metric's unit, given the base mean.
    public func allowance(baseMean: Double) -> Double { isRelative ? amount / 100 * abs(baseMean) : amount }
}

/// Why two results cannot be compared: they differ in shape (sweep, strategies, points) or a
/// tolerance is malformed. Each problem is listed; nothing is matched by guesswork. Exit status 2.
public struct ComparisonError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every problem found.
    public var problems: [String]

    /// An error listing `problems`.
    public init(problems: [String]) { self.problems = problems }

    public var description: String {
        "cannot compare: " + problems.joined(separator: "; ")
    }
}
