import FenceWorld
import Testing

@testable import FenceExperiment
@testable import FenceScenario
@testable import FenceStudy
@testable import FenceWorld

/// The sensitivity study's world reuse: a cache hit gives the world generation gives.
@Suite("world cache")
struct WorldCacheTests {
    /// Whether two worlds agree in every generated part.
    static func same(_ a: World, _ b: World) -> Bool {
        a.trajectory.times == b.trajectory.times && a.trajectory.points == b.trajectory.points
            && a.fences == b.fences && a.infrastructure.towers == b.infrastructure.towers
            && a.infrastructure.accessPoints == b.infrastructure.accessPoints
            && a.groundTruth.transitions == b.groundTruth.transitions && a.servingCells == b.servingCells
            && a.environmentTable == b.environmentTable && a.environmentMap.zones == b.environmentMap.zones
    }

    /// The default world with one environment override.
    static func parameters(_ patch: (inout EnvironmentPropertiesPatch) -> Void) -> WorldParameters {
        var parameters = WorldParameters()
        var override = EnvironmentPropertiesPatch()
        patch(&override)
        parameters.environment.overrides[.urban] = override
        return parameters
    }

    @Test("A GPS field's change reuses the world with the new table; a site density's change draws a new one")
    func reuseFollowsGenerationInputs() throws {
        let cache = WorldCache()
        let first = Self.parameters { $0.gpsVisibility = 0.9 }
        let gps = Self.parameters { $0.gpsVisibility = 0.5 }
        let towers = Self.parameters {
            $0.gpsVisibility = 0.5
            $0.cellTowerDensityPerSquareKm = 1
        }
        _ = try cache.world(first, masterSeed: 7, replication: 1, baseDirectory: nil)
        let reused = try cache.world(gps, masterSeed: 7, replication: 1, baseDirectory: nil)
        #expect((cache.generated, cache.reused) == (1, 1))
        #expect(Self.same(reused, try World.generate(gps, masterSeed: 7, replication: 1)))
        #expect(reused.environmentTable[.urban].gpsVisibility == 0.5)
        // Another replication or seed is another world.
        _ = try cache.world(gps, masterSeed: 7, replication: 2, baseDirectory: nil)
        _ = try cache.world(gps, masterSeed: 8, replication: 1, baseDirectory: nil)
        #expect((cache.generated, cache.reused) == (3, 1))
        let drawn = try cache.world(towers, masterSeed: 7, replication: 1, baseDirectory: nil)
        #expect((cache.generated, cache.reused) == (4, 1))
        #expect(Self.same(drawn, try World.generate(towers, masterSeed: 7, replication: 1)))
        #expect(!Self.same(drawn, reused))
    }

    @Test("An invalid table is refused on a hit as generation refuses it")
    func hitValidatesTable() throws {
        let cache = WorldCache()
        _ = try cache.world(WorldParameters(), masterSeed: 1, replication: 0, baseDirectory: nil)
        let invalid = Self.parameters { $0.gpsVisibility = 2 }
        var generated: WorldError?
        do { _ = try World.generate(invalid, masterSeed: 1, replication: 0) } catch { generated = error as? WorldError }
        var cached: WorldError?
        do { _ = try cache.world(invalid, masterSeed: 1, replication: 0, baseDirectory: nil) } catch {
            cached = error as? WorldError
        }
        #expect(generated != nil)
        #expect(cached == generated)
        // Refused on the hit path: nothing more was generated.
        #expect((cache.generated, cache.reused) == (1, 0))
    }

    @Test("A Morris study's rows are the same whether a worker reuses the previous point's worlds or not")
    func studyRowsWithAndWithoutReuse() throws {
        let scenario = try Scenario.parse(
            """
            {"strategies": [{"name": "continuous"}, {"name": "three-manager"}],
             "run": {"days": 1, "replications": 2, "seed": 5}}
            """)
        // A GPS field of the table (reused), a site density (a new world) and a phone parameter (reused).
        let paths = [
            "world.environment.overrides.urban.gpsVisibility",
            "world.environment.overrides.urban.cellTowerDensityPerSquareKm", "device.app.cpuWorkPerCallbackSeconds",
        ]
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris, paths: paths,
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        let shared = WorldCache()
        let reused = try (0..<study.unitCount).map { try study.row(unit: $0, worlds: shared) }
        let fresh = try (0..<study.unitCount).map { try study.row(unit: $0, worlds: WorldCache()) }
        #expect(reused == fresh)
        // Each point asks for replication 0's world in its build check, then for replications 0 and 1. Per
        // trajectory (4 points): the start and the density step draw 2 worlds and reuse 1 (the check's), the
        // other two steps reuse all 3; the baseline (no build check) draws 2. Together 2 × 4 + 2 drawn and
        // 2 × (1 + 1 + 3 + 3) reused.
        #expect((shared.generated, shared.reused) == (10, 16))
    }

