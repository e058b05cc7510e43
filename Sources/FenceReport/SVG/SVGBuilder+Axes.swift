extension SVGBuilder {
    /// Light vertical grid lines at the x ticks, across `plot`.
    mutating func verticalGrid(_ axis: ResolvedAxis, scale: DataScale, plot: Rect) {
        open("g", [("class", "grid")])
        for value in axis.ticks.values {
            let x = scale.pixel(value)
            line(x1: x, y1: plot.y, x2: x, y2: plot.maxY, color: Palette.grid, width: 1)
        }
        close("g")
    }

    /// Light horizontal grid lines at the y ticks, across `plot`.
    mutating func horizontalGrid(_ axis: ResolvedAxis, scale: DataScale, plot: Rect) {
        open("g", [("class", "grid")])
        for value in axis.ticks.values {
            let y = scale.pixel(value)
            line(x1: plot.x, y1: y, x2: plot.maxX, y2: y, color: Palette.grid, width: 1)
        }
        close("g")
    }

    /// The x axis along the bottom of `plot`: axis line, tick marks, and (optionally) tick labels and the
    /// axis title centred under the plot.
    mutating func bottomAxis(
        _ axis: ResolvedAxis, scale: DataScale, plot: Rect, showsTickLabels: Bool = true, showsTitle: Bool = true
    ) {
        open("g", [("class", "axis x-axis")])
        line(x1: plot.x, y1: plot.maxY, x2: plot.maxX, y2: plot.maxY, color: Palette.ink, width: 1)
        let labelBaseline = plot.maxY + ChartStyle.tickLength + ChartStyle.tickLabelGap + ChartStyle.tickFontSize * 0.8
        for (value, label) in zip(axis.ticks.values, axis.tickLabels) {
            let x = scale.pixel(value)
            line(x1: x, y1: plot.maxY, x2: x, y2: plot.maxY + ChartStyle.tickLength, color: Palette.ink, width: 1)
            if showsTickLabels {
                text(
                    label, x: x, y: labelBaseline, fontSize: ChartStyle.tickFontSize, anchor: .middle,
                    color: Palette.mutedInk)
            }
        }
        if showsTitle {
            text(
                axis.axis.label, x: plot.x + plot.width / 2, y: labelBaseline + 8 + ChartStyle.axisTitleFontSize,
                fontSize: ChartStyle.axisTitleFontSize, anchor: .middle, className: "axis-title")
        }
        close("g")
    }

    /// The y axis along the left of `plot`: axis line, tick marks, tick labels, and the axis title rotated
    /// and centred on the plot's height, its baseline at `titleX`.
    mutating func leftAxis(_ axis: ResolvedAxis, scale: DataScale, plot: Rect, titleX: Double) {
        open("g", [("class", "axis y-axis")])
        line(x1: plot.x, y1: plot.y, x2: plot.x, y2: plot.maxY, color: Palette.ink, width: 1)
        for (value, label) in zip(axis.ticks.values, axis.tickLabels) {
            let y = scale.pixel(value)
            line(x1: plot.x - ChartStyle.tickLength, y1: y, x2: plot.x, y2: y, color: Palette.ink, width: 1)
            text(
                label, x: plot.x - ChartStyle.tickLength - ChartStyle.tickLabelGap,
                y: y + ChartStyle.tickFontSize * 0.35, fontSize: ChartStyle.tickFontSize, anchor: .end,
                color: Palette.mutedInk)
        }
        let titleY = plot.y + plot.height / 2
        text(
            axis.axis.label, x: titleX, y: titleY, fontSize: ChartStyle.axisTitleFontSize, anchor: .middle,
            rotateDegrees: -90, className: "axis-title")
        close("g")
    }

    /// Baseline x of a rotated left axis title: just inside the canvas padding.
    static var leftTitleBaseline: Double { ChartStyle.padding + ChartStyle.axisTitleFontSize }
}
