import FenceTestSupport
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario
@testable import FenceStudy

/// A sensitivity study that stops because a design point empties the day names the parameter that does it.
///
/// The phone walks due north from the world's origin at 5 m/s for 600 s (3 000 m), a fix every 10 s. One explicit
/// fence of radius 375 m centred 1 500 m north holds it from 1 125 m to 1 875 m: 750 m, 150 s inside. Only a visit
/// of at least `metrics.minimumDwellSeconds` counts, and that parameter's plausible range is 30–300 s (a Morris
/// grid of 4 levels: 30, 120, 210, 300 s): up to 150 s the visit counts, above it no visit does and entry recall
/// is undefined on every replication. The app's CPU work per callback acts on the battery only.
@Suite("Sensitivity: the parameter that empties the day")
struct EmptiedDayDiagnosisTests {
    static let dwell = "metrics.minimumDwellSeconds"
    static let cpuWork = "device.app.cpuWorkPerCallbackSeconds"

    static func scenario(dwellSeconds: Int = 30) throws -> (Scenario, URL) {
        let directory = try HandMadeTrack.directory("emptied", steps: 60)
        let text = """
            {"world": {"origin": {"latitude": 48, "longitude": 11},
                       "movement": {"recordedTrack": {"path": "track.csv"}},
                       "fences": {"onRouteRoles": [], "alongTrackCount": 0, "distractorCount": 0,
                                  "explicit": [{"id": "stop", "x": 0, "y": 1500, "radiusMeters": 375}]}},
             "strategies": [{"name": "continuous"}],
             "metrics": {"minimumDwellSeconds": \(dwellSeconds)},
             "run": {"days": 1, "replications": 1, "seed": 3}}
            """
        let file = directory.appendingPathComponent("emptied.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (try Scenario.load(path: file.path), directory)
    }

    @Test("A point whose dwell exceeds the 150 s visit stops the study naming the dwell, not the CPU work")
    func namesTheDwell() throws {
        let (scenario, directory) = try Self.scenario()
        defer { try? FileManager.default.removeItem(at: directory) }
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris, paths: [Self.dwell, Self.cpuWork],
            settings: SensitivityHeader.Settings(trajectories: 4, levels: 4))
        let dwellIndex = 0
        let emptying = (0..<study.pointCount).filter { study.parameterValues(at: $0)[dwellIndex] > 150 }
        let counting = (0..<study.pointCount).filter { study.parameterValues(at: $0)[dwellIndex] <= 150 }
        #expect(!emptying.isEmpty && !counting.isEmpty, "the design should hold points on both sides of 150 s")
        for unit in counting { _ = try study.row(unit: unit, worlds: nil) }
        let point = try #require(emptying.first)
        let error = #expect(throws: ExperimentError.self) { try study.row(unit: point, worlds: nil) }
        guard case .scenario(let scenarioError)? = error else {
            Issue.record("expected a scenario error, got \(String(describing: error))")
            return
        }
        let message = scenarioError.message
        #expect(message.contains("continuous.entryRecall is undefined on every replication"), "\(message)")
        #expect(message.contains("at design point \(point): applied alone to the scenario, \(Self.dwell) = "))
        #expect(message.contains(" empties it"))
        #expect(!message.contains(Self.cpuWork), "\(message)")
        #expect(scenarioError.fix?.contains("narrow the range") == true)
    }

    @Test("A scenario that counts no visit on its defaults says so, naming no parameter")
    func unperturbedEmpty() throws {
        let (scenario, directory) = try Self.scenario(dwellSeconds: 200)
        defer { try? FileManager.default.removeItem(at: directory) }
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris, paths: [Self.cpuWork],
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        let error = #expect(throws: ExperimentError.self) { try study.row(unit: 0, worlds: nil) }
        guard case .scenario(let scenarioError)? = error else {
            Issue.record("expected a scenario error, got \(String(describing: error))")
            return
        }
        #expect(scenarioError.message.contains("on the unperturbed scenario too"), "\(scenarioError.message)")
        #expect(!scenarioError.message.contains("applied alone"))
    }
}
