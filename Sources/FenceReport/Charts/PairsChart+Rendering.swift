extension PairsChart: CheckedChart {
    /// Side of one panel and the gap between panels (user units).
    static let panelSide = 140.0
    static let panelGap = 8.0
    /// Font of names and bin labels.
    static let labelFontSize = 11.0
    /// The widest a bin label may take (shortened beyond).
    static let binLabelWidth = 96.0
    /// Width of the legend column at the right.
    static let legendWidth = 200.0

    /// Implausibility: dark to light green up to the cut-off, then orange to dark red (ColorBrewer "RdYlGn"
    /// ends), a step at the cut-off so ruled-out cells read apart from surviving ones.
    var implausibilityRamp: ColorRamp {
        ColorRamp(stops: [
            (0, RGBColor(hex: 0x006837)), (cutoff, RGBColor(hex: 0xD9EF8B)), (cutoff, RGBColor(hex: 0xFDAE61)),
            (implausibilityMaximum, RGBColor(hex: 0xA50026)),
        ])
    }

    /// Optical depth: light to dark blue (ColorBrewer "Blues" ends), so a depth of 0 still differs from an
    /// empty (white) cell.
    static let depthRamp = ColorRamp(stops: [(0, RGBColor(hex: 0xDEEBF7)), (1, RGBColor(hex: 0x08306B))])

    /// Renders the panels, the names and bin labels, and the two colour legends.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let (id, _) = try checkedStart(id: id)
        let count = variables.count
        let side = Self.panelSide
        let gridSide = Double(count) * side + Double(count - 1) * Self.panelGap
        let rowTickWidth = min(
            Self.binLabelWidth,
            variables.flatMap(Self.tickTexts).map { TextMetrics.width($0, fontSize: Self.labelFontSize) }.max() ?? 0)
        let left = ChartStyle.padding + 18 + rowTickWidth + 8
        let titleLines = TextMetrics.wrapped(
            title, fontSize: ChartStyle.titleFontSize, maxWidth: gridSide + left + Self.legendWidth)
        let top = ChartStyle.padding + Double(titleLines.count) * ChartStyle.titleLineHeight + 24
        let categorical = variables.contains { if case .categories = $0.axis { true } else { false } }
        let bottom = (categorical ? Self.binLabelWidth * 0.6 + 20 : 24) + ChartStyle.padding
        let legendHeight = 450.0  // two 150-high bars with their titles, and the empty-cell swatch
        let width = left + gridSide + 24 + Self.legendWidth
        let height = top + max(gridSide + bottom, legendHeight)

        var svg = SVGBuilder()
        svg.rect(Rect(x: 0, y: 0, width: width, height: height), fill: "#ffffff", className: "background")
        for (index, line) in titleLines.enumerated() {
            svg.text(
                line, x: ChartStyle.padding, y: ChartStyle.padding + Double(index + 1) * ChartStyle.titleLineHeight - 4,
                fontSize: ChartStyle.titleFontSize, bold: true, className: "chart-title")
        }
        func frame(row: Int, column: Int) -> Rect {
            Rect(
                x: left + Double(column) * (side + Self.panelGap), y: top + Double(row) * (side + Self.panelGap),
                width: side, height: side)
        }
        svg.open("g", [("class", "data")])
        for row in 0..<count {
            for column in 0..<count {
                drawPanel(row: row, column: column, in: frame(row: row, column: column), into: &svg)
            }
        }
        svg.close("g")
        drawNames(frame: frame, count: count, into: &svg)
        drawLegends(origin: Point(x: left + gridSide + 24, y: top), into: &svg)
        return SVGGraphic(width: width, height: height, title: title, summary: summary, id: id, body: svg.markup)
    }

    func validate(_ check: DataCheck) throws(ChartDataError) {
        try check.nonEmpty(variables, "variables")
        for (index, variable) in variables.enumerated() where variable.axis.binCount < 1 {
            throw ChartDataError(
                chart: title, field: "variables[\(index)].axis", issue: .invalidParameter("no bins"))
        }
        guard cutoff.isFinite, cutoff > 0, implausibilityMaximum.isFinite, implausibilityMaximum > cutoff else {
            throw ChartDataError(
                chart: title, field: "cutoff",
                issue: .invalidParameter("expected 0 < cutoff < implausibilityMaximum, both finite"))
        }
        guard panels.count == variables.count else {
            throw ChartDataError(
                chart: title, field: "panels", issue: .lengthMismatch(expected: variables.count, got: panels.count))
        }
        for (row, rowPanels) in panels.enumerated() {
            guard rowPanels.count == variables.count else {
                throw ChartDataError(
                    chart: title, field: "panels[\(row)]",
                    issue: .lengthMismatch(expected: variables.count, got: rowPanels.count))
            }
            for (column, grid) in rowPanels.enumerated() {
                try validate(grid, row: row, column: column, check)
            }
        }
    }

    private func validate(_ grid: PairsGrid, row: Int, column: Int, _ check: DataCheck) throws(ChartDataError) {
        let field = "panels[\(row)][\(column)]"
        let rows = row == column ? 1 : variables[row].axis.binCount
        guard grid.values.count == variables[column].axis.binCount else {
            throw ChartDataError(
                chart: title, field: field + ".values",
                issue: .lengthMismatch(expected: variables[column].axis.binCount, got: grid.values.count))
        }
        for (x, cells) in grid.values.enumerated() {
            guard cells.count == rows else {
                throw ChartDataError(
                    chart: title, field: field + ".values[\(x)]",
                    issue: .lengthMismatch(expected: rows, got: cells.count))
            }
            for (y, value) in cells.enumerated() {
                guard let value else { continue }
                let cellField = field + ".values[\(x)][\(y)]"
                if row < column {
                    guard !value.isNaN, value >= 0 else {
                        throw ChartDataError(
                            chart: title, field: cellField, issue: .outOfRange(value, allowed: "[0, ∞]"))
                    }
                } else {
                    try check.finite(value, cellField)
                    guard (0...1).contains(value) else {
                        throw ChartDataError(
                            chart: title, field: cellField, issue: .outOfRange(value, allowed: "[0, 1]"))
                    }
                }
            }
        }
    }

    /// The bin labels drawn for `variable`: its categories, or its range's two ends.
    static func tickTexts(_ variable: PairsVariable) -> [String] {
        switch variable.axis {
        case .categories(let labels): labels
        case .range(let lower, let upper, _): [lower, upper]
        }
    }

    /// One panel: its cells (off the diagonal) or its bars (on it), and its outline.
    private func drawPanel(row: Int, column: Int, in frame: Rect, into svg: inout SVGBuilder) {
        let grid = panels[row][column]
        let xName = variables[column].fullName
        svg.open("g", [("class", row < column ? "implausibility" : row > column ? "optical-depth" : "diagonal")])
        let cellWidth = frame.width / Double(grid.values.count)
        for (x, cells) in grid.values.enumerated() {
            let cellHeight = frame.height / Double(cells.count)
            for (y, value) in cells.enumerated() {
                guard let value else { continue }
                let where_ =
                    "\(xName) bin \(x + 1)" + (row == column ? "" : ", \(variables[row].fullName) bin \(y + 1)")
                if row == column {
                    let barHeight = value * (frame.height - 10)
                    let bar = Rect(
                        x: frame.x + Double(x) * cellWidth + 1, y: frame.maxY - barHeight, width: cellWidth - 2,
                        height: barHeight)
                    cell(
                        bar, color: Self.depthRamp.color(at: value),
                        tooltip: "\(where_): optical depth \(NumberText.fixed(value, decimals: 2))", into: &svg)
                    continue
                }
                let rect = Rect(
                    x: frame.x + Double(x) * cellWidth, y: frame.maxY - Double(y + 1) * cellHeight, width: cellWidth,
                    height: cellHeight)
                if row < column {
                    cell(
                        rect, color: implausibilityRamp.color(at: value),
                        tooltip: "\(where_): smallest implausibility "
                            + (value.isFinite ? NumberText.fixed(value, decimals: 2) : "∞"), into: &svg)
                } else {
                    cell(
                        rect, color: Self.depthRamp.color(at: value),
                        tooltip: "\(where_): optical depth \(NumberText.fixed(value, decimals: 2))", into: &svg)
                }
            }
        }
        svg.rect(frame, fill: "none", stroke: Palette.mutedInk, strokeWidth: 0.8, className: "panel")
        svg.close("g")
    }

    private func cell(_ rect: Rect, color: RGBColor, tooltip: String, into svg: inout SVGBuilder) {
        svg.open(
            "rect",
            [
                ("x", SVGBuilder.number(rect.x)), ("y", SVGBuilder.number(rect.y)),
                ("width", SVGBuilder.number(max(0, rect.width))), ("height", SVGBuilder.number(max(0, rect.height))),
                ("fill", color.cssHex),
            ])
        svg.element("title", text: tooltip)
        svg.close("rect")
    }

    /// Column names above the top row, row names (rotated) left of the first column, bin labels under the
    /// bottom row and left of the first column.
    private func drawNames(frame: (Int, Int) -> Rect, count: Int, into svg: inout SVGBuilder) {
        let font = Self.labelFontSize
        svg.open("g", [("class", "names")])
        for (index, variable) in variables.enumerated() {
            let top = frame(0, index)
            svg.text(
                TextMetrics.truncated(variable.label, fontSize: font, maxWidth: top.width - 8),
                x: top.x + top.width / 2, y: top.y - 8, fontSize: font, anchor: .middle, bold: true)
            let first = frame(index, 0)
            svg.text(
                TextMetrics.truncated(variable.label, fontSize: font, maxWidth: first.height - 8),
                x: ChartStyle.padding + 12, y: first.y + first.height / 2, fontSize: font, anchor: .middle,
                bold: true, rotateDegrees: -90)
            let bottom = frame(count - 1, index)
            xLabels(variable, under: bottom, into: &svg)
            if index > 0 { yLabels(variable, beside: first, into: &svg) }
        }
        svg.close("g")
    }

    private func xLabels(_ variable: PairsVariable, under frame: Rect, into svg: inout SVGBuilder) {
        let font = Self.labelFontSize
        switch variable.axis {
        case .categories(let labels):
            let width = frame.width / Double(labels.count)
            for (index, label) in labels.enumerated() {
                let x = frame.x + (Double(index) + 0.5) * width
                svg.text(
                    TextMetrics.truncated(label, fontSize: font, maxWidth: Self.binLabelWidth), x: x + 3,
                    y: frame.maxY + 12, fontSize: font, anchor: .end, color: Palette.mutedInk, rotateDegrees: -35)
            }
        case .range(let lower, let upper, _):
            svg.text(lower, x: frame.x, y: frame.maxY + 14, fontSize: font, color: Palette.mutedInk)
            svg.text(upper, x: frame.maxX, y: frame.maxY + 14, fontSize: font, anchor: .end, color: Palette.mutedInk)
        }
    }

    private func yLabels(_ variable: PairsVariable, beside frame: Rect, into svg: inout SVGBuilder) {
        let font = Self.labelFontSize
        let x = frame.x - 4
        switch variable.axis {
        case .categories(let labels):
            let height = frame.height / Double(labels.count)
            for (index, label) in labels.enumerated() {
                svg.text(
                    TextMetrics.truncated(label, fontSize: font, maxWidth: Self.binLabelWidth), x: x,
                    y: frame.maxY - (Double(index) + 0.5) * height + 4, fontSize: font, anchor: .end,
                    color: Palette.mutedInk)
            }
        case .range(let lower, let upper, _):
            svg.text(lower, x: x, y: frame.maxY, fontSize: font, anchor: .end, color: Palette.mutedInk)
            svg.text(upper, x: x, y: frame.y + 9, fontSize: font, anchor: .end, color: Palette.mutedInk)
        }
    }

    /// Two vertical colour bars: smallest implausibility (the cut-off marked) and optical depth, then the
    /// empty-cell swatch.
    private func drawLegends(origin: Point, into svg: inout SVGBuilder) {
        svg.open("g", [("class", "legend")])
        let barHeight = 150.0
        let upperTicks = [0, cutoff, implausibilityMaximum]
        colorBar(
            title: "smallest implausibility (above the diagonal)", ramp: implausibilityRamp,
            range: (0, implausibilityMaximum),
            ticks: upperTicks.map { ($0, $0 == implausibilityMaximum ? "≥ \(Self.text($0))" : Self.text($0)) },
            marked: (cutoff, "cut-off \(Self.text(cutoff))"), origin: origin, height: barHeight, into: &svg)
        let depthOrigin = Point(x: origin.x, y: origin.y + barHeight + 60)
        colorBar(
            title: "optical depth (below it; bars on it)", ramp: Self.depthRamp, range: (0, 1),
            ticks: [(0, "0"), (0.5, "0.5"), (1, "1")], marked: nil, origin: depthOrigin, height: barHeight, into: &svg)
        let swatchY = depthOrigin.y + 34 + barHeight + 36
        svg.rect(
            Rect(x: origin.x, y: swatchY - 11, width: 14, height: 14), fill: "#ffffff", stroke: Palette.mutedInk,
            strokeWidth: 0.8)
        svg.text("no point in the cell", x: origin.x + 22, y: swatchY, fontSize: ChartStyle.legendFontSize)
        svg.close("g")
    }

    private func colorBar(
        title: String, ramp: ColorRamp, range: (Double, Double), ticks: [(Double, String)],
        marked: (value: Double, label: String)?, origin: Point, height: Double, into svg: inout SVGBuilder
    ) {
        let lines = TextMetrics.wrapped(title, fontSize: ChartStyle.legendFontSize, maxWidth: Self.legendWidth - 8)
        for (index, line) in lines.prefix(2).enumerated() {
            svg.text(line, x: origin.x, y: origin.y + Double(index) * 14 + 10, fontSize: ChartStyle.legendFontSize)
        }
        let top = origin.y + 34
        let steps = 60
        let stepHeight = height / Double(steps)
        func y(_ value: Double) -> Double { top + height - (value - range.0) / (range.1 - range.0) * height }
        for step in 0..<steps {
            let value = range.0 + (Double(step) + 0.5) / Double(steps) * (range.1 - range.0)
            svg.rect(
                Rect(x: origin.x, y: top + height - Double(step + 1) * stepHeight, width: 16, height: stepHeight + 0.3),
                fill: ramp.color(at: value).cssHex)
        }
        svg.rect(
            Rect(x: origin.x, y: top, width: 16, height: height), fill: "none", stroke: Palette.mutedInk,
            strokeWidth: 0.8)
        for (value, label) in ticks where marked.map({ $0.value != value }) ?? true {
            svg.line(x1: origin.x + 16, y1: y(value), x2: origin.x + 20, y2: y(value), color: Palette.mutedInk)
            svg.text(label, x: origin.x + 24, y: y(value) + 4, fontSize: Self.labelFontSize, color: Palette.mutedInk)
        }
        if let marked {
            svg.line(
                x1: origin.x - 4, y1: y(marked.value), x2: origin.x + 22, y2: y(marked.value), color: Palette.ink,
                width: 2, className: "cutoff")
            svg.text(marked.label, x: origin.x + 24, y: y(marked.value) + 4, fontSize: Self.labelFontSize, bold: true)
        }
    }

    /// A number as the legend writes it (up to two decimals, no trailing zeros).
    static func text(_ value: Double) -> String {
        var text = NumberText.fixed(value, decimals: 2)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
