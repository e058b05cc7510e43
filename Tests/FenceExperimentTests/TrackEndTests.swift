import FenceDevice
import FenceKernel
import FenceTestSupport
import FenceWorld
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// A run over a recorded track ends at its last fix by default, or parks there with the ground truth
/// knowing it; checked on a hand-made track whose times follow from its geometry.
///
/// The track runs due north from 48° N 11° E (the world's origin) at 5 m/s: a fix every 10 s, 50 m
/// apart, for 200 s (1000 m). Along a meridian through the origin the azimuthal equidistant projection
/// keeps distances exactly, so a fix k steps on is 50·k m north. Fences (radius 45 m) sit at the start
/// (home) and the end (work): the commuter leaves home at 45 m / 5 m/s = 9 s and enters work at
/// (1000 − 45) m / 5 m/s = 191 s.
@Suite("Recorded track end")
struct TrackEndTests {
    static let trackEnd = SimTime.seconds(200)
    static let homeExit = SimTime.seconds(9)
    static let workEntry = SimTime.seconds(191)
    /// Crossing times come from fixes written to 1e-9° (0.1 mm, 20 µs at 5 m/s).
    static let tolerance = SimTime.milliseconds(1)

    /// A scenario over the hand-made track in a fresh directory; `afterEnd` nil leaves the default.
    static func scenario(afterEnd: String?, startHours: Double = 0) throws -> Scenario {
        let directory = try HandMadeTrack.directory("track-end", steps: 20)
        let after = afterEnd.map { #", "afterEnd": "\#($0)""# } ?? ""
        let scenario = """
            {"world": {"origin": {"latitude": 48, "longitude": 11},
                       "movement": {"recordedTrack": {"path": "track.csv"\(after)}},
                       "fences": {"onRouteRoles": ["home", "work"], "alongTrackCount": 0, "distractorCount": 0,
                                  "onRouteRadiusMeters": {"lower": 45, "upper": 45}}},
             "strategies": [{"name": "continuous"}],
             "run": {"days": 1, "startHours": \(startHours), "replications": 1, "seed": 3}}
            """
        let file = directory.appendingPathComponent("track-end.json")
        try scenario.write(to: file, atomically: true, encoding: .utf8)
        return try Scenario.load(path: file.path)
    }

    static func close(_ a: SimTime, _ b: SimTime) -> Bool { abs((a - b).seconds) <= tolerance.seconds }

    @Test("Default \"end\": the run stops at the last fix; the visits are the hand-computed ones")
    func endsAtLastFix() throws {
        let scenario = try Self.scenario(afterEnd: nil)
        let world = try ReplicationRunner(scenario: scenario).world(replication: 0)
        #expect(world.trajectory.endTime == Self.trackEnd)
        #expect(scenario.runEnd(in: world) == Self.trackEnd)
        let home = world.fences.firstIndex { $0.role == .home }!, work = world.fences.firstIndex { $0.role == .work }!
        let homeVisit = try #require(world.groundTruth.visits(ofFence: home).first)
        #expect(homeVisit.startsInside && homeVisit.enter == .zero && Self.close(homeVisit.exit, Self.homeExit))
        let workVisit = try #require(world.groundTruth.visits(ofFence: work).first)
        #expect(Self.close(workVisit.enter, Self.workEntry) && workVisit.exit == Self.trackEnd && workVisit.endsInside)
        #expect(world.groundTruth.visits.count == 2)
    }

    @Test("\"park\": the phone stays at the last fix until the horizon and the open visit lasts until it")
    func parksUntilHorizon() throws {
        let scenario = try Self.scenario(afterEnd: "park")
        let world = try ReplicationRunner(scenario: scenario).world(replication: 0)
        let horizon = SimTime.hours(24)
        #expect(scenario.runEnd(in: world) == horizon)
        #expect(world.trajectory.endTime == horizon && world.trajectory.mode(at: .hours(12)) == .still)
        let work = world.fences.firstIndex { $0.role == .work }!
        let workVisit = try #require(world.groundTruth.visits(ofFence: work).first)
        #expect(Self.close(workVisit.enter, Self.workEntry) && workVisit.exit == horizon && workVisit.endsInside)
        #expect(world.groundTruth.isInside(fence: work, at: .hours(23)))
        // An entry of the work fence declared while parked is a true one.
        let windows = TruthWindows(world: world, parameters: scenario.metrics)
        #expect(windows.isTrue(.entered, fenceID: world.fences[work].id, at: .hours(12)))
        // Fences are those of the recorded path alone: the same in both modes.
        let ended = try ReplicationRunner(scenario: try Self.scenario(afterEnd: "end")).world(replication: 0)
        #expect(ended.fences == world.fences)
    }

    /// Capacity from the iPhone 4S-era profile's documented battery (1430 mAh, all of it usable:
    /// docs/calibration.md); the mean current is the components' charge over the 200 s simulated.
    @Test("Battery life past the track's end is capacity ÷ mean current over the track, flagged")
    func extrapolatedBatteryLife() throws {
        let scenario = try Self.scenario(afterEnd: nil)
        let runner = ReplicationRunner(scenario: scenario)
        let world = try runner.world(replication: 0)
        let record = try runner.record(scenario.strategies[0], world: world, replication: 0)
        #expect(record.endTime == Self.trackEnd && record.batteryEmptyTime == nil)
        let metrics = RunMetrics(record: record, world: world, parameters: scenario.metrics)
        let hours = 200.0 / 3600
        let c = metrics.chargeByComponentMilliampHours
        let meanMilliamps = (c.baseline + c.cpu + c.screen + c.radio + c.gps + c.wifi) / hours
        #expect(metrics.batteryLifeExtrapolated)
        #expect(abs(metrics.simulatedHours - hours) < 1e-12)
        #expect(abs(metrics.batteryLifeHours - 1430 / meanMilliamps) < 1e-9 * metrics.batteryLifeHours)
        #expect(abs(try #require(metrics.falseExitsPerDay) - Double(metrics.falseExits) * 24 / hours) < 1e-9)
    }

    @Test("A run that would start after the track's last fix is refused at run.startHours")
    func startAfterEnd() throws {
        do {
            _ = try Self.scenario(afterEnd: nil, startHours: 6.5)
            Issue.record("accepted a run starting after the track")
        } catch let error as ScenarioError {
            #expect(error.path == "run.startHours")
            #expect(error.message.contains("the run starts at 6.5 h but the recorded track ends at 0.06 h"))
        }
        _ = try Self.scenario(afterEnd: "park", startHours: 6.5)
    }

    @Test("The import report is kept in the scenario and the results")
    func reportInResults() throws {
        let scenario = try Self.scenario(afterEnd: nil)
        let report = try #require(scenario.trackImport)
        #expect(report.pointsRead == 21 && report.pointsKept == 21 && report.bridgedGaps.isEmpty)
        #expect(report.file == "track.csv")  // as the scenario names it, whatever the directory run from
        let experiment = try Experiment(scenario: scenario)
        #expect(experiment.header.trackImports == [report])
        let results = try experiment.run(threads: 1)
        #expect(results.points[0].trackImport == report)
        let decoded = try ExperimentResults.decode(Array(try results.jsonText().utf8), file: "r.json")
        #expect(decoded.points[0].trackImport == report)
    }
}
