import FenceStats

/// A value with an optional interval around it, e.g. a mean battery life of 11.0 h with its 95 %
/// confidence interval 10.8…11.2 h. Without an interval, `lower == upper == value` and no bar is drawn.
public struct Estimate: Sendable, Equatable {
    /// The point estimate.
    public var value: Double
    /// Lower end of the interval.
    public var lower: Double
    /// Upper end of the interval.
    public var upper: Double

    /// A value without an interval.
    public init(_ value: Double) {
        self.init(value, lower: value, upper: value)
    }

    /// A value with the interval `lower…upper` (checked when drawn: finite, lower ≤ upper).
    public init(_ value: Double, lower: Double, upper: Double) {
        self.value = value
        self.lower = lower
        self.upper = upper
    }

    /// The estimate and bounds of a confidence interval from FenceStats.
    public init(_ interval: ConfidenceInterval) {
        self.init(interval.estimate, lower: interval.lower, upper: interval.upper)
    }

    /// Whether there is an interval of positive width to draw.
    var hasInterval: Bool { upper > lower }

    /// Throws unless value and bounds are finite and lower ≤ upper; `field` names the estimate.
    func validate(_ check: DataCheck, _ field: String) throws(ChartDataError) {
        try check.finite(value, "\(field).value")
        try check.interval(lower: lower, upper: upper, field)
    }
}

/// A plain (x, y) data point.
public struct PlotPoint: Sendable, Equatable {
    /// Horizontal data value.
    public var x: Double
    /// Vertical data value.
    public var y: Double

    /// The point (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
