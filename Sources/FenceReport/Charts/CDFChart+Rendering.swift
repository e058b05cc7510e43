extension CDFChart: CheckedChart {
    /// Renders grid, one staircase per series (clipped to the plot), quantile markers, axes and legend.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let (id, check) = try checkedStart(id: id)
        let styles = series.indices.map { series[$0].style ?? .automatic(index: $0) }
        let values = series.flatMap(\.samples)
        let x = try xAxis.resolve(
            dataLower: values.min(), dataUpper: values.max(), smallestPositive: values.filter { $0 > 0 }.min(),
            check: check, field: "xAxis")
        let y = try Axis(title: yTitle, range: AxisRange(0, 1), tickStep: 0.2)
            .resolve(dataLower: 0, dataUpper: 1, check: check, field: "yAxis")
        let legendEntries = zip(series, styles).map { LegendEntry(label: $0.label, swatch: .lineAndMarker($1)) }
        let frame = try XYPlot(size: size, title: title, x: x, y: y, legendEntries: legendEntries, check: check)
        let scales = frame.scales

        var svg = SVGBuilder()
        var hatches = HatchDefinitions(idPrefix: id)
        let clip = frame.start(&svg, id: id)
        svg.open("g", [("class", "data"), ("clip-path", clip)])
        for (entry, style) in zip(series, styles) {
            svg.open("g", [("class", "series"), ("data-series", entry.label)])
            let corners = entry.staircase(left: scales.x.domainLower, right: scales.x.domainUpper)
            svg.polyline(corners.map(scales.pixel), color: style.color, width: ChartStyle.lineWidth, dash: style.dash)
            svg.close("g")
        }
        svg.close("g")
        svg.open("g", [("class", "quantile-markers")])
        for (entry, style) in zip(series, styles) {
            for (p, name) in [(0.5, "median"), (0.9, "90th percentile")] {
                guard let point = entry.quantilePoint(p), scales.x.contains(point.x) else { continue }
                svg.marker(
                    style.marker, at: scales.pixel(point), color: style.color,
                    tooltip: "\(entry.label) — \(name): \(NumberText.fixed(point.x, decimals: x.ticks.decimals + 1))"
                        + (xAxis.unit.map { " \($0)" } ?? ""))
            }
        }
        svg.close("g")
        return frame.finish(&svg, hatches: &hatches, chart: self, id: id)
    }

    func validate(_ check: DataCheck) throws(ChartDataError) {
        try check.nonEmpty(series, "series")
        for (s, entry) in series.enumerated() {
            let name = "series[\(s)] \"\(entry.label)\""
            for (k, sample) in entry.samples.enumerated() { try check.finite(sample, "\(name).samples[\(k)]") }
            if let outOf = entry.outOf {
                guard outOf >= max(entry.samples.count, 1) else {
                    throw check.error(
                        "\(name).outOf",
                        .outOfRange(
                            Double(outOf), allowed: "\(max(entry.samples.count, 1)) or more (at least the sample count)"
                        ))
                }
            } else {
                guard !entry.samples.isEmpty else {
                    throw check.error(
                        "\(name).samples",
                        .invalidParameter("no samples and no outOf count; pass outOf to draw a flat line at 0"))
                }
            }
        }
    }
}
