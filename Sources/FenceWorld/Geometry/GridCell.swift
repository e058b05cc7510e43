/// A square cell of a uniform grid over the local plane, by integer column and row.
///
/// Cell (i, j) covers [i·size, (i+1)·size) × [j·size, (j+1)·size) metres. Spatial indexes of the
/// world layer (radio sites, fences) bucket items by cell.
struct GridCell: Hashable, Sendable {
    /// Column (eastward).
    var i: Int32
    /// Row (northward).
    var j: Int32

    /// Columns and rows are limited to ±2²⁰ so that ``key`` and site ids stay unique.
    static let limit: Int32 = 1 << 20

    /// The cell containing `point` on a grid of `sizeMeters` cells (clamped to ±``limit``).
    init(containing point: LocalPoint, sizeMeters: Double) {
        i = Self.coordinate(point.x / sizeMeters)
        j = Self.coordinate(point.y / sizeMeters)
    }

    init(i: Int32, j: Int32) {
        self.i = i
        self.j = j
    }

    private static func coordinate(_ scaled: Double) -> Int32 {
        Int32(max(-Double(limit), min(Double(limit - 1), scaled.rounded(.down))))
    }

    /// A 64-bit key unique to the cell (used to key counter-based noise).
    var key: Int64 { Int64(i) << 32 | Int64(UInt32(bitPattern: j)) }

    /// The rectangle the cell covers.
    func rect(sizeMeters: Double) -> LocalRect {
        LocalRect(
            minX: Double(i) * sizeMeters, minY: Double(j) * sizeMeters, maxX: Double(i + 1) * sizeMeters,
            maxY: Double(j + 1) * sizeMeters)
    }

    /// Calls `body` for every cell meeting `rect`, row by row.
    static func forEach(in rect: LocalRect, sizeMeters: Double, _ body: (GridCell) -> Void) {
        forEachRow(in: rect, sizeMeters: sizeMeters) { j, columns in
            for i in columns { body(GridCell(i: i, j: j)) }
        }
    }

    /// Calls `body` for every row of cells meeting `rect`, upwards, with the columns of that row
    /// meeting it (the same cells as ``forEach(in:sizeMeters:_:)``, in the same order).
    static func forEachRow(in rect: LocalRect, sizeMeters: Double, _ body: (Int32, ClosedRange<Int32>) -> Void) {
        let low = GridCell(containing: LocalPoint(x: rect.minX, y: rect.minY), sizeMeters: sizeMeters)
        let high = GridCell(containing: LocalPoint(x: rect.maxX, y: rect.maxY), sizeMeters: sizeMeters)
        for j in low.j...high.j { body(j, low.i...high.i) }
    }
}
