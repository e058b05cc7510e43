extension IntervalBarChart: CheckedChart {
    /// Renders grid, zero line, one bar per series in each row with its whisker, row labels, the value axis
    /// and the legend.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let (id, check) = try checkedStart(id: id)
        let size = resolvedSize
        let range = dataRange
        let value = try valueAxis.resolve(
            dataLower: range.lower, dataUpper: range.upper, check: check, field: "valueAxis")
        let styles = series.indices.map { SeriesStyle.automatic(index: $0) }
        let legendEntries =
            zip(series, styles).map { LegendEntry(label: $0, swatch: .fill($1)) }
            + [LegendEntry(label: intervalLabel, swatch: .rule(Palette.ink, .solid))]
        let frame = try CategoryPlot(
            size: size, title: title, categories: groups.map(\.label), value: value, legendEntries: legendEntries,
            check: check)
        let (plot, scale, rows) = (frame.plot, frame.scale, frame.rows)

        var svg = SVGBuilder()
        var hatches = HatchDefinitions(idPrefix: id)
        let clip = frame.start(&svg, id: id)
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
        return frame.finish(&svg, hatches: &hatches, chart: self, id: id)
    }

    /// One bar from 0 to the value and its whisker from low to high with end caps.
    private func drawBar(
        _ estimate: Estimate, series s: Int, center: Double, thickness: Double, style: SeriesStyle,
        scale: DataScale, decimals: Int, hatches: inout HatchDefinitions, into svg: inout SVGBuilder,
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
