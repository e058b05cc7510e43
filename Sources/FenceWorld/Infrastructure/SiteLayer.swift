import FenceFiles

/// The radio sites of one kind, bucketed in a uniform grid: stored cells, plus (for a generated
/// layer) a ``PoissonSiteField`` that answers for any cell that was not precomputed.
///
/// Stored cells are kept flat in a ``SiteGrid`` over their bounding rectangle (a realised tower
/// layer's precomputed region, the access points' corridor along the path), or by cell when they fill
/// too little of it.
struct SiteLayer<Site: RadioSite>: Sendable {
    /// Side of a grid cell in metres.
    let cellSizeMeters: Double
    /// Sites by cell, when they are not in ``grid``. For a generated layer, every precomputed cell has
    /// an entry (maybe empty) here or in ``grid``.
    private let cells: [GridCell: [Site]]
    /// The stored cells, when they fill enough of their bounding rectangle.
    private let grid: SiteGrid<Site>?
    /// The generator of a realised layer; `nil` for an explicit list (missing cells are empty).
    private let field: PoissonSiteField?
    /// The largest range of any site, in metres: bounds "in range" searches.
    let maximumRangeMeters: Double
    /// For an explicit list, the bounding box of the sites (ends nearest-site searches early).
    private let explicitBounds: LocalRect?

    /// Whether this is a realised layer drawn by `field` (an explicit list is drawn by none).
    func isDrawn(by field: PoissonSiteField) -> Bool { self.field == field }

    /// Whether this layer and `other` are realised layers drawn by the same process.
    func isDrawn(like other: SiteLayer) -> Bool { other.field.map(isDrawn(by:)) ?? false }

    /// How far a nearest-site search goes before giving up, in metres.
    static var searchLimitMeters: Double { 50_000 }

    /// A layer holding exactly `sites`.
    init(explicit sites: [Site], cellSizeMeters: Double, kind: String) throws(WorldError) {
        var cells: [GridCell: [Site]] = [:]
        var ids = Set<Int>()
        for (index, site) in sites.enumerated() {
            let path = JSONPath([.key(kind), .index(index)])
            try WorldError.check(site.position.x, in: -1e7...1e7, field: path.appending("position").appending("x"))
            try WorldError.check(site.position.y, in: -1e7...1e7, field: path.appending("position").appending("y"))
            try WorldError.check(site.rangeMeters, in: 1...100_000, field: path.appending("rangeMeters"))
            guard ids.insert(site.id).inserted else {
                throw .invalidValue(
                    field: path.appending("id"), value: "\(site.id)", expected: "an id not used by another site")
            }
            cells[GridCell(containing: site.position, sizeMeters: cellSizeMeters), default: []].append(site)
        }
        var stored = GridCellSet.Rectangles()
        for cell in cells.keys { stored.add(cell) }
        self.init(
            cellSizeMeters: cellSizeMeters, cells: GridCellSet(stored), field: nil,
            maximumRangeMeters: sites.map(\.rangeMeters).max() ?? 0,
            explicitBounds: sites.isEmpty ? nil : LocalRect(bounding: sites.map(\.position))
        ) { cell, sites in sites.append(contentsOf: cells[cell]!) }
    }

    /// A realised layer: `field`'s sites in the `precomputed` cells are stored, others generated on
    /// demand. A cell that `donor` (a layer of the same replication's previous world, around another
    /// trajectory) stores is copied from it where its field draws the same sites there
    /// (``PoissonSiteField/Agreement``), so the layer is the one drawn without a donor.
    init(field: PoissonSiteField, precomputed: GridCellSet, donor: SiteLayer? = nil) {
        let lender = donor.flatMap { donor in
            donor.field.flatMap { PoissonSiteField.Agreement(field, $0) }.map { (donor: donor, agreement: $0) }
        }
        self.init(
            cellSizeMeters: field.cellSizeMeters, cells: precomputed, field: field,
            maximumRangeMeters: field.rangeMeters.max() ?? 0, explicitBounds: nil
        ) { cell, sites in
            if let lender, lender.agreement.holds(in: cell), lender.donor.appendStoredSites(of: cell, to: &sites) {
                return
            }
            field.forEachSite(in: cell) { sites.append($0) }
        }
    }

    /// Stores the sites of `cells` (appended by `appendSites`) flat in a ``SiteGrid``, or by cell when
    /// they fill too little of their bounding rectangle.
    private init(
        cellSizeMeters: Double, cells stored: GridCellSet, field: PoissonSiteField?, maximumRangeMeters: Double,
        explicitBounds: LocalRect?, appendSites: (GridCell, inout [Site]) -> Void
    ) {
        self.cellSizeMeters = cellSizeMeters
        self.field = field
        grid = SiteGrid(stored, appendSites: appendSites)
        var cells: [GridCell: [Site]] = [:]
        if grid == nil {
            cells.reserveCapacity(stored.count)
            stored.forEach { cell in
                var sites: [Site] = []
                appendSites(cell, &sites)
                cells[cell] = sites
            }
        }
        self.cells = cells
        self.maximumRangeMeters = maximumRangeMeters
        self.explicitBounds = explicitBounds
    }

