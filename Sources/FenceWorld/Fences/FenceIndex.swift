/// A uniform-grid index of fences: each fence is listed in every cell its bounding square meets,
/// so the fences that can touch a small region are found in O(cells + hits).
struct FenceIndex: Sendable {
    /// Side of a grid cell in metres.
    static let cellSizeMeters = 250.0
    private let cells: [GridCell: [Int32]]

    /// Indexes `fences` (positions in the array are the indices returned by queries).
    init(_ fences: [Fence]) {
        var cells: [GridCell: [Int32]] = [:]
        for (index, fence) in fences.enumerated() {
            GridCell.forEach(
                in: LocalRect(center: fence.center, radiusMeters: fence.radiusMeters), sizeMeters: Self.cellSizeMeters
            ) { cells[$0, default: []].append(Int32(index)) }
        }
        self.cells = cells
    }

    /// Calls `body` with the index of every fence whose bounding square may meet `rect` (a fence
    /// can be reported more than once).
    func forEachCandidate(in rect: LocalRect, _ body: (Int) -> Void) {
        GridCell.forEach(in: rect, sizeMeters: Self.cellSizeMeters) { cell in
            if let list = cells[cell] { for index in list { body(Int(index)) } }
        }
    }
}
