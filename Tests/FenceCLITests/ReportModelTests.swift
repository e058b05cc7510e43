import FenceExperiment
import FenceResultsReport
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// The report re-simulates day timelines only with the model that made the results.
@Suite("report and the results' model")
struct ReportModelTests {
    @Test("Results of another model, or of none, get a report without timelines, saying why and how to fix it")
    func otherModel() throws {
        #expect(DayTimelines.modelProblem(.current) == nil)
        let other = ModelIdentity(version: FenceSimVersion.current, sources: "0123456789abcdef")
        for model in [other, nil] {
            let problem = try #require(DayTimelines.modelProblem(model))
            #expect(problem.contains("this build is \(ModelIdentity.current)") && problem.contains("fix:"))
        }
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("plain.json", TinySweep.scenario(sweep: false, replications: 2))
        let out = "\(tiny.directory)/run"
        #expect(FenceSimCommand.main(["run", scenario, "--out", out, "--quiet"]) == .ok)
        let text = String(decoding: try tiny.data("run/results.json"), as: UTF8.self)
        let edited = text.replacingOccurrences(
            of: "\"sources\" : \"\(ModelIdentity.current.sources)\"", with: "\"sources\" : \"0123456789abcdef\"")
        #expect(edited != text)
        _ = try tiny.write("run/results.json", edited)
        #expect(FenceSimCommand.main(["report", "\(out)/results.json"]) == .ok)
        let markdown = String(decoding: try tiny.data("run/report.md"), as: UTF8.self)
        #expect(markdown.contains("No one-day timeline: the results were made by FenceSim"))
        #expect(!FileManager.default.fileExists(atPath: "\(out)/charts/day-1.svg"))
    }
}
