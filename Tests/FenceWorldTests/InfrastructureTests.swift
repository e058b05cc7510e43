import FenceFiles
import FenceKernel
import FenceStats
import Foundation
import Testing

@testable import FenceWorld

@Suite("Infrastructure")
struct InfrastructureTests {
    /// Three towers placed by hand.
    let explicit = try! Infrastructure(
        towers: [
            CellTower(id: 1, position: .zero, rangeMeters: 1000),
            CellTower(id: 2, position: LocalPoint(x: 1000, y: 0), rangeMeters: 300),
            CellTower(id: 3, position: LocalPoint(x: 0, y: 2000), rangeMeters: 5000),
        ],
        accessPoints: [
            AccessPoint(id: 10, position: LocalPoint(x: 10, y: 0), rangeMeters: 50),
            AccessPoint(id: 11, position: LocalPoint(x: 90, y: 0), rangeMeters: 50),
        ])

    /// A straight east-bound drive of `lengthMeters` at 10 m/s from the origin.
    static func straightDrive(lengthMeters: Double) -> Trajectory {
        try! Trajectory(legs: [
            TrajectoryLeg(
                mode: .car,
                waypoints: [
                    Waypoint(time: .zero, position: .zero),
                    Waypoint(time: .seconds(lengthMeters / 10), position: LocalPoint(x: lengthMeters, y: 0)),
                ])
        ])
    }

    static func realize(
        _ map: EnvironmentMap, around trajectory: Trajectory, seed: UInt64 = 42, replication: UInt64 = 0
    ) -> Infrastructure {
        Infrastructure(
            realizing: map, table: .standard, around: trajectory, masterSeed: seed, replication: replication)
    }

    @Test("Explicit lists: nearest serving tower, towers and APs in range, by hand")
    func explicitQueries() {
        #expect(explicit.servingTower(at: LocalPoint(x: 400, y: 0))?.id == 1)
        #expect(explicit.servingTower(at: LocalPoint(x: 600, y: 0))?.id == 2)
        #expect(explicit.servingTower(at: LocalPoint(x: 500, y: 0))?.id == 1)  // tie → lower id
        #expect(explicit.servingTower(at: LocalPoint(x: 0, y: 40_000))?.id == 3)
        // At (600, 0): tower 1 is 600 m away (range 1000 ✓), tower 2 400 m (range 300 ✗),
        // tower 3 √(600² + 2000²) ≈ 2088 m (range 5000 ✓).
        #expect(explicit.towers(inRangeOf: LocalPoint(x: 600, y: 0)).map(\.id) == [1, 3])
        #expect(explicit.accessPoints(inRangeOf: LocalPoint(x: 50, y: 0)).map(\.id) == [10, 11])
        #expect(explicit.accessPoints(inRangeOf: LocalPoint(x: 30, y: 0)).map(\.id) == [10])
        #expect(explicit.accessPointCount(inRangeOf: LocalPoint(x: 50, y: 60)) == 0)
        let empty = try! Infrastructure(towers: [], accessPoints: [])
        #expect(empty.servingTower(at: .zero) == nil)
        #expect(empty.servingCells(along: Self.straightDrive(lengthMeters: 100)).isEmpty)
    }

