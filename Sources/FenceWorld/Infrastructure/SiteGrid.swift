/// The radio sites of stored grid cells, kept flat over their bounding rectangle: each cell's sites
/// contiguous (in their stored order), cells row by row. Finding a cell is arithmetic — no hashing —
/// and reading it allocates nothing, which matters for every Wi-Fi and cell fix: a query within the
/// largest tower range reads about a hundred cells.
///
/// The rectangle may have holes (the access points' corridor along a path does not fill its bounding
/// box): a cell that was not stored is reported as such, for the layer to answer it otherwise.
struct SiteGrid<Site: RadioSite>: Sendable {
    /// The lowest column and row of the rectangle.
    private let low: GridCell
    /// Columns and rows of the rectangle.
    private let columns: Int, rows: Int
    /// Every site, cell by cell.
    private let sites: [Site]
    /// Where each cell's sites start in ``sites`` (row-major), with one final entry: ``sites``' count.
    private let starts: [Int]
    /// For each cell (row-major): the last column of the run of stored cells it belongs to in its
    /// row, or nil when the cell was not stored.
    private let runEnds: [Int32?]

    /// A rectangle holds at most this many cells per stored cell (else the cells stay in a dictionary).
    static var maximumCellsPerStoredCell: Int { 64 }

    /// The cells of `cells` as a grid, each cell's sites appended by `appendSites` (called once per
    /// cell, row by row), or nil when there are none or they fill too little of their bounding
    /// rectangle (``maximumCellsPerStoredCell``).
    init?(_ cells: GridCellSet, appendSites: (GridCell, inout [Site]) -> Void) {
        guard let (low, high) = cells.bounds else { return nil }
        let columns = Int(high.i - low.i) + 1, rows = Int(high.j - low.j) + 1
        guard columns * rows <= Self.maximumCellsPerStoredCell * cells.count else { return nil }
        var sites: [Site] = []
        var starts: [Int] = []
        var runEnds = [Int32?](repeating: nil, count: columns * rows)
        starts.reserveCapacity(columns * rows + 1)
        var next = 0  // the first run of the row not yet stored
        for row in low.j...high.j {
            var column = low.i
            while next < cells.runs.count, cells.runs[next].row == row {
                let run = cells.runs[next].columns
                while column < run.lowerBound {
                    starts.append(sites.count)
                    column += 1
                }
                for cell in run {
                    runEnds[starts.count] = run.upperBound
                    starts.append(sites.count)
                    appendSites(GridCell(i: cell, j: row), &sites)
                }
                column = run.upperBound + 1
                next += 1
            }
            while column <= high.i {
                starts.append(sites.count)
                column += 1
            }
        }
        starts.append(sites.count)
        self.low = low
        self.columns = columns
        self.rows = rows
        self.sites = sites
        self.starts = starts
        self.runEnds = runEnds
    }

    /// Every stored site, cell by cell.
    var allSites: [Site] { sites }

    /// The row-major index of `column`, `row` in the rectangle, or nil outside it.
    private func index(column: Int32, row: Int32) -> Int? {
        let x = Int(column) - Int(low.i), y = Int(row) - Int(low.j)
        guard x >= 0, x < columns, y >= 0, y < rows else { return nil }
        return y * columns + x
    }

    /// The stored cells of row `row` from column `first` on, through `last` at most: `first` up to the
    /// end of its run of stored cells. Nil when cell (`first`, `row`) was not stored.
    func storedRun(inRow row: Int32, from first: Int32, through last: Int32) -> ClosedRange<Int32>? {
        guard let index = index(column: first, row: row), let runEnd = runEnds[index] else { return nil }
        return first...min(last, runEnd)
    }

    /// Calls `body` for every site of the cells `columns` of row `row`, cell by cell (in the order of
    /// ``forEachSite(in:_:)`` for each cell in turn). The cells must be stored
    /// (``storedRun(inRow:from:through:)``): they are contiguous, so this is one pass over them.
    func forEachSite(inRow row: Int32, columns: ClosedRange<Int32>, _ body: (Site) -> Void) {
        let first = starts[index(column: columns.lowerBound, row: row)!]
        let end = starts[index(column: columns.upperBound, row: row)! + 1]
        sites.withUnsafeBufferPointer { buffer in
            for site in buffer[first..<end] { body(site) }
        }
    }

    /// Calls `body` for every site of `cell` and returns true, or returns false when `cell` was not
    /// stored.
    func forEachSite(in cell: GridCell, _ body: (Site) -> Void) -> Bool {
        guard let index = index(column: cell.i, row: cell.j), runEnds[index] != nil else { return false }
        sites.withUnsafeBufferPointer { buffer in
            for site in buffer[starts[index]..<starts[index + 1]] { body(site) }
        }
        return true
    }

    /// Appends the sites of `cell` to `sites` and returns true, or returns false when `cell` was not
    /// stored.
    func appendSites(of cell: GridCell, to sites: inout [Site]) -> Bool {
        guard let index = index(column: cell.i, row: cell.j), runEnds[index] != nil else { return false }
        sites.append(contentsOf: self.sites[starts[index]..<starts[index + 1]])
        return true
    }
}
