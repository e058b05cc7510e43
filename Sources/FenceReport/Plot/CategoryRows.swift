/// Rows of a horizontal chart: one slot per category, top to bottom, each as tall as the plot height
/// divided by the number of categories (the stacked, tornado, interval-bar and band charts).
struct CategoryRows {
    /// The plot area the rows divide.
    let plot: Rect
    /// Number of rows (at least 1).
    let count: Int

    /// Height of one row's slot.
    var slotHeight: Double { plot.height / Double(count) }

    /// Vertical centre of row `index` (0 at the top).
    func center(_ index: Int) -> Double { plot.y + (Double(index) + 0.5) * slotHeight }

    /// Centres of every row, top to bottom.
    var centers: [Double] { (0..<count).map(center) }

    /// Longest a row label may be before it is shortened with an ellipsis: 40 % of the canvas width, so
    /// a long parameter path cannot squeeze the plot away (the full label stays in the row's tooltip).
    static func maximumLabelWidth(canvasWidth: Double) -> Double { 0.4 * canvasWidth }

    /// `label` shortened to ``maximumLabelWidth(canvasWidth:)`` at the tick font size.
    static func shortened(_ label: String, canvasWidth: Double) -> String {
        TextMetrics.truncated(
            label, fontSize: ChartStyle.tickFontSize, maxWidth: maximumLabelWidth(canvasWidth: canvasWidth))
    }
}

extension SVGBuilder {
    /// The category axis left of horizontal bars: the axis line along the plot's left edge and each
    /// label right-aligned before it, vertically centred on its row.
    mutating func leftCategoryAxis(_ labels: [String], centers: [Double], plot: Rect) {
        open("g", [("class", "axis category-axis")])
        line(x1: plot.x, y1: plot.y, x2: plot.x, y2: plot.maxY, color: Palette.ink)
        for (label, center) in zip(labels, centers) {
            text(
                label, x: plot.x - ChartStyle.tickLength - ChartStyle.tickLabelGap,
                y: center + ChartStyle.tickFontSize * 0.35, fontSize: ChartStyle.tickFontSize, anchor: .end)
        }
        close("g")
    }

    /// A vertical line at value 0 across `plot`, drawn when 0 lies strictly inside the scale's domain (bars
    /// that may go negative start from it).
    mutating func zeroLine(scale: DataScale, plot: Rect) {
        guard scale.domainLower < 0 && scale.domainUpper > 0 else { return }
        let x = scale.pixel(0)
        line(x1: x, y1: plot.y, x2: x, y2: plot.maxY, color: Palette.ink, className: "zero-line")
    }
}
