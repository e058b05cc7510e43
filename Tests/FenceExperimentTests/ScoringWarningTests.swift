import FenceKernel
import FenceTestSupport
import FenceWorld
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// Runs that cannot score say so: the scenario's warnings (found in replication 0's world) and the run's
/// (found in its rows), each at the JSON path to change, on hand-made tracks whose distances and times follow from
/// their geometry.
///
/// The track (as in ``TrackEndTests``) runs due north from 48° N 11° E, the world's origin, at 5 m/s for 200 s
/// (1 000 m): along a meridian through the origin the azimuthal equidistant projection keeps distances exactly.
@Suite("Scoring warnings")
struct ScoringWarningTests {
    /// A scenario over the hand-made track, with `fences` as its explicit fences (JSON) and `extra` members.
    static func scenario(fences: String = "[]", generated: Bool = false, extra: String = "") throws -> Scenario {
        let directory = try HandMadeTrack.directory("warnings", steps: 20)
        let roles = generated ? #"["home", "work"]"# : "[]"
        let text = """
            {"world": {"origin": {"latitude": 48, "longitude": 11},
                       "movement": {"recordedTrack": {"path": "track.csv"}},
                       "fences": {"onRouteRoles": \(roles), "alongTrackCount": 0, "distractorCount": 0,
                                  "onRouteRadiusMeters": {"lower": 45, "upper": 45}, "explicit": \(fences)}},
             "strategies": [{"name": "continuous"}, {"name": "region-monitoring"}],
             "run": {"days": 1, "replications": 2, "seed": 3}\(extra)}
            """
        let file = directory.appendingPathComponent("warnings.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try Scenario.load(path: file.path)
    }

    @Test("A fence 23 km from the track: never entered, its nearest approach named (23 km less the track's 1 km)")
    func fenceOutOfReach() throws {
        // Centred 23 000 m north of the origin: the track's nearest point is its last fix, 1 000 m north.
        let scenario = try Self.scenario(fences: #"[{"id": "office", "x": 0, "y": 23000, "radiusMeters": 100}]"#)
        let warning = try #require(scenario.warnings.first { $0.kind == .fenceOutOfReach })
        #expect(warning.path == "world.fences.explicit[0]")
        #expect(warning.message.contains("'office'"))
        #expect(warning.message.contains("22.0 km"), "\(warning.message)")
        #expect(warning.fix.contains("distractor"))
        #expect(!scenario.warnings.contains { $0.kind == .farFromOrigin })
    }

    @Test("A distractor fence off the track is not warned about")
    func distractorIsQuiet() throws {
        let fences = #"[{"id": "far", "x": 0, "y": 23000, "radiusMeters": 100, "role": "distractor"}]"#
        #expect(try Self.scenario(fences: fences).warnings.allSatisfy { $0.kind != .fenceOutOfReach })
    }

    @Test("Latitude and longitude swapped: far from the origin (the great-circle distance), the swap named")
    func swappedCoordinates() throws {
        // The track's middle, 500 m north of the origin, written as (longitude, latitude).
        let latitude = 48 + 500 * HandMadeTrack.degreesPerMeter
        let fences = #"[{"id": "stop", "latitude": 11.0, "longitude": \#(latitude), "radiusMeters": 60}]"#
        let scenario = try Self.scenario(fences: fences)
        let warning = try #require(scenario.warnings.first { $0.kind == .farFromOrigin })
        #expect(warning.path == "world.fences.explicit[0]")
        #expect(warning.message.contains("swapped"))
        #expect(warning.fix.contains("swap latitude and longitude"))
        // The azimuthal equidistant projection keeps distances from its origin: the haversine distance, in km.
        let distance = GeoCoordinate(latitude: 48, longitude: 11).haversineDistanceMeters(
            to: GeoCoordinate(latitude: 11, longitude: latitude))
        #expect(warning.message.contains(String(format: "%.1f km from the world's origin", distance / 1_000)))
    }

    @Test("A track shorter than the minimum dwell: one warning at metrics.minimumDwellSeconds")
    func trackShorterThanDwell() throws {
        let scenario = try Self.scenario(generated: true, extra: #", "metrics": {"minimumDwellSeconds": 300}"#)
        let warning = try #require(scenario.warnings.first { $0.kind == .trackShorterThanDwell })
        #expect(warning.path == "metrics.minimumDwellSeconds")
        // 200 s = 3.3 min, against 300 s = 5.0 min.
        #expect(warning.message.contains("lasts 3.3 min from the run's start"), "\(warning.message)")
        #expect(warning.message.contains("metrics.minimumDwellSeconds (5.0 min)"))
        #expect(!scenario.warnings.contains { $0.kind == .noCountedVisits })
    }

    /// Home (radius 45 m, the start) is left at 45 m / 5 m/s = 9 s; work is entered at (1 000 − 45) / 5 = 191 s and
    /// the track ends inside 9 s later: neither lasts the default 60 s.
    @Test("No visit can count: the validate-time warning and the run's, with the hand-computed reasons")
    func noCountedVisit() throws {
        let scenario = try Self.scenario(generated: true)
        let atLoad = try #require(scenario.warnings.first { $0.kind == .noCountedVisits })
        #expect(atLoad.path == "metrics.minimumDwellSeconds")
        #expect(atLoad.message.contains("1 shorter than metrics.minimumDwellSeconds (60 s)"), "\(atLoad.message)")
        #expect(atLoad.message.contains("1 cut short by the end of the track track.csv"))
        #expect(atLoad.message.contains("the longest short one lasts 9 s"))
        #expect(atLoad.fix.contains("at most 9 s"))
        var experiment = try Experiment(scenario: scenario)
        experiment.detail = RunDetailRequest(visits: true)
        let results = try experiment.run(threads: 1)
        let run = results.warnings.filter { $0.kind == .noCountedVisits }
        #expect(run.count == 2)  // the scenario's, then the run's: no strategy counted a visit, for the same reasons
        #expect(run.last?.message.contains("no strategy counted a visit in 2 replications") == true)
        #expect(run.last?.message.contains("2 shorter than") == true, "\(run.last?.message ?? "")")
        // Written to results.json and read back.
        let decoded = try ExperimentResults.decode(Array(try results.jsonText().utf8), file: "results.json")
        #expect(decoded.warnings == results.warnings)
    }

    @Test("A scenario that can score has no warning, and its results.json has no warnings member")
    func quietWhenScorable() throws {
        let scenario = try Self.scenario(generated: true, extra: #", "metrics": {"minimumDwellSeconds": 5}"#)
        #expect(scenario.warnings.isEmpty)
        let results = try Experiment(scenario: scenario).run(threads: 1)
        #expect(results.warnings.isEmpty)
        let file = try JSONSerialization.jsonObject(with: Data(try results.jsonText().utf8)) as? [String: Any]
        #expect(file?["warnings"] == nil)
        #expect(file?["rows"] != nil)
    }

    @Test("A world without fences asks no recall: no warning at validate or run (a fix-error measurement)")
    func noFencesNoWarning() throws {
        let scenario = try Self.scenario()
        #expect(scenario.warnings.isEmpty)
        var experiment = try Experiment(scenario: scenario)
        experiment.detail = RunDetailRequest(visits: true)
        #expect(try experiment.run(threads: 1).warnings.isEmpty)
    }

    /// A battery of 0.01 mAh runs empty within seconds of the start: with one battery every later visit is
    /// "begun after the phone's battery ran empty" and none counts; charged daily, the same visits count, missed.
    @Test("The phone dead: with one battery no visit counts and the warning says why; charged daily they count")
    func phoneDead() throws {
        func results(chargeDaily: Bool) throws -> ExperimentResults {
            var experiment = try Experiment(
                scenario: Scenario.parse(
                    """
                    {"device": {"overrides": {"battery": {"capacityMilliampHours": 0.01}}},
                     "strategies": [{"name": "continuous"}],
                     "run": {"chargeDaily": \(chargeDaily), "replications": 2, "seed": 4}}
                    """))
            experiment.detail = RunDetailRequest(visits: true)
            return try experiment.run(threads: 1)
        }
        let once = try results(chargeDaily: false)
        let warning = try #require(once.warnings.first { $0.kind == .noCountedVisits })
        #expect(warning.path == "run")
        #expect(warning.message.contains("begun after the phone's battery ran empty"), "\(warning.message)")
        #expect(warning.fix.contains("run.chargeDaily"))
        let charged = try results(chargeDaily: true)
        #expect(!charged.warnings.contains { $0.kind == .noCountedVisits })
        #expect(charged.rows.allSatisfy { $0.metrics.visits > 0 && $0.metrics.entriesDetected == 0 })
    }
}
