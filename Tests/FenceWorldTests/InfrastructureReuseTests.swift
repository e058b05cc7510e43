import FenceKernel
import FenceStats
import Testing

@testable import FenceWorld

/// The flat realisation of the precomputed regions and the reuse of a donor's cells, each against the
/// plain path: the cells as a `Set`, each cell's sites drawn by the field, and a realisation without a
/// donor.
@Suite("Infrastructure reuse")
struct InfrastructureReuseTests {
    /// A map of the preset kind: default class, a district and buildings (circles) at `buildings`.
    static func map(buildings: [LocalPoint]) -> EnvironmentMap {
        EnvironmentMap(
            defaultEnvironment: .suburban,
            zones: [EnvironmentZone(.urban, .circle(center: .zero, radiusMeters: 2_000))]
                + buildings.map { EnvironmentZone(.indoor, .circle(center: $0, radiusMeters: 25)) })
    }

    static func realize(
        _ map: EnvironmentMap, table: EnvironmentTable = .standard, around trajectory: Trajectory,
        replication: UInt64 = 0, donor: Infrastructure? = nil
    ) -> Infrastructure {
        Infrastructure(
            realizing: map, table: table, around: trajectory, masterSeed: 42, replication: replication, donor: donor)
    }

    /// Whether `a` and `b` store the same sites and answer every query alike at `points`.
    static func same(_ a: Infrastructure, _ b: Infrastructure, at points: [LocalPoint], along path: Trajectory) -> Bool
    {
        a.towers == b.towers && a.accessPoints == b.accessPoints
            && a.servingCells(along: path) == b.servingCells(along: path)
            && points.allSatisfy { point in
                a.towers(inRangeOf: point) == b.towers(inRangeOf: point)
                    && a.towers(inRangeOf: point, nearest: 3) == b.towers(inRangeOf: point, nearest: 3)
                    && a.accessPoints(inRangeOf: point) == b.accessPoints(inRangeOf: point)
                    && a.accessPointCount(inRangeOf: point) == b.accessPointCount(inRangeOf: point)
                    && a.servingTower(at: point) == b.servingTower(at: point)
            }
    }

    /// `count` points on `trajectory` and as many up to 500 m off it.
    static func points(_ count: Int, near trajectory: Trajectory, _ generator: inout SplitMixTestGenerator)
        -> [LocalPoint]
    {
        (0..<count).flatMap { _ in
            let onPath = trajectory.position(
                at: .seconds(generator.uniform(trajectory.startTime.seconds, trajectory.endTime.seconds)))
            return [onPath, onPath + generator.pointInDisc(radiusMeters: 500)]
        }
    }

    @Test("A cell set holds exactly the cells of its rectangles, in row-major order, in maximal runs")
    func cellSetAgainstSet() {
        var generator = SplitMixTestGenerator(seed: 3)
        for _ in 0..<20 {
            var rectangles = GridCellSet.Rectangles()
            var reference = Set<GridCell>()
            for _ in 0..<Int(generator.uniform(0, 40)) {
                let corner = generator.pointInDisc(radiusMeters: 1_500)
                let rect = LocalRect(
                    minX: corner.x, minY: corner.y, maxX: corner.x + generator.uniform(0, 400),
                    maxY: corner.y + generator.uniform(0, 400))
                rectangles.add(meeting: rect, sizeMeters: 100)
                GridCell.forEach(in: rect, sizeMeters: 100) { reference.insert($0) }
                if generator.uniform() < 0.3 {
                    // A repeated rectangle (a dwell's pieces) and a single cell.
                    rectangles.add(meeting: rect, sizeMeters: 100)
                    let cell = GridCell(containing: generator.pointInDisc(radiusMeters: 2_000), sizeMeters: 100)
                    rectangles.add(cell)
                    reference.insert(cell)
                }
            }
            Self.expectCells(of: rectangles, reference)
        }
    }

    @Test("A path's overlapping pieces give the cells of their union, each once")
    func cellSetAlongAWalk() {
        var generator = SplitMixTestGenerator(seed: 5)
        for _ in 0..<20 {
            var rectangles = GridCellSet.Rectangles()
            var reference = Set<GridCell>()
            var corner = LocalPoint(x: 0, y: 0)
            for _ in 0..<Int(generator.uniform(1, 200)) {
                // Each piece starts near the last (a walk), so most of its rows overlap or touch the last's.
                corner = LocalPoint(
                    x: corner.x + generator.uniform(-150, 150), y: corner.y + generator.uniform(-150, 150))
                let rect = LocalRect(
                    minX: corner.x, minY: corner.y, maxX: corner.x + generator.uniform(0, 300),
                    maxY: corner.y + generator.uniform(0, 300))
                rectangles.add(meeting: rect, sizeMeters: 100)
                GridCell.forEach(in: rect, sizeMeters: 100) { reference.insert($0) }
            }
            Self.expectCells(of: rectangles, reference)
        }
    }

