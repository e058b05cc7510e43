/// Why a report could not be assembled or written; each case names the figure, table or file and the fix.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    /// A figure's chart rejected its data.
    case chart(figure: String, ChartDataError)
    /// A figure name that is not a lowercase slug (it becomes a file name and an element id).
    case invalidFigureName(String)
    /// Two figures with the same name (they would overwrite each other's SVG file).
    case duplicateFigureName(String)
    /// A table row with the wrong number of cells.
    case tableShape(table: String, row: Int, expected: Int, got: Int)
    /// A file-system operation failed.
    case fileSystem(path: String, operation: String, reason: String)

    /// One line: what failed, where, and how to fix it.
    public var description: String {
        switch self {
        case .chart(let figure, let error):
            "figure \"\(figure)\": \(error)"
        case .invalidFigureName(let name):
            "figure name \"\(name)\" is not a slug; expected lowercase letters, digits and '-', starting with a "
                + "letter or digit (e.g. \"battery-vs-recall\"). Rename the figure."
        case .duplicateFigureName(let name):
            "figure name \"\(name)\" is used twice; each figure needs its own name, which becomes its SVG file name."
        case .tableShape(let table, let row, let expected, let got):
            "table \"\(table)\": row \(row) has \(got) cells; expected \(expected), one per column. "
                + "Add empty cells (.empty) or fix the columns."
        case .fileSystem(let path, let operation, let reason):
            "\(path): \(operation) failed: \(reason). Check that the directory exists and is writable."
        }
    }
}
