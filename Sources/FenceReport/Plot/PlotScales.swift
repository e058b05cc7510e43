/// The two scales of a chart with a single plot area: data coordinates → SVG pixels. The x axis runs
/// from the plot's left edge to its right edge, the y axis upwards from its bottom edge to its top.
struct PlotScales: Sendable {
    /// Horizontal scale: the x axis's range onto the plot's left…right edge.
    let x: DataScale
    /// Vertical scale: the y axis's range onto the plot's bottom…top edge.
    let y: DataScale

    /// The scales of `xAxis` and `yAxis` over `plot`.
    init(x xAxis: ResolvedAxis, y yAxis: ResolvedAxis, plot: Rect) {
        x = xAxis.scale(pixelStart: plot.x, pixelEnd: plot.maxX)
        y = yAxis.scale(pixelStart: plot.maxY, pixelEnd: plot.y)
    }

    /// The pixel position of `point`.
    func pixel(_ point: PlotPoint) -> Point { Point(x: x.pixel(point.x), y: y.pixel(point.y)) }

    /// The pixel position of the data value (`x`, `y`).
    func pixel(x xValue: Double, y yValue: Double) -> Point { Point(x: x.pixel(xValue), y: y.pixel(yValue)) }
}
