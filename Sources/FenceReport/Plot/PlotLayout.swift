/// Where the title, the plot area and the legend of a chart go on its canvas.
///
/// Top to bottom: the title (wrapped to the canvas width), the plot area, the x tick labels and x axis
/// title, then the legend (wrapped into rows). The left margin fits the widest left-hand label plus the
/// rotated y axis title; the right margin leaves room for half of the last x tick label.
struct PlotLayout {
    /// Canvas size.
    let size: ChartSize
    /// Title lines, top to bottom.
    let titleLines: [String]
    /// The plot area (inside the axes).
    let plot: Rect
    /// Legend rows.
    let legend: LegendLayout
    /// Top-left corner of the legend.
    let legendOrigin: Point

    /// Gap between the plot's bottom edge and the top of the legend: ticks, tick labels, axis title.
    static let belowPlot = 52.0

    /// Lays out a chart titled `title` whose left-hand labels are `leftLabels` (y tick labels, category or
    /// lane names) and whose last x tick label is `lastBottomLabel`. Throws when the canvas is too small.
    ///
    /// `extra` is added to the computed margins for labels outside the usual places (bar totals at the
    /// right, rotated category labels at the bottom); it is ignored when the size fixes the margins.
    init(
        size: ChartSize, title: String, leftLabels: [String], lastBottomLabel: String, legendEntries: [LegendEntry],
        extra: Insets = Insets(top: 0, right: 0, bottom: 0, left: 0), check: DataCheck
    ) throws(ChartDataError) {
        let padding = ChartStyle.padding
        guard size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0 else {
            throw check.error("size", .invalidParameter("width and height must be positive numbers"))
        }
        self.size = size
        titleLines = TextMetrics.wrapped(title, fontSize: ChartStyle.titleFontSize, maxWidth: size.width - 2 * padding)
        legend = LegendLayout(entries: legendEntries, maxWidth: size.width - 2 * padding)
        let margins: Insets
        if let fixed = size.plotMargins {
            margins = fixed
        } else {
            let widestLeft = leftLabels.map { TextMetrics.width($0, fontSize: ChartStyle.tickFontSize) }.max() ?? 0
            let lastLabelHalf = TextMetrics.width(lastBottomLabel, fontSize: ChartStyle.tickFontSize) / 2
            margins = Insets(
                top: padding + Double(titleLines.count) * ChartStyle.titleLineHeight + 14 + extra.top,
                right: max(padding + 6, lastLabelHalf + 4) + extra.right,
                bottom: Self.belowPlot + (legend.height > 0 ? legend.height + 4 : 0) + padding + extra.bottom,
                left: padding + ChartStyle.axisTitleFontSize + 10 + widestLeft + ChartStyle.tickLength
                    + ChartStyle.tickLabelGap + extra.left)
        }
        plot = Rect(
            x: margins.left, y: margins.top, width: size.width - margins.left - margins.right,
            height: size.height - margins.top - margins.bottom)
        guard plot.width >= ChartStyle.minimumPlotExtent && plot.height >= ChartStyle.minimumPlotExtent else {
            throw check.error(
                "size",
                .invalidParameter(
                    "\(SVGBuilder.number(size.width)) × \(SVGBuilder.number(size.height)) leaves a plot of "
                        + "\(SVGBuilder.number(plot.width)) × \(SVGBuilder.number(plot.height)); make the chart larger")
            )
        }
        legendOrigin = Point(x: padding, y: plot.maxY + Self.belowPlot + (size.plotMargins == nil ? extra.bottom : 0))
    }

    /// Starts the drawing: a white background (so the chart reads in dark-themed viewers) and the title.
    func beginDrawing() -> SVGBuilder {
        var svg = SVGBuilder()
        svg.rect(Rect(x: 0, y: 0, width: size.width, height: size.height), fill: "#ffffff", className: "background")
        for (index, line) in titleLines.enumerated() {
            svg.text(
                line, x: ChartStyle.padding, y: ChartStyle.padding + Double(index + 1) * ChartStyle.titleLineHeight - 4,
                fontSize: ChartStyle.titleFontSize, bold: true, className: "chart-title")
        }
        return svg
    }

    /// Ends the drawing of `chart` (rendered as `id`): the legend and the hatch patterns in use; the
    /// finished graphic on this layout's canvas.
    func finish(
        _ svg: inout SVGBuilder, hatches: inout HatchDefinitions, chart: some Chart, id: String
    ) -> SVGGraphic {
        svg.legend(legend, origin: legendOrigin, hatches: &hatches)
        hatches.write(into: &svg)
        return SVGGraphic(
            width: size.width, height: size.height, title: chart.title, summary: chart.summary, id: id,
            body: svg.markup)
    }

    /// A clip path covering the plot area, for lines and bands that may leave a fixed axis range.
    /// Returns the `clip-path` attribute value.
    func writeClipPath(into svg: inout SVGBuilder, id: String, area: Rect? = nil) -> String {
        let clip = area ?? plot
        svg.open("clipPath", [("id", id)])
        svg.rect(clip, fill: "#ffffff")
        svg.close("clipPath")
        return "url(#\(id))"
    }
}