    /// The set of `rectangles` visits exactly `reference`'s cells, in row-major order, in maximal runs.
    static func expectCells(of rectangles: GridCellSet.Rectangles, _ reference: Set<GridCell>) {
        let set = GridCellSet(rectangles)
        var visited: [GridCell] = []
        set.forEach { visited.append($0) }
        #expect(visited == reference.sorted { ($0.j, $0.i) < ($1.j, $1.i) })
        #expect(set.count == reference.count)
        for (run, next) in zip(set.runs, set.runs.dropFirst()) where run.row == next.row {
            #expect(run.columns.upperBound + 1 < next.columns.lowerBound)
        }
    }

    @Test("A realisation stores exactly the field's sites of the tower rectangle and the access-point corridor")
    func storedSitesAgainstPlainCells() {
        var generator = SplitMixTestGenerator(seed: 11)
        let trajectory = generator.trajectory(legCount: 8, areaMeters: 4_000)
        let map = Self.map(buildings: [LocalPoint(x: 300, y: -200), LocalPoint(x: -1_200, y: 900)])
        let infrastructure = Self.realize(map, around: trajectory)
        let table = EnvironmentTable.standard
        let classes = EnvironmentClass.allCases
        func field(
            _ name: String, _ cellMeters: Double, _ density: KeyPath<EnvironmentProperties, Double>,
            _ range: KeyPath<EnvironmentProperties, Double>
        ) -> PoissonSiteField {
            PoissonSiteField(
                noise: KeyedNoise(StreamSeed(masterSeed: 42, replication: 0, name: name)), cellSizeMeters: cellMeters,
                map: map, densityPerSquareMeter: classes.map { table[$0][keyPath: density] * 1e-6 },
                rangeMeters: classes.map { table[$0][keyPath: range] })
        }
        // The plain path: the cells in a Set, each cell's sites drawn alone.
        var towerCells = Set<GridCell>()
        GridCell.forEach(
            in: LocalRect(bounding: trajectory.vertexPositions).expanded(
                by: table.maximumTowerRangeMeters + Infrastructure.towerCellMeters),
            sizeMeters: Infrastructure.towerCellMeters
        ) { towerCells.insert($0) }
        var accessPointCells = Set<GridCell>()
        trajectory.forEachPiece(maximumLengthMeters: Infrastructure.accessPointCellMeters) { start, end in
            GridCell.forEach(
                in: LocalRect(bounding: [start, end]).expanded(by: table.maximumAccessPointRangeMeters),
                sizeMeters: Infrastructure.accessPointCellMeters
            ) { accessPointCells.insert($0) }
        }
        let towerField = field(
            Infrastructure.towerStreamName, Infrastructure.towerCellMeters, \.cellTowerDensityPerSquareKm,
            \.cellTowerRangeMeters)
        let accessPointField = field(
            Infrastructure.accessPointStreamName, Infrastructure.accessPointCellMeters,
            \.wifiAccessPointDensityPerSquareKm, \.wifiRangeMeters)
        let towers: [CellTower] = towerCells.flatMap { towerField.sites(in: $0) as [CellTower] }
        let accessPoints: [AccessPoint] = accessPointCells.flatMap { accessPointField.sites(in: $0) as [AccessPoint] }
        #expect(!towers.isEmpty && !accessPoints.isEmpty)
        #expect(infrastructure.towers == towers.sorted { $0.id < $1.id })
        #expect(infrastructure.accessPoints == accessPoints.sorted { $0.id < $1.id })
    }

