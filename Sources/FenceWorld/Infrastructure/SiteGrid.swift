/// The radio sites of a full rectangle of grid cells, stored flat: each cell's sites contiguous (in
/// their stored order), cells row by row. Finding a cell is arithmetic — no hashing — and reading it
/// allocates nothing, which matters for the tower layer: a query within the largest tower range
/// reads about a hundred cells.
struct SiteGrid<Site: RadioSite>: Sendable {
    /// The lowest column and row of the rectangle.
    private let low: GridCell
    /// Columns and rows of the rectangle.
    private let columns: Int, rows: Int
    /// Every site, cell by cell.
    private let sites: [Site]
    /// Where each cell's sites start in ``sites`` (row-major), with one final entry: ``sites``' count.
    private let starts: [Int]

    /// `cells` as a grid, or nil when they do not fill their bounding rectangle.
    init?(_ cells: [GridCell: [Site]]) {
        guard let first = cells.keys.first else { return nil }
        var low = first, high = first
        for cell in cells.keys {
            low = GridCell(i: min(low.i, cell.i), j: min(low.j, cell.j))
            high = GridCell(i: max(high.i, cell.i), j: max(high.j, cell.j))
        }
        let columns = Int(high.i - low.i) + 1, rows = Int(high.j - low.j) + 1
        guard columns * rows == cells.count else { return nil }
        var sites: [Site] = []
        var starts: [Int] = []
        starts.reserveCapacity(columns * rows + 1)
        for j in low.j...high.j {
            for i in low.i...high.i {
                starts.append(sites.count)
                sites.append(contentsOf: cells[GridCell(i: i, j: j)]!)
            }
        }
        starts.append(sites.count)
        self.low = low
        self.columns = columns
        self.rows = rows
        self.sites = sites
        self.starts = starts
    }

    /// Every site, cell by cell.
    var allSites: [Site] { sites }

    /// The part of `columns` that the rectangle holds in row `row`, or nil when none.
    func storedColumns(inRow row: Int32, of columns: ClosedRange<Int32>) -> ClosedRange<Int32>? {
        let rowIndex = Int(row) - Int(low.j)
        guard rowIndex >= 0, rowIndex < rows else { return nil }
        let first = max(columns.lowerBound, low.i)
        let last = min(columns.upperBound, Int32(Int(low.i) + self.columns - 1))
        return first <= last ? first...last : nil
    }

    /// Calls `body` for every site of the cells `columns` of row `row`, cell by cell (in the order
    /// of ``forEachSite(in:_:)`` for each cell in turn). The cells must be stored
    /// (``storedColumns(inRow:of:)``): a row's cells are contiguous, so this is one pass over them.
    func forEachSite(inRow row: Int32, columns: ClosedRange<Int32>, _ body: (Site) -> Void) {
        let rowStart = (Int(row) - Int(low.j)) * self.columns - Int(low.i)
        let first = starts[rowStart + Int(columns.lowerBound)]
        let end = starts[rowStart + Int(columns.upperBound) + 1]
        sites.withUnsafeBufferPointer { buffer in
            for site in buffer[first..<end] { body(site) }
        }
    }

    /// Calls `body` for every site of `cell` and returns true, or returns false when `cell` lies
    /// outside the rectangle.
    func forEachSite(in cell: GridCell, _ body: (Site) -> Void) -> Bool {
        let column = Int(cell.i) - Int(low.i), row = Int(cell.j) - Int(low.j)
        guard column >= 0, column < columns, row >= 0, row < rows else { return false }
        let index = row * columns + column
        sites.withUnsafeBufferPointer { buffer in
            for site in buffer[starts[index]..<starts[index + 1]] { body(site) }
        }
        return true
    }
}
