/// One point of a swept curve: the swept value and the metric's estimate with its interval.
public struct SweepPoint: Sendable, Equatable {
    /// Swept parameter value (e.g. outer radius in metres).
    public var x: Double
    /// Metric at that value, with its interval (drawn as the band).
    public var y: Estimate

    /// The point (x, y).
    public init(x: Double, y: Estimate) {
        self.x = x
        self.y = y
    }
}

/// A metric against the swept parameter: a line through the estimates over a shaded interval band.
public struct SweepSeries: Sendable, Equatable {
    /// Legend label.
    public var label: String
    /// Points; drawn in order of increasing x (x values must be distinct).
    public var points: [SweepPoint]
    /// Style; nil for the automatic style of the series' position.
    public var style: SeriesStyle?

    /// A series labelled `label`.
    public init(label: String, points: [SweepPoint], style: SeriesStyle? = nil) {
        self.label = label
        self.points = points
        self.style = style
    }
}

/// A horizontal reference line with a label, e.g. the recall target 0.90.
public struct ReferenceLine: Sendable, Equatable {
    /// Data value of the line.
    public var value: Double
    /// Label printed at the line's right end, e.g. "target 0.90".
    public var label: String

    /// A line at `value` labelled `label`.
    public init(value: Double, label: String) {
        self.value = value
        self.label = label
    }
}

/// One stacked panel of a sweep chart: its own y axis, series, and optional target line.
public struct SweepPanel: Sendable, Equatable {
    /// Vertical axis of this panel.
    public var yAxis: Axis
    /// Series in this panel.
    public var series: [SweepSeries]
    /// Optional horizontal target line.
    public var target: ReferenceLine?

    /// A panel; see the properties.
    public init(yAxis: Axis, series: [SweepSeries], target: ReferenceLine? = nil) {
        self.yAxis = yAxis
        self.series = series
        self.target = target
    }
}

/// The chosen value of the swept parameter (e.g. the best radius that meets the recall target).
public struct SweepHighlight: Sendable, Equatable {
    /// Swept parameter value.
    public var x: Double
    /// Label printed above the guide line, e.g. "chosen 1500 m".
    public var label: String

    /// A highlight at `x` labelled `label`.
    public init(x: Double, label: String) {
        self.x = x
        self.label = label
    }
}

/// Metrics against a swept parameter, in stacked panels that share the x axis — battery life and recall
/// against the outer radius, each with its interval band, the recall target line and the chosen point.
///
/// Two quantities with different units get one panel each (clearer than twin y axes, which invite reading
/// the crossing of the two curves as meaningful). The chosen value draws a vertical guide through all
/// panels and rings each series where it crosses the guide.
///
/// ```swift
/// let chart = SweepChart(
///     title: "Outer radius sweep", summary: "Battery life and entry recall against the outer radius.",
///     xAxis: Axis(title: "Outer radius", unit: "m"),
///     panels: [
///         SweepPanel(yAxis: Axis(title: "Battery life", unit: "h"), series: [batterySeries]),
///         SweepPanel(yAxis: Axis(title: "Entry recall"), series: [recallSeries],
///                    target: ReferenceLine(value: 0.9, label: "target 0.90"))],
///     highlight: SweepHighlight(x: 1500, label: "chosen 1500 m"))
/// ```
public struct SweepChart: Chart {
    /// Title drawn at the top.
    public var title: String
    /// Description for screen readers.
    public var summary: String
    /// The swept parameter's axis, shared by all panels.
    public var xAxis: Axis
    /// Panels, top to bottom.
    public var panels: [SweepPanel]
    /// Optional chosen parameter value.
    public var highlight: SweepHighlight?
    /// Canvas size; nil for 760 wide and 250 units per panel plus title, axis and legend.
    public var size: ChartSize?

    /// A sweep chart; see the properties.
    public init(
        title: String, summary: String, xAxis: Axis, panels: [SweepPanel], highlight: SweepHighlight? = nil,
        size: ChartSize? = nil
    ) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.panels = panels
        self.highlight = highlight
        self.size = size
    }

    /// The size used: the given one, or 760 × (150 + 250 per panel).
    var resolvedSize: ChartSize { size ?? ChartSize(width: 760, height: 150 + 250 * Double(max(panels.count, 1))) }

    /// Checks every panel, series and point; x values of a series must be distinct.
    func validate(_ check: DataCheck) throws(ChartDataError) {
        try check.nonEmpty(panels, "panels")
        for (p, panel) in panels.enumerated() {
            try check.nonEmpty(panel.series, "panels[\(p)].series")
            for (s, entry) in panel.series.enumerated() {
                let name = "panels[\(p)].series[\(s)] \"\(entry.label)\""
                try check.nonEmpty(entry.points, "\(name).points")
                for (k, point) in entry.points.enumerated() {
                    try check.finite(point.x, "\(name).points[\(k)].x")
                    try point.y.validate(check, "\(name).points[\(k)].y")
                }
                let xs = entry.points.map(\.x).sorted()
                if let duplicate = zip(xs, xs.dropFirst()).first(where: { $0 == $1 }) {
                    throw check.error(
                        "\(name).points",
                        .invalidParameter("x = \(duplicate.0) appears twice; give each swept value one point"))
                }
            }
            if let target = panel.target { try check.finite(target.value, "panels[\(p)].target.value") }
        }
        if let highlight { try check.finite(highlight.x, "highlight.x") }
    }
}

extension SweepSeries {
    /// The points in order of increasing x.
    var sortedPoints: [SweepPoint] { points.sorted { $0.x < $1.x } }

    /// The estimate at `x` by linear interpolation between the neighbouring points; nil outside the
    /// swept range.
    func interpolatedValue(at x: Double) -> Double? {
        let sorted = sortedPoints
        guard let first = sorted.first, let last = sorted.last, x >= first.x, x <= last.x else { return nil }
        guard let upperIndex = sorted.firstIndex(where: { $0.x >= x }) else { return nil }
        let upper = sorted[upperIndex]
        if upper.x == x || upperIndex == 0 { return upper.y.value }
        let lower = sorted[upperIndex - 1]
        let fraction = (x - lower.x) / (upper.x - lower.x)
        return lower.y.value + fraction * (upper.y.value - lower.y.value)
    }
}
