import Testing

@testable import FenceExperiment

/// Deliberately broken scenario files: each must be refused with an error that names the file, the JSON
/// path (or line) and what was expected — before anything runs.
@Suite("Broken scenario files")
struct BrokenScenarioTests {
    /// (fixture, expected path, a fragment of the message).
    static let cases: [(String, String, String)] = [
        ("syntax-error", "line 4, column 5", "expected ',' or ']' in array"),
        ("unknown-section", "strategy", "unknown section \"strategy\""),
        ("unknown-run-field", "run.replicas", "unknown field \"replicas\""),
        ("wrong-type", "run.replications", "expected a whole number, got a string"),
        ("zero-replications", "run.replications", "expected 1…100000 replications, got 0"),
        ("unknown-strategy", "strategies[1].name", "unknown strategy; known strategies are: continuous"),
        ("unknown-parameter", "strategies[1].parameters.outerRaduis", "unknown parameter"),
        ("outer-radius-too-small", "strategies[1].parameters.outerRadius", "not larger than the largest fence radius"),
        ("missing-profile-file", "device.powerProfileFile", "no_such_phone.xml"),
        ("unknown-profile", "device.profile", "unknown profile 'iphone-15'"),
        ("no-strategies", "strategies", "is required"),
        ("duplicate-labels", "strategies[1].label", "label \"continuous\" is used twice"),
        ("screen-share-out-of-range", "device.app.screenOnShare", "is 1.5"),
        ("bad-enum", "world.environment.preset", "village"),
        ("parameter-out-of-range", "strategies[0].parameters.period", "outside the allowed range"),
        ("commute-days-conflict", "world.movement.commute.days", "is 3 but the run needs 1 days"),
    ]

    @Test("Each broken file names its file, path and problem", arguments: cases)
    func refused(_ fixture: String, _ path: String, _ message: String) {
        let file = Fixtures.broken(fixture)
        #expect(throws: ScenarioError.self) { try Scenario.load(path: file) }
        do {
            _ = try Scenario.load(path: file)
        } catch {
            #expect(error.file == file)
            #expect(error.path == path, "\(error)")
            #expect(error.description.contains(message), "\(error)")
            #expect(error.description.hasPrefix(file + ": " + path + ": "))
        }
    }

    @Test("Errors inside the document carry the line of the offending value")
    func lineNumbers() throws {
        do {
            _ = try Scenario.load(path: Fixtures.broken("unknown-run-field"))
            Issue.record("expected an error")
        } catch {
            // `  "run": {"replicas": 10}`: the value 10 starts at column 2 + 20 + 1 = 23.
            #expect(error.description.contains("(line 3, column 23)"), "\(error)")
        }
    }

    @Test("A missing scenario file is an input error naming the file")
    func missingFile() {
        #expect(throws: ScenarioError.self) { try Scenario.load(path: "/nonexistent/scenario.json") }
    }
}
