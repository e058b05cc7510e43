extension TornadoChart: CheckedChart {
    /// Renders grid, the μ* bars from the axis origin, the σ diamonds, parameter labels, the value axis and
    /// the legend.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let (id, check) = try checkedStart(id: id)
        let size = resolvedSize
        let sorted = sortedBars
        var axis = valueAxis
        axis.includesZero = true
        let largest = sorted.map { max($0.meanAbsoluteEffect, $0.standardDeviation) }.max()
        let value = try axis.resolve(dataLower: 0, dataUpper: largest, check: check, field: "valueAxis")
        let frame = try CategoryPlot(
            size: size, title: title, categories: sorted.map(\.label), value: value,
            legendEntries: legendEntries(sorted), check: check)
        let (scale, rows) = (frame.scale, frame.rows)

        var svg = SVGBuilder()
        var hatches = HatchDefinitions(idPrefix: id)
        let clip = frame.start(&svg, id: id)
        svg.open("g", [("class", "data"), ("clip-path", clip)])
        let thickness = min(rows.slotHeight * 0.62, 28)
        for (index, bar) in sorted.enumerated() {
            let center = rows.center(index)
            let style = Self.style(bar)
            let end = scale.pixel(scale.clamped(bar.meanAbsoluteEffect))
            let frame = Rect(
                x: scale.pixel(0), y: center - thickness / 2, width: end - scale.pixel(0), height: thickness)
            svg.open("g", [("class", "bar"), ("data-category", bar.label)])
            svg.element("title", text: tooltip(bar, decimals: value.ticks.decimals + 1))
            svg.rect(frame, fill: style.color.cssHex)
            if let pattern = hatches.fill(style.hatch, over: style.color) { svg.rect(frame, fill: pattern) }
            svg.close("g")
        }
        svg.close("g")
        svg.open("g", [("class", "sigma")])
        for (index, bar) in sorted.enumerated() {
            let x = scale.pixel(scale.clamped(bar.standardDeviation))
            svg.marker(.diamond, at: Point(x: x, y: rows.center(index)), color: Palette.ink)
        }
        svg.close("g")
        return frame.finish(&svg, hatches: &hatches, chart: self, id: id)
    }

    /// The style of a bar: first series colour when μ is absent or ≥ 0, second colour and hatch when μ < 0.
    static func style(_ bar: TornadoBar) -> SeriesStyle {
        (bar.meanEffect ?? 0) < 0 ? .automatic(index: 1) : .automatic(index: 0)
    }

    /// One entry per bar colour in use (by the sign of μ), then σ.
    private func legendEntries(_ sorted: [TornadoBar]) -> [LegendEntry] {
        var entries: [LegendEntry] = []
        if !sorted.contains(where: { $0.meanEffect != nil }) {
            entries.append(LegendEntry(label: "μ* (mean absolute effect)", swatch: .fill(.automatic(index: 0))))
        } else {
            if sorted.contains(where: { ($0.meanEffect ?? 0) >= 0 }) {
                entries.append(
                    LegendEntry(label: "μ*, mostly raises the metric (μ ≥ 0)", swatch: .fill(.automatic(index: 0))))
            }
            if sorted.contains(where: { ($0.meanEffect ?? 0) < 0 }) {
                entries.append(
                    LegendEntry(label: "μ*, mostly lowers the metric (μ < 0)", swatch: .fill(.automatic(index: 1))))
            }
        }
        entries.append(LegendEntry(label: "σ (spread of the effects)", swatch: .symbol(.diamond, Palette.ink)))
        return entries
    }

    /// Hover text, e.g. "platform.wifiScanMilliamps — μ* 2.40 h, σ 0.30 h, μ -2.40 h".
    private func tooltip(_ bar: TornadoBar, decimals: Int) -> String {
        let unit = valueAxis.unit.map { $0.isEmpty ? "" : " \($0)" } ?? ""
        var text =
            "\(bar.label) — μ* \(NumberText.fixed(bar.meanAbsoluteEffect, decimals: decimals))\(unit), "
            + "σ \(NumberText.fixed(bar.standardDeviation, decimals: decimals))\(unit)"
        if let mean = bar.meanEffect { text += ", μ \(NumberText.fixed(mean, decimals: decimals))\(unit)" }
        return text
    }
}
