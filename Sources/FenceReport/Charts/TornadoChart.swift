/// One parameter's Morris screening result for one metric, in the metric's unit.
public struct TornadoBar: Sendable, Equatable {
    /// Row label, e.g. the parameter's scenario path.
    public var label: String
    /// μ*, the mean absolute elementary effect (≥ 0): the bar's length.
    public var meanAbsoluteEffect: Double
    /// σ, the standard deviation of the elementary effects (≥ 0): a marker on the same row. A σ near or
    /// above μ* means the effect depends on the other parameters (interaction or non-linearity).
    public var standardDeviation: Double
    /// μ, the signed mean elementary effect; nil when not shown. Its sign colours the bar.
    public var meanEffect: Double?

    /// A bar of length `meanAbsoluteEffect` (μ*) with σ and, optionally, the signed μ.
    public init(label: String, meanAbsoluteEffect: Double, standardDeviation: Double, meanEffect: Double? = nil) {
        self.label = label
        self.meanAbsoluteEffect = meanAbsoluteEffect
        self.standardDeviation = standardDeviation
        self.meanEffect = meanEffect
    }
}

/// A tornado chart of a Morris screening: one horizontal bar per parameter, its length the mean absolute
/// elementary effect μ* on one metric, sorted longest first (ties keep the given order), with σ drawn as
/// a diamond on the same row.
///
/// The bar's colour shows the sign of μ when it is given: the first series colour when μ ≥ 0 (raising the
/// parameter mostly raises the metric), the second colour with a hatch when μ < 0 (mostly lowers it);
/// without μ every bar takes the first colour. Draw one chart per metric and give `valueAxis` the metric's
/// unit (μ* and σ are in the metric's unit per full range of the parameter).
///
/// ```swift
/// let chart = TornadoChart(
///     title: "three-manager battery life: Morris screening",
///     summary: "Mean absolute elementary effect (μ*) per parameter, with σ.",
///     bars: [TornadoBar(label: "platform.wifiScanMilliamps", meanAbsoluteEffect: 2.4, standardDeviation: 0.3,
///                       meanEffect: -2.4)],
///     valueAxis: Axis(title: "μ* of battery life", unit: "h"))
/// ```
public struct TornadoChart: Chart {
    /// Title drawn at the top.
    public var title: String
    /// Description for screen readers.
    public var summary: String
    /// One bar per parameter, in any order (drawn sorted by μ*, longest on top).
    public var bars: [TornadoBar]
    /// The value axis, in the metric's unit (its zero is always shown).
    public var valueAxis: Axis
    /// Canvas size; nil for 760 wide and 44 units per bar plus room for title, axis and legend.
    public var size: ChartSize?

    /// A tornado chart; see the properties.
    public init(title: String, summary: String, bars: [TornadoBar], valueAxis: Axis, size: ChartSize? = nil) {
        self.title = title
        self.summary = summary
        self.bars = bars
        self.valueAxis = valueAxis
        self.size = size
    }

    /// The size used: the given one, or 760 wide and 44 units per bar.
    var resolvedSize: ChartSize { size ?? ChartSize(width: 760, height: 190 + 44 * Double(max(bars.count, 1))) }

    /// The bars in drawing order, top to bottom: μ* descending, equal μ* in the given order.
    var sortedBars: [TornadoBar] {
        bars.enumerated().sorted { lhs, rhs in
            lhs.element.meanAbsoluteEffect != rhs.element.meanAbsoluteEffect
                ? lhs.element.meanAbsoluteEffect > rhs.element.meanAbsoluteEffect : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Throws unless there are bars, μ* and σ are finite and ≥ 0, and μ (when given) is finite.
    func validate(_ check: DataCheck) throws(ChartDataError) {
        try check.nonEmpty(bars, "bars")
        for (index, bar) in bars.enumerated() {
            let name = "bars[\(index)] \"\(bar.label)\""
            try check.nonNegative(bar.meanAbsoluteEffect, "\(name).meanAbsoluteEffect")
            try check.nonNegative(bar.standardDeviation, "\(name).standardDeviation")
            if let mean = bar.meanEffect { try check.finite(mean, "\(name).meanEffect") }
        }
    }
}
