/// One point of a scatter series: x and y estimates with their intervals, and an optional label drawn
/// next to the point (e.g. the swept value "1500 m").
public struct ScatterPoint: Sendable, Equatable {
    /// Horizontal value with its interval (drawn as a horizontal bar).
    public var x: Estimate
    /// Vertical value with its interval (drawn as a vertical bar).
    public var y: Estimate
    /// Text placed next to the point, where it does not collide with other points or labels.
    public var label: String?

    /// A point at (x, y) with an optional label.
    public init(x: Estimate, y: Estimate, label: String? = nil) {
        self.x = x
        self.y = y
        self.label = label
    }
}

/// A labelled group of scatter points drawn in one style (e.g. one strategy).
public struct ScatterSeries: Sendable, Equatable {
    /// Legend label, e.g. "three-manager".
    public var label: String
    /// The points.
    public var points: [ScatterPoint]
    /// Style; nil for the automatic style of the series' position.
    public var style: SeriesStyle?

    /// A series labelled `label`.
    public init(label: String, points: [ScatterPoint], style: SeriesStyle? = nil) {
        self.label = label
        self.points = points
        self.style = style
    }
}

/// A labelled line through given points, drawn under the data (e.g. the Pareto frontier of a sweep).
public struct ReferenceCurve: Sendable, Equatable {
    /// Legend label, e.g. "Pareto frontier".
    public var label: String
    /// Points, joined in order of increasing x.
    public var points: [PlotPoint]

    /// A curve labelled `label` through `points`.
    public init(label: String, points: [PlotPoint]) {
        self.label = label
        self.points = points
    }
}

/// Scatter chart with x and y interval bars per point — battery life against entry recall per strategy,
/// with 95 % confidence intervals — plus an optional reference curve (the Pareto frontier of a sweep) and
/// optional point labels.
///
/// ```swift
/// let chart = ScatterChart(
///     title: "Battery life vs entry recall",
///     summary: "Mean battery life and entry recall per strategy with 95 % confidence intervals.",
///     xAxis: Axis(title: "Battery life", unit: "h", includesZero: true),
///     yAxis: Axis(title: "Entry recall", range: AxisRange(0, 1)),
///     series: [ScatterSeries(label: "continuous", points: [
///         ScatterPoint(x: Estimate(2.1, lower: 2.0, upper: 2.2), y: Estimate(0.99, lower: 0.97, upper: 1))])])
/// let svg = try chart.render(id: "battery-vs-recall").standaloneDocument
/// ```
public struct ScatterChart: Chart {
    /// Title drawn at the top.
    public var title: String
    /// Description for screen readers.
    public var summary: String
    /// Horizontal axis.
    public var xAxis: Axis
    /// Vertical axis.
    public var yAxis: Axis
    /// Point series, one legend entry each.
    public var series: [ScatterSeries]
    /// Optional curve under the points, with its own legend entry.
    public var frontier: ReferenceCurve?
    /// Canvas size.
    public var size: ChartSize

    /// A scatter chart; see the properties.
    public init(
        title: String, summary: String, xAxis: Axis, yAxis: Axis, series: [ScatterSeries],
        frontier: ReferenceCurve? = nil, size: ChartSize = ChartSize(width: 760, height: 520)
    ) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.series = series
        self.frontier = frontier
        self.size = size
    }
}
