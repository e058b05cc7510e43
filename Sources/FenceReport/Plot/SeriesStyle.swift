/// Marker shapes, the redundant encoding of a series next to its colour.
public enum MarkerShape: Sendable, Equatable, CaseIterable {
    /// Filled circle.
    case circle
    /// Filled square.
    case square
    /// Filled triangle pointing up.
    case triangleUp
    /// Filled diamond.
    case diamond
    /// Filled triangle pointing down.
    case triangleDown
    /// Hollow circle (white inside).
    case ring
    /// Diagonal cross.
    case cross
}

/// Stroke dash patterns, the redundant encoding of a line next to its colour.
public enum DashPattern: Sendable, Equatable, CaseIterable {
    /// Unbroken line.
    case solid
    /// Long dashes.
    case dashed
    /// Dots.
    case dotted
    /// Dash-dot.
    case dashDot
    /// Long dash, two dots.
    case longDashDotDot

    /// The SVG `stroke-dasharray` value in pixels, nil for solid lines.
    var dashArray: String? {
        switch self {
        case .solid: nil
        case .dashed: "7 4"
        case .dotted: "2 3"
        case .dashDot: "8 3 2 3"
        case .longDashDotDot: "12 3 2 3 2 3"
        }
    }
}

/// Fill patterns laid over bar colours, the redundant encoding of stacked-bar components.
public enum HatchPattern: Sendable, Equatable, CaseIterable {
    /// Plain colour.
    case none
    /// Lines rising to the right.
    case forwardDiagonal
    /// Dots.
    case dots
    /// Lines falling to the right.
    case backwardDiagonal
    /// Horizontal lines.
    case horizontal
    /// Crossed diagonals.
    case crossHatch
    /// Vertical lines.
    case vertical
}

/// How one series is drawn: a colour plus a marker, a dash pattern and a hatch, so that series stay apart
/// when colour is lost (grey-scale print, colour-vision deficiency).
public struct SeriesStyle: Sendable, Equatable {
    /// Stroke and fill colour.
    public var color: RGBColor
    /// Marker at data points.
    public var marker: MarkerShape
    /// Dash pattern of lines.
    public var dash: DashPattern
    /// Pattern laid over filled areas (bars).
    public var hatch: HatchPattern

    /// A style with every encoding given explicitly.
    public init(color: RGBColor, marker: MarkerShape, dash: DashPattern, hatch: HatchPattern) {
        self.color = color
        self.marker = marker
        self.dash = dash
        self.hatch = hatch
    }

    /// The default style of the series at `index` (0-based): colour, marker, dash and hatch each cycle
    /// through their lists (``Palette/colors`` has 6 colours, 7 markers, 5 dashes, 7 hatches), so the
    /// combination stays unique for far more series than a chart can show legibly.
    public static func automatic(index: Int) -> SeriesStyle {
        precondition(index >= 0, "SeriesStyle.automatic: negative index")
        return SeriesStyle(
            color: Palette.colors[index % Palette.colors.count],
            marker: MarkerShape.allCases[index % MarkerShape.allCases.count],
            dash: DashPattern.allCases[index % DashPattern.allCases.count],
            hatch: HatchPattern.allCases[index % HatchPattern.allCases.count])
    }
}
