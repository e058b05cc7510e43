import Foundation

/// Tick positions along an axis: multiples of a step, with the number of decimals their labels need.
public struct Ticks: Sendable, Equatable {
    /// Distance between neighbouring ticks, in data units.
    public let step: Double
    /// Decimals needed to print every tick exactly (0 for a step of 2, 1 for 0.5, 2 for 0.05).
    public let decimals: Int
    /// Tick values in ascending order.
    public let values: [Double]
}

/// "Nice" axis ticks: steps of 1, 2 or 5 times a power of ten.
///
/// The step is the 1-2-5 value nearest (geometrically) to span ÷ target count: a raw step r = m·10^e with
/// 1 ≤ m < 10 rounds to 1 below √2, to 2 below √10, to 5 below √50 and to 10 above (the thresholds are
/// the geometric midpoints of 1, 2, 5, 10). Example: 0…13.7 with five intervals wanted gives r = 2.74 → 2.
public enum NiceTicks {
    /// Largest number of ticks an axis may carry; more is a layout error (the step is too small).
    public static let maximumTickCount = 200

    /// The 1-2-5 step for `span` (> 0) divided into about `targetCount` (≥ 1) intervals.
    public static func step(forSpan span: Double, targetCount: Int) -> Double {
        precondition(span > 0 && span.isFinite && targetCount >= 1, "NiceTicks.step: invalid span or target")
        let raw = span / Double(targetCount)
        let exponent = floor(log10(raw))
        let power = pow(10, exponent)
        let mantissa = raw / power
        let nice: Double =
            if mantissa >= 50.0.squareRoot() {
                10
            } else if mantissa >= 10.0.squareRoot() {
                5
            } else if mantissa >= 2.0.squareRoot() {
                2
            } else {
                1
            }
        // Dividing by 10^-e for negative e keeps steps such as 0.2 exact (2 / 10, not 2 × 0.1).
        return exponent < 0 ? nice / pow(10, -exponent) : nice * power
    }

    /// Decimals needed to print multiples of `step` exactly (at most 9).
    public static func decimals(forStep step: Double) -> Int {
        for digits in 0..<9 {
            let scaled = step * pow(10, Double(digits))
            if abs(scaled - scaled.rounded()) < 1e-6 * max(1, abs(scaled)) { return digits }
        }
        return 9
    }

    /// The smallest interval containing `lower…upper` whose ends are multiples of `step`.
    public static func niceDomain(lower: Double, upper: Double, step: Double) -> (lower: Double, upper: Double) {
        let first = (lower / step + 1e-9).rounded(.down)
        let last = (upper / step - 1e-9).rounded(.up)
        return (multiple(first, of: step), multiple(last, of: step))
    }

    /// The multiples of `step` inside `lower…upper` (ends included up to rounding).
    ///
    /// Each value is computed as i·s / 10^d with s = step·10^d an integer, so 0.1-steps print as 0.3, not
    /// 0.30000000000000004. The caller keeps the count under ``maximumTickCount``.
    public static func ticks(from lower: Double, to upper: Double, step: Double) -> Ticks {
        precondition(step > 0 && step.isFinite, "NiceTicks.ticks: step must be positive")
        let first = Int((lower / step - 1e-9).rounded(.up))
        let last = Int((upper / step + 1e-9).rounded(.down))
        let values = first <= last ? (first...last).map { multiple(Double($0), of: step) } : []
        return Ticks(step: step, decimals: decimals(forStep: step), values: values)
    }

    /// `count`·`step`, computed as count·s / 10^d with s = step·10^d an integer, so it is exact to print.
    private static func multiple(_ count: Double, of step: Double) -> Double {
        let scale = pow(10, Double(decimals(forStep: step)))
        return count * (step * scale).rounded() / scale
    }
}
