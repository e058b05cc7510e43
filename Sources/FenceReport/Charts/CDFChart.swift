/// The samples of one empirical CDF (e.g. one strategy's detection latencies).
public struct CDFSeries: Sendable, Equatable {
    /// Legend label.
    public var label: String
    /// Sample values, in the unit of the chart's x axis, in any order.
    public var samples: [Double]
    /// Denominator of the CDF: nil for the sample count (the curve reaches 1), or a larger count so the
    /// curve plateaus at samples ÷ count — e.g. all true visits, so undetected entries keep it below 1
    /// and its height at the right edge is the recall.
    public var outOf: Int?
    /// Style; nil for the automatic style of the series' position.
    public var style: SeriesStyle?

    /// A series labelled `label`.
    public init(label: String, samples: [Double], outOf: Int? = nil, style: SeriesStyle? = nil) {
        self.label = label
        self.samples = samples
        self.outOf = outOf
        self.style = style
    }

    /// A series of durations given in seconds, shown in `unit`.
    public init(
        label: String, durationsSeconds: [Double], unit: DurationUnit, outOf: Int? = nil, style: SeriesStyle? = nil
    ) {
        self.init(label: label, samples: durationsSeconds.map(unit.value(ofSeconds:)), outOf: outOf, style: style)
    }
}

/// Step-line chart of empirical cumulative distribution functions, one per series — the detection
/// latency CDF per strategy. F(x) = (number of samples ≤ x) ÷ denominator, drawn as a right-continuous
/// staircase from the left edge (F = 0) to the right edge; markers sit at each series' median and 90th
/// percentile (the latency statistics the report quotes), so series stay apart without colour.
///
/// ```swift
/// let chart = CDFChart(
///     title: "Entry detection latency", summary: "Empirical CDF of detection latency per strategy.",
///     xAxis: Axis(title: "Detection latency", unit: DurationUnit.minutes.symbol, includesZero: true),
///     series: [CDFSeries(label: "three-manager", durationsSeconds: latencies, unit: .minutes, outOf: visits)])
/// ```
public struct CDFChart: Chart {
    /// Title drawn at the top.
    public var title: String
    /// Description for screen readers.
    public var summary: String
    /// Horizontal axis (the sample quantity).
    public var xAxis: Axis
    /// Vertical axis title; the range is always 0…1.
    public var yTitle: String
    /// The distributions.
    public var series: [CDFSeries]
    /// Canvas size.
    public var size: ChartSize

    /// A CDF chart; see the properties.
    public init(
        title: String, summary: String, xAxis: Axis, yTitle: String = "Cumulative share", series: [CDFSeries],
        size: ChartSize = ChartSize(width: 760, height: 460)
    ) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yTitle = yTitle
        self.series = series
        self.size = size
    }
}

extension CDFSeries {
    /// The staircase corners in data units, from x = `left` to x = `right`: for sorted samples s₁ ≤ … ≤ sₙ
    /// and denominator N, (left, 0) → (s₁, 0) → (s₁, k₁/N) → … → (right, n/N), where kᵢ counts samples ≤ sᵢ
    /// (ties make one step).
    func staircase(left: Double, right: Double) -> [PlotPoint] {
        let sorted = samples.sorted()
        let denominator = Double(outOf ?? sorted.count)
        var points = [PlotPoint(x: min(left, sorted.first ?? left), y: 0)]
        var index = 0
        while index < sorted.count {
            let value = sorted[index]
            let previous = Double(index) / denominator
            while index < sorted.count && sorted[index] == value { index += 1 }
            points.append(PlotPoint(x: value, y: previous))
            points.append(PlotPoint(x: value, y: Double(index) / denominator))
        }
        points.append(PlotPoint(x: max(right, sorted.last ?? right), y: Double(sorted.count) / denominator))
        return points
    }

    /// The empirical p-quantile of the *samples* with its CDF height: the smallest sample s with
    /// (count ≤ s) ≥ p·n (inverse of the empirical CDF), nil without samples.
    func quantilePoint(_ p: Double) -> PlotPoint? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = max(1, Int((p * Double(sorted.count)).rounded(.up)))
        let value = sorted[rank - 1]
        let atOrBelow = sorted.lastIndex(of: value)! + 1
        return PlotPoint(x: value, y: Double(atOrBelow) / Double(outOf ?? sorted.count))
    }
}
