/// A table cell. Numeric cells are formatted with a fixed number of decimals so a column lines up.
public enum TableCell: Sendable, Equatable {
    /// Text, escaped when rendered.
    case text(String)
    /// A number with `decimals` decimals, e.g. 11.02.
    case number(Double, decimals: Int)
    /// An estimate with its interval, e.g. "11.02 [10.81, 11.23]".
    case estimate(Estimate, decimals: Int)
    /// No value, shown as an em dash.
    case empty

    /// Whether the cell holds a number (numeric columns are right-aligned).
    var isNumeric: Bool {
        switch self {
        case .number, .estimate: true
        case .text, .empty: false
        }
    }
}

/// A table of results: column titles (with units, e.g. "Battery life (h)") and rows of cells.
///
/// A column whose non-empty cells are all numeric is right-aligned. Inside estimate cells the value and
/// both bounds are padded with figure spaces (U+2007, as wide as a digit) to the widest in the column, so
/// values, brackets and bounds line up in HTML and in Markdown alike.
public struct ReportTable: Sendable, Equatable {
    /// Caption shown above the table ("Table n." is prefixed).
    public var caption: String
    /// Column titles.
    public var columns: [String]
    /// Rows, each with one cell per column.
    public var rows: [[TableCell]]

    /// A table with `columns` and `rows`.
    public init(caption: String, columns: [String], rows: [[TableCell]]) {
        self.caption = caption
        self.columns = columns
        self.rows = rows
    }

    /// Throws unless every row has one cell per column.
    func validate() throws(ReportError) {
        for (index, row) in rows.enumerated() where row.count != columns.count {
            throw .tableShape(table: caption, row: index, expected: columns.count, got: row.count)
        }
    }

    /// Whether column `column` is right-aligned (all its non-empty cells are numeric, and there is one).
    func isNumericColumn(_ column: Int) -> Bool {
        let cells = rows.map { $0[column] }.filter { $0 != .empty }
        return !cells.isEmpty && cells.allSatisfy(\.isNumeric)
    }

    /// The cells as plain text (unescaped), estimates padded per column as described above.
    func formattedRows() -> [[String]] {
        let widths = columns.indices.map { column in estimatePartWidths(column) }
        return rows.map { row in
            row.enumerated().map { column, cell in
                switch cell {
                case .text(let text): return text
                case .number(let value, let decimals): return NumberText.fixed(value, decimals: decimals)
                case .empty: return "—"
                case .estimate(let estimate, let decimals):
                    let parts = Self.parts(estimate, decimals: decimals)
                    let w = widths[column]
                    return "\(Self.pad(parts.0, w.0)) [\(Self.pad(parts.1, w.1)), \(Self.pad(parts.2, w.2))]"
                }
            }
        }
    }

    private func estimatePartWidths(_ column: Int) -> (Int, Int, Int) {
        var widths = (0, 0, 0)
        for row in rows {
            guard case .estimate(let estimate, let decimals) = row[column] else { continue }
            let parts = Self.parts(estimate, decimals: decimals)
            widths = (max(widths.0, parts.0.count), max(widths.1, parts.1.count), max(widths.2, parts.2.count))
        }
        return widths
    }

    private static func parts(_ estimate: Estimate, decimals: Int) -> (String, String, String) {
        (
            NumberText.fixed(estimate.value, decimals: decimals), NumberText.fixed(estimate.lower, decimals: decimals),
            NumberText.fixed(estimate.upper, decimals: decimals)
        )
    }

    /// `text` left-padded with figure spaces to `width` characters.
    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: "\u{2007}", count: max(0, width - text.count)) + text
    }
}
