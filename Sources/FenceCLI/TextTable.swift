/// A plain-text table for the terminal: left-aligned first column, right-aligned others.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []

    init(_ header: [String]) { self.header = header }

    mutating func add(_ row: [String]) { rows.append(row) }

    var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
                return index == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        return
            ([line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")] + rows.map(line))
            .joined(separator: "\n")
    }
}

/// Number formatting for tables.
enum Format {
    /// `value` with `decimals` decimals; "∞", "-∞" and "–" (NaN) for non-finite values, and Swift's
    /// shortest round-trip form (`1e+300`, `5e-324`) where fixed decimals would need more than 15 digits.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "-∞") }
        let scaled = (abs(value) * pow10(decimals)).rounded()
        guard scaled < maximumExactScaled else { return "\(value)" }
        var text = String(Int64(scaled))
        if decimals > 0 {
            while text.count <= decimals { text = "0" + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
        }
        return (value < 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "-" : "") + text
    }

    /// `mean [lower, upper]`, or `mean` alone without an interval.
    static func interval(_ mean: Double, _ lower: Double?, _ upper: Double?, _ decimals: Int) -> String {
        guard let lower, let upper else { return fixed(mean, decimals) }
        return "\(fixed(mean, decimals)) [\(fixed(lower, decimals)), \(fixed(upper, decimals))]"
    }

    /// A p-value: `<0.001` or three decimals.
    static func pValue(_ p: Double) -> String { p < 0.001 ? "<0.001" : fixed(p, 3) }

    /// Scaled values from here on are written in exponent form: a Double holds every integer below it
    /// exactly, far from the limit of `Int64`.
    private static let maximumExactScaled = 1e15

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }
}
