extension IntervalBarChart {
    /// Renders grid, zero line, one bar per series in each row with its whisker, row labels, the value axis
    /// and the legend.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let id = ChartID.sanitized(id)
        let check = DataCheck(chart: title)
        try validate(check)
        let size = resolvedSize
        let range = dataRange
        let value = try valueAxis.resolve(
            dataLower: range.lower, dataUpper: range.upper, check: check, field: "valueAxis")
        let labels = groups.map { CategoryRows.shortened($0.label, canvasWidth: size.width) }
        let styles = series.indices.map { SeriesStyle.automatic(index: $0) }
        let legendEntries =
            zip(series, styles).map { LegendEntry(label: $0, swatch: .fill($1)) }
            + [LegendEntry(label: intervalLabel, swatch: .rule(Palette.ink, .solid))]
        let layout = try PlotLayout(
            size: size, title: title, leftLabels: labels, lastBottomLabel: value.tickLabels.last ?? "",
            legendEntries: legendEntries, check: check)
        let plot = layout.plot
        let scale = value.scale(pixelStart: plot.x, pixelEnd: plot.maxX)
        let rows = CategoryRows(plot: plot, count: groups.count)

        var svg = layout.beginDrawing()
        var hatches = HatchDefinitions(idPrefix: id)
        let clip = layout.writeClipPath(into: &svg, id: "\(id)-clip")
        svg.verticalGrid(value, scale: scale, plot: plot)
        svg.open("g", [("class", "data"), ("clip-path", clip)])
        // The bars of a row fill 80 % of its slot, each at most 18 units thick.
        let thickness = min(rows.slotHeight * 0.8 / Double(series.count), 18)
        for (g, group) in groups.enumerated() {
            svg.open("g", [("class", "group"), ("data-category", group.label)])
            let top = rows.center(g) - thickness * Double(series.count) / 2
            for (s, estimate) in group.values.enumerated() {
                drawBar(
                    estimate, series: s, center: top + (Double(s) + 0.5) * thickness, thickness: thickness,
                    style: styles[s], scale: scale, decimals: value.ticks.decimals + 1, hatches: &hatches,
                    into: &svg, rowLabel: group.label)
            }
            svg.close("g")
        }
        svg.close("g")
        svg.zeroLine(scale: scale, plot: plot)
        svg.bottomAxis(value, scale: scale, plot: plot)
        svg.leftCategoryAxis(labels, centers: rows.centers, plot: plot)
        svg.legend(layout.legend, origin: layout.legendOrigin, hatches: &hatches)
        hatches.write(into: &svg)
        return SVGGraphic(
            width: size.width, height: size.height, title: title, summary: summary, id: id, body: svg.markup)
    }

    /// One bar from 0 to the value and its whisker from low to high with end caps.
    private func drawBar(
        _ estimate: Estimate, series s: Int, center: Double, thickness: Double, style: SeriesStyle,
        scale: LinearScale, decimals: Int, hatches: inout HatchDefinitions, into svg: inout SVGBuilder,
        rowLabel: String
    ) {
        let zero = scale.pixel(0)
        let end = scale.pixel(estimate.value)
        let frame = Rect(
            x: min(zero, end), y: center - thickness / 2 + 1, width: abs(end - zero), height: thickness - 2)
        svg.open("g", [("class", "bar"), ("data-series", series[s])])
        svg.element(
            "title",
            text: "\(rowLabel) — \(series[s]) \(NumberText.fixed(estimate.value, decimals: decimals)) "
                + "[\(NumberText.fixed(estimate.lower, decimals: decimals)), "
                + "\(NumberText.fixed(estimate.upper, decimals: decimals))]")
        svg.rect(frame, fill: style.color.cssHex)
        if let pattern = hatches.fill(style.hatch, over: style.color) { svg.rect(frame, fill: pattern) }
        let low = scale.pixel(estimate.lower)
        let high = scale.pixel(estimate.upper)
        let cap = min(4, thickness / 2 - 1)
        // A white casing under the whisker keeps it visible where it crosses a dark bar.
        for (color, width) in [(RGBColor(hex: 0xFFFFFF), 3.5), (Palette.ink, 1.3)] {
            let className = width < 2 ? "interval" : "interval-casing"
            svg.line(x1: low, y1: center, x2: high, y2: center, color: color, width: width, className: className)
            svg.line(x1: low, y1: center - cap, x2: low, y2: center + cap, color: color, width: width)
            svg.line(x1: high, y1: center - cap, x2: high, y2: center + cap, color: color, width: width)
        }
        svg.close("g")
    }
}