    @Test("A donor's cells give the realisation drawn without one: same map, moved buildings, other densities")
    func donorGivesTheSameRealisation() {
        var generator = SplitMixTestGenerator(seed: 5)
        let first = generator.trajectory(legCount: 10, areaMeters: 3_000)
        // The second path shares the first's start and wanders off elsewhere.
        let second = try! Trajectory(legs: [
            TrajectoryLeg(
                mode: .car,
                waypoints: [
                    Waypoint(time: .zero, position: first.position(at: first.startTime)),
                    Waypoint(time: .hours(1), position: LocalPoint(x: 2_500, y: -1_800)),
                    Waypoint(time: .hours(2), position: LocalPoint(x: -600, y: 400)),
                ])
        ])
        let buildings = [LocalPoint(x: 100, y: 50), LocalPoint(x: -800, y: 1_100), LocalPoint(x: 2_000, y: -1_500)]
        let map = Self.map(buildings: buildings)
        var moved = buildings
        moved[1] = LocalPoint(x: -700, y: 1_150)
        let movedMap = Self.map(buildings: moved)
        let reordered = Self.map(buildings: buildings.reversed())
        var denser = EnvironmentTable.standard
        denser[.suburban].wifiAccessPointDensityPerSquareKm *= 2
        let points = Self.points(100, near: second, &generator)
        for (donorMap, donorTable, replication) in [
            (map, EnvironmentTable.standard, UInt64(0)), (movedMap, .standard, 0), (reordered, .standard, 0),
            (map, denser, 0), (map, .standard, 1),
        ] {
            let donor = Self.realize(donorMap, table: donorTable, around: first, replication: replication)
            for target in [map, movedMap] {
                let plain = Self.realize(target, around: second)
                let lent = Self.realize(target, around: second, donor: donor)
                #expect(Self.same(plain, lent, at: points, along: second))
            }
        }
    }

    @Test("Two fields agree exactly in the cells where the same zones meet; there they draw the same sites")
    func agreementByCell() throws {
        let buildings = [LocalPoint(x: 150, y: 150), LocalPoint(x: -450, y: 250)]
        var moved = buildings
        moved[0] = LocalPoint(x: 350, y: 150)
        func field(_ map: EnvironmentMap) -> PoissonSiteField {
            PoissonSiteField(
                noise: KeyedNoise(seed: 9), cellSizeMeters: 100, map: map,
                densityPerSquareMeter: EnvironmentClass.allCases.map {
                    EnvironmentTable.standard[$0].wifiAccessPointDensityPerSquareKm * 1e-6
                },
                rangeMeters: EnvironmentClass.allCases.map { EnvironmentTable.standard[$0].wifiRangeMeters })
        }
        let a = field(Self.map(buildings: buildings)), b = field(Self.map(buildings: moved))
        let same = try #require(PoissonSiteField.Agreement(a, a))
        let agreement = try #require(PoissonSiteField.Agreement(a, b))
        var differing = 0
        for i in Int32(-10)...10 {
            for j in Int32(-10)...10 {
                let cell = GridCell(i: i, j: j)
                #expect(same.holds(in: cell))
                // Only the cells the first building's old or new box meets: (1, 1) and (3, 1).
                #expect(agreement.holds(in: cell) == !((i == 1 || i == 3) && j == 1), "cell \(i), \(j)")
                let sitesA: [AccessPoint] = a.sites(in: cell), sitesB: [AccessPoint] = b.sites(in: cell)
                if agreement.holds(in: cell) { #expect(sitesA == sitesB) } else if sitesA != sitesB { differing += 1 }
            }
        }
        #expect(differing > 0)
        // Every class's range changed: the default class may occur in every cell, so no cell agrees.
        let longer = PoissonSiteField(
            noise: b.noise, cellSizeMeters: 100, map: b.map, densityPerSquareMeter: b.densityPerSquareMeter,
            rangeMeters: b.rangeMeters.map { $0 + 1 })
        let none = try #require(PoissonSiteField.Agreement(a, longer))
        #expect(!none.holds(in: GridCell(i: 0, j: 0)) && !none.holds(in: GridCell(i: 40, j: 40)))
        // Only the indoor density doubled: the cells a building's box meets draw anew, (1, 1) and (-5, 2)
        // (the buildings at (150, 150) and (−450, 250), 25 m round); every other cell agrees.
        var density = a.densityPerSquareMeter
        density[EnvironmentClass.indoor.ordinal] *= 2
        let denser = PoissonSiteField(
            noise: a.noise, cellSizeMeters: 100, map: a.map, densityPerSquareMeter: density, rangeMeters: a.rangeMeters)
        let indoor = try #require(PoissonSiteField.Agreement(a, denser))
        for i in Int32(-10)...10 {
            for j in Int32(-10)...10 {
                let cell = GridCell(i: i, j: j)
                let building = (i == 1 && j == 1) || (i == -5 && j == 2)
                #expect(indoor.holds(in: cell) == !building, "cell \(i), \(j)")
                if !building { #expect((a.sites(in: cell) as [AccessPoint]) == denser.sites(in: cell)) }
            }
        }
        let reseeded = PoissonSiteField(
            noise: KeyedNoise(seed: 10), cellSizeMeters: 100, map: a.map, densityPerSquareMeter: density,
            rangeMeters: a.rangeMeters)
        #expect(PoissonSiteField.Agreement(a, reseeded) == nil)
    }
}
