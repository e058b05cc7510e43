import FenceAnalysis
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// `fencesim coverage` end to end on the tiny sweep: the files it writes, what they hold, the baseline
/// columns, and its refusals.
@Suite("Coverage command")
struct CoverageCommandTests {
    @Test("A tiny sweep: every interval of results.json and the crossing of analysis.json, against a baseline")
    func tinySweep() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("tiny.json", TinySweep.scenario())
        let arguments = [
            "coverage", scenario, "--experiments", "3", "--replications", "2", "--reference-replications", "4",
            "--target", "0.01", "--quiet",
        ]
        #expect(FenceSimCommand.main(arguments + ["--out", "\(tiny.directory)/first"]) == .ok)
        let first = try CoverageStudy(
            jsonText: String(decoding: try tiny.data("first/coverage.json"), as: UTF8.self), file: "coverage.json")
        #expect(first.experiments == 3 && first.replications == 2 && first.referenceReplications == 4)
        #expect(first.firstSeed == 1_001 && first.referenceSeed == 99)
        let paths = first.rows.map(\.path)
        #expect(paths.contains("results.json: points[0].strategies[three-manager].batteryLifeHours"))
        #expect(paths.contains("results.json: points[1].strategies[three-manager].entryRecall"))
        #expect(first.rows.allSatisfy { $0.experiments == 3 && $0.withInterval <= 3 })
        let markdown = String(decoding: try tiny.data("first/coverage.md"), as: UTF8.self)
        #expect(markdown.hasPrefix("# Interval coverage: tiny"))
        // The same study against the first as its baseline: the baseline columns are the first's, row by row.
        let baseline = "\(tiny.directory)/first/coverage.json"
        #expect(FenceSimCommand.main(arguments + ["--out", "\(tiny.directory)/second", "--baseline", baseline]) == .ok)
        let second = try CoverageStudy(
            jsonText: String(decoding: try tiny.data("second/coverage.json"), as: UTF8.self), file: "coverage.json")
        #expect(second.rows.map(\.path) == paths)
        for (row, before) in zip(second.rows, first.rows) {
            #expect(row.baselineCoverage == before.coverage && row.baselineMeanWidth == before.meanWidth)
        }
        #expect(second.kinds.allSatisfy { $0.widthRatio == nil || $0.widthRatio == 1 })
    }

    @Test("Below the target: exit status 1; bad settings and a bad baseline: exit status 2")
    func refusals() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("tiny.json", TinySweep.scenario(sweep: false))
        let small = ["--experiments", "2", "--replications", "2", "--reference-replications", "3", "--quiet"]
        // Exit status 1 exactly when some interval is significantly below the target.
        let status = FenceSimCommand.main(
            ["coverage", scenario, "--target", "0.99", "--out", "\(tiny.directory)/high"] + small)
        let study = try CoverageStudy(
            jsonText: String(decoding: try tiny.data("high/coverage.json"), as: UTF8.self), file: "coverage.json")
        #expect(study.target == 0.99)
        #expect(status == (study.belowTarget.isEmpty ? .ok : .regression))
        #expect(FenceSimCommand.main(["coverage", scenario, "--experiments", "1", "--quiet"]) == .badInput)
        #expect(FenceSimCommand.main(["coverage", scenario, "--target", "1.5", "--quiet"]) == .badInput)
        #expect(
            FenceSimCommand.main(["coverage", scenario, "--seed", "10", "--reference-seed", "11", "--quiet"])
                == .badInput)
        let junk = try tiny.write("junk.json", "{\"rows\": 3}")
        #expect(FenceSimCommand.main(["coverage", scenario, "--baseline", junk] + small) == .badInput)
        #expect(FenceSimCommand.main(["coverage"]) == .badInput)
    }
}
