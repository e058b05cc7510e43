/// A set of grid cells as runs of consecutive columns, row by row: built from rectangles of cells
/// without hashing a cell, and read in the order ``GridCell/forEach(in:sizeMeters:_:)`` visits cells
/// (rows upwards, columns eastwards). A radio-site layer's precomputed region (the rectangle around a
/// trajectory, the corridor along its path) is a few thousand cells but only a few hundred runs.
struct GridCellSet: Sendable {
    /// Columns `columns` of row `row`.
    struct Run: Hashable, Sendable {
        var row: Int32
        var columns: ClosedRange<Int32>
    }

    /// Ordered by row, then column; the runs of a row neither overlap nor touch (each is a maximal
    /// stretch of consecutive cells of the set).
    let runs: [Run]
    /// Number of cells.
    let count: Int

    /// The cells of `runs` (in any order, overlapping or not).
    init(_ runs: [Run]) {
        var merged: [Run] = []
        var count = 0
        for run in runs.sorted(by: { ($0.row, $0.columns.lowerBound) < ($1.row, $1.columns.lowerBound) }) {
            if let last = merged.last, last.row == run.row, run.columns.lowerBound <= last.columns.upperBound + 1 {
                guard run.columns.upperBound > last.columns.upperBound else { continue }
                count += Int(run.columns.upperBound - last.columns.upperBound)
                merged[merged.count - 1].columns = last.columns.lowerBound...run.columns.upperBound
            } else {
                count += run.columns.count
                merged.append(run)
            }
        }
        self.runs = merged
        self.count = count
    }

    /// The cells meeting `rect` on a grid of `sizeMeters` cells (those ``GridCell/forEach(in:sizeMeters:_:)``
    /// visits).
    init(meeting rect: LocalRect, sizeMeters: Double) {
        var runs: [Run] = []
        Self.append(meeting: rect, sizeMeters: sizeMeters, to: &runs)
        self.init(runs)
    }

    /// Appends the runs of the cells meeting `rect` (one per row) to `runs`, for ``init(_:)``.
    static func append(meeting rect: LocalRect, sizeMeters: Double, to runs: inout [Run]) {
        GridCell.forEachRow(in: rect, sizeMeters: sizeMeters) { row, columns in
            runs.append(Run(row: row, columns: columns))
        }
    }

    /// The lowest and highest column and row of any cell (nil for an empty set).
    var bounds: (low: GridCell, high: GridCell)? {
        guard let first = runs.first, let last = runs.last else { return nil }
        var lowColumn = first.columns.lowerBound, highColumn = first.columns.upperBound
        for run in runs {
            lowColumn = min(lowColumn, run.columns.lowerBound)
            highColumn = max(highColumn, run.columns.upperBound)
        }
        return (GridCell(i: lowColumn, j: first.row), GridCell(i: highColumn, j: last.row))
    }

    /// Calls `body` for every cell, row by row upwards and eastwards within a row.
    func forEach(_ body: (GridCell) -> Void) {
        for run in runs {
            for column in run.columns { body(GridCell(i: column, j: run.row)) }
        }
    }
}
