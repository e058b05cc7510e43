extension BandChart: CheckedChart {
    /// Renders grid, zero line, each row's bands, median and replication interval, the row labels, the
    /// value axis and the legend.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let (id, check) = try checkedStart(id: id)
        let size = resolvedSize
        let ends = rows.flatMap { row in
            [row.outer.lower, row.outer.upper] + (row.replication.map { [$0.lower, $0.upper, $0.value] } ?? [])
        }
        let value = try valueAxis.resolve(
            dataLower: ends.min(), dataUpper: ends.max(), check: check, field: "valueAxis")
        let frame = try CategoryPlot(
            size: size, title: title, categories: rows.map(\.label), value: value, legendEntries: legendEntries,
            check: check)
        let (plot, scale, slots) = (frame.plot, frame.scale, frame.rows)
        let decimals = value.ticks.decimals + 1

        var svg = SVGBuilder()
        var hatches = HatchDefinitions(idPrefix: id)
        let markerRoom = SVGBuilder.markerRadius + 2
        let clip = frame.start(
            &svg, id: id,
            clipArea: Rect(x: plot.x - markerRoom, y: plot.y, width: plot.width + 2 * markerRoom, height: plot.height))
        svg.zeroLine(scale: scale, plot: plot)
        svg.open("g", [("class", "data"), ("clip-path", clip)])
        // The band sits in the upper part of the row, the replication interval below it.
        let thickness = min(slots.slotHeight * 0.42, 20)
        for (index, row) in rows.enumerated() {
            let bandCenter = slots.center(index) - slots.slotHeight * 0.12
            let replicationY = bandCenter + thickness / 2 + min(slots.slotHeight * 0.18, 9)
            svg.open("g", [("class", "row"), ("data-category", row.label)])
            svg.element("title", text: tooltip(row, decimals: decimals))
            let top = bandCenter - thickness / 2
            svg.rect(
                band(row.outer, top: top, height: thickness, scale: scale), fill: Self.outerColor.cssHex,
                className: "outer-band")
            if let inner = row.inner {
                svg.rect(
                    band(inner, top: top, height: thickness, scale: scale), fill: Self.innerColor.cssHex,
                    className: "inner-band")
            }
            let median = scale.pixel(row.median)
            svg.line(
                x1: median, y1: top, x2: median, y2: top + thickness, color: Palette.ink, width: 2.5,
                className: "median")
            if let replication = row.replication {
                drawReplication(replication, y: replicationY, scale: scale, into: &svg)
            }
            svg.close("g")
        }
        svg.close("g")
        return frame.finish(&svg, hatches: &hatches, chart: self, id: id)
    }

    /// The band colour: the first series colour at 20 % over white (outer) and at 45 % (inner), opaque so
    /// that the inner band reads the same on screen, in print and in the legend.
    static let outerColor = tint(Palette.colors[0], share: 0.2)
    /// See ``outerColor``.
    static let innerColor = tint(Palette.colors[0], share: 0.45)
    /// The replication interval's style: the second series colour and its marker, solid (distinct from the
    /// bands).
    static let replicationStyle = SeriesStyle(
        color: Palette.colors[1], marker: SeriesStyle.automatic(index: 1).marker, dash: .solid, hatch: .none)

    private static func tint(_ color: RGBColor, share: Double) -> RGBColor {
        func mix(_ channel: UInt8) -> UInt8 { UInt8((255 - share * (255 - Double(channel))).rounded()) }
        return RGBColor(red: mix(color.red), green: mix(color.green), blue: mix(color.blue))
    }

    /// Median, outer band, inner band (when any row has one), replication (when any row has one).
    private var legendEntries: [LegendEntry] {
        var entries = [
            LegendEntry(label: labels.median, swatch: .tick(Palette.ink)),
            LegendEntry(label: labels.outer, swatch: .fill(Self.flat(Self.outerColor))),
        ]
        if rows.contains(where: { $0.inner != nil }) {
            entries.append(LegendEntry(label: labels.inner, swatch: .fill(Self.flat(Self.innerColor))))
        }
        if rows.contains(where: { $0.replication != nil }) {
            entries.append(LegendEntry(label: labels.replication, swatch: .lineAndMarker(Self.replicationStyle)))
        }
        return entries
    }

    private static func flat(_ color: RGBColor) -> SeriesStyle {
        SeriesStyle(color: color, marker: .square, dash: .solid, hatch: .none)
    }

    private func band(_ band: QuantileBand, top: Double, height: Double, scale: DataScale) -> Rect {
        let left = scale.pixel(band.lower)
        return Rect(x: left, y: top, width: scale.pixel(band.upper) - left, height: height)
    }

    /// The replication estimate: a whisker with end caps from lower to upper and the marker at the value.
    private func drawReplication(_ estimate: Estimate, y: Double, scale: DataScale, into svg: inout SVGBuilder) {
        let style = Self.replicationStyle
        let low = scale.pixel(estimate.lower)
        let high = scale.pixel(estimate.upper)
        let cap = 4.0
        svg.line(x1: low, y1: y, x2: high, y2: y, color: style.color, width: 1.6, className: "replication")
        svg.line(x1: low, y1: y - cap, x2: low, y2: y + cap, color: style.color, width: 1.6)
        svg.line(x1: high, y1: y - cap, x2: high, y2: y + cap, color: style.color, width: 1.6)
        svg.marker(style.marker, at: Point(x: scale.pixel(estimate.value), y: y), color: style.color, radius: 3.5)
    }

    /// Hover text, e.g. "three-manager — median 15.30 h, 5–95 % 11.20…19.80 h; replications 15.31 [15.16, 15.46] h".
    private func tooltip(_ row: BandRow, decimals: Int) -> String {
        let unit = valueAxis.unit.map { $0.isEmpty ? "" : " \($0)" } ?? ""
        func number(_ value: Double) -> String { NumberText.fixed(value, decimals: decimals) }
        var text =
            "\(row.label) — median \(number(row.median))\(unit); \(labels.outer): "
            + "\(number(row.outer.lower))…\(number(row.outer.upper))\(unit)"
        if let inner = row.inner { text += "; \(labels.inner): \(number(inner.lower))…\(number(inner.upper))\(unit)" }
        if let replication = row.replication {
            text +=
                "; \(labels.replication): \(number(replication.value)) "
                + "[\(number(replication.lower)), \(number(replication.upper))]\(unit)"
        }
        return text
    }
}
