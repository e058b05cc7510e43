import FenceStats

/// The values a parameter's `validate` accepts: finite, within [lower, upper] (or (lower, upper]).
public struct ValidRange: Sendable, Equatable {
    /// The smallest accepted value (excluded when ``excludesLower``).
    public let lower: Double
    /// The largest accepted value.
    public let upper: Double
    /// Whether `lower` itself is refused (a strictly positive quantity).
    public let excludesLower: Bool

    /// The closed range `range`.
    public init(_ range: ClosedRange<Double>) {
        lower = range.lowerBound
        upper = range.upperBound
        excludesLower = false
    }

    /// (0, `maximum`]: a strictly positive quantity.
    public static func positive(maximum: Double) -> ValidRange { ValidRange(lower: 0, upper: maximum, open: true) }

    private init(lower: Double, upper: Double, open: Bool) {
        self.lower = lower
        self.upper = upper
        excludesLower = open
    }

    /// Whether `value` is finite and inside.
    public func contains(_ value: Double) -> Bool {
        value.isFinite && (excludesLower ? value > lower : value >= lower) && value <= upper
    }

    /// What a value must be, as error messages say it: "a number in 0.0 ... 1.0" or "a number in (0, 100.0]".
    public var expected: String {
        excludesLower ? "a number in (0, \(upper)]" : "a number in \(lower) ... \(upper)"
    }
}

/// Where a parameter plausibly lies (the sensitivity analysis samples it): low and high ends, how
/// belief spreads between them, and the one-line argument for the ends.
public struct PlausibleRange: Sendable, Equatable {
    /// The low end, in the parameter's unit.
    public let lower: Double
    /// The high end, in the parameter's unit.
    public let upper: Double
    /// Uniform, or log-uniform for a quantity known only to a factor.
    public let distribution: SensitivityParameter.Distribution
    /// Why these ends (citations in the `[@…]` form).
    public let reasoning: String

    /// A range; `lower < upper`, and `lower > 0` for log-uniform (the table's tests check both).
    public init(
        _ lower: Double, _ upper: Double, _ distribution: SensitivityParameter.Distribution = .uniform,
        because reasoning: String
    ) {
        self.lower = lower
        self.upper = upper
        self.distribution = distribution
        self.reasoning = reasoning
    }
}
