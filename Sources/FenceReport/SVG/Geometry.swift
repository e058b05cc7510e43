/// A point in SVG user units (pixels), y pointing down.
struct Point: Sendable, Equatable {
    /// Horizontal coordinate.
    var x: Double
    /// Vertical coordinate, growing downwards.
    var y: Double
}

/// An axis-aligned rectangle in SVG user units.
struct Rect: Sendable, Equatable {
    /// Left edge.
    var x: Double
    /// Top edge.
    var y: Double
    /// Width (≥ 0).
    var width: Double
    /// Height (≥ 0).
    var height: Double

    /// Right edge.
    var maxX: Double { x + width }
    /// Bottom edge.
    var maxY: Double { y + height }

    /// Area of the overlap with `other` (0 when they do not overlap).
    func overlapArea(_ other: Rect) -> Double {
        max(0, min(maxX, other.maxX) - max(x, other.x)) * max(0, min(maxY, other.maxY) - max(y, other.y))
    }

    /// Whether `other` lies entirely inside this rectangle.
    func contains(_ other: Rect) -> Bool {
        other.x >= x && other.maxX <= maxX && other.y >= y && other.maxY <= maxY
    }
}

/// Space kept free around a plot for ticks, titles and the legend, in SVG user units.
public struct Insets: Sendable, Equatable {
    /// Above the plot.
    public var top: Double
    /// Right of the plot.
    public var right: Double
    /// Below the plot.
    public var bottom: Double
    /// Left of the plot.
    public var left: Double

    /// Insets with each side given.
    public init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }
}

/// The size of a chart's SVG canvas (its `viewBox`), and optionally fixed plot margins.
///
/// By default margins are computed from the tick labels, axis titles and legend; fixed `plotMargins` give
/// an exactly known plot rectangle (the caller then makes sure the labels fit).
public struct ChartSize: Sendable, Equatable {
    /// Canvas width in SVG user units (CSS pixels at 100 % zoom).
    public var width: Double
    /// Canvas height in SVG user units.
    public var height: Double
    /// Fixed margins around the plot area; nil to compute them.
    public var plotMargins: Insets?

    /// A canvas of `width` × `height` user units.
    public init(width: Double, height: Double, plotMargins: Insets? = nil) {
        self.width = width
        self.height = height
        self.plotMargins = plotMargins
    }
}
