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
        let largest = scale == .percentOfTotal ? 100 : totals.max()
        let value = try axis.resolve(dataLower: 0, dataUpper: largest, check: check, field: "valueAxis")
        let styles = components.indices.map { components[$0].style ?? .automatic(index: $0) }
        let totalLabels =
            scale == .absolute && showsTotals ? totals.map { valueLabel($0, decimals: value.ticks.decimals) } : []
        let rotatesLabels = orientation == .vertical && categoryLabelsNeedRotation(canvasWidth: size.width)
        let layout = try PlotLayout(
            size: size, title: title,
            leftLabels: orientation == .horizontal ? categories : value.tickLabels,
            lastBottomLabel: orientation == .horizontal ? value.tickLabels.last ?? "" : "",
            legendEntries: zip(components, styles).map { LegendEntry(label: $0.label, swatch: .fill($1)) },
            extra: extraMargins(totalLabels: totalLabels, rotatesLabels: rotatesLabels), check: check)
        let plot = layout.plot
        let valueScale =
            orientation == .horizontal
            ? value.scale(pixelStart: plot.x, pixelEnd: plot.maxX)
            : value.scale(pixelStart: plot.maxY, pixelEnd: plot.y)

        var svg = layout.beginDrawing()
        var hatches = HatchDefinitions(idPrefix: id)
        let clip = layout.writeClipPath(into: &svg, id: "\(id)-clip")
        if orientation == .horizontal {
            svg.verticalGrid(value, scale: valueScale, plot: plot)
        } else {
            svg.horizontalGrid(value, scale: valueScale, plot: plot)
        }
        svg.open("g", [("class", "data"), ("clip-path", clip)])
        for category in categories.indices {
            drawBar(
                category, styles: styles, totals: totals, decimals: value.ticks.decimals + 1, valueScale: valueScale,
                plot: plot, hatches: &hatches, into: &svg)
        }
        svg.close("g")
        if orientation == .horizontal {
            svg.bottomAxis(value, scale: valueScale, plot: plot)
        } else {
            svg.leftAxis(value, scale: valueScale, plot: plot, titleX: SVGBuilder.leftTitleBaseline)
        }
        drawCategoryAxis(plot: plot, rotatesLabels: rotatesLabels, into: &svg)
        for (label, (total, center)) in zip(totalLabels, zip(totals, categoryCenters(plot))) {
            let end = valueScale.pixel(valueScale.clamped(total))
            if orientation == .horizontal {
                svg.text(
                    label, x: end + 5, y: center + ChartStyle.tickFontSize * 0.35, fontSize: ChartStyle.tickFontSize,
                    color: Palette.mutedInk, className: "total")
            } else {
                svg.text(
                    label, x: center, y: end - 5, fontSize: ChartStyle.tickFontSize, anchor: .middle,
                    color: Palette.mutedInk, className: "total")
            }
        }
        return layout.finish(&svg, hatches: &hatches, chart: self, id: id)
    }

    /// Room for totals past the bar ends and for rotated category labels.
    private func extraMargins(totalLabels: [String], rotatesLabels: Bool) -> Insets {
        let widestTotal = totalLabels.map { TextMetrics.width($0, fontSize: ChartStyle.tickFontSize) }.max() ?? 0
        switch orientation {
        case .horizontal:
            return Insets(top: 0, right: totalLabels.isEmpty ? 0 : widestTotal + 6, bottom: 0, left: 0)
        case .vertical:
            // A label rotated by 30° drops by half its width.
            return Insets(
                top: totalLabels.isEmpty ? 0 : 16, right: 0, bottom: rotatesLabels ? widestCategoryWidth * 0.5 : 0,
                left: 0)
        }
    }

    private var widestCategoryWidth: Double {
        categories.map { TextMetrics.width($0, fontSize: ChartStyle.tickFontSize) }.max() ?? 0
    }

    /// Whether vertical bars need rotated labels: the widest label exceeds its slot, estimated from the
    /// canvas width less typical y-axis and edge margins (about 140 units).
    private func categoryLabelsNeedRotation(canvasWidth: Double) -> Bool {
        widestCategoryWidth > (canvasWidth - 140) / Double(categories.count) - 6
    }

    /// Width (horizontal bars: height) of each category's slot.
    private func slotLength(_ plot: Rect) -> Double {
        (orientation == .horizontal ? plot.height : plot.width) / Double(categories.count)
    }

    /// Centre of each category's slot along the category axis.
    private func categoryCenters(_ plot: Rect) -> [Double] {
        let start = orientation == .horizontal ? plot.y : plot.x
        return categories.indices.map { start + (Double($0) + 0.5) * slotLength(plot) }
    }

    /// One bar: its segments from the base up, each with a hover title, colour and hatch.
    private func drawBar(
        _ category: Int, styles: [SeriesStyle], totals: [Double], decimals: Int, valueScale: DataScale, plot: Rect,
        hatches: inout HatchDefinitions, into svg: inout SVGBuilder
    ) {
        let thickness = min(slotLength(plot) * 0.62, 40)
        let barStart = categoryCenters(plot)[category] - thickness / 2
        svg.open("g", [("class", "bar"), ("data-category", categories[category])])
        var base = 0.0
        for (c, component) in components.enumerated() where component.values[category] > 0 {
            let top = base + plottedValue(component: c, category: category, totals: totals)
            let from = valueScale.pixel(base)
            let to = valueScale.pixel(top)
            let frame =
                orientation == .horizontal
                ? Rect(x: from, y: barStart, width: to - from, height: thickness)
                : Rect(x: barStart, y: to, width: thickness, height: from - to)
            let share = 100 * component.values[category] / totals[category]
            svg.open("g", [("class", "segment")])
            svg.element(
                "title",
                text: "\(categories[category]) — \(component.label): "
                    + "\(valueLabel(component.values[category], decimals: decimals)) (\(NumberText.fixed(share, decimals: 1)) %)"
            )
            svg.rect(frame, fill: styles[c].color.cssHex, stroke: RGBColor(hex: 0xFFFFFF), strokeWidth: 0.75)
            if let pattern = hatches.fill(styles[c].hatch, over: styles[c].color) { svg.rect(frame, fill: pattern) }
            svg.close("g")
            base = top
        }
        svg.close("g")
    }

    /// The category axis line and labels (left of horizontal bars, below vertical ones).
    private func drawCategoryAxis(plot: Rect, rotatesLabels: Bool, into svg: inout SVGBuilder) {
        let centers = categoryCenters(plot)
        switch orientation {
        case .horizontal:
            svg.leftCategoryAxis(categories, centers: centers, plot: plot)
        case .vertical:
            svg.open("g", [("class", "axis category-axis")])
            svg.line(x1: plot.x, y1: plot.maxY, x2: plot.maxX, y2: plot.maxY, color: Palette.ink)
            let baseline = plot.maxY + ChartStyle.tickLength + ChartStyle.tickLabelGap + ChartStyle.tickFontSize * 0.8
            for (category, center) in zip(categories, centers) {
                svg.text(
                    category, x: center, y: baseline, fontSize: ChartStyle.tickFontSize,
                    anchor: rotatesLabels ? .end : .middle, rotateDegrees: rotatesLabels ? -30 : nil)
            }
            svg.close("g")
        }
    }

    /// A value with the axis unit, e.g. "1432 mAh".
    private func valueLabel(_ value: Double, decimals: Int) -> String {
        let number = NumberText.fixed(value, decimals: decimals)
        guard let unit = valueAxis.unit, !unit.isEmpty else { return number }
        return "\(number) \(unit)"
    }
}
