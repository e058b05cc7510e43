import FenceExperiment
import FenceResultsReport
import Foundation
import Testing

/// The figures README.md and the docs quote from committed results are the results' (`make docs`
/// regenerates them with `fencesim figures`).
@Suite("Quoted figures")
struct QuotedFiguresTests {
    static let repository = PackageGraphTests.repository

    /// The committed results at `path` (relative to the repository).
    static func results(_ path: String) throws -> ExperimentResults {
        try ExperimentResults.read(path: repository.appendingPathComponent(path).path)
    }

    /// README.md and every doc.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: repository.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test("Every generated figure in README.md and docs/ is what its results give (fix: make docs)")
    func noDrift() throws {
        var generated = 0
        for document in try Self.documents() {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8)
            generated += text.components(separatedBy: "<!-- BEGIN FIGURES ").count - 1
            generated += text.components(separatedBy: "<!-- figure ").count - 1
            let updated = try QuotedFigures.updating(text, results: Self.results)
            #expect(updated == text, "\(document) quotes figures its results no longer give: run make docs")
        }
        #expect(generated >= 6, "only \(generated) generated figures found")
    }

    @Test("The activity-gated table quotes continuous's declarations per transition as results.json holds them")
    func declarationsFromTheResultsFile() throws {
        // Read with Foundation's JSON reader, not FenceSim's decoding: 314.845 [277.241, 352.449] at one decimal.
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
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| continuous | 10.") })
        #expect(row.hasSuffix(expected), "\(row) does not end in \(expected)")
    }

    @Test("A marker naming no column is refused with its line")
    func badMarker() throws {
        let text =
            "intro\n<!-- BEGIN FIGURES reports/paper-2012/results.json strategies: battery speed -->\n<!-- END FIGURES -->"
        #expect(throws: QuotedFigures.Problem.self) { try QuotedFigures.updating(text, results: Self.results) }
        do { _ = try QuotedFigures.updating(text, results: Self.results) } catch let problem as QuotedFigures.Problem {
            #expect(problem.line == 2)
            #expect(problem.message.contains("'speed'"))
        }
    }
}
