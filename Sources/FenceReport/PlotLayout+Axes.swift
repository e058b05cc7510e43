/// The layout and the finishing strokes of a chart with a numeric x axis and a numeric y axis.
extension PlotLayout {
    /// Lays out an x–y chart: its left-hand labels are `y`'s tick labels, its last bottom label `x`'s.
    init(
        size: ChartSize, title: String, x: ResolvedAxis, y: ResolvedAxis, legendEntries: [LegendEntry],
        check: DataCheck
    ) throws(ChartDataError) {
        try self.init(
            size: size, title: title, leftLabels: y.tickLabels, lastBottomLabel: x.tickLabels.last ?? "",
            legendEntries: legendEntries, check: check)
    }

    /// Draws the x and y axes and the legend over what `svg` holds so far.
    func drawAxesAndLegend(
        x: ResolvedAxis, y: ResolvedAxis, scales: PlotScales, into svg: inout SVGBuilder,
        hatches: inout HatchDefinitions
    ) {
        svg.bottomAxis(x, scale: scales.x, plot: plot)
        svg.leftAxis(y, scale: scales.y, plot: plot, titleX: SVGBuilder.leftTitleBaseline)
        svg.legend(legend, origin: legendOrigin, hatches: &hatches)
    }
}
