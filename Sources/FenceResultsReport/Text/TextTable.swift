import FenceReport

/// A plain-text table for the terminal: left-aligned first column, right-aligned others.
package struct TextTable {
    package var header: [String]
    package var rows: [[String]] = []

    package init(_ header: [String]) { self.header = header }

    package mutating func add(_ row: [String]) { rows.append(row) }

    package var text: String {
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
package enum Format {
    /// `value` with `decimals` decimals: the tables' short spelling of ``NumberText/fixed(_:decimals:)``
    /// (one rounding rule for reports and the terminal; "∞", "-∞", "–" for non-finite values).
    package static func fixed(_ value: Double, _ decimals: Int) -> String {
        NumberText.fixed(value, decimals: decimals)
    }

    /// `mean [lower, upper]`, or `mean` alone without an interval.
    package static func interval(_ mean: Double, _ lower: Double?, _ upper: Double?, _ decimals: Int) -> String {
        guard let lower, let upper else { return fixed(mean, decimals) }
        return "\(fixed(mean, decimals)) [\(fixed(lower, decimals)), \(fixed(upper, decimals))]"
    }

    /// A p-value: `<0.001` or three decimals.
    package static func pValue(_ p: Double) -> String { p < 0.001 ? "<0.001" : fixed(p, 3) }
}
