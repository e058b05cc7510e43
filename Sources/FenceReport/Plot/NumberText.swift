import Foundation

/// Locale-independent number formatting for charts, tables and the command line's summaries, so output
/// is byte-identical everywhere.
public enum NumberText {
    /// `value` with exactly `decimals` digits after the point ("11.02"), never "-0.00".
    ///
    /// Rounding is C's `printf("%.*f")`: the exact binary value is rounded to the nearest decimal, and an
    /// exact tie goes to the even digit (0.125 → "0.12", 0.375 → "0.38", 2.5 → "2", -2.5 → "-2"). Only
    /// values that are exactly halfway in binary are ties; a decimal such as 2.675 is stored below the
    /// half and gives "2.67" under any rule. Non-finite values are "∞", "-∞" and "–" (NaN). Where fixed
    /// decimals would need more than 15 digits the value is written in Swift's shortest round-trip form
    /// instead ("1e+300", "5e-324"), as a Double holds no more digits.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        precondition(decimals >= 0, "NumberText.fixed: negative decimals")
        guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "-∞") }
        let scaled = value == 0 ? 0 : abs(value) * pow(10, Double(decimals))
        guard scaled.rounded() < maximumExactScaled else { return "\(value)" }
        let text = String(format: "%.\(decimals)f", value)
        return isNegativeZero(text) ? String(text.dropFirst()) : text
    }

    /// An SVG coordinate or length: at most two decimals, trailing zeros dropped ("390", "67.5", "12.25").
    static func coordinate(_ value: Double) -> String {
        var text = fixed(value, decimals: 2)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// Scaled values from here on are written in exponent form: a Double holds every integer below it
    /// exactly.
    private static let maximumExactScaled = 1e15

    /// Whether a formatted number is a negative zero such as "-0" or "-0.00".
    private static func isNegativeZero(_ text: String) -> Bool {
        text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" || $0 == "." }
    }
}
