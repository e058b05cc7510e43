import FenceDevice
import FenceKernel
import FenceWorld
import Testing

@testable import FenceExperiment
@testable import FencePlatform
@testable import FenceScenario

/// Scoring against a hand-made world: a walk at 1 m/s along the x axis from x = −500 m (t = 0) to
/// x = +500 m (t = 1000 s) through fence "f" (centre 0, radius 50 m): the true visit is
/// [450 s, 550 s), 100 s long. Fence "g" (1 km north) is never visited.
@Suite("Scoring runs against the ground truth")
struct MetricsScoringTests {
    let world = WalkingWorld.world(throughX: [-500, 500])

    func record(_ detections: [Detection], end: SimTime) -> RunRecord {
        WalkingWorld.record(detections, end: end)
    }

    @Test("Detections, latency, false entries and exits by hand")
    func handWorked() throws {
        let detections = [
            Detection(time: .seconds(300), fenceID: "f", kind: .exited),  // false exit: no true exit near 300 s
            Detection(time: .seconds(400), fenceID: "f", kind: .entered),  // 50 s early, within the 60 s tolerance
            Detection(time: .seconds(460), fenceID: "f", kind: .entered),  // a repeat inside the visit: not false
            Detection(time: .seconds(600), fenceID: "f", kind: .exited),  // 50 s after the true exit: detected
            Detection(time: .seconds(700), fenceID: "g", kind: .entered),  // g is never visited: false entry
        ]
        let metrics = RunMetrics(
            record: record(detections, end: .seconds(1000)), world: world, parameters: MetricParameters())
        #expect(world.groundTruth.visits.count == 1)
        #expect(metrics.visits == 1 && metrics.entriesDetected == 1)
        #expect(metrics.entryLatenciesSeconds == [0])  // early declarations count as 0
        #expect(metrics.exitVisits == 1 && metrics.exitsDetected == 1)
        #expect(metrics.entriesDeclared == 3 && metrics.falseEntries == 1)
        #expect(metrics.exitsDeclared == 2 && metrics.falseExits == 1)
        #expect(metrics.precision == 2.0 / 3)
        // 1 false entry in 1000 s = 86.4 per day.
        #expect(abs(try #require(metrics.falseEntriesPerDay) - 86.4) < 1e-9)
    }

    @Test("A late entry counts until the true exit, not after; the deadline shortens the window")
    func deadlines() {
        let late = [Detection(time: .seconds(540), fenceID: "f", kind: .entered)]
        let metrics = RunMetrics(
            record: record(late, end: .seconds(1000)), world: world, parameters: MetricParameters())
        #expect(metrics.entriesDetected == 1 && metrics.entryLatenciesSeconds == [90])
        let afterExit = [Detection(time: .seconds(560), fenceID: "f", kind: .entered)]
        #expect(
            RunMetrics(record: record(afterExit, end: .seconds(1000)), world: world, parameters: MetricParameters())
                .entriesDetected == 0)
        var parameters = MetricParameters()
        parameters.entryDeadlineSeconds = 60
        #expect(
            RunMetrics(record: record(late, end: .seconds(1000)), world: world, parameters: parameters).entriesDetected
                == 0)
    }

    @Test("Visits shorter than the minimum dwell, or after the phone died, are not counted")
    func countedVisits() {
        var parameters = MetricParameters()
        parameters.minimumDwellSeconds = 120  // the visit lasts 100 s
        #expect(RunMetrics(record: record([], end: .seconds(1000)), world: world, parameters: parameters).visits == 0)
        // The phone dies at 400 s, before the visit begins at 450 s.
        #expect(
            RunMetrics(record: record([], end: .seconds(400)), world: world, parameters: MetricParameters()).visits == 0
        )
        // It dies at 500 s: the visit began while alive and counts, its exit (550 s) does not.
        let dying = RunMetrics(record: record([], end: .seconds(500)), world: world, parameters: MetricParameters())
        #expect(dying.visits == 1 && dying.exitVisits == 0 && dying.entryRecall == 0)
    }
}

@Suite("Visits in progress at the start")
struct StartInsideTests {
    @Test("A visit the run starts inside has no entry to detect; its exit still counts")
    func startsInside() {
        // Standing still inside fence "home" for 600 s, then walking 100 m east at 1 m/s: the only visit is
        // [0, 650 s) (the boundary at x = 50 m is crossed 50 s into the walk), in progress at t = 0.
        let trajectory = try! Trajectory(legs: [
            .dwell(at: LocalPoint(x: 0, y: 0), from: .zero, to: .seconds(600)),
            TrajectoryLeg(
                mode: .walk,
                waypoints: [
                    Waypoint(time: .seconds(600), position: LocalPoint(x: 0, y: 0)),
                    Waypoint(time: .seconds(700), position: LocalPoint(x: 100, y: 0)),
                ]),
        ])
        let world = try! World(
            projection: LocalProjection(origin: GeoCoordinate(latitude: 48, longitude: 11)),
            environmentTable: .standard, environmentMap: EnvironmentMap(defaultEnvironment: .urban),
            infrastructure: try! Infrastructure(towers: [], accessPoints: []), trajectory: trajectory,
            fences: [Fence(id: "home", center: LocalPoint(x: 0, y: 0), radiusMeters: 50)])
        let record = RunRecord(
            detections: [
                Detection(time: .zero, fenceID: "home", kind: .entered),
                Detection(time: .seconds(660), fenceID: "home", kind: .exited),
            ],
            startTime: .zero, batteryEmptyTime: nil, endTime: .seconds(700),
            chargeByComponentMilliampHours: ComponentValues(),
            usableCapacityMilliampHours: 1000, remainingFraction: 1, sourceStatistics: [:], standardDeliveries: 0,
            significantChangeDeliveries: 0, regionEvents: 0, timeline: nil, failure: nil)
        let metrics = RunMetrics(record: record, world: world, parameters: MetricParameters())
        #expect(metrics.visits == 0 && metrics.entryRecall == nil)
        #expect(metrics.exitVisits == 1 && metrics.exitsDetected == 1)
        #expect(metrics.falseEntries == 0)  // the launch declaration lies inside the visit
    }
}
