import FenceStats

/// The values a parameter's `validate` (or a command-line option) accepts: finite, within [lower, upper], each end
/// excluded when said — (0, 100], (0, 1), [0.5, 1), (0, ∞).
public struct ValidRange: Sendable, Equatable {
    /// The smallest accepted value (excluded when ``excludesLower``).
    public let lower: Double
    /// The largest accepted value (excluded when ``excludesUpper``; infinite: no largest).
    public let upper: Double
    /// Whether `lower` itself is refused (a strictly positive quantity).
    public let excludesLower: Bool
    /// Whether `upper` itself is refused (a share below 1).
    public let excludesUpper: Bool

    /// The closed range `range`.
    public init(_ range: ClosedRange<Double>) {
        self.init(range.lowerBound, range.upperBound, excludesLower: false)
    }

    /// From `lower` to `upper`, each end refused when said.
    public init(_ lower: Double, _ upper: Double = .infinity, excludesLower: Bool, excludesUpper: Bool = false) {
        self.lower = lower
        self.upper = upper
        self.excludesLower = excludesLower
        self.excludesUpper = excludesUpper
    }

    /// (0, `maximum`]: a strictly positive quantity.
    public static func positive(maximum: Double) -> ValidRange { ValidRange(0, maximum, excludesLower: true) }

    /// Whether `value` is finite and inside.
    public func contains(_ value: Double) -> Bool {
        value.isFinite && (excludesLower ? value > lower : value >= lower)
            && (excludesUpper ? value < upper : value <= upper)
    }

    /// What a value must be, as error messages say it: "a number in 0.0 ... 1.0", "a number in (0, 100.0]" (the
    /// parameter table's two kinds), else the interval ("a number in [0.5, 1)").
    public var expected: String {
        switch (excludesLower, excludesUpper) {
        case (false, false): "a number in \(lower) ... \(upper)"
        case (true, false) where lower == 0: "a number in (0, \(upper)]"
        default: "a number in \(interval)"
        }
    }

    /// The range as an interval, as the command line's messages write it: "[0.5, 1)", "(0, ∞)".
    public var interval: String {
        let end = { (value: Double) in value.isInfinite ? (value > 0 ? "∞" : "−∞") : String(format: "%g", value) }
        return (excludesLower || lower.isInfinite ? "(" : "[") + end(lower) + ", " + end(upper)
            + (excludesUpper || upper.isInfinite ? ")" : "]")
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
