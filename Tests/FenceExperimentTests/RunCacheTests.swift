import FenceWorld
import Testing

@testable import FenceExperiment

/// The sensitivity study's run reuse: a run kept because nothing it read changed gives what running
/// it again gives.
@Suite("run cache")
struct RunCacheTests {
    static let scenario = """
        {"strategies": [{"name": "continuous"}, {"name": "three-manager"}],
         "run": {"days": 1, "replications": 2, "seed": 5}}
        """

    @Test("A Morris study's rows are the same whether a worker keeps runs whose inputs did not change or not")
    func studyRowsWithAndWithoutRunReuse() throws {
        let scenario = try Scenario.parse(Self.scenario)
        // Neither strategy asks for activity (the classifier's accuracy is never read); the urban
        // visibility is read at every epoch in urban places; the early tolerance is read by the metrics only.
        let paths = [
            "device.overrides.motion.walkingAccuracy", "world.environment.overrides.urban.gpsVisibility",
            "metrics.earlyToleranceSeconds",
        ]
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris, paths: paths,
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        let worlds = WorldCache()
        let runs = RunCache()
        let kept = try (0..<study.unitCount).map { try study.row(unit: $0, worlds: worlds, runCache: runs) }
        let fresh = try (0..<study.unitCount).map { try study.row(unit: $0, worlds: WorldCache()) }
        #expect(kept == fresh)
        // Per trajectory (4 points, 2 replications × 2 strategies each): the start runs all 4; the motion
        // step keeps all 4; the visibility step and the metric step run all 4 again (the metrics are kept
        // with the run, so a metric parameter's change is a new run). The baseline runs its 4.
        #expect((runs.ran, runs.reused) == (2 * 12 + 4, 2 * 4))
    }

    @Test("A radio-site step keeps the runs that asked nothing of the sites it changed; rows as fresh runs give")
    func radioSiteSteps() throws {
        // The suburbs reach 100 km from the centre: rural places, and their 60 m access points, are far
        // from every place of the commute.
        let scenario = try Scenario.parse(
            """
            {"strategies": [{"name": "continuous"}, {"name": "three-manager"}],
             "world": {"environment": {"city": {"suburbanRadiusMeters": 100000}}},
             "run": {"days": 1, "replications": 2, "seed": 5}}
            """)
        let settings = SensitivityHeader.Settings(trajectories: 2, levels: 4)
        let rural = try SensitivityStudy(
            scenario: scenario, method: .morris,
            paths: ["world.environment.overrides.rural.wifiAccessPointDensityPerSquareKm"], settings: settings)
        let runs = RunCache()
        let worlds = WorldCache()
        let kept = try (0..<rural.unitCount).map { try rural.row(unit: $0, worlds: worlds, runCache: runs) }
        #expect(kept == (try (0..<rural.unitCount).map { try rural.row(unit: $0, worlds: WorldCache()) }))
        // Five units (two trajectories of two points, then the baseline) of 2 replications × 2 strategies,
        // differing only in the rural density: the first unit runs its 4, every later one keeps all 4 (a
        // new world each time, with the same answers wherever the phone asked).
        #expect((runs.ran, runs.reused) == (4, 4 * 4))
        // Densities of classes the phone is in: whatever is kept, the rows are those of fresh runs.
        let near = try SensitivityStudy(
            scenario: scenario, method: .morris,
            paths: [
                "world.environment.overrides.suburban.cellTowerDensityPerSquareKm",
                "world.environment.overrides.urban.wifiAccessPointDensityPerSquareKm",
                "world.environment.overrides.urban.cellTowerRangeMeters",
            ], settings: settings)
        let nearRuns = RunCache()
        let nearWorlds = WorldCache()
        let nearKept = try (0..<near.unitCount).map { try near.row(unit: $0, worlds: nearWorlds, runCache: nearRuns) }
        #expect(nearKept == (try (0..<near.unitCount).map { try near.row(unit: $0, worlds: WorldCache()) }))
    }

    @Test("A commute parameter that does not enter the day keeps the world's token; one that does draws a new one")
    func worldTokenFollowsTheWorld() throws {
        var quiet = WorldParameters()
        guard case .commute(var commute) = quiet.movement else { Issue.record("default is a commute"); return }
        commute.errandProbability = 0
        quiet.movement = .commute(commute)
        var longerErrands = commute
        longerErrands.errandDwellMinutes = ValueRange(
            commute.errandDwellMinutes.lower + 5, commute.errandDwellMinutes.upper + 5)
        var fartherHome = commute
        fartherHome.homeDistanceFromWorkMeters = ValueRange(
            commute.homeDistanceFromWorkMeters.lower + 500, commute.homeDistanceFromWorkMeters.upper + 500)
        let cache = WorldCache()
        _ = try cache.world(quiet, masterSeed: 3, replication: 0, baseDirectory: nil)
        let first = cache.token(ofReplication: 0)
        var errands = quiet
        errands.movement = .commute(longerErrands)
        let same = try cache.world(errands, masterSeed: 3, replication: 0, baseDirectory: nil)
        #expect(cache.token(ofReplication: 0) == first)
        #expect(WorldCacheTests.same(same, try World.generate(errands, masterSeed: 3, replication: 0)))
        var home = quiet
        home.movement = .commute(fartherHome)
        _ = try cache.world(home, masterSeed: 3, replication: 0, baseDirectory: nil)
        #expect(cache.token(ofReplication: 0) != first)
        // Another seed is another world, however alike the inputs.
        _ = try cache.world(quiet, masterSeed: 4, replication: 0, baseDirectory: nil)
        #expect(cache.token(ofReplication: 0) != first)
    }
}
