import FenceTestSupport
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// Deliberately broken scenario files: each must be refused with an error that names the file, the JSON
/// path (or line) and what was expected — before anything runs.
@Suite("Broken scenario files")
struct BrokenScenarioTests {
    /// (fixture, expected path, a fragment of the message).
    static let cases: [(String, String, String)] = [
        ("syntax-error", "line 4, column 5", "expected ',' or ']' in an array"),
        ("unknown-section", "strategy", "unknown section \"strategy\""),
        ("unknown-run-field", "run.replicas", "unknown field \"replicas\""),
        ("wrong-type", "run.replications", "expected a whole number, got a string"),
        ("zero-replications", "run.replications", "expected 1…100000 replications, got 0"),
        ("unknown-strategy", "strategies[1].name", "(fix: use one of: continuous, three-manager,"),
        ("unknown-parameter", "strategies[1].parameters.outerRaduis", "unknown parameter"),
        ("outer-radius-too-small", "strategies[1].parameters.outerRadius", "not larger than the largest fence radius"),
        ("missing-profile-file", "device.powerProfileFile", "no_such_phone.xml"),
        ("unknown-profile", "device.profile", "unknown profile 'iphone-15'"),
        ("no-strategies", "strategies", "is required"),
        ("duplicate-labels", "strategies[1].label", "label \"continuous\" is used twice"),
        ("screen-share-out-of-range", "device.app.screenOnShare", "is 1.5"),
        ("bad-enum", "world.environment.preset", "village"),
        ("parameter-out-of-range", "strategies[0].parameters.period", "outside the allowed range"),
        // A generated commute starts at 06:30 by default, so one day of run needs two days of commute.
        ("commute-days-conflict", "world.movement.commute.days", "is 3 but the run needs 2 days"),
    ]

