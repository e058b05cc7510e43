import FenceFiles
import FenceStats

/// A closed interval [lower, upper] of a model parameter, drawn uniformly (the unit is in the name
/// of the field that holds it). Encoded as `{"lower": …, "upper": …}`.
public struct ValueRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The smallest value.
    public var lower: Double
    /// The largest value.
    public var upper: Double

    /// The interval [lower, upper].
    public init(_ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// Midpoint of the interval.
    public var mid: Double { (lower + upper) / 2 }

    /// `true` when `value` is inside (bounds included).
    public func contains(_ value: Double) -> Bool { value >= lower && value <= upper }

    /// A uniform draw from the interval (the lower bound when it is a single point).
    func draw(_ stream: RandomStream) -> Double { upper > lower ? stream.uniform(lower, upper) : lower }

    /// Throws unless both bounds are finite, `lower ≤ upper`, and both lie in `allowed`.
    func validate(field: JSONPath, allowed: ClosedRange<Double>) throws(WorldError) {
        guard lower.isFinite, upper.isFinite, lower <= upper, allowed.contains(lower), allowed.contains(upper) else {
            throw .invalidValue(
                field: field, value: description,
                expected: "lower ≤ upper, both in [\(allowed.lowerBound), \(allowed.upperBound)]")
        }
    }

    /// `[lower, upper]`.
    public var description: String { "[\(lower), \(upper)]" }
}
