/// The frame of a chart with one numeric x axis and one numeric y axis over a single plot area
/// (``CDFChart``, ``ScatterChart``): the layout, the two resolved axes and their scales, the start of the
/// drawing (background, title, clip path, grid) and its end (axes, legend, hatch patterns). Each chart
/// draws only its data in between.
struct XYPlot {
    /// The layout (plot area, legend).
    let layout: PlotLayout
    /// The x axis, resolved.
    let x: ResolvedAxis
    /// The y axis, resolved.
    let y: ResolvedAxis
    /// Data → pixel, both ways.
    let scales: PlotScales

    /// Lays out `x` and `y` on a canvas of `size` under `title`: the y tick labels at the left, half of the
    /// last x tick label at the right.
    init(
        size: ChartSize, title: String, x: ResolvedAxis, y: ResolvedAxis, legendEntries: [LegendEntry],
        check: DataCheck
    ) throws(ChartDataError) {
        layout = try PlotLayout(
            size: size, title: title, leftLabels: y.tickLabels, lastBottomLabel: x.tickLabels.last ?? "",
            legendEntries: legendEntries, check: check)
        scales = PlotScales(x: x, y: y, plot: layout.plot)
        self.x = x
        self.y = y
    }

    /// The plot area.
    var plot: Rect { layout.plot }

    /// Starts the drawing of the chart rendered as `id`: background and title, the clip path of its data
    /// (the plot area, or `clipArea`) and both grids; returns the clip path's `clip-path` value.
    func start(_ svg: inout SVGBuilder, id: String, clipArea: Rect? = nil) -> String {
        svg = layout.beginDrawing()
        let clip = layout.writeClipPath(into: &svg, id: "\(id)-clip", area: clipArea)
        svg.verticalGrid(x, scale: scales.x, plot: plot)
        svg.horizontalGrid(y, scale: scales.y, plot: plot)
        return clip
    }

    /// Ends the drawing of `chart` (rendered as `id`): the x and y axes, then the layout's end (legend,
    /// hatch patterns); the finished graphic.
    func finish(_ svg: inout SVGBuilder, hatches: inout HatchDefinitions, chart: some Chart, id: String) -> SVGGraphic {
        svg.bottomAxis(x, scale: scales.x, plot: plot)
        svg.leftAxis(y, scale: scales.y, plot: plot, titleX: SVGBuilder.leftTitleBaseline)
        return layout.finish(&svg, hatches: &hatches, chart: chart, id: id)
    }
}