    @Test func duplicateIdsAreRejected() {
        let tower = CellTower(id: 7, position: .zero, rangeMeters: 100)
        #expect(
            throws: WorldError.invalidValue(
                field: JSONPath([.key("towers"), .index(1), .key("id")]), value: "7",
                expected: "an id not used by another site")
        ) { try Infrastructure(towers: [tower, tower], accessPoints: []) }
    }

    @Test("Handoff on a straight drive happens on the bisector, at the hand-computed instant")
    func explicitHandoff() {
        // From (−500, 0) to (1500, 0) at 10 m/s: towers 1 and 2 are equidistant at x = 500, i.e. t = 100 s.
        let drive = try! Trajectory(legs: [
            TrajectoryLeg(
                mode: .car,
                waypoints: [
                    Waypoint(time: .zero, position: LocalPoint(x: -500, y: 0)),
                    Waypoint(time: .seconds(200), position: LocalPoint(x: 1500, y: 0)),
                ])
        ])
        let spans = explicit.servingCells(along: drive)
        #expect(spans.map(\.tower.id) == [1, 2])
        #expect(spans.map(\.start) == [.zero, .seconds(100)] && spans.map(\.end) == [.seconds(100), .seconds(200)])
    }

    @Test("Tower counts match the Poisson mean λA, per class (4σ, σ = √(λA))")
    func poissonDensity() {
        // West half (x < 0) urban, east half rural.
        let map = EnvironmentMap(
            defaultEnvironment: .rural,
            zones: [
                EnvironmentZone(
                    .urban,
                    .polygon(vertices: [
                        LocalPoint(x: -30_000, y: -30_000), LocalPoint(x: 0, y: -30_000), LocalPoint(x: 0, y: 30_000),
                        LocalPoint(x: -30_000, y: 30_000),
                    ]))
            ])
        let trajectory = try! Trajectory(legs: [
            TrajectoryLeg(
                mode: .car,
                waypoints: [
                    Waypoint(time: .zero, position: LocalPoint(x: -20_000, y: -20_000)),
                    Waypoint(time: .hours(1), position: LocalPoint(x: 20_000, y: 20_000)),
                ])
        ])
        let towers = Self.realize(map, around: trajectory).towers
        let areaKm2 = 20.0 * 40.0  // each half: x in a 20 km band, y in [−20, 20] km
        for (environment, xRange) in [(EnvironmentClass.urban, -20_000.0...0), (.rural, 0.0...20_000)] {
            let count = towers.filter { xRange.contains($0.position.x) && abs($0.position.y) <= 20_000 }.count
            let mean = EnvironmentTable.standard[environment].cellTowerDensityPerSquareKm * areaKm2
            #expect(abs(Double(count) - mean) < 4 * mean.squareRoot(), "\(environment): \(count) vs \(mean)")
            let range = EnvironmentTable.standard[environment].cellTowerRangeMeters
            #expect(towers.filter { xRange.contains($0.position.x) }.allSatisfy { $0.rangeMeters == range })
        }
    }

    /// Mean handoff spacing of a Poisson–Voronoi network along a line is π / (4√λ) (the line meets
    /// cell edges at rate (2/π)·L_A with edge length per area L_A = 2√λ; Stoyan, Kendall & Mecke).
    /// Tolerance: 4σ with σ = √N, Poisson-like count variance, conservative for Voronoi crossings.
    @Test(
        "Handoffs every ~0.5 km in a city, every few km in the country",
        arguments: [(EnvironmentClass.urban, 300_000.0), (.rural, 1_000_000.0), (.urbanCanyon, 200_000.0)])
    func handoffSpacing(environment: EnvironmentClass, lengthMeters: Double) {
        let drive = Self.straightDrive(lengthMeters: lengthMeters)
        let spans = Self.realize(EnvironmentMap(defaultEnvironment: environment), around: drive).servingCells(
            along: drive)
        let handoffs = Double(spans.count - 1)
        let density = EnvironmentTable.standard[environment].cellTowerDensityPerSquareKm
        let expected = lengthMeters / 1000 * 4 * density.squareRoot() / .pi
        #expect(abs(handoffs - expected) < 4 * expected.squareRoot(), "\(handoffs) handoffs vs \(expected)")
        let spacingKm = lengthMeters / 1000 / handoffs
        switch environment {
        case .rural: #expect((1.0...3.0).contains(spacingKm))
        default: #expect((0.3...1.0).contains(spacingKm))
        }
    }

    @Test("The serving-cell sequence equals the nearest tower sampled at 1 Hz")
    func servingCellsMatchSampling() {
        var generator = SplitMixTestGenerator(seed: 3)
        let trajectory = generator.trajectory(legCount: 40, areaMeters: 8_000)
        let map = EnvironmentMap(
            defaultEnvironment: .suburban,
            zones: [EnvironmentZone(.urbanCanyon, .circle(center: .zero, radiusMeters: 3_000))])
        let infrastructure = Self.realize(map, around: trajectory)
        let spans = infrastructure.servingCells(along: trajectory)
        #expect(spans.first?.start == trajectory.startTime && spans.last?.end == trajectory.endTime)
        #expect(zip(spans, spans.dropFirst()).allSatisfy { $0.end == $1.start && $0.tower.id != $1.tower.id })
        var spanIndex = 0
        var time = trajectory.startTime
        var checked = 0
        while time < trajectory.endTime {
            while spans[spanIndex].end <= time { spanIndex += 1 }
            let nearToHandoff = [spans[spanIndex].start, spans[spanIndex].end].contains {
                abs(($0 - time).seconds) < 1e-3
            }
            if !nearToHandoff {
                #expect(infrastructure.servingTower(at: trajectory.position(at: time))?.id == spans[spanIndex].tower.id)
                checked += 1
            }
            time += .seconds(1)
        }
        #expect(checked > 10_000)
    }

    @Test("Range queries agree with brute force over the stored sites")
    func rangeQueriesAgainstBruteForce() {
        var generator = SplitMixTestGenerator(seed: 8)
        let trajectory = generator.trajectory(legCount: 10, areaMeters: 3_000)
        let map = EnvironmentMap(
            defaultEnvironment: .urban, zones: [EnvironmentZone(.rural, .circle(center: .zero, radiusMeters: 1_500))])
        let infrastructure = Self.realize(map, around: trajectory)
        let towers = infrastructure.towers, accessPoints = infrastructure.accessPoints
        for _ in 0..<200 {
            let point = trajectory.position(
                at: .seconds(generator.uniform(trajectory.startTime.seconds, trajectory.endTime.seconds)))
            let reachingTowers = towers.filter { $0.position.distanceMeters(to: point) <= $0.rangeMeters }
            #expect(Set(infrastructure.towers(inRangeOf: point)) == Set(reachingTowers))
            // The k nearest in range: brute force sorted by (distance, id).
            let byDistance = reachingTowers.sorted {
                ($0.position.squaredDistance(to: point), $0.id) < ($1.position.squaredDistance(to: point), $1.id)
            }
            for limit in [1, 3, 8] {
                let survey = infrastructure.towers(inRangeOf: point, nearest: limit)
                #expect(survey.count == reachingTowers.count && survey.nearest == Array(byDistance.prefix(limit)))
            }
            let reachingAPs = accessPoints.filter { $0.position.distanceMeters(to: point) <= $0.rangeMeters }
            #expect(Set(infrastructure.accessPoints(inRangeOf: point)) == Set(reachingAPs))
            #expect(infrastructure.accessPointCount(inRangeOf: point) == reachingAPs.count)
            let nearest = towers.min {
                ($0.position.distanceMeters(to: point), $0.id) < ($1.position.distanceMeters(to: point), $1.id)
            }
            #expect(infrastructure.servingTower(at: point) == nearest)
        }
    }

    /// Points 300 m apart on a line see disjoint AP sets (range 60 m), so counts are independent
    /// Poisson(λπr²) draws. Tolerances: 4 standard errors of the mean / of the proportion.
    @Test("Access points in range: mean λπr² and P(≥ 1) = the sourced availability (urban 0.98)")
    func accessPointCounts() {
        let n = 4_000
        let drive = Self.straightDrive(lengthMeters: Double(n) * 300)
        let infrastructure = Self.realize(EnvironmentMap(defaultEnvironment: .urban), around: drive)
        let counts = (0..<n).map {
            infrastructure.accessPointCount(inRangeOf: LocalPoint(x: Double($0) * 300 + 150, y: 0))
        }
        let row = EnvironmentTable.standard[.urban]
        let mean = row.wifiAccessPointDensityPerSquareKm * .pi * pow(row.wifiRangeMeters / 1000, 2)
        let sampleMean = Double(counts.reduce(0, +)) / Double(n)
        #expect(abs(sampleMean - mean) < 4 * (mean / Double(n)).squareRoot(), "\(sampleMean) vs \(mean)")
        let seen = Double(counts.filter { $0 > 0 }.count) / Double(n)
        #expect(abs(seen - 0.98) < 4 * (0.98 * 0.02 / Double(n)).squareRoot(), "P(≥1) = \(seen)")
    }

    @Test("Same seed, same sites; other streams and other precomputed regions change nothing")
    func determinism() {
        let map = EnvironmentMap(defaultEnvironment: .urban)
        let drive = Self.straightDrive(lengthMeters: 5_000)
        let first = Self.realize(map, around: drive)
        // Draw from unrelated streams in between (a strategy's or a source's).
        let gps = RandomStream(masterSeed: 42, replication: 0, name: "source.gps")
        _ = (0..<1000).map { _ in gps.normal() }
        let second = Self.realize(map, around: drive)
        #expect(first.towers == second.towers && first.accessPoints == second.accessPoints)
        #expect(Self.realize(map, around: drive, replication: 1).towers != first.towers)
        #expect(Self.realize(map, around: drive, seed: 43).towers != first.towers)
        // A place far outside the precomputed region is answered on demand, identically to a
        // realisation that precomputed it.
        let far = LocalPoint(x: 60_000, y: 30_000)
        let farDrive = try! Trajectory(legs: [.dwell(at: far, from: .zero, to: .seconds(1))])
        let around = Self.realize(map, around: farDrive)
        #expect(first.servingTower(at: far) == around.servingTower(at: far))
        #expect(first.accessPoints(inRangeOf: far) == around.accessPoints(inRangeOf: far))
        #expect(first.towers(inRangeOf: far) == around.towers(inRangeOf: far))
    }

    @Test("Poisson inversion: P(0) = e^−μ boundary and the mean of many draws")
    func poissonInversion() {
        #expect(PoissonSiteField.poisson(mean: 2, uniform: exp(-2) * 0.999) == 0)
        #expect(PoissonSiteField.poisson(mean: 2, uniform: exp(-2) * 1.001) == 1)
        // Mean over a fine uniform grid of u equals μ up to the grid's quadrature error.
        let n = 100_000
        let total = (0..<n).reduce(0) {
            $0 + PoissonSiteField.poisson(mean: 37.5, uniform: (Double($1) + 0.5) / Double(n))
        }
        #expect(abs(Double(total) / Double(n) - 37.5) < 0.01)
    }
}
