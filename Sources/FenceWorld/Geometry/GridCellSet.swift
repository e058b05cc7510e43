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

    /// The rectangles of cells a set is made of, gathered in any order (``GridCellSet/init(_:)``).
    struct Rectangles: Sendable {
        /// One run per row of each rectangle, packed (``key(row:first:last:)``) so that sorting the keys
        /// orders the runs by row, then first column.
        fileprivate var keys: [UInt64] = []
        /// The last rectangle added (its lowest and highest cell): a path's consecutive pieces often
        /// repeat it (a dwell), and then it is not added again.
        private var last: (low: GridCell, high: GridCell)?

        init() {}

        /// Adds the cells meeting `rect` on a grid of `sizeMeters` cells (those
        /// ``GridCell/forEach(in:sizeMeters:_:)`` visits).
        mutating func add(meeting rect: LocalRect, sizeMeters: Double) {
            let low = GridCell(containing: LocalPoint(x: rect.minX, y: rect.minY), sizeMeters: sizeMeters)
            let high = GridCell(containing: LocalPoint(x: rect.maxX, y: rect.maxY), sizeMeters: sizeMeters)
            if let last, last.low == low, last.high == high { return }
            last = (low, high)
            for row in low.j...high.j { keys.append(Self.key(row: row, first: low.i, last: high.i)) }
        }

        /// Adds one cell.
        mutating func add(_ cell: GridCell) { keys.append(Self.key(row: cell.j, first: cell.i, last: cell.i)) }

        /// Row, first and last column, each offset by ``GridCell/limit`` into 21 bits.
        static func key(row: Int32, first: Int32, last: Int32) -> UInt64 {
            UInt64(row + GridCell.limit) << 42 | UInt64(first + GridCell.limit) << 21 | UInt64(last + GridCell.limit)
        }

        /// The run a key packs.
        static func run(_ key: UInt64) -> Run {
            let mask: UInt64 = (1 << 21) - 1
            func coordinate(_ bits: UInt64) -> Int32 { Int32(bits & mask) - GridCell.limit }
            return Run(row: coordinate(key >> 42), columns: coordinate(key >> 21)...coordinate(key))
        }
    }

    /// Ordered by row, then column; the runs of a row neither overlap nor touch (each is a maximal
    /// stretch of consecutive cells of the set).
    let runs: [Run]
    /// Number of cells.
    let count: Int

    /// The cells of `rectangles`.
    init(_ rectangles: Rectangles) {
        var merged: [Run] = []
        var count = 0
        var keys = rectangles.keys
        keys.radixSort()
        for key in keys {
            let run = Rectangles.run(key)
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

    /// The cells meeting `rect` on a grid of `sizeMeters` cells.
    init(meeting rect: LocalRect, sizeMeters: Double) {
        var rectangles = Rectangles()
        rectangles.add(meeting: rect, sizeMeters: sizeMeters)
        self.init(rectangles)
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
