/// What a legend entry shows next to its label.
enum LegendSwatch: Sendable, Equatable {
    /// A short line in the series' colour and dash with its marker in the middle.
    case lineAndMarker(SeriesStyle)
    /// The series' marker alone (scatter points).
    case marker(SeriesStyle)
    /// A filled box with the series' colour and hatch (bars, lanes).
    case fill(SeriesStyle)
    /// A translucent box (interval bands).
    case band(RGBColor)
    /// A line in a given colour and dash (reference lines, frontiers).
    case rule(RGBColor, DashPattern)
    /// A marker shape in a given colour (annotations such as entries and exits).
    case symbol(MarkerShape, RGBColor)
    /// A short vertical stroke in a given colour (a median across a band).
    case tick(RGBColor)
}

/// One legend entry.
struct LegendEntry: Sendable, Equatable {
    /// Label text (series label, escaped when written).
    let label: String
    /// What is drawn next to the label.
    let swatch: LegendSwatch
}

/// Legend entries laid out in rows that fit a given width.
struct LegendLayout {
    /// Entries with their x offset (from the legend's left edge) and row index.
    let placements: [(entry: LegendEntry, label: String, x: Double, row: Int)]
    /// Total height in user units (0 without entries).
    let height: Double

    /// Flows `entries` left to right, wrapping when a row would exceed `maxWidth`; labels wider than a
    /// whole row are shortened with an ellipsis.
    init(entries: [LegendEntry], maxWidth: Double) {
        let fontSize = ChartStyle.legendFontSize
        let gap = 18.0
        var placements: [(entry: LegendEntry, label: String, x: Double, row: Int)] = []
        var x = 0.0
        var row = 0
        for entry in entries {
            let label = TextMetrics.truncated(
                entry.label, fontSize: fontSize, maxWidth: maxWidth - ChartStyle.swatchWidth - 6)
            let width = ChartStyle.swatchWidth + 6 + TextMetrics.width(label, fontSize: fontSize)
            if x > 0 && x + width > maxWidth {
                row += 1
                x = 0
            }
            placements.append((entry, label, x, row))
            x += width + gap
        }
        self.placements = placements
        height = entries.isEmpty ? 0 : Double(row + 1) * ChartStyle.legendRowHeight
    }
}

extension SVGBuilder {
    /// Draws `layout` with its top-left corner at `origin`, as `<g class="legend">` holding one
    /// `<g class="legend-entry">` per entry.
    mutating func legend(_ layout: LegendLayout, origin: Point, hatches: inout HatchDefinitions) {
        guard !layout.placements.isEmpty else { return }
        open("g", [("class", "legend")])
        for placement in layout.placements {
            let left = origin.x + placement.x
            let middle = origin.y + Double(placement.row) * ChartStyle.legendRowHeight + ChartStyle.legendRowHeight / 2
            open("g", [("class", "legend-entry")])
            swatch(placement.entry.swatch, left: left, middle: middle, hatches: &hatches)
            text(
                placement.label, x: left + ChartStyle.swatchWidth + 6, y: middle + ChartStyle.legendFontSize * 0.35,
                fontSize: ChartStyle.legendFontSize)
            close("g")
        }
        close("g")
    }

    private mutating func swatch(_ swatch: LegendSwatch, left: Double, middle: Double, hatches: inout HatchDefinitions)
    {
        let width = ChartStyle.swatchWidth
        let center = Point(x: left + width / 2, y: middle)
        let box = Rect(x: left + 3, y: middle - 6, width: width - 6, height: 12)
        switch swatch {
        case .lineAndMarker(let style):
            line(
                x1: left, y1: middle, x2: left + width, y2: middle, color: style.color, width: ChartStyle.lineWidth,
                dash: style.dash)
            marker(style.marker, at: center, color: style.color)
        case .marker(let style):
            marker(style.marker, at: center, color: style.color)
        case .fill(let style):
            rect(box, fill: style.color.cssHex)
            if let pattern = hatches.fill(style.hatch, over: style.color) { rect(box, fill: pattern) }
        case .band(let color):
            rect(box, fill: color.cssHex, opacity: 0.2)
        case .rule(let color, let dash):
            line(x1: left, y1: middle, x2: left + width, y2: middle, color: color, width: 1.5, dash: dash)
        case .symbol(let shape, let color):
            marker(shape, at: center, color: color)
        case .tick(let color):
            line(x1: center.x, y1: middle - 7, x2: center.x, y2: middle + 7, color: color, width: 2.5)
        }
    }
}