    /// Appends the stored sites of `cell` to `sites` and returns true, or returns false when `cell` was
    /// not stored.
    private func appendStoredSites(of cell: GridCell, to sites: inout [Site]) -> Bool {
        if let grid { return grid.appendSites(of: cell, to: &sites) }
        guard let stored = cells[cell] else { return false }
        sites.append(contentsOf: stored)
        return true
    }

    /// Calls `body` for every site of `cell`, in stored (draw) order.
    private func forEachSite(in cell: GridCell, _ body: (Site) -> Void) {
        if let grid, grid.forEachSite(in: cell, body) { return }
        if !cells.isEmpty, let stored = cells[cell] {
            for site in stored { body(site) }
        } else if let field {
            field.forEachSite(in: cell, body)
        }
    }

    /// Every stored site, ordered by id (a realised layer's precomputed region, or the explicit list).
    var storedSites: [Site] { ((grid?.allSites ?? []) + cells.values.flatMap { $0 }).sorted { $0.id < $1.id } }

    /// Calls `body` for every site within `radiusMeters` of `point` (in no particular order).
    /// Cells are visited row by row as by ``GridCell/forEach(in:sizeMeters:_:)``; each run of cells
    /// that the flat grid holds is read in one pass.
    func forEachSite(withinMeters radiusMeters: Double, of point: LocalPoint, _ body: (Site) -> Void) {
        let squaredRadius = radiusMeters * radiusMeters
        func visit(_ site: Site) {
            if site.position.squaredDistance(to: point) <= squaredRadius { body(site) }
        }
        let rect = LocalRect(center: point, radiusMeters: radiusMeters)
        GridCell.forEachRow(in: rect, sizeMeters: cellSizeMeters) { row, columns in
            var column = columns.lowerBound
            while column <= columns.upperBound {
                if let grid, let run = grid.storedRun(inRow: row, from: column, through: columns.upperBound) {
                    grid.forEachSite(inRow: row, columns: run, visit)
                    column = run.upperBound + 1
                } else {
                    forEachSite(in: GridCell(i: column, j: row), visit)
                    column += 1
                }
            }
        }
    }

    /// Calls `body` for every site whose own range reaches `point`.
    func forEachSite(reaching point: LocalPoint, _ body: (Site) -> Void) {
        forEachSite(withinMeters: maximumRangeMeters, of: point) { site in
            if site.position.squaredDistance(to: point) <= site.rangeMeters * site.rangeMeters { body(site) }
        }
    }

    /// The site nearest to `point` (ties to the lower id), searching rings of cells outwards up to
    /// ``searchLimitMeters`` (or past the explicit list's extent); `nil` when there is none.
    func nearest(to point: LocalPoint) -> Site? {
        let center = GridCell(containing: point, sizeMeters: cellSizeMeters)
        var best: Site?
        var bestSquared = Double.infinity
        var limit = Self.searchLimitMeters
        if let bounds = explicitBounds {
            let dx = max(abs(point.x - bounds.minX), abs(point.x - bounds.maxX))
            let dy = max(abs(point.y - bounds.minY), abs(point.y - bounds.maxY))
            limit = min(limit, max(dx, dy) + cellSizeMeters)
        } else if field == nil {
            return nil
        }
        var ring: Int32 = 0
        while true {
            forEachCell(inRing: ring, around: center) { cell in
                forEachSite(in: cell) { site in
                    let squared = site.position.squaredDistance(to: point)
                    if squared < bestSquared || (squared == bestSquared && site.id < best!.id) {
                        best = site
                        bestSquared = squared
                    }
                }
            }
            // Every cell of ring r + 1 is at least r cell sides from `point`.
            let reach = Double(ring) * cellSizeMeters
            if bestSquared <= reach * reach || reach > limit { return best }
            ring += 1
        }
    }

    /// Calls `body` for each cell at Chebyshev distance exactly `ring` from `center`.
    private func forEachCell(inRing ring: Int32, around center: GridCell, _ body: (GridCell) -> Void) {
        guard ring > 0 else { return body(center) }
        for di in -ring...ring {
            body(GridCell(i: center.i + di, j: center.j - ring))
            body(GridCell(i: center.i + di, j: center.j + ring))
        }
        for dj in (-ring + 1)..<ring {
            body(GridCell(i: center.i - ring, j: center.j + dj))
            body(GridCell(i: center.i + ring, j: center.j + dj))
        }
    }
}
