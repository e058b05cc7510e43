import Foundation

/// Locale-independent number formatting for charts and tables, so output is byte-identical everywhere.
public enum NumberText {
    /// `value` with exactly `decimals` digits after the point ("11.02"), never "-0.00".
    /// Non-finite values render as "NaN", "inf" or "-inf".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        precondition(decimals >= 0 && decimals <= 12, "NumberText.fixed: decimals outside 0...12")
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "inf" : "-inf") }
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

    /// Whether a formatted number is a negative zero such as "-0" or "-0.00".
    private static func isNegativeZero(_ text: String) -> Bool {
        text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" || $0 == "." }
    }
}
