extension StackedBarChart {
    /// Renders grid, bars with hatched segments, category labels, the value axis, totals and the legend.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let id = ChartID.sanitized(id)
        let check = DataCheck(chart: title)
        let totals = try validatedTotals(check)
        let size = resolvedSize
        var axis = valueAxis
        axis.includesZero = true
        if scale == .percentOfTotal && axis.range == nil { axis.range = AxisRange(0, 100) }
        let plottedTotals = scale == .percentOfTotal ? totals.map { _ in 100.0 } : totals
        let value = try axis.resolve(dataLower: 0, dataUpper: plottedTotals.max(), check: check, field: "valueAxis")
        let styles = components.indices.map { components[$0].style ?? .automatic(index: $0) }
        let legendEntries = zip(components, styles).map { LegendEntry(label: $0.label, swatch: .fill($1)) }
        let totalLabels = totals.map { totalLabel($0, decimals: value.ticks.decimals) }
        let showsTotals = self.showsTotals && scale == .absolute
        let widestTotal = totalLabels.map { TextMetrics.width($0, fontSize: ChartStyle.tickFontSize) }.max() ?? 0

        let layout: PlotLayout
        let rotatesLabels: Bool
        switch orientation {
        case .horizontal:
            rotatesLabels = false
            layout = try PlotLayout(
                size: size, title: title, leftLabels: categories, lastBottomLabel: value.tickLabels.last ?? "",
                legendEntries: legendEntries,
                extra: Insets(top: 0, right: showsTotals ? widestTotal + 6 : 0, bottom: 0, left: 0), check: check)
        case .vertical:
            let slot = (size.width - 140) / Double(categories.count)
            let widest = categories.map { TextMetrics.width($0, fontSize: ChartStyle.tickFontSize) }.max() ?? 0
            rotatesLabels = widest > slot - 6
            layout = try PlotLayout(
                size: size, title: title, leftLabels: value.tickLabels, lastBottomLabel: "",
                legendEntries: legendEntries,
                extra: Insets(top: showsTotals ? 16 : 0, right: 0, bottom: rotatesLabels ? widest * 0.5 : 0, left: 0),
                check: check)
        }
        let plot = layout.plot
        var svg = layout.beginDrawing()
        var hatches = HatchDefinitions(idPrefix: id)
        let clip = layout.writeClipPath(into: &svg, id: "\(id)-clip")
        let valueScale =
            orientation == .horizontal
            ? value.scale(pixelStart: plot.x, pixelEnd: plot.maxX)
            : value.scale(pixelStart: plot.maxY, pixelEnd: plot.y)
        if orientation == .horizontal {
            svg.verticalGrid(value, scale: valueScale, plot: plot)
        } else {
            svg.horizontalGrid(value, scale: valueScale, plot: plot)
        }

        let slot = (orientation == .horizontal ? plot.height : plot.width) / Double(categories.count)
        let thickness = min(slot * 0.62, 40)
        svg.open("g", [("class", "data"), ("clip-path", clip)])
        for (k, category) in categories.enumerated() {
            let slotStart = (orientation == .horizontal ? plot.y : plot.x) + Double(k) * slot
            let barStart = slotStart + (slot - thickness) / 2
            svg.open("g", [("class", "bar"), ("data-category", category)])
            var base = 0.0
            for (c, component) in components.enumerated() where component.values[k] > 0 {
                let top = base + plottedValue(component: c, category: k, totals: totals)
                let from = valueScale.pixel(base)
                let to = valueScale.pixel(top)
                let frame =
                    orientation == .horizontal
                    ? Rect(x: from, y: barStart, width: to - from, height: thickness)
                    : Rect(x: barStart, y: to, width: thickness, height: from - to)
                let share = 100 * component.values[k] / totals[k]
                svg.open("g", [("class", "segment")])
                svg.element(
                    "title",
                    text:
                        "\(category) — \(component.label): \(totalLabel(component.values[k], decimals: value.ticks.decimals + 1)) "
                        + "(\(NumberText.fixed(share, decimals: 1)) %)")
                svg.rect(frame, fill: styles[c].color.cssHex, stroke: RGBColor(hex: 0xFFFFFF), strokeWidth: 0.75)
                if let pattern = hatches.fill(styles[c].hatch, over: styles[c].color) { svg.rect(frame, fill: pattern) }
                svg.close("g")
                base = top
            }
            svg.close("g")
        }
        svg.close("g")

        // Category labels, value axis and totals.
        let categoryCenters = categories.indices.map {
            (orientation == .horizontal ? plot.y : plot.x) + (Double($0) + 0.5) * slot
        }
        switch orientation {
        case .horizontal:
            svg.bottomAxis(value, scale: valueScale, plot: plot)
            svg.open("g", [("class", "axis category-axis")])
            svg.line(x1: plot.x, y1: plot.y, x2: plot.x, y2: plot.maxY, color: Palette.ink)
            for (category, center) in zip(categories, categoryCenters) {
                svg.text(
                    category, x: plot.x - ChartStyle.tickLength - ChartStyle.tickLabelGap,
                    y: center + ChartStyle.tickFontSize * 0.35, fontSize: ChartStyle.tickFontSize, anchor: .end)
            }
            svg.close("g")
            if showsTotals {
                for (label, (total, center)) in zip(totalLabels, zip(totals, categoryCenters)) {
                    svg.text(
                        label, x: valueScale.pixel(valueScale.clamped(total)) + 5,
                        y: center + ChartStyle.tickFontSize * 0.35, fontSize: ChartStyle.tickFontSize,
                        color: Palette.mutedInk, className: "total")
                }
            }
        case .vertical:
            svg.leftAxis(value, scale: valueScale, plot: plot, titleX: SVGBuilder.leftTitleBaseline)
            svg.open("g", [("class", "axis category-axis")])
            svg.line(x1: plot.x, y1: plot.maxY, x2: plot.maxX, y2: plot.maxY, color: Palette.ink)
            let baseline = plot.maxY + ChartStyle.tickLength + ChartStyle.tickLabelGap + ChartStyle.tickFontSize * 0.8
            for (category, center) in zip(categories, categoryCenters) {
                if rotatesLabels {
                    svg.text(
                        category, x: center, y: baseline, fontSize: ChartStyle.tickFontSize, anchor: .end,
                        rotateDegrees: -30)
                } else {
                    svg.text(category, x: center, y: baseline, fontSize: ChartStyle.tickFontSize, anchor: .middle)
                }
            }
            svg.close("g")
            if showsTotals {
                for (label, (total, center)) in zip(totalLabels, zip(totals, categoryCenters)) {
                    svg.text(
                        label, x: center, y: valueScale.pixel(valueScale.clamped(total)) - 5,
                        fontSize: ChartStyle.tickFontSize, anchor: .middle, color: Palette.mutedInk, className: "total")
                }
            }
        }
        svg.legend(layout.legend, origin: layout.legendOrigin, hatches: &hatches)
        hatches.write(into: &svg)
        return SVGGraphic(
            width: size.width, height: size.height, title: title, summary: summary, id: id, body: svg.markup)
    }

    /// A total or segment value with its unit, e.g. "1432 mAh".
    private func totalLabel(_ total: Double, decimals: Int) -> String {
        let number = NumberText.fixed(total, decimals: decimals)
        guard let unit = valueAxis.unit, !unit.isEmpty else { return number }
        return "\(number) \(unit)"
    }
}
