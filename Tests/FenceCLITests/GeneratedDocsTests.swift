import FenceScenario
import Foundation
import Testing

@testable import FenceCLI
@testable import FenceResultsReport

/// The drift test of README.md and the docs: every `<!-- fencesim … -->` marker's text is what its sources
/// give (`make docs` regenerates it), and no interval is written outside a marker.
@Suite("Generated docs")
struct GeneratedDocsTests {
    static let repository = PackageGraphTests.repository

    /// README.md and every doc, as paths relative to the repository.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: repository.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func text(_ document: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
    }

    @Test("Every marker of README.md and docs/*.md is current and no interval is typed outside one (fix: make docs)")
    func noDrift() throws {
        let sources = FigureSources(
            root: Self.repository, registry: .builtIn, commandReference: { FenceSimCommand.commandsReference($0) })
        var markers = 0
        for document in try Self.documents() {
            let text = try Self.text(document)
            markers += text.components(separatedBy: FigureMarker.opening).count - 1
            let updated = try QuotedFigures.updating(text, file: document, sources: sources)
            if let line = DocsCommand.firstDifference(text, updated) {
                let lines = updated.split(separator: "\n", omittingEmptySubsequences: false)
                let given = lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
                let message = "\(document):\(line): generated text differs from its sources; they give '\(given)'"
                Issue.record(Comment(rawValue: message + " (fix: make docs)"))
            }
            for interval in QuotedFigures.handTypedIntervals(text) {
                let message = "\(document):\(interval.line): '\(interval.text)' is an interval typed by hand"
                Issue.record(
                    Comment(
                        rawValue: message
                            + " (fix: generate it with a marker, docs/sweeps-and-reports.md, \"Quoted figures\")"))
            }
        }
        #expect(markers >= 300, "only \(markers) markers found")
    }

    @Test("docs/calibration.md has a parameters marker for every section of the table, docs/scenarios.md the fields")
    func everyTableHasAMarker() throws {
        let calibration = try Self.text("docs/calibration.md")
        for section in ParameterRegistry.sections {
            #expect(calibration.contains("<!-- fencesim parameters \(section) -->\n"), "no table for \(section)")
        }
        #expect(try Self.text("docs/scenarios.md").contains("<!-- fencesim fields -->\n"))
    }

    /// README's Commands block is generated (the drift test above keeps it current), so every option a command
    /// declares is in it: report's --target, --scenario-dir and --uncertainty, compare's --allow-different.
    @Test("README.md's Commands block is generated and names every declared option of every command")
    func commandsBlock() throws {
        let readme = try Self.text("README.md")
        let start = try #require(readme.range(of: "<!-- fencesim commands -->\n"))
        let end = try #require(readme[start.upperBound...].range(of: "<!-- /fencesim -->"))
        let block = readme[start.upperBound..<end.lowerBound]
        #expect(block.hasPrefix("```sh\n") && block.hasSuffix("```\n"))
        for (command, options) in FenceSimCommand.declaredOptions {
            let entry = try #require(block.range(of: "fencesim \(command) "), "\(command)")
            let next = block[entry.upperBound...].range(of: "\nfencesim ")?.lowerBound ?? block.endIndex
            for option in options {
                #expect(block[entry.upperBound..<next].contains(option.flag), "\(command) \(option.flag)")
            }
        }
        for flag in ["--target", "--scenario-dir", "--uncertainty", "--allow-different"] {
            #expect(block.contains(flag), "\(flag)")
        }
        // A long usage line breaks between options, never inside one.
        #expect(
            FenceSimCommand.wrapped("fencesim x A [--a B] [--c D] --e 'F >= G'", width: 20) == [
                "fencesim x A [--a B]", "           [--c D]", "           --e 'F >= G'",
            ])
    }

    /// A guide's synopsis of a command is generated from its declared options too: a usage line typed by hand
    /// drifted from the flags (docs/sweeps-and-reports.md once wrote compare's `--tolerance` in another form).
    @Test("Every usage line in README.md and docs/*.md sits inside a commands marker")
    func usageLinesGenerated() throws {
        let usageLine = try Regex(#"^fencesim [a-z]+ .*\[--"#)
        var generated = 0
        for document in try Self.documents() {
            var inMarker = false
            for (index, line) in try Self.text(document).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                if line.hasPrefix("<!-- fencesim commands") { inMarker = true }
                if line == FigureMarker.closing { inMarker = false }
                guard (try? usageLine.prefixMatch(in: line)) != nil else { continue }
                if inMarker {
                    generated += 1
                } else {
                    Issue.record("\(document):\(index + 1): '\(line)' is typed by hand")
                }
            }
        }
        #expect(generated >= 6 + 8, "only \(generated) generated usage lines found")
        // A named command's block holds its usage line only, as the command declares it; a name that is not a
        // command gives nothing.
        let optimize = try #require(FenceSimCommand.commandsReference(["optimize"]))
        let expected = FenceSimCommand.wrapped(OptimizeCommand.usage, width: 112)
        #expect(optimize == (["```sh"] + expected + ["```"]).joined(separator: "\n"))
        #expect(FenceSimCommand.commandsReference(["optimise"]) == nil)
        let sources = FigureSources(root: Self.repository, commandReference: { FenceSimCommand.commandsReference($0) })
        let error = try #require(throws: FigureMarkerError.self) {
            try QuotedFigures.updating(
                "<!-- fencesim commands run optimise -->\n<!-- /fencesim -->\n", file: "x.md", sources: sources)
        }
        #expect(error.line == 1 && error.problem.problem == "'optimise' is not a fencesim command")
        let twice = try #require(throws: FigureMarkerError.self) {
            try QuotedFigures.updating(
                "<!-- fencesim commands run sweep run -->\n<!-- /fencesim -->\n", file: "x.md", sources: sources)
        }
        #expect(twice.line == 1 && twice.problem.problem == "'run' is named twice")
    }

    @Test("The activity-gated table quotes continuous's declarations per transition as results.json holds them")
    func declarationsFromTheResultsFile() throws {
        // Read with Foundation's JSON reader, not FenceSim's decoding: 337.9 [296.7, 379.1] at one decimal.
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("reports/activity-gated/results.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let points = try #require(root["points"] as? [[String: Any]])
        let strategies = try #require(points.first?["strategies"] as? [[String: Any]])
        let continuous = try #require(strategies.first { $0["label"] as? String == "continuous" })
        let declarations = try #require(continuous["declarationsPerTransition"] as? [String: Any])
        let mean = try #require(declarations["mean"] as? Double)
        let lower = try #require(declarations["lower"] as? Double)
        let upper = try #require(declarations["upper"] as? Double)
        let expected = String(format: "| %.1f [%.1f, %.1f] |", mean, lower, upper)
        let results = try Self.text("docs/results.md")
        let row = try #require(results.split(separator: "\n").first { $0.hasPrefix("| continuous | 10.") })
        #expect(row.hasSuffix(expected), "\(row) does not end in \(expected)")
    }

    @Test("A summary table's options: rows, first heading, code labels, column decimals, estimate only, heading")
    func summaryOptions() throws {
        // Expected from the results file read with Foundation's JSON reader, formatted by printf.
        let summary = try Self.threeManagerSummary()
        let battery = try #require(summary["batteryLifeHours"] as? [String: Any])
        let recall = try #require(summary["entryRecall"] as? [String: Any])
        func number(_ object: [String: Any], _ key: String) throws -> Double { try #require(object[key] as? Double) }
        let row = String(
            format: "| `three-manager` | %.1f | %.3f [%.3f, %.3f] | %d |", try number(battery, "mean"),
            try number(recall, "estimate"), try number(recall, "lower"), try number(recall, "upper"),
            try #require(recall["trials"] as? Int))
        let marker =
            "<!-- fencesim summary reports/paper-2012/results.json rows=three-manager first=app code "
            + "batteryLifeHours:1:mean \"entryRecall=recall\" visits -->"
        let text = "\(marker)\n<!-- /fencesim -->\n"
        let updated = try QuotedFigures.updating(text, file: "doc.md", sources: FigureSources(root: Self.repository))
        #expect(
            updated
                == "\(marker)\n| app | battery life (h) | recall | visits counted |\n|---|---:|---:|---:|\n\(row)\n"
                + "<!-- /fencesim -->\n")
    }

    @Test("A coverage table: a row per kind of interval with a coverage, the baseline's beside the study's")
    func coverageTable() throws {
        // Expected from the two studies read with Foundation's JSON reader, formatted by printf.
        func kinds(_ file: String) throws -> [[String: Any]] {
            let data = try Data(contentsOf: Self.repository.appendingPathComponent("reports/coverage/\(file)"))
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return try #require(root["kinds"] as? [[String: Any]])
        }
        let study = try kinds("android-geofencing/coverage.json")
        let baseline = try kinds("android-geofencing/baseline.json")
        let name = "results.json: points.strategies.falseEntriesPerDay"
        let after = try #require(study.first { $0["name"] as? String == name })
        let before = try #require(baseline.first { $0["name"] as? String == name })
        func number(_ object: [String: Any], _ key: String) throws -> Double { try #require(object[key] as? Double) }
        let row = String(
            format: "| falseEntriesPerDay | %d | %.3f (%.3f) | %.3f (%.3f) | %.2f |",
            try #require(after["intervals"] as? Int), try number(before, "coverage"),
            try number(before, "lowestCoverage"), try number(after, "coverage"), try number(after, "lowestCoverage"),
            try number(after, "widthRatio"))
        let marker =
            "<!-- fencesim coverage reports/coverage/android-geofencing/coverage.json "
            + "reports/coverage/android-geofencing/baseline.json -->"
        let updated = try QuotedFigures.updating(
            "\(marker)\n<!-- /fencesim -->\n", file: "doc.md", sources: FigureSources(root: Self.repository))
        let lines = updated.split(separator: "\n").map(String.init)
        #expect(lines.contains(row), "no row \(row)")
        // The screen's charge has no interval in this study (no strategy keeps the screen on): no row.
        #expect(lines.count == 1 + 2 + study.filter { $0["coverage"] != nil }.count + 1)
        #expect(study.contains { $0["coverage"] == nil })
        #expect(!updated.contains("chargeByComponentMilliampHours.screen"))
        let bad = "<!-- fencesim coverage reports/coverage/android-geofencing/coverage.json -->\n<!-- /fencesim -->\n"
        #expect(throws: FigureMarkerError.self) {
            try QuotedFigures.updating(bad, file: "doc.md", sources: FigureSources(root: Self.repository))
        }
    }

    // MARK: The command

    /// A directory with a results file copied from the repository and a Markdown file `text`.
    static func scratch(_ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("reports/paper-2012"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("reports/paper-2012/results.json"),
            to: directory.appendingPathComponent("reports/paper-2012/results.json"))
        try text.write(to: directory.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
        return directory
    }

    /// Runs `fencesim docs ARGUMENTS` on `directory`'s doc.md, marker paths relative to `directory`.
    static func run(_ arguments: [String], in directory: URL) -> FenceCLI.ExitStatus {
        FenceSimCommand.main(
            arguments.map { $0 == "doc.md" ? directory.appendingPathComponent("doc.md").path : $0 } + [
                "--root", directory.path,
            ])
    }

    /// Three-manager's summary in the committed paper-2012 results, read with Foundation's JSON reader.
    static func threeManagerSummary() throws -> [String: Any] {
        let data = try Data(contentsOf: repository.appendingPathComponent("reports/paper-2012/results.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let points = try #require(root["points"] as? [[String: Any]])
        let strategies = try #require(points.first?["strategies"] as? [[String: Any]])
        return try #require(strategies.first { $0["label"] as? String == "three-manager" })
    }

    /// Three-manager's battery life as an interval marker writes it, formatted by printf: "9.92 [9.87, 9.96]".
    static func threeManagerBatteryInterval() throws -> String {
        let battery = try #require(try threeManagerSummary()["batteryLifeHours"] as? [String: Any])
        let mean = try #require(battery["mean"] as? Double)
        let lower = try #require(battery["lower"] as? Double)
        let upper = try #require(battery["upper"] as? Double)
        return String(format: "%.2f [%.2f, %.2f]", mean, lower, upper)
    }

    @Test("fencesim docs rewrites a stale value, --check lists it and a hand-typed interval with exit 1")
    func checkAndRewrite() throws {
        let marker =
            "<!-- fencesim interval reports/paper-2012/results.json points[0].strategies[three-manager].batteryLifeHours -->"
        let fresh = try Self.threeManagerBatteryInterval()
        let stale = "Three-manager lasts \(marker)9.99 [0.01, 0.02]<!-- /fencesim --> h.\nTyped: 1.00 [0.50, 1.50].\n"
        let directory = try Self.scratch(stale)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(Self.run(["docs", "--check", "doc.md"], in: directory) == .regression)
        #expect(try String(contentsOf: directory.appendingPathComponent("doc.md"), encoding: .utf8) == stale)
        #expect(Self.run(["docs", "doc.md"], in: directory) == .ok)
        let rewritten = try String(contentsOf: directory.appendingPathComponent("doc.md"), encoding: .utf8)
        #expect(rewritten == stale.replacingOccurrences(of: "9.99 [0.01, 0.02]", with: fresh))
        #expect(QuotedFigures.handTypedIntervals(rewritten) == [.init(line: 2, text: "1.00 [0.50, 1.50]")])
        try "Three-manager lasts \(marker)\(fresh)<!-- /fencesim --> h.\n".write(
            to: directory.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
        #expect(Self.run(["docs", "--check", "doc.md"], in: directory) == .ok)
    }

    @Test("A bad marker is exit 2 with the file, the line, what was expected, an example and the fix")
    func badMarkers() throws {
        let bad = [
            "<!-- fencesim speed reports/paper-2012/results.json -->\n<!-- /fencesim -->",
            "<!-- fencesim summary reports/paper-2012/results.json batteryLifeHours speed -->\n<!-- /fencesim -->",
            "<!-- fencesim summary reports/paper-2012/results.json batteryLifeHours -->\n| a |",
            "<!-- fencesim value reports/paper-2012/results.json points[0].strategies[bogus].entryRecall -->",
            "x <!-- fencesim value reports/paper-2012/results.json seed -->2012",
            "x <!-- fencesim value reports/missing.json seed -->2012<!-- /fencesim -->",
            "x <!-- fencesim interval reports/paper-2012/results.json seed -->2012<!-- /fencesim -->",
        ]
        for text in bad {
            let directory = try Self.scratch("intro\n" + text + "\n")
            defer { try? FileManager.default.removeItem(at: directory) }
            #expect(Self.run(["docs", "doc.md"], in: directory) == .badInput, "\(text)")
            let sources = FigureSources(root: directory)
            #expect {
                _ = try QuotedFigures.updating("intro\n" + text + "\n", file: "doc.md", sources: sources)
            } throws: { error in
                guard let error = error as? FigureMarkerError else { return false }
                let message = error.description
                return error.line == 2 && message.hasPrefix("doc.md:2: ") && message.contains("expected: ")
                    && message.contains("example: ") && message.contains("fix: ")
            }
        }
    }

    @Test("Markers in code blocks and code spans are text")
    func codeIsText() throws {
        let text = """
            Write `<!-- fencesim value FILE PATH -->…<!-- /fencesim -->` inline.
            ```
            <!-- fencesim summary reports/missing.json batteryLifeHours -->
            ```

            """
        let sources = FigureSources(root: Self.repository)
        #expect(try QuotedFigures.updating(text, file: "doc.md", sources: sources) == text)
    }
}