    /// Hostile values, one per class of symptom a hostile scenario can cause: (fixture, expected path, a fragment of the
    /// message). None may show library text.
    static let hostile: [(String, String, String)] = [
        // Whole numbers that Foundation calls "not valid JSON".
        ("replications-huge", "run.replications", "expected a whole number, got 1e+308, which is too large"),
        ("replications-fraction", "run.replications", "expected a whole number, got 2.5"),
        ("days-fraction", "run.days", "expected a whole number, got 0.5"),
        ("seed-2-64", "run.seed", "got 18446744073709551616, which is too large"),
        ("seed-negative", "run.seed", "expected a whole number ≥ 0, got -1"),
        ("commute-days-fraction", "world.movement.commute.days", "expected a whole number, got 0.5"),
        ("monitored-regions-huge", "platform.maximumMonitoredRegions", "which is too large"),
        // Sweep ranges whose value count is infinite or huge (these trapped converting it to Int).
        ("sweep-range-extreme", "sweep.vary[0]", "has too many values; at most 10000"),
        ("sweep-range-denormal-step", "sweep.vary[0]", "has too many values; at most 10000"),
        ("sweep-range-unbounded", "sweep.vary[0]", "has too many values; at most 10000"),
        ("sweep-range-step-zero", "sweep.vary[0]", "a positive step, got 1.0:2.0:0.0"),
        ("sweep-range-too-many", "sweep.vary[0]", "has 1000001 values; at most 10000"),
        ("sweep-unknown-key", "sweep.vary[0].colour", "unknown field \"colour\""),
        ("sweep-path-typo", "sweep.vary[0].path", "did you mean run.days?"),
        ("sweep-strategy-parameter-typo", "sweep.vary[0].path", "has no parameter 'distanceFiltr'"),
        ("sweep-values-empty", "sweep.vary[0]", "needs at least one value"),
        ("sweep-values-not-numbers", "sweep.vary[0].values[1]", "expected a number, got a string"),
        ("sweep-values-and-range", "sweep.vary[0]", "not both"),
        // Windows and durations that overflow microseconds.
        ("metrics-early-tolerance-huge", "metrics.earlyToleranceSeconds", "expected 0…31622400 seconds"),
        ("metrics-exit-deadline-huge", "metrics.exitDeadlineSeconds", "expected 0…31622400 seconds"),
        ("background-wake-huge", "platform.backgroundWakeSeconds", "expected 0…31622400 seconds"),
        ("initial-fix-age-huge", "device.overrides.gps.initialLastFixAgeSeconds", "0 ... 31622400"),
        ("battery-capacity-huge", "device.overrides.battery.capacityMilliampHours", "(0, 100000.0]"),
        // Periods that round to no time (the run never ends).
        ("network-fix-interval-tiny", "platform.networkFixIntervalSeconds", "expected a period of 1…31622400"),
        ("region-evaluation-interval-denormal", "platform.regionEvaluationIntervalSeconds", "got 1e-320"),
        ("cell-fix-interval-tiny", "platform.cellFixIntervalSeconds", "shorter periods are not simulated"),
        ("significant-change-interval-tiny", "platform.significantChangeMaximumIntervalSeconds", "got 1e-07"),
        // World problems `run` found but `validate` did not, now at their JSON path.
        ("fence-latitude-200", "world.fences.explicit[0].latitude", "is 200.0"),
        ("fence-negative-radius", "world.fences.explicit[2].radiusMeters", "is -5.0; expected a radius"),
        ("fence-duplicate-id", "world.fences.explicit[1].id", "fences.explicit[0] has it"),
        ("fence-empty-id", "world.fences.explicit[0].id", "a non-empty id"),
        ("fence-both-centres", "world.fences.explicit[0]", "not both or neither"),
        ("fence-huge-x", "world.fences.explicit[0].x", "is 1e+300"),
        // Below the 1 m the on-route fences' range starts at: the range and an example.
        (
            "fence-tiny-radius", "world.fences.explicit[0].radiusMeters",
            "is 1e-300; expected a radius in [1, 100000] metres, e.g. 100"
        ),
        ("fence-generated-id-clash", "world.fences.explicit[0]", "fence 'home'"),
        ("zone-polygon-two-vertices", "world.environment.zones[1].shape.polygon.vertices", "at least 3 vertices"),
        ("zone-circle-huge", "world.environment.zones[0].shape.circle.radiusMeters", "is 1e+300"),
        ("origin-huge", "world.origin", "latitude in (-89.9, 89.9)"),
        // Tracks: the scenario path of the track field and the track file.
        ("track-missing", "world.movement.recordedTrack.path", "tracks/no-such-track.gpx\": no such file"),
        ("track-directory", "world.movement.recordedTrack.path", "\"tracks\": it is a directory, not a file"),
        ("track-empty-path", "world.movement.recordedTrack.path", "the path is empty"),
        ("track-broken-gpx", "world.movement.recordedTrack.path", "tracks/broken.gpx:"),
        ("track-empty-gpx", "world.movement.recordedTrack.path", "tracks/empty.gpx: no usable track"),
        ("track-csv-missing-column", "world.movement.recordedTrack.path", "tracks/missing-column.csv:1:"),
        ("track-csv-equal-times", "world.movement.recordedTrack.path", "tracks/equal-times.csv: no usable track"),
        ("track-geojson-no-times", "world.movement.recordedTrack.path", "tracks/no-times.geojson:1: expected times"),
        ("track-near-pole", "world.movement.recordedTrack.path", "a track centred at 89.99,-79.5"),
        ("sweep-bool-not-0-or-1", "sweep.vary[0].values[1]", "sweep it over 0 and 1, got 2.0"),
        ("sweep-grid-too-large", "sweep.vary[1]", "more than 100000 points"),
        ("sweep-strategy-index-out-of-range", "sweep.vary[0].path", "strategy index out of range"),
        // Foundation's enumeration messages, reworded.
        ("override-unknown-key", "device.overrides.wifi.medianErrorMeters.moon", "unknown key"),
        ("bad-enum", "world.environment.preset", "unknown value \"village\""),
        // Names that would move the output directory out of reports/.
        ("name-escapes-reports", "name", "is \"../../x\""),
        ("name-with-slash", "name", "is \"a/b\""),
        ("name-empty", "name", "is \"\""),
    ]

