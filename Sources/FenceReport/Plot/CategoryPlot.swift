/// The frame of a chart with one row per category and a horizontal value axis (``IntervalBarChart``,
/// ``TornadoChart``, ``BandChart``): the layout with the shortened category labels at the left, the
/// value scale, the rows, and the end of the drawing (value axis, category labels, legend). Each chart
/// draws only what its rows hold.
struct CategoryPlot {
    /// The layout (plot area, legend).
    let layout: PlotLayout
    /// The value axis, resolved.
    let value: ResolvedAxis
    /// Value → x pixel.
    let scale: DataScale
    /// The rows' slots.
    let rows: CategoryRows
    /// The category labels as drawn.
    let labels: [String]

    /// Lays out `categories` (top to bottom) on a canvas of `size` under `title`.
    init(
        size: ChartSize, title: String, categories: [String], value: ResolvedAxis, legendEntries: [LegendEntry],
        check: DataCheck
    ) throws(ChartDataError) {
        labels = categories.map { CategoryRows.shortened($0, canvasWidth: size.width) }
        layout = try PlotLayout(
            size: size, title: title, leftLabels: labels, lastBottomLabel: value.tickLabels.last ?? "",
            legendEntries: legendEntries, check: check)
        scale = value.scale(pixelStart: layout.plot.x, pixelEnd: layout.plot.maxX)
        rows = CategoryRows(plot: layout.plot, count: categories.count)
        self.value = value
    }

    /// The plot area.
    var plot: Rect { layout.plot }

    /// Starts the drawing of the chart rendered as `id`: background and title, the clip path of its data
    /// (the plot area, or `clipArea`) and the vertical grid; returns the clip path's `clip-path` value.
    func start(_ svg: inout SVGBuilder, id: String, clipArea: Rect? = nil) -> String {
        svg = layout.beginDrawing()
        let clip = layout.writeClipPath(into: &svg, id: "\(id)-clip", area: clipArea)
        svg.verticalGrid(value, scale: scale, plot: plot)
        return clip
    }

    /// Ends the drawing of `chart` (rendered as `id`): the value axis, the category labels, then the
    /// layout's end (legend, hatch patterns); the finished graphic.
    func finish(_ svg: inout SVGBuilder, hatches: inout HatchDefinitions, chart: some Chart, id: String) -> SVGGraphic {
        svg.bottomAxis(value, scale: scale, plot: plot)
        svg.leftCategoryAxis(labels, centers: rows.centers, plot: plot)
        return layout.finish(&svg, hatches: &hatches, chart: chart, id: id)
    }
}
