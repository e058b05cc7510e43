import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// A researcher's first hour with the built `fencesim`, scripted: a first scenario
/// of two strategies and nothing else runs on equal terms; a fence with latitude and longitude swapped is warned
/// about by `validate` and `run`; a comparison over one battery each is flagged; `summary.csv` and `visits.csv`
/// load in Python's csv module.
@Suite("Newcomer walk-through")
struct NewcomerWalkthroughTests {
    /// What one command did.
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the `fencesim` built next to the tests with `arguments`.
    static func fencesim(_ arguments: [String]) throws -> Outcome {
        try #require(
            FileManager.default.isExecutableFile(atPath: GNUParallelTests.executable),
            "no fencesim executable next to the tests: build with swift build --build-tests")
        return try run(GNUParallelTests.executable, arguments)
    }

    /// Runs `executable` with `arguments`, in `directory` when given, with `fencesim`'s directory first on `PATH`.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        let binaries = URL(fileURLWithPath: GNUParallelTests.executable).deletingLastPathComponent().path
        environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// The results file's `warnings` kinds.
    static func warningKinds(_ directory: URL) throws -> [String] {
        let data = try Data(contentsOf: directory.appendingPathComponent("results.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (object["warnings"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
    }

    @Test("First scenario, an unscorable fence, an unequal comparison, the tidy tables, compare refusing, help")
    func walkThrough() throws {
        let scratch = try ScratchDirectory("newcomer")
        defer { scratch.remove() }
        let directory = scratch.url
        let write = scratch.write
        let strategies = #"[{"name": "continuous"}, {"name": "region-monitoring", "label": "regions"}]"#

        // 1. A first scenario: two strategies and the defaults. It validates without a warning and runs over the
        // same days for both: no warning, the visits each counts in the terminal table.
        let first = try write("first.json", #"{"strategies": \#(strategies), "run": {"replications": 4}}"#)
        let validated = try Self.fencesim(["validate", first])
        #expect(validated.status == 0)
        #expect(validated.output.contains("ok"))
        #expect(validated.errors.isEmpty, "\(validated.errors)")
        let firstOut = directory.appendingPathComponent("first")
        let ran = try Self.fencesim(["run", first, "--out", firstOut.path, "--quiet", "--battery-series", "30"])
        #expect(ran.status == 0, "\(ran.errors)")
        #expect(ran.output.contains("Visits counted"))
        #expect(!ran.output.contains("not on equal terms"))
        #expect(ran.errors.isEmpty, "\(ran.errors)")
        #expect(try Self.warningKinds(firstOut).isEmpty)
        for name in ["results.json", "results.csv", "summary.csv", "visits.csv", "battery.csv"] {
            #expect(FileManager.default.fileExists(atPath: firstOut.appendingPathComponent(name).path), "\(name)")
        }

        // 2. A fence at Munich's centre with latitude and longitude swapped: warned about by validate and run, at
        // its JSON path, with the swap named and the fix.
        let fence = #"{"id": "office", "latitude": 11.5755, "longitude": 48.1374, "radiusMeters": 100}"#
        let swapped = try write(
            "swapped.json",
            #"{"strategies": \#(strategies), "world": {"fences": {"explicit": [\#(fence)]}}, "run": {"replications": 2}}"#
        )
        let warned = try Self.fencesim(["validate", swapped])
        #expect(warned.status == 0)
        #expect(warned.errors.contains("warning: \(swapped): world.fences.explicit[0]: fence 'office'"))
        #expect(warned.errors.contains("swapped"))
        #expect(warned.errors.contains("(fix: swap latitude and longitude"))
        let swappedOut = directory.appendingPathComponent("swapped")
        let swappedRun = try Self.fencesim(["run", swapped, "--out", swappedOut.path, "--quiet"])
        #expect(swappedRun.status == 0)
        #expect(swappedRun.errors.contains("world.fences.explicit[0]"))
        #expect(try Self.warningKinds(swappedOut).contains("farFromOrigin"))

        // 3. The same comparison on one battery each (no daily charge): continuous GPS runs empty long before
        // region monitoring, and the run says so in the terminal table, on standard error and in the results.
        let unequal = try write(
            "unequal.json", #"{"strategies": \#(strategies), "run": {"chargeDaily": false, "replications": 4}}"#)
        let unequalOut = directory.appendingPathComponent("unequal")
        let flagged = try Self.fencesim(["run", unequal, "--out", unequalOut.path, "--quiet"])
        #expect(flagged.status == 0)
        #expect(flagged.output.contains("! not on equal terms"))
        #expect(flagged.errors.contains("warning: \(unequal): run: the strategies are scored over different spans"))
        #expect(try Self.warningKinds(unequalOut) == ["unequalSpans"])
        // The report shows the warning before any number.
        #expect(try Self.fencesim(["report", unequalOut.appendingPathComponent("results.json").path]).status == 0)
        let report = try String(contentsOf: unequalOut.appendingPathComponent("report.md"), encoding: .utf8)
        let warnings = try #require(report.range(of: "## Warnings"))
        let table = try #require(report.range(of: "## Battery life and accuracy"))
        #expect(warnings.lowerBound < table.lowerBound)
        #expect(report.contains("the strategies are scored over different spans"))

        // 4. summary.csv and visits.csv in Python's csv module: each strategy's entry recall pools the visits
        // visits.csv counts.
        let check = #"""
            import csv, sys
            directory = sys.argv[1]
            with open(f"{directory}/summary.csv", newline="") as handle:
                summary = list(csv.DictReader(handle))
            with open(f"{directory}/visits.csv", newline="") as handle:
                visits = list(csv.DictReader(handle))
            for strategy in ["continuous", "regions"]:
                row = next(r for r in summary if r["strategy"] == strategy and r["metric"] == "entryRecall")
                counted = [v for v in visits if v["strategy"] == strategy and v["counted"] == "true"]
                hits = sum(v["detected"] == "true" for v in counted)
                assert int(row["n"]) == len(counted) > 0, (row, len(counted))
                assert abs(float(row["estimate"]) - hits / len(counted)) < 1e-12, (row, hits)
            print("ok", len(summary), len(visits))
            """#
        let parsed = try Self.run("/usr/bin/env", ["python3", "-c", check, firstOut.path])
        #expect(parsed.status == 0, "\(parsed.errors)")
        #expect(parsed.output.hasPrefix("ok"))

        // 5. compare refuses the first scenario's results against the one-battery ones: their scenarios differ
        // beyond seed and replications (run.chargeDaily), which it names; told so, it compares and lists it.
        let (firstResults, singleResults) = (
            firstOut.appendingPathComponent("results.json").path, unequalOut.appendingPathComponent("results.json").path
        )
        let refused = try Self.fencesim(["compare", firstResults, singleResults])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("run.chargeDaily"), "\(refused.errors)")
        #expect(refused.errors.contains("--allow-different"))
        let allowed = try Self.fencesim(["compare", firstResults, singleResults, "--allow-different"])
        #expect(allowed.status == 0 || allowed.status == 1, "\(allowed.errors)")
        #expect(allowed.output.contains("run.chargeDaily"))

        // 6. help for every command lists every option it declares, with a default and an example.
        for (command, options) in FenceSimCommand.declaredOptions {
            let help = try Self.fencesim(["help", command])
            #expect(help.status == 0)
            for option in options {
                #expect(help.output.contains("  " + option.flag), "help \(command) lacks \(option.flag)")
                #expect(help.output.contains("e.g. " + option.example), "help \(command): \(option.flag)'s example")
            }
        }
    }

    @Test("Messages name what is expected with an example; the field reference lists classes and fence fields")
    func messages() throws {
        let scratch = try ScratchDirectory("messages")
        defer { scratch.remove() }
        let directory = scratch.url
        func validate(_ world: String) throws -> Outcome {
            let url = directory.appendingPathComponent("s.json")
            try #"{"strategies": [{"name": "continuous"}], "world": \#(world)}"#.write(
                to: url, atomically: true, encoding: .utf8)
            return try Self.fencesim(["validate", url.path])
        }

        // A number where a range goes: the range written with that number, which then validates.
        let range = try validate(#"{"fences": {"onRouteRadiusMeters": 200}}"#)
        #expect(range.status == 2)
        #expect(range.errors.contains(#"e.g. {"lower": 200, "upper": 200}"#), "\(range.errors)")
        #expect(try validate(#"{"fences": {"onRouteRadiusMeters": {"lower": 200, "upper": 200}}}"#).status == 0)

        // An unknown environment class: the nearest one and the valid values inline, each of which validates.
        let environment = try validate(#"{"environment": {"preset": "uniform", "defaultEnvironment": "suburbs"}}"#)
        #expect(environment.status == 2)
        #expect(environment.errors.contains(#"did you mean "suburban"?"#), "\(environment.errors)")
        let listed = try #require(environment.errors.split(separator: "use one of: ").last)
        let values = listed.prefix { $0 != ")" }.split(separator: ", ").map(String.init)
        #expect(values.count >= 5, "\(values)")
        for value in values {
            let world = #"{"environment": {"preset": "uniform", "defaultEnvironment": "\#(value)"}}"#
            #expect(try validate(world).status == 0, "\(value)")
        }

        // The Sydney Opera House with no world.origin: the default origin, Munich, is across the globe. The message
        // gives the distance (the great circle from Munich's centre, computed here by the haversine formula) and the
        // fix, not "not a finite local position".
        let sydney = try validate(
            #"{"fences": {"explicit": [{"id": "opera", "latitude": -33.857, "longitude": 151.215, "radiusMeters": 100}]}}"#
        )
        #expect(sydney.status == 2)
        #expect(!sydney.errors.contains("finite"))
        #expect(sydney.errors.contains("world.fences.explicit[0]"))
        #expect(sydney.errors.contains("a southern latitude or a western longitude is negative"))
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let (lat1, lon1, lat2, lon2) = (radians(48.1374), radians(11.5755), radians(-33.857), radians(151.215))
        let a = pow(sin((lat2 - lat1) / 2), 2) + cos(lat1) * cos(lat2) * pow(sin((lon2 - lon1) / 2), 2)
        let kilometres = 2 * 6_371.0088 * asin(a.squareRoot())
        let reported = try #require(
            sydney.errors.firstMatch(of: try Regex(#"lies (\d+) km from the world's origin"#))?.output[1].substring)
        #expect(abs(try #require(Double(reported)) - kilometres) < 5, "\(reported) km against \(kilometres)")

        // The same fence with its minus sign lost, in a world centred on Sydney: valid, but warned about with the
        // sign named (the fence's mirror image lies 7 500 km north of the city).
        let north = try validate(
            #"{"origin": {"latitude": -33.8688, "longitude": 151.2093}, "fences": {"explicit": [{"id": "opera", "latitude": 33.857, "longitude": 151.215, "radiusMeters": 100}]}}"#
        )
        #expect(north.status == 0)
        #expect(north.errors.contains("world.fences.explicit[0]"))
        #expect(north.errors.contains("with the latitude's sign flipped (-33.857, 151.215)"), "\(north.errors)")
        #expect(north.errors.contains("(fix: correct the latitude's sign (southern latitudes are negative))"))

        // The Markdown field reference lists the environment classes and the explicit fence fields.
        let reference = try String(
            contentsOf: PackageGraphTests.repository.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
        let row = try #require(
            reference.split(separator: "\n").first { $0.hasPrefix("| `world.environment.defaultEnvironment` |") })
        for value in values { #expect(row.contains("\"\(value)\""), "\(value)") }
        for field in ["id", "latitude", "longitude", "x", "y", "radiusMeters"] {
            #expect(reference.contains("| `world.fences.explicit[].\(field)` |"), "\(field)")
        }
    }

    @Test("Typos get 'did you mean': a command in one line, a strategy name once")
    func typos() throws {
        let command = try Self.fencesim(["runn"])
        #expect(command.status == 2)
        #expect(command.errors.split(separator: "\n").count == 1, "\(command.errors)")
        #expect(command.errors.contains("did you mean run?"))
        #expect(try Self.fencesim(["help", "sweeep"]).errors.contains("did you mean sweep?"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typo-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"strategies": [{"name": "continous"}]}"#.write(to: directory, atomically: true, encoding: .utf8)
        let strategy = try Self.fencesim(["validate", directory.path])
        #expect(strategy.status == 2)
        #expect(strategy.errors.contains("strategies[0].name: unknown strategy"))
        #expect(strategy.errors.contains("did you mean 'continuous'?"))
        // The known names are not listed when the typo is recognised, let alone twice.
        #expect(!strategy.errors.contains("three-manager"), "\(strategy.errors)")
    }
}
