import FenceStats

/// The radio infrastructure of a world: cell towers and Wi-Fi access points, with spatial queries.
///
/// Either an explicit list (tests, scripted scenarios) or a realisation of class-dependent Poisson
/// point processes (see ``init(realizing:table:around:masterSeed:replication:)``). Immutable and
/// `Sendable`; copies share storage.
public struct Infrastructure: Sendable {
    let towerLayer: SiteLayer<CellTower>
    let accessPointLayer: SiteLayer<AccessPoint>

    /// Grid cell side for towers, in metres (≤ 100 candidates per cell at the maximum density).
    static let towerCellMeters = 1_000.0
    /// Grid cell side for access points, in metres (≤ 200 candidates per cell at the maximum density).
    static let accessPointCellMeters = 100.0
    /// Stream name of the tower process.
    public static let towerStreamName = "world.towers"
    /// Stream name of the access-point process.
    public static let accessPointStreamName = "world.accessPoints"

    /// Exactly the given towers and access points. Ids must be unique within each list, positions
    /// finite, ranges in [1, 100 000] m.
    public init(towers: [CellTower], accessPoints: [AccessPoint]) throws(WorldError) {
        towerLayer = try SiteLayer(explicit: towers, cellSizeMeters: Self.towerCellMeters, kind: "towers")
        accessPointLayer = try SiteLayer(
            explicit: accessPoints, cellSizeMeters: Self.accessPointCellMeters, kind: "accessPoints")
    }

    /// A realisation for one replication: towers and access points are Poisson point processes whose
    /// intensity at each place is the density of the class `map` assigns there (`table`), drawn
    /// from the streams ``towerStreamName`` and ``accessPointStreamName``.
    ///
    /// The processes are defined over the whole plane; towers are precomputed over the
    /// trajectory's bounding box grown by the largest tower range, access points along the path
    /// within the largest access-point range. Queries elsewhere generate the same sites on demand.
    /// `table` must be valid (``EnvironmentTable/validate()``).
    ///
    /// `donor`, another realisation (typically the same replication's world around another
    /// trajectory), lends the sites of the cells it stored to a layer it realised with the same process
    /// (seed, replication, map, densities and ranges): a cell's sites depend on nothing else, so the
    /// result is the realisation without a donor, only cheaper.
    public init(
        realizing map: EnvironmentMap, table: EnvironmentTable, around trajectory: Trajectory, masterSeed: UInt64,
        replication: UInt64, donor: Infrastructure? = nil
    ) {
        self.init(
            realizing: map, table: table, around: trajectory, masterSeed: masterSeed, replication: replication,
            donor: donor, donorAroundIt: false)
    }

    /// ``init(realizing:table:around:masterSeed:replication:donor:)``; with `donorAroundIt`, `donor` was
    /// realised around `trajectory` too, so each of its layers drawn by the same process is this realisation's
    /// as it is (the same sites in the same precomputed region: the region follows the trajectory and the
    /// process's largest range) and is kept instead of drawn again.
    init(
        realizing map: EnvironmentMap, table: EnvironmentTable, around trajectory: Trajectory, masterSeed: UInt64,
        replication: UInt64, donor: Infrastructure?, donorAroundIt: Bool
    ) {
        let (towerField, accessPointField) = Self.fields(
            map: map, table: table, masterSeed: masterSeed, replication: replication)
        let kept = donorAroundIt ? donor : nil
        if let kept, kept.towerLayer.isDrawn(by: towerField) {
            towerLayer = kept.towerLayer
        } else {
            let region = LocalRect(bounding: trajectory.points).expanded(
                by: table.maximumTowerRangeMeters + Self.towerCellMeters)
            towerLayer = SiteLayer(
                field: towerField, precomputed: GridCellSet(meeting: region, sizeMeters: Self.towerCellMeters),
                donor: donor?.towerLayer)
        }
        if let kept, kept.accessPointLayer.isDrawn(by: accessPointField) {
            accessPointLayer = kept.accessPointLayer
            return
        }
        var corridor = GridCellSet.Rectangles()
        let margin = table.maximumAccessPointRangeMeters
        trajectory.forEachPiece(maximumLengthMeters: Self.accessPointCellMeters) { start, end in
            let piece = LocalRect(
                minX: min(start.x, end.x), minY: min(start.y, end.y), maxX: max(start.x, end.x),
                maxY: max(start.y, end.y))
            corridor.add(meeting: piece.expanded(by: margin), sizeMeters: Self.accessPointCellMeters)
        }
        accessPointLayer = SiteLayer(
            field: accessPointField, precomputed: GridCellSet(corridor), donor: donor?.accessPointLayer)
    }

