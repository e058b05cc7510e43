extension SweepChart: CheckedChart {
    /// Vertical gap between panels, in user units.
    static let panelGap = 22.0

    /// Renders each panel (grid, bands, lines, markers, target line), the chosen-value guide, the shared
    /// x axis and the legend.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let (id, check) = try checkedStart(id: id)
        let size = resolvedSize
        let xs = panels.flatMap { $0.series.flatMap { $0.points.map(\.x) } } + (highlight.map { [$0.x] } ?? [])
        let x = try xAxis.resolve(dataLower: xs.min(), dataUpper: xs.max(), check: check, field: "xAxis")
        var ys: [ResolvedAxis] = []
        for (p, panel) in panels.enumerated() {
            let values =
                panel.series.flatMap { $0.points.flatMap { [$0.y.lower, $0.y.upper] } }
                + (panel.target.map { [$0.value] } ?? [])
            ys.append(
                try panel.yAxis.resolve(
                    dataLower: values.min(), dataUpper: values.max(), check: check, field: "panels[\(p)].yAxis"))
        }
        let styles = seriesStyles()
        let layout = try PlotLayout(
            size: size, title: title, leftLabels: ys.flatMap(\.tickLabels), lastBottomLabel: x.tickLabels.last ?? "",
            legendEntries: legendEntries(styles),
            extra: Insets(top: highlight == nil ? 0 : 16, right: 0, bottom: 0, left: 0),
            check: check)
        let gaps = Self.panelGap * Double(panels.count - 1)
        let panelHeight = (layout.plot.height - gaps) / Double(panels.count)
        guard panelHeight >= ChartStyle.minimumPlotExtent else {
            throw check.error(
                "size", .invalidParameter("panels are \(Int(panelHeight)) units tall; make the chart taller"))
        }
        let xScale = x.scale(pixelStart: layout.plot.x, pixelEnd: layout.plot.maxX)

        var svg = layout.beginDrawing()
        var hatches = HatchDefinitions(idPrefix: id)
        for (p, panel) in panels.enumerated() {
            let frame = Rect(
                x: layout.plot.x, y: layout.plot.y + Double(p) * (panelHeight + Self.panelGap),
                width: layout.plot.width,
                height: panelHeight)
            let yScale = ys[p].scale(pixelStart: frame.maxY, pixelEnd: frame.y)
            svg.open("g", [("class", "panel")])
            let clip = layout.writeClipPath(into: &svg, id: "\(id)-clip-\(p)", area: frame)
            svg.verticalGrid(x, scale: xScale, plot: frame)
            svg.horizontalGrid(ys[p], scale: yScale, plot: frame)
            drawPanel(panel, styles: styles[p], frame: frame, xScale: xScale, yScale: yScale, clip: clip, into: &svg)
            if let highlight, xScale.contains(highlight.x) {
                drawHighlight(highlight, panel: panel, frame: frame, xScale: xScale, yScale: yScale, into: &svg)
            }
            svg.bottomAxis(
                x, scale: xScale, plot: frame, showsTickLabels: p == panels.count - 1, showsTitle: p == panels.count - 1
            )
            svg.leftAxis(ys[p], scale: yScale, plot: frame, titleX: SVGBuilder.leftTitleBaseline)
            svg.close("g")
        }
        if let highlight, xScale.contains(highlight.x) {
            svg.haloText(
                highlight.label, x: xScale.pixel(highlight.x), y: layout.plot.y - 6,
                fontSize: ChartStyle.legendFontSize,
                anchor: .middle, color: Palette.ink)
        }
        return layout.finish(&svg, hatches: &hatches, chart: self, id: id)
    }

    /// Styles per panel and series. A label that appears in several panels keeps one style everywhere;
    /// new labels take the next automatic style.
    private func seriesStyles() -> [[SeriesStyle]] {
        var known: [(label: String, style: SeriesStyle)] = []
        return panels.map { panel in
            panel.series.map { entry in
                if let style = entry.style { return style }
                if let existing = known.first(where: { $0.label == entry.label }) { return existing.style }
                let style = SeriesStyle.automatic(index: known.count)
                known.append((entry.label, style))
                return style
            }
        }
    }

    /// One entry per distinct series label, then the band, target and chosen-value annotations.
    private func legendEntries(_ styles: [[SeriesStyle]]) -> [LegendEntry] {
        var entries: [LegendEntry] = []
        for (panel, panelStyles) in zip(panels, styles) {
            for (entry, style) in zip(panel.series, panelStyles)
            where !entries.contains(where: { $0.label == entry.label }) {
                entries.append(LegendEntry(label: entry.label, swatch: .lineAndMarker(style)))
            }
        }
        entries.append(LegendEntry(label: "95 % interval", swatch: .band(Palette.mutedInk)))
        if let target = panels.compactMap(\.target).first {
            entries.append(LegendEntry(label: target.label, swatch: .rule(Palette.ink, .dashed)))
        }
        if let highlight { entries.append(LegendEntry(label: highlight.label, swatch: .symbol(.ring, Palette.ink))) }
        return entries
    }

    private func drawPanel(
        _ panel: SweepPanel, styles: [SeriesStyle], frame: Rect, xScale: DataScale, yScale: DataScale,
        clip: String, into svg: inout SVGBuilder
    ) {
        svg.open("g", [("class", "data"), ("clip-path", clip)])
        for (entry, style) in zip(panel.series, styles) {
            let points = entry.sortedPoints
            let upper = points.map { Point(x: xScale.pixel($0.x), y: yScale.pixel($0.y.upper)) }
            let lower = points.map { Point(x: xScale.pixel($0.x), y: yScale.pixel($0.y.lower)) }
            svg.open("g", [("class", "series"), ("data-series", entry.label)])
            if points.contains(where: { $0.y.hasInterval }) {
                svg.polygon(upper + lower.reversed(), fill: style.color, opacity: 0.18, className: "band")
                // Edged in the series' colour and dash, so that overlapping bands stay apart where their fills mix.
                for edge in [upper, lower] {
                    svg.polyline(edge, color: style.color, width: 0.8, dash: style.dash, className: "band-edge")
                }
            }
            svg.polyline(
                points.map { Point(x: xScale.pixel($0.x), y: yScale.pixel($0.y.value)) }, color: style.color,
                width: ChartStyle.lineWidth, dash: style.dash)
            svg.close("g")
        }
        if let target = panel.target {
            let y = yScale.pixel(target.value)
            svg.line(
                x1: frame.x, y1: y, x2: frame.maxX, y2: y, color: Palette.ink, width: 1.3, dash: .dashed,
                className: "target")
        }
        svg.close("g")
        for (entry, style) in zip(panel.series, styles) {
            for point in entry.sortedPoints where yScale.contains(point.y.value) {
                svg.marker(
                    style.marker, at: Point(x: xScale.pixel(point.x), y: yScale.pixel(point.y.value)),
                    color: style.color,
                    radius: 3.5)
            }
        }
        if let target = panel.target, yScale.contains(target.value) {
            svg.haloText(
                target.label, x: frame.maxX - 4, y: yScale.pixel(target.value) - 5, fontSize: ChartStyle.legendFontSize,
                anchor: .end, color: Palette.ink)
        }
    }

    /// The vertical guide through the panel at the chosen value and a ring on each series there.
    private func drawHighlight(
        _ highlight: SweepHighlight, panel: SweepPanel, frame: Rect, xScale: DataScale, yScale: DataScale,
        into svg: inout SVGBuilder
    ) {
        let x = xScale.pixel(highlight.x)
        svg.line(
            x1: x, y1: frame.y, x2: x, y2: frame.maxY, color: Palette.ink, width: 1.2, dash: .dotted,
            className: "highlight")
        for entry in panel.series {
            guard let value = entry.interpolatedValue(at: highlight.x), yScale.contains(value) else { continue }
            svg.empty(
                "circle",
                [
                    ("class", "highlight-ring"), ("cx", SVGBuilder.number(x)),
                    ("cy", SVGBuilder.number(yScale.pixel(value))),
                    ("r", "8"), ("fill", "none"), ("stroke", Palette.ink.cssHex), ("stroke-width", "2"),
                ])
        }
    }
}
