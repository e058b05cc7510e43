import Foundation
import Testing

@testable import FenceCLI

@Suite("Command line")
struct CommandLineTests {
    @Test("Unknown commands and options are usage errors (exit 2)")
    func usageErrors() {
        #expect(FenceSimCommand.main([]) == .badInput)
        #expect(FenceSimCommand.main(["bogus"]) == .badInput)
        #expect(FenceSimCommand.main(["validate", "--frobnicate"]) == .badInput)
        #expect(FenceSimCommand.main(["sweep", "x.json", "--replications"]) == .badInput)
    }

    /// An argument whose bytes were not UTF-8 reaches Swift with U+FFFD in their place: refused before anything
    /// runs, rather than writing a directory of another name (or calling an existing file missing).
    @Test func argumentsThatWereNotUTF8() throws {
        let scratch = FileManager.default.temporaryDirectory.path + "/garbled-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let scenario = scratch + "/s.json"
        try #"{"strategies": [{"name": "continuous"}], "run": {"replications": 1}}"#.write(
            toFile: scenario, atomically: true, encoding: .utf8)
        #expect(FenceSimCommand.main(["run", scenario, "--out", scratch + "/o\u{FFFD}", "--quiet"]) == .badInput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch) == ["s.json"])
    }

    @Test("Arguments: values, repeated options, inline values, switches")
    func arguments() throws {
        let parsed = try Arguments(
            ["run", "a.json", "--seed", "7", "--vary", "x=1:2:1", "--vary=y=3", "--quiet"],
            valued: ["--seed", "--vary"], switches: ["--quiet"], repeatable: ["--vary"])
        #expect(parsed.positional == ["run", "a.json"])
        #expect(try parsed.unsigned("--seed") == 7)
        #expect(parsed.values("--vary") == ["x=1:2:1", "y=3"])
        #expect(parsed.flag("--quiet"))
        #expect(throws: UsageError.self) { try Arguments(["--quiet=1"], valued: [], switches: ["--quiet"]) }
    }

    /// A switch given a value is named as a switch (not as an unknown option whose list holds it), and a
    /// single-dash word is an unknown option rather than a second file; a lone `-` stays positional.
    @Test func switchWithValueAndSingleDash() throws {
        let quiet = try #require(throws: UsageError.self) {
            try Arguments(["a.json", "--quiet=1"], valued: ["--seed"], switches: ["--quiet"])
        }
        #expect(quiet.message == "--quiet takes no value, got '--quiet=1' (fix: write --quiet alone)")
        let dash = try #require(throws: UsageError.self) {
            try Arguments(["a.json", "-q"], valued: ["--seed"], switches: ["--quiet"])
        }
        #expect(
            dash.message
                == "unknown option -q: options start with -- (fix: use one of --quiet, --seed; a file named so: ./-q)")
        #expect(try Arguments(["-"], valued: []).positional == ["-"])
    }

    /// An output directory or file given as an empty string, or a file given as a directory, is refused:
    /// an empty path would resolve to the current directory or `/`, a directory cannot be replaced by a file.
    @Test func outputPaths() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let parsed = try Arguments(
            ["--out", "", "--geojson", directory, "--events", "t.csv"], valued: ["--out", "--geojson", "--events"])
        let empty = try #require(throws: UsageError.self) { try parsed.directory("--out") }
        #expect(empty.message == "--out expects a directory, got an empty string (fix: e.g. --out runs/first)")
        let emptyFile = try #require(throws: UsageError.self) { try parsed.file("--out", example: "r.json") }
        #expect(
            emptyFile.message
                == "--out expects the path of a file to write, got an empty string (fix: e.g. --out r.json)")
        let folder = try #require(throws: UsageError.self) { try parsed.file("--geojson", example: "t.geojson") }
        #expect(
            folder.message
                == "--geojson expects the path of a file to write, got the directory '\(directory)' (fix: e.g. "
                + "--geojson t.geojson)")
        #expect(try parsed.file("--events", example: "t.csv") == "t.csv")
        #expect(try parsed.directory("--absent") == nil && parsed.file("--absent", example: "x") == nil)
        // trace refuses an --events directory before it simulates or writes the GeoJSON.
        let scratch = directory + "/trace-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let scenario = scratch + "/s.json"
        try #"{"strategies": [{"name": "continuous"}], "run": {"replications": 1}}"#.write(
            toFile: scenario, atomically: true, encoding: .utf8)
        let trace = ["trace", scenario, "--strategy", "continuous", "--geojson", scratch + "/t.geojson"]
        #expect(FenceSimCommand.main(trace + ["--events", scratch]) == .badInput)
        #expect(FenceSimCommand.main(Array(trace.dropLast()) + [""]) == .badInput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch) == ["s.json"])
    }

    /// `docs` names a missing file as missing (not as text that is not UTF-8).
    @Test func docsMissingFile() throws {
        let missing = "/nonexistent/notes.md"
        let error = try #require(throws: InputError.self) {
            try DocsCommand.run(Arguments([missing], options: DocsCommand.options), registry: .builtIn)
        }
        #expect(
            error.description
                == "\(missing): cannot be read (no such file) (fix: give the path of a Markdown file, e.g. README.md)")
    }
}
