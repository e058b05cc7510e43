import FenceDevice
import FenceKernel
import FenceWorld
import Testing

@testable import FenceExperiment
@testable import FenceScenario
@testable import FenceStudy

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
        // Per trajectory (4 points, 2 replications × 2 strategies each): the motion step keeps all 4; the
        // metric step keeps all 4 (the kept records are scored under the new tolerance); the visibility step
        // runs again only the runs with a draw in an urban place between the two visibilities
        // (``FenceDevice/ThresholdRead``), and so may the trajectory's start and the baseline.
        #expect(runs.ran + runs.reused == 2 * 16 + 4)
        #expect(runs.ran >= 4 && runs.reused >= 2 * 8)
    }

    @Test("Steps of the structural choices: rows the same with and without run reuse")
    func structuralChoicesWithAndWithoutRunReuse() throws {
        // The platform rules are compared whole (``FencePlatform/PlatformReads/agree(_:_:)``): a step that
        // changes a rule re-runs, and a kept run is one whose rules did not change.
        let scenario = try Scenario.parse(Self.scenario)
        let paths = [
            "platform.cpuHoldRule", "platform.coarseManagerGPSRule", "platform.networkFixCadence",
            "platform.significantChangeModel",
        ]
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris, paths: paths,
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        let worlds = WorldCache()
        let runs = RunCache()
        let kept = try (0..<study.unitCount).map { try study.row(unit: $0, worlds: worlds, runCache: runs) }
        let fresh = try (0..<study.unitCount).map { try study.row(unit: $0, worlds: WorldCache()) }
        #expect(kept == fresh)
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
        // Sites of classes the phone is in, and platform parameters of a service a strategy may use
        // (cell polls) or none does (regions): whatever is kept, the rows are those of fresh runs.
        let near = try SensitivityStudy(
            scenario: scenario, method: .morris,
            paths: [
                "world.environment.overrides.suburban.cellTowerDensityPerSquareKm",
                "world.environment.overrides.urban.wifiAccessPointDensityPerSquareKm",
                "world.environment.overrides.urban.cellTowerRangeMeters", "platform.cellFixIntervalSeconds",
                "platform.regionExitMarginMeters",
            ], settings: settings)
        let nearRuns = RunCache()
        let nearWorlds = WorldCache()
        let nearKept = try (0..<near.unitCount).map { try near.row(unit: $0, worlds: nearWorlds, runCache: nearRuns) }
        #expect(nearKept == (try (0..<near.unitCount).map { try near.row(unit: $0, worlds: WorldCache()) }))
        // The region step keeps both strategies' runs (neither monitors a region): some runs are kept.
        #expect(nearRuns.reused >= 2 * 4)
    }

    @Test("The same world for a run: a commute parameter outside the day, or after the run ended, changes none")
    func sameWorldThroughTheRunsEnd() throws {
        var quiet = WorldParameters()
        guard case .commute(var commute) = quiet.movement else { Issue.record("default is a commute"); return }
        commute.errandProbability = 0
        quiet.movement = .commute(commute)
        let world = { (commute: CommuteParameters, seed: UInt64) throws -> World in
            var parameters = quiet
            parameters.movement = .commute(commute)
            return try World.generate(parameters, masterSeed: seed, replication: 0)
        }
        let base = try world(commute, 3)
        let reads = RunCache.Reads(device: DeviceReads(keepingRadioSiteAnswers: true))
        let dayEnd = base.trajectory.endTime
        // Longer errands on a day without errands: the same world.
        var errands = commute
        errands.errandDwellMinutes = ValueRange(
            commute.errandDwellMinutes.lower + 5, commute.errandDwellMinutes.upper + 5)
        #expect(
            RunCache.sameWorld(
                base, try world(errands, 3), for: reads, through: dayEnd, profiles: (.iphone4s2012, .iphone4s2012)))
        // Home 500 m farther, or another seed: another commute from the start.
        var farther = commute
        farther.homeDistanceFromWorkMeters = ValueRange(
            commute.homeDistanceFromWorkMeters.lower + 500, commute.homeDistanceFromWorkMeters.upper + 500)
        #expect(
            !RunCache.sameWorld(
                base, try world(farther, 3), for: reads, through: .hours(1), profiles: (.iphone4s2012, .iphone4s2012)))
        #expect(
            !RunCache.sameWorld(
                base, try world(commute, 4), for: reads, through: .hours(1), profiles: (.iphone4s2012, .iphone4s2012)))
        // A longer working day: the first leg that differs is the stay at work (it ends later). A run
        // whose battery died an hour into that stay read the same; one that lasted the day did not.
        var longer = commute
        longer.workdayHours = ValueRange(commute.workdayHours.lower + 1, commute.workdayHours.upper + 1)
        let later = try world(longer, 3)
        let legs = (base.trajectory.legs, later.trajectory.legs)
        let differing = try #require(legs.0.indices.first { legs.0[$0] != legs.1[$0] })
        let stay = base.trajectory.legs[differing]
        #expect(stay.mode == .still && stay.waypoints[0] == later.trajectory.legs[differing].waypoints[0])
        let died = stay.waypoints[0].time + .hours(1)
        #expect(RunCache.sameWorld(base, later, for: reads, through: died, profiles: (.iphone4s2012, .iphone4s2012)))
        #expect(!RunCache.sameWorld(base, later, for: reads, through: dayEnd, profiles: (.iphone4s2012, .iphone4s2012)))
    }
}
