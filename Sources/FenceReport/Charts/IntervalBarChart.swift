/// One row of an interval bar chart (e.g. one parameter): one estimate per series, in series order.
public struct IntervalBarGroup: Sendable, Equatable {
    /// Row label, e.g. the parameter's scenario path.
    public var label: String
    /// One value with its interval per series (e.g. S1 and ST with their bootstrap intervals).
    public var values: [Estimate]

    /// A row labelled `label` with one estimate per series.
    public init(label: String, values: [Estimate]) {
        self.label = label
        self.values = values
    }
}

/// Grouped horizontal bars with interval whiskers — Sobol first-order and total indices per parameter with
/// their bootstrap intervals.
///
/// Each row holds one thin bar per series, drawn from 0 to the value (leftwards when an estimator's noise
/// makes it slightly negative; the axis then reaches below 0 and a zero line marks the bars' base), and a
/// whisker from the interval's low to its high end. Rows keep the given order. The fitted axis spans 0,
/// every value and every interval end; when any of them reaches ``reachesOneAbove`` it also spans 1, so an
/// index near its ceiling reads against it.
///
/// ```swift
/// let chart = IntervalBarChart(
///     title: "three-manager battery life: Sobol indices",
///     summary: "First-order and total Sobol indices per parameter with 95 % bootstrap intervals.",
///     series: ["First-order S1", "Total ST"],
///     groups: [IntervalBarGroup(label: "platform.wifiScanMilliamps",
///                               values: [Estimate(0.42, lower: 0.35, upper: 0.5), Estimate(0.47, lower: 0.4, upper: 0.55)])],
///     valueAxis: Axis(title: "Sobol index"))
/// ```
public struct IntervalBarChart: Chart {
    /// Title drawn at the top.
    public var title: String
    /// Description for screen readers.
    public var summary: String
    /// Series labels (legend), one bar per series in every row, top to bottom within the row.
    public var series: [String]
    /// Rows, top to bottom.
    public var groups: [IntervalBarGroup]
    /// The value axis.
    public var valueAxis: Axis
    /// Legend label of the whiskers.
    public var intervalLabel: String
    /// A fitted axis extends to 1 when a value or interval end reaches this; nil never extends it.
    public var reachesOneAbove: Double?
    /// Canvas size; nil for 760 wide and 20 units per row plus 16 per bar in it.
    public var size: ChartSize?

    /// An interval bar chart; see the properties.
    public init(
        title: String, summary: String, series: [String], groups: [IntervalBarGroup], valueAxis: Axis,
        intervalLabel: String = "95 % bootstrap interval", reachesOneAbove: Double? = 0.9, size: ChartSize? = nil
    ) {
        self.title = title
        self.summary = summary
        self.series = series
        self.groups = groups
        self.valueAxis = valueAxis
        self.intervalLabel = intervalLabel
        self.reachesOneAbove = reachesOneAbove
        self.size = size
    }

    /// The size used: the given one, or 760 wide and tall enough for 16 units per bar and 20 between rows.
    var resolvedSize: ChartSize {
        size ?? ChartSize(width: 760, height: 190 + (20 + 16 * Double(series.count)) * Double(max(groups.count, 1)))
    }

    /// The data range the fitted axis must span: 0, every value and interval end, and 1 when one of them
    /// reaches ``reachesOneAbove``.
    var dataRange: (lower: Double, upper: Double) {
        let ends = groups.flatMap { $0.values.flatMap { [$0.value, $0.lower, $0.upper] } }
        let lower = min(0, ends.min() ?? 0)
        var upper = max(0, ends.max() ?? 0)
        if let threshold = reachesOneAbove, upper >= threshold { upper = max(upper, 1) }
        return (lower, upper)
    }

    /// Throws unless there are series and rows, every row has one estimate per series, and every estimate
    /// is finite with low ≤ high.
    func validate(_ check: DataCheck) throws(ChartDataError) {
        try check.nonEmpty(series, "series")
        try check.nonEmpty(groups, "groups")
        if let threshold = reachesOneAbove { try check.finite(threshold, "reachesOneAbove") }
        for (g, group) in groups.enumerated() {
            let name = "groups[\(g)] \"\(group.label)\".values"
            guard group.values.count == series.count else {
                throw check.error(name, .lengthMismatch(expected: series.count, got: group.values.count))
            }
            for (s, estimate) in group.values.enumerated() { try estimate.validate(check, "\(name)[\(s)]") }
        }
    }
}