    @Test("A miss that changes only the radio sites' densities or ranges keeps the rest of the previous world")
    func siteMissesEqualGeneration() throws {
        let cache = WorldCache()
        let steps = [
            Self.parameters { $0.cellTowerDensityPerSquareKm = 1 },
            Self.parameters {
                $0.cellTowerDensityPerSquareKm = 1
                $0.wifiRangeMeters = 30
            },
            Self.parameters {
                $0.wifiAccessPointDensityPerSquareKm = 50
                $0.gpsVisibility = 0.5
            },
        ]
        for parameters in [WorldParameters()] + steps {
            for replication: UInt64 in [0, 1] {
                let cached = try cache.world(parameters, masterSeed: 3, replication: replication, baseDirectory: nil)
                #expect(Self.same(cached, try World.generate(parameters, masterSeed: 3, replication: replication)))
            }
        }
        // The first point draws both worlds; each later one realises only their sites again.
        #expect((cache.generated, cache.sitesRealized, cache.reused) == (8, 6, 0))
        // Under another seed the previous world lends nothing but its sites' cells: generated in full.
        _ = try cache.world(WorldParameters(), masterSeed: 4, replication: 0, baseDirectory: nil)
        #expect((cache.generated, cache.sitesRealized) == (9, 6))
    }

    @Test("A miss whose commute moved gives the world generation gives, with the previous world as donor")
    func donorMissesEqualGeneration() throws {
        let cache = WorldCache()
        var commute = CommuteParameters()
        var steps: [WorldParameters] = []
        for change in [
            { (c: inout CommuteParameters) in c.walkSpeedMetersPerSecond = ValueRange(1.1, 1.2) },  // same map
            { $0.lunchDistanceFromWorkMeters = ValueRange(50, 200) },  // lunch buildings move
            { $0.blockSizeMeters = ValueRange(60, 100) },  // every route and place moves
            { $0.buildingRadiusMeters = 40 },
        ] as [(inout CommuteParameters) -> Void] {
            change(&commute)
            var parameters = WorldParameters()
            parameters.movement = .commute(commute)
            steps.append(parameters)
        }
        for parameters in [WorldParameters()] + steps {
            for replication: UInt64 in [0, 1] {
                let cached = try cache.world(parameters, masterSeed: 3, replication: replication, baseDirectory: nil)
                #expect(Self.same(cached, try World.generate(parameters, masterSeed: 3, replication: replication)))
            }
        }
        #expect((cache.generated, cache.reused) == (10, 0))
    }

    @Test("A miss whose commute, map, fences and sites come out as before keeps the previous world and its token")
    func unchangedCommuteKeepsWorld() throws {
        var faster = CommuteParameters()
        faster.railSpeedKmh = ValueRange(90, 130)
        var moved = WorldParameters()
        moved.movement = .commute(faster)
        let cache = WorldCache()
        var (kept, drawn) = (0, 0)
        for replication: UInt64 in 0..<8 {
            _ = try cache.world(WorldParameters(), masterSeed: 5, replication: replication, baseDirectory: nil)
            let token = cache.token(ofReplication: replication)
            let cached = try cache.world(moved, masterSeed: 5, replication: replication, baseDirectory: nil)
            // Generated independently: the rail speed changes only the days that take the train.
            let before = try World.generate(WorldParameters(), masterSeed: 5, replication: replication)
            let after = try World.generate(moved, masterSeed: 5, replication: replication)
            #expect(Self.same(cached, after))
            if before.trajectory.legs == after.trajectory.legs && before.fences == after.fences {
                kept += 1
                #expect(cache.token(ofReplication: replication) == token)
            } else {
                drawn += 1
                #expect(cache.token(ofReplication: replication) != token)
            }
        }
        #expect(kept > 0 && drawn > 0)
        #expect((cache.kept, cache.generated) == (kept, 8 + drawn))
    }

    @Test("A miss whose commute keeps its path but not its timing gives the world generation gives")
    func retimedCommuteEqualsGeneration() throws {
        var slower = CommuteParameters()
        slower.walkSpeedMetersPerSecond = ValueRange(1.0, 1.1)
        slower.busWaitMinutes = ValueRange(2, 9)
        var retimed = WorldParameters()
        retimed.movement = .commute(slower)
        let cache = WorldCache()
        var samePath = 0
        for replication: UInt64 in 0..<6 {
            _ = try cache.world(WorldParameters(), masterSeed: 9, replication: replication, baseDirectory: nil)
            let cached = try cache.world(retimed, masterSeed: 9, replication: replication, baseDirectory: nil)
            // Generated independently, without a donor.
            let before = try World.generate(WorldParameters(), masterSeed: 9, replication: replication)
            let after = try World.generate(retimed, masterSeed: 9, replication: replication)
            #expect(Self.same(cached, after))
            if before.trajectory.points == after.trajectory.points && before.trajectory.times != after.trajectory.times
            {
                samePath += 1
            }
        }
        // The donor's layers are kept only along the same path: the case must occur.
        #expect(samePath > 0)
    }
}
