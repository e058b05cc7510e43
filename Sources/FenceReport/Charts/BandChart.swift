/// The ends of a quantile band, e.g. the 5 % and 95 % quantiles of a metric over the uncertainty sample.
public struct QuantileBand: Sendable, Equatable {
    /// The lower quantile.
    public var lower: Double
    /// The upper quantile (≥ lower).
    public var upper: Double

    /// The band `lower…upper`.
    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }
}

/// One row of a band chart (e.g. one strategy, or one paired difference): the distribution of a metric
/// under model uncertainty, and beside it the replication interval of the unperturbed scenario.
public struct BandRow: Sendable, Equatable {
    /// Row label, e.g. "three-manager" or "three-manager − continuous".
    public var label: String
    /// Median of the metric over the uncertainty sample.
    public var median: Double
    /// Outer band, e.g. the 5–95 % quantiles; must contain the median.
    public var outer: QuantileBand
    /// Inner band, e.g. the 25–75 % quantiles; nil to leave it out. Must lie within `outer` and contain
    /// the median.
    public var inner: QuantileBand?
    /// The replication estimate (mean and confidence interval) at the default parameters; nil to leave it
    /// out.
    public var replication: Estimate?

    /// A row; see the properties.
    public init(
        label: String, median: Double, outer: QuantileBand, inner: QuantileBand? = nil, replication: Estimate? = nil
    ) {
        self.label = label
        self.median = median
        self.outer = outer
        self.inner = inner
        self.replication = replication
    }
}

/// What each mark of a band chart means, as the legend prints it.
public struct BandLabels: Sendable, Equatable {
    /// The median stroke.
    public var median: String
    /// The outer band.
    public var outer: String
    /// The inner band.
    public var inner: String
    /// The replication estimate and interval.
    public var replication: String

    /// Legend texts; the defaults describe a model-uncertainty band next to a replication interval.
    public init(
        median: String = "median over the uncertainty sample", outer: String = "5–95 % of the uncertainty sample",
        inner: String = "25–75 %", replication: String = "mean and 95 % CI over replications (default parameters)"
    ) {
        self.median = median
        self.outer = outer
        self.inner = inner
        self.replication = replication
    }
}

/// Horizontal box bands, one row per category: a light outer band (5–95 %), a darker inner band
/// (25–75 %), a median stroke, and just below the band, in a distinct colour and marker, the replication
/// estimate with its confidence interval — so model uncertainty and replication noise read side by side
/// on one axis. Rows keep the given order; a zero line is drawn when the axis spans 0 (paired differences).
///
/// ```swift
/// let chart = BandChart(
///     title: "Battery life under model uncertainty",
///     summary: "Median and 5–95 % band over the uncertainty sample, with the replication interval.",
///     rows: [BandRow(label: "three-manager", median: 15.3, outer: QuantileBand(lower: 11.2, upper: 19.8),
///                    replication: Estimate(15.31, lower: 15.16, upper: 15.46))],
///     valueAxis: Axis(title: "Battery life", unit: "h"))
/// ```
public struct BandChart: Chart {
    /// Title drawn at the top.
    public var title: String
    /// Description for screen readers.
    public var summary: String
    /// Rows, top to bottom.
    public var rows: [BandRow]
    /// The value axis.
    public var valueAxis: Axis
    /// Legend texts.
    public var labels: BandLabels
    /// Canvas size; nil for 760 wide and 48 units per row.
    public var size: ChartSize?

    /// A band chart; see the properties.
    public init(
        title: String, summary: String, rows: [BandRow], valueAxis: Axis, labels: BandLabels = BandLabels(),
        size: ChartSize? = nil
    ) {
        self.title = title
        self.summary = summary
        self.rows = rows
        self.valueAxis = valueAxis
        self.labels = labels
        self.size = size
    }

    /// The size used: the given one, or 760 wide and 48 units per row.
    var resolvedSize: ChartSize { size ?? ChartSize(width: 760, height: 190 + 48 * Double(max(rows.count, 1))) }

    /// Throws unless there are rows and in each: finite numbers, outer lower ≤ inner lower ≤ median ≤
    /// inner upper ≤ outer upper, and a finite replication interval with lower ≤ upper.
    func validate(_ check: DataCheck) throws(ChartDataError) {
        try check.nonEmpty(rows, "rows")
        for (index, row) in rows.enumerated() {
            let name = "rows[\(index)] \"\(row.label)\""
            try check.finite(row.median, "\(name).median")
            try check.interval(lower: row.outer.lower, upper: row.outer.upper, "\(name).outer")
            var around = row.outer
            if let inner = row.inner {
                try check.interval(lower: inner.lower, upper: inner.upper, "\(name).inner")
                guard inner.lower >= row.outer.lower && inner.upper <= row.outer.upper else {
                    throw check.error(
                        "\(name).inner",
                        .invalidParameter(
                            "\(inner.lower)…\(inner.upper) is not inside the outer band "
                                + "\(row.outer.lower)…\(row.outer.upper); the inner quantiles must lie within the outer ones"
                        ))
                }
                around = inner
            }
            guard row.median >= around.lower && row.median <= around.upper else {
                throw check.error(
                    "\(name).median", .outOfRange(row.median, allowed: "the band \(around.lower)…\(around.upper)"))
            }
            if let replication = row.replication { try replication.validate(check, "\(name).replication") }
        }
    }
}