    /// Files refused by the JSON parser (the path is the line and column).
    static let unparsable: [(String, String, String)] = [
        ("number-out-of-range", "line 3, column 24", "the number 1e999, which is out of range"),
        ("deep-nesting", "line 3, column 273", "nested at most 256 deep"),
        ("duplicate-key", "line 3, column 30", "duplicate member \"replications\""),
        ("empty-file", "line 1, column 1", "found the end of the file"),
    ]

    @Test("Each broken file names its file, path, problem and fix", arguments: cases)
    func brokenRefused(_ fixture: String, _ path: String, _ message: String) {
        let problems = refusalProblems(fixture, path, message)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// What is wrong with the refusal of `fixture` (empty when it is refused at `path` with `message`,
    /// named file and a fix); the tests assert on it in their own bodies.
    func refusalProblems(_ fixture: String, _ path: String, _ message: String) -> [String] {
        let file = Fixtures.broken(fixture)
        do {
            _ = try Scenario.load(path: file)
            return ["\(fixture) was accepted"]
        } catch {
            var problems: [String] = []
            if error.file != file { problems.append("file \(error.file ?? "nil")") }
            if error.path != path { problems.append("path \(error.path)") }
            if !error.description.contains(message) { problems.append("message lacks \(message)") }
            if !error.description.hasPrefix(file + ": " + path + ": ") { problems.append("prefix") }
            if error.fix == nil { problems.append("no fix") }
            return problems.map { "\($0): \(error)" }
        }
    }

    @Test("Each hostile file is refused at its path with what was expected and a fix", arguments: hostile)
    func hostileRefused(_ fixture: String, _ path: String, _ message: String) {
        let problems = refusalProblems(fixture, path, message)
        #expect(problems.isEmpty, "\(problems)")
        do {
            _ = try Scenario.load(path: Fixtures.broken(fixture))
        } catch {
            for leak in ["not valid JSON", "NSCocoaErrorDomain", "could not be completed", "Cannot initialize"] {
                #expect(!error.description.contains(leak), "\(error)")
            }
        }
    }

    @Test("Files that are not JSON are refused at their line and column", arguments: unparsable)
    func unparsableRefused(_ fixture: String, _ path: String, _ message: String) {
        let problems = refusalProblems(fixture, path, message)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("A directory given as the scenario is named as a directory, without platform error text")
    func directoryAsScenario() {
        let directory = Fixtures.directory.appendingPathComponent("broken/tracks").path
        do {
            _ = try Scenario.load(path: directory)
            Issue.record("expected an error")
        } catch {
            #expect(error.file == directory)
            #expect(error.message.contains("is a directory, not a file"), "\(error)")
            #expect(!error.description.contains("NSCocoaErrorDomain"), "\(error)")
        }
    }

    @Test("A file that is not UTF-8 is refused at the first bad byte, without platform error text")
    func notUTF8() throws {
        // Written here rather than committed: the repository's text scans read every .json as UTF-8.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("inputs-latin1-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        // Line 2 is `  "name": "café",` in Latin-1: the é (0xE9) is byte 15 of the line.
        try Data(Array("{\n  \"name\": \"caf".utf8) + [0xE9] + Array("\",\n  \"strategies\": []\n}\n".utf8)).write(
            to: file)
        do {
            _ = try Scenario.load(path: file.path)
            Issue.record("expected an error")
        } catch {
            #expect(error.file == file.path)
            #expect(error.path == "line 2, column 15", "\(error)")
            #expect(error.message == "the file is not UTF-8 text")
            #expect(error.fix != nil)
        }
    }

    @Test("A byte-order mark before the JSON is accepted, as RFC 8259 allows a parser to")
    func byteOrderMark() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("inputs-bom-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let body = #"{"strategies": [{"name": "continuous"}], "run": {"replications": 1}}"#
        try Data([0xEF, 0xBB, 0xBF] + Array(body.utf8)).write(to: file)
        #expect(try Scenario.load(path: file.path).run.replications == 1)
    }

    @Test("A sweep value out of range names the file and the sweep point")
    func sweepPointError() {
        let file = Fixtures.broken("sweep-value-out-of-range")
        do {
            _ = try Experiment(scenario: try Scenario.load(path: file))
            Issue.record("expected an error")
        } catch {
            #expect(error.file == file)
            #expect(error.path == "platform.networkFixIntervalSeconds", "\(error)")
            #expect(error.message.contains("at the sweep point platform.networkFixIntervalSeconds = 1e-09"), "\(error)")
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

    /// A number where a whole number is expected gets an example in the fix: the field's default (run.days 1,
    /// run.seed 1, run.replications 100 as docs/scenarios.md lists them).
    @Test func wholeNumberFixHasAnExample() {
        for (run, path, example) in [
            (#""days": 1.5"#, "run.days", "1"), (#""seed": 1e30"#, "run.seed", "1"),
            (#""replications": 2.5"#, "run.replications", "100"),
        ] {
            do {
                _ = try Scenario.parse(#"{"strategies": [{"name": "continuous"}], "run": {"# + run + "}}")
                Issue.record("accepted \(run)")
            } catch {
                #expect(error.path == path, "\(error)")
                #expect(error.fix == "write a whole number in the field's range, e.g. \(example)", "\(error)")
            }
        }
    }

    /// Every point runs the run's replications and threads change no result, so a sweep of either would label
    /// identical points with different values: refused (the file's sweep and --vary alike), naming the file. The
    /// seed may be swept: each point then draws other worlds.
    @Test func replicationsAndThreadsCannotBeSwept() throws {
        let text =
            #"{"strategies": [{"name": "continuous"}], "sweep": {"vary": [{"path": "run.replications", "values": [1, 5]}]}}"#
        let replications = try #require(throws: ScenarioError.self) {
            try Experiment(scenario: try Scenario.parse(text, file: "s.json"))
        }
        #expect(
            replications.description
                == "s.json: run.replications: is the same at every point (each point runs the run's replications): it "
                + "cannot be varied (fix: set run.replications once in the scenario, or give --replications N)")
        let plain = try Scenario.parse(#"{"strategies": [{"name": "continuous"}]}"#, file: "p.json")
        let threads = try #require(throws: ScenarioError.self) {
            try Experiment(scenario: plain, extraDimensions: [SweepDimension(path: "run.threads", values: [1, 2])])
        }
        #expect(
            threads.description
                == "p.json: run.threads: does not change results: it cannot be varied (fix: set run.threads once in the "
                + "scenario, or give --threads T)")
        let seeds = try Experiment(
            scenario: plain, extraDimensions: [SweepDimension(path: "run.seed", values: [1, 2])])
        #expect(seeds.points.map(\.scenario.run.seed) == [1, 2])
    }

    /// A null where a field has a default is refused at its path, as a strategy parameter's null is, instead of
    /// being dropped for the default without a word; a null where the default is none (an optional field) means none.
    @Test func nullOverADefaultIsRefused() throws {
        for (members, path, expected) in [
            (
                #""device": {"app": {"screenOnShare": null}}"#, "device.app.screenOnShare",
                ("a number", "0 (its default)")
            ),
            (#""world": {"fences": null}"#, "world.fences", ("an object", "{}")),
            (
                #""device": {"overrides": {"gps": {"biasSigmaMeters": null}}}"#, "device.overrides.gps.biasSigmaMeters",
                ("a number", "4.44 (its default)")
            ),
        ] {
            let error = try #require(throws: ScenarioError.self) {
                try Scenario.parse(#"{"strategies": [{"name": "continuous"}], "# + members + "}")
            }
            #expect(error.path == path)
            #expect(error.message.hasPrefix("expected \(expected.0), got null (line 1, column "), "\(error)")
            #expect(
                error.fix == "write \(expected.0), e.g. \(expected.1), or leave the field out to keep its default")
        }
        let optional = try Scenario.parse(
            #"{"strategies": [{"name": "continuous"}], "device": {"overrides": {"gps": {"initialLastFixAgeSeconds": null}}}, "metrics": {"entryDeadlineSeconds": null}}"#
        )
        #expect(optional.metrics.entryDeadlineSeconds == nil)
    }

    @Test("A missing scenario file is an input error naming the file")
    func missingFile() {
        #expect(throws: ScenarioError.self) { try Scenario.load(path: "/nonexistent/scenario.json") }
    }
}