    /// The processes ``init(realizing:table:around:masterSeed:replication:donor:)`` draws the towers and the
    /// access points from: the classes' densities and ranges in `table` over `map`, keyed by the layers' streams.
    private static func fields(map: EnvironmentMap, table: EnvironmentTable, masterSeed: UInt64, replication: UInt64)
        -> (towers: PoissonSiteField, accessPoints: PoissonSiteField)
    {
        func field(
            stream: String, cellSizeMeters: Double, density: EnvironmentGenerationField,
            range: EnvironmentGenerationField
        )
            -> PoissonSiteField
        {
            PoissonSiteField(
                noise: KeyedNoise(StreamSeed(masterSeed: masterSeed, replication: replication, name: stream)),
                cellSizeMeters: cellSizeMeters, map: map,
                densityPerSquareMeter: EnvironmentClass.allCases.map { table[$0][keyPath: density.property] * 1e-6 },
                rangeMeters: EnvironmentClass.allCases.map { table[$0][keyPath: range.property] })
        }
        return (
            field(
                stream: towerStreamName, cellSizeMeters: towerCellMeters,
                density: EnvironmentProperties.cellTowerDensityField, range: EnvironmentProperties.cellTowerRangeField),
            field(
                stream: accessPointStreamName, cellSizeMeters: accessPointCellMeters,
                density: EnvironmentProperties.wifiAccessPointDensityField,
                range: EnvironmentProperties.wifiRangeField)
        )
    }

    /// Whether this is a realisation whose towers and access points are drawn from the processes that
    /// ``init(realizing:table:around:masterSeed:replication:donor:)`` draws them from for `map`, `table`,
    /// `masterSeed` and `replication`: realised around the same trajectory, it is that realisation.
    func drawsLike(map: EnvironmentMap, table: EnvironmentTable, masterSeed: UInt64, replication: UInt64) -> Bool {
        let (towers, accessPoints) = Self.fields(
            map: map, table: table, masterSeed: masterSeed, replication: replication)
        return towerLayer.isDrawn(by: towers) && accessPointLayer.isDrawn(by: accessPoints)
    }

    /// Whether this realisation's towers are drawn by the process that drew `other`'s (an explicit list's by none).
    func drawsTowers(like other: Infrastructure) -> Bool { towerLayer.isDrawn(like: other.towerLayer) }

    /// The towers stored in this value, ordered by id: an explicit list, or the precomputed region
    /// of a realisation (for export and inspection). Computed and sorted on each call.
    public var towers: [CellTower] { towerLayer.storedSites }
    /// The access points stored in this value, ordered by id (as for ``towers``).
    public var accessPoints: [AccessPoint] { accessPointLayer.storedSites }

    /// The serving cell at `point`: the nearest tower (ties to the lower id), or `nil` when there
    /// is no tower within 50 km.
    public func servingTower(at point: LocalPoint) -> CellTower? { towerLayer.nearest(to: point) }

    /// Every tower whose range reaches `point`, nearest first (ties by id).
    public func towers(inRangeOf point: LocalPoint) -> [CellTower] {
        var result: [CellTower] = []
        towerLayer.forEachSite(reaching: point) { result.append($0) }
        return result.sorted { Self.nearerFirst($0, $1, to: point) }
    }

    /// How many towers' ranges reach `point`, and the `limit` nearest of them (fewer when fewer reach
    /// it), nearest first with ties by id: the count and prefix of ``towers(inRangeOf:)`` without
    /// sorting every tower in range.
    public func towers(inRangeOf point: LocalPoint, nearest limit: Int) -> (count: Int, nearest: [CellTower]) {
        var count = 0
        var nearest: [CellTower] = []
        nearest.reserveCapacity(limit)
        towerLayer.forEachSite(reaching: point) { tower in
            count += 1
            guard nearest.count < limit || Self.nearerFirst(tower, nearest[limit - 1], to: point) else { return }
            // Into the last place (the farthest of a full list drops out), then down to its rank.
            if nearest.count < limit { nearest.append(tower) } else { nearest[limit - 1] = tower }
            var index = nearest.count - 1
            while index > 0 && Self.nearerFirst(tower, nearest[index - 1], to: point) {
                nearest.swapAt(index, index - 1)
                index -= 1
            }
        }
        return (count, nearest)
    }

    /// Every access point whose range reaches `point`, nearest first (ties by id).
    public func accessPoints(inRangeOf point: LocalPoint) -> [AccessPoint] {
        var result: [AccessPoint] = []
        accessPointLayer.forEachSite(reaching: point) { result.append($0) }
        return result.sorted { Self.nearerFirst($0, $1, to: point) }
    }

    /// The number of access points whose range reaches `point` (no allocation).
    public func accessPointCount(inRangeOf point: LocalPoint) -> Int {
        var count = 0
        accessPointLayer.forEachSite(reaching: point) { _ in count += 1 }
        return count
    }

    private static func nearerFirst<Site: RadioSite>(_ a: Site, _ b: Site, to point: LocalPoint) -> Bool {
        let da = a.position.squaredDistance(to: point), db = b.position.squaredDistance(to: point)
        return da != db ? da < db : a.id < b.id
    }
}
