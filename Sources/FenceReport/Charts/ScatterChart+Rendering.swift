extension ScatterChart: CheckedChart {
    /// Renders the chart: grid, frontier, interval bars, markers, point labels, axes and legend.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let (id, check) = try checkedStart(id: id)
        let styles = series.indices.map { series[$0].style ?? .automatic(index: $0) }
        let allPoints = series.flatMap(\.points)
        let frontierPoints = frontier?.points ?? []
        let xs = allPoints.flatMap { [$0.x.lower, $0.x.upper] } + frontierPoints.map(\.x)
        let ys = allPoints.flatMap { [$0.y.lower, $0.y.upper] } + frontierPoints.map(\.y)
        let x = try xAxis.resolve(dataLower: xs.min(), dataUpper: xs.max(), check: check, field: "xAxis")
        let y = try yAxis.resolve(dataLower: ys.min(), dataUpper: ys.max(), check: check, field: "yAxis")

        var legendEntries = zip(series, styles).map { LegendEntry(label: $0.label, swatch: .marker($1)) }
        if let frontier {
            legendEntries.append(LegendEntry(label: frontier.label, swatch: .rule(Palette.ink, .dashed)))
        }
        let frame = try XYPlot(size: size, title: title, x: x, y: y, legendEntries: legendEntries, check: check)
        let (plot, scales) = (frame.plot, frame.scales)

        var svg = SVGBuilder()
        var hatches = HatchDefinitions(idPrefix: id)
        // Markers may overhang the plot edge by their radius; lines and bars are cut there.
        let markerRoom = SVGBuilder.markerRadius + 2
        let clip = frame.start(
            &svg, id: id,
            clipArea: Rect(
                x: plot.x - markerRoom, y: plot.y - markerRoom, width: plot.width + 2 * markerRoom,
                height: plot.height + 2 * markerRoom))

        svg.open("g", [("class", "data"), ("clip-path", clip)])
        if let frontier {
            let sorted = frontier.points.sorted { $0.x < $1.x }
            svg.polyline(sorted.map(scales.pixel), color: Palette.ink, width: 1.5, dash: .dashed, className: "frontier")
        }
        for (index, entry) in series.enumerated() {
            let style = styles[index]
            svg.open("g", [("class", "series"), ("data-series", entry.label)])
            for point in entry.points {
                drawIntervalBars(point, style: style, scales: scales, into: &svg)
            }
            for point in entry.points {
                let center = scales.pixel(x: point.x.value, y: point.y.value)
                svg.marker(
                    style.marker, at: center, color: style.color,
                    tooltip: tooltip(series: entry.label, point: point, x: x, y: y))
            }
            svg.close("g")
        }
        svg.close("g")
        drawPointLabels(scales: scales, plot: plot, into: &svg)
        return frame.finish(&svg, hatches: &hatches, chart: self, id: id)
    }

    func validate(_ check: DataCheck) throws(ChartDataError) {
        try check.nonEmpty(series, "series")
        for (s, entry) in series.enumerated() {
            let name = "series[\(s)] \"\(entry.label)\""
            try check.nonEmpty(entry.points, "\(name).points")
            for (p, point) in entry.points.enumerated() {
                try point.x.validate(check, "\(name).points[\(p)].x")
                try point.y.validate(check, "\(name).points[\(p)].y")
            }
        }
        if let frontier {
            try check.nonEmpty(frontier.points, "frontier.points")
            for (p, point) in frontier.points.enumerated() {
                try check.finite(point.x, "frontier.points[\(p)].x")
                try check.finite(point.y, "frontier.points[\(p)].y")
            }
        }
    }

    /// Horizontal and vertical interval bars with end caps, in the series colour.
    private func drawIntervalBars(
        _ point: ScatterPoint, style: SeriesStyle, scales: PlotScales, into svg: inout SVGBuilder
    ) {
        let cx = scales.x.pixel(point.x.value)
        let cy = scales.y.pixel(point.y.value)
        let cap = 4.0
        if point.x.hasInterval {
            let left = scales.x.pixel(point.x.lower)
            let right = scales.x.pixel(point.x.upper)
            svg.line(x1: left, y1: cy, x2: right, y2: cy, color: style.color, width: 1.3, className: "interval")
            svg.line(x1: left, y1: cy - cap, x2: left, y2: cy + cap, color: style.color, width: 1.3)
            svg.line(x1: right, y1: cy - cap, x2: right, y2: cy + cap, color: style.color, width: 1.3)
        }
        if point.y.hasInterval {
            let bottom = scales.y.pixel(point.y.lower)
            let top = scales.y.pixel(point.y.upper)
            svg.line(x1: cx, y1: bottom, x2: cx, y2: top, color: style.color, width: 1.3, className: "interval")
            svg.line(x1: cx - cap, y1: bottom, x2: cx + cap, y2: bottom, color: style.color, width: 1.3)
            svg.line(x1: cx - cap, y1: top, x2: cx + cap, y2: top, color: style.color, width: 1.3)
        }
    }

    /// Point labels, placed clear of every marker and of each other.
    private func drawPointLabels(scales: PlotScales, plot: Rect, into svg: inout SVGBuilder) {
        let points = series.flatMap(\.points)
        guard points.contains(where: { $0.label != nil }) else { return }
        let radius = SVGBuilder.markerRadius + 1
        let centers = points.map { scales.pixel(x: $0.x.value, y: $0.y.value) }
        let markers = centers.map { Rect(x: $0.x - radius, y: $0.y - radius, width: 2 * radius, height: 2 * radius) }
        // Interval bars are obstacles too, as thin boxes around each bar.
        let bars = zip(points, centers).flatMap { point, center -> [Rect] in
            let left = scales.x.pixel(point.x.lower)
            let right = scales.x.pixel(point.x.upper)
            let top = scales.y.pixel(point.y.upper)
            let bottom = scales.y.pixel(point.y.lower)
            return [
                Rect(x: left, y: center.y - 4, width: right - left, height: 8),
                Rect(x: center.x - 4, y: top, width: 8, height: bottom - top),
            ]
        }
        var placer = LabelPlacer(
            bounds: plot, fontSize: ChartStyle.legendFontSize - 1, hardObstacles: markers, softObstacles: bars)
        svg.open("g", [("class", "point-labels")])
        for (point, center) in zip(points, centers) {
            guard let label = point.label else { continue }
            let placement = placer.place(label, near: center, clearance: radius + 3)
            svg.haloText(
                label, x: placement.x, y: placement.y, fontSize: placer.fontSize, anchor: placement.anchor,
                color: Palette.mutedInk)
        }
        svg.close("g")
    }

    /// Hover text: series, both values and intervals, e.g. "continuous — Battery life 2.10 [2.00, 2.20] h".
    private func tooltip(series label: String, point: ScatterPoint, x: ResolvedAxis, y: ResolvedAxis) -> String {
        "\(label) — \(Self.describe(point.x, on: x)); \(Self.describe(point.y, on: y))"
    }

    static func describe(_ estimate: Estimate, on axis: ResolvedAxis) -> String {
        let decimals = axis.ticks.decimals + 1
        var text = "\(axis.axis.title) \(NumberText.fixed(estimate.value, decimals: decimals))"
        if estimate.hasInterval {
            text +=
                " [\(NumberText.fixed(estimate.lower, decimals: decimals)), "
                + "\(NumberText.fixed(estimate.upper, decimals: decimals))]"
        }
        if let unit = axis.axis.unit, !unit.isEmpty { text += " \(unit)" }
        return text
    }
}
