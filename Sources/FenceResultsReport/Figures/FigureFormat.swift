import FenceReport
import Foundation

/// How a marker writes its numbers: the words after its paths (`.2`, `sig3`, `signed`, `percent`, `abs`,
/// `minus`, `thousands`, `sign`, `exp`). Without a number of decimals, a metric's own decimals apply (the path ends at a
/// catalogue metric), and a whole number is written whole; any other number needs them.
package struct FigureFormat: Equatable {
    /// Fixed decimals (`.2`).
    package var decimals: Int?
    /// Significant digits (`sig3`: 8.24, 19.8, 419; `sig2`: 2 300).
    package var significantDigits: Int?
    /// `+` before a positive number and − (U+2212) before a negative one.
    package var signed = false
    /// − (U+2212) rather than `-` before a negative number.
    package var typographicMinus = false
    /// The value × 100 (the text writes the % sign).
    package var percent = false
    /// The absolute value (for "0.9 h longer" from a negative difference).
    package var absolute = false
    /// Digits grouped in threes with spaces from 1 000 on ("1 440", "14 400").
    package var thousands = false
    /// Only the sign: "+", "−" (U+2212) or "0" (a Morris mean's direction).
    package var signOnly = false
    /// e to the value (a value a results file holds on a log scale).
    package var exponential = false

    package init() {}

    /// Whether `word` is a format word rather than a path.
    package static func isFormatWord(_ word: String) -> Bool {
        ["signed", "minus", "percent", "abs", "thousands", "sign", "exp"].contains(word) || decimals(word) != nil
            || significantDigits(word) != nil
    }

    /// The format of `words`, each a format word.
    package init(_ words: some Sequence<String>) throws(FigureProblem) {
        for word in words {
            if let decimals = Self.decimals(word) {
                self.decimals = decimals
            } else if let digits = Self.significantDigits(word) {
                significantDigits = digits
            } else {
                switch word {
                case "signed": signed = true
                case "minus": typographicMinus = true
                case "percent": percent = true
                case "abs": absolute = true
                case "thousands": thousands = true
                case "sign": signOnly = true
                case "exp": exponential = true
                default:
                    throw FigureProblem(
                        "'\(word)' is not a format",
                        expected:
                            ".N (N decimals), sigN (N significant digits), signed, minus, percent, abs, thousands, sign, exp",
                        example: ".2 signed", fix: "use those words after the paths")
                }
            }
        }
        if decimals != nil, significantDigits != nil {
            throw FigureProblem(
                "both decimals and significant digits are given", expected: "one of .N and sigN",
                example: "sig3", fix: "keep one")
        }
    }

    /// `value` written in this format; `decimals` are the metric's when the path ends at one.
    package func text(_ value: Double, metricDecimals: Int?) throws(FigureProblem) -> String {
        var number = exponential ? exp(value) : value
        if percent { number *= 100 }
        if absolute { number = abs(number) }
        if signOnly { return number > 0 ? "+" : number < 0 ? "−" : "0" }
        var text: String
        if let digits = significantDigits {
            text = Self.significant(number, digits: digits)
        } else if let decimals = decimals ?? metricDecimals {
            text = NumberText.fixed(number, decimals: decimals)
        } else if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            text = NumberText.fixed(number, decimals: 0)
        } else {
            throw FigureProblem(
                "\(number) is not a whole number and the marker gives no decimals",
                expected: "a format: .N decimals or sigN significant digits", example: ".2",
                fix: "add the decimals the text shows after the path")
        }
        if thousands { text = Self.grouped(text) }
        if text.hasPrefix("-") {
            if signed || typographicMinus { text = "−" + text.dropFirst() }
        } else if signed, number > 0, text.contains(where: { $0 != "0" && $0 != "." }) {
            text = "+" + text
        }
        return text
    }

    /// `value` to `digits` significant digits in fixed notation (8.243 → 8.24, 353.45 → 353, 2 332 → 2 300 at two).
    static func significant(_ value: Double, digits: Int) -> String {
        guard value != 0, value.isFinite else { return NumberText.fixed(value, decimals: max(digits - 1, 0)) }
        var magnitude = Int(floor(log10(abs(value))))
        // Rounding can carry into a new digit (9.996 → 10.0 at three digits).
        let scale = pow(10, Double(magnitude - digits + 1))
        if abs((value / scale).rounded()) >= pow(10, Double(digits)) { magnitude += 1 }
        let decimals = digits - 1 - magnitude
        guard decimals < 0 else { return NumberText.fixed(value, decimals: decimals) }
        let step = pow(10, Double(-decimals))
        return NumberText.fixed((value / step).rounded() * step, decimals: 0)
    }

    /// `text` (a formatted number) with its whole part grouped in threes from 1 000 on.
    static func grouped(_ text: String) -> String {
        let sign = text.hasPrefix("-") ? "-" : ""
        let unsigned = text.dropFirst(sign.count)
        let whole = unsigned.prefix { $0.isNumber }
        guard whole.count > 3 else { return text }
        var groups: [Substring] = []
        var end = whole.endIndex
        while end > whole.startIndex {
            let start = whole.index(end, offsetBy: -3, limitedBy: whole.startIndex) ?? whole.startIndex
            groups.insert(whole[start..<end], at: 0)
            end = start
        }
        return sign + groups.joined(separator: " ") + unsigned.dropFirst(whole.count)
    }

    private static func decimals(_ word: String) -> Int? {
        guard word.hasPrefix("."), let decimals = Int(word.dropFirst()), (0...9).contains(decimals) else { return nil }
        return decimals
    }

    private static func significantDigits(_ word: String) -> Int? {
        guard word.hasPrefix("sig"), let digits = Int(word.dropFirst(3)), (1...9).contains(digits) else { return nil }
        return digits
    }
}
