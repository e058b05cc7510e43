import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI
@testable import FenceResultsReport

@Suite("report command")
struct ReportCommandTests {
    @Test("A sweep's report: Markdown, self-contained HTML, one SVG per chart, analysis")
    func sweepReport() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("tiny.json", TinySweep.scenario())
        #expect(FenceSimCommand.main(["sweep", scenario, "--out", tiny.directory, "--quiet"]) == .ok)
        #expect(
            FenceSimCommand.main(["report", "\(tiny.directory)/results.json", "--out", "\(tiny.directory)/r"]) == .ok)
        let charts = try FileManager.default.contentsOfDirectory(atPath: "\(tiny.directory)/r/charts").sorted()
        #expect(charts == ["battery-vs-recall.svg", "day-1.svg", "energy.svg", "latency-cdf.svg", "sweep.svg"])
        let html = String(decoding: try tiny.data("r/index.html"), as: UTF8.self)
        let markdown = String(decoding: try tiny.data("r/report.md"), as: UTF8.self)
        // Self-contained: every chart inline, no scripts, no external references.
        #expect(html.components(separatedBy: "<svg").count - 1 == charts.count)
        for forbidden in ["<script", "src=\"http", "href=\"http", "<link", "@import"] {
            #expect(!html.contains(forbidden))
        }
        for chart in charts { #expect(markdown.contains("charts/\(chart)")) }
        let header = markdown.split(separator: "\n").first { $0.hasPrefix("| outerRadius") } ?? ""
        // One strategy: it is named in the caption, not in a column.
        #expect(header.contains("Battery life (h)") && !header.contains("Strategy"))
        #expect(markdown.contains("Pareto frontier (no other point"))
        #expect(FileManager.default.fileExists(atPath: "\(tiny.directory)/r/analysis.json"))
    }

    @Test("report --metrics X,Y charts the two metrics instead of battery life against recall; a bad name is exit 2")
    func chosenMetrics() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("plain.json", TinySweep.scenario(sweep: false, replications: 2))
        let out = "\(tiny.directory)/run"
        #expect(FenceSimCommand.main(["run", scenario, "--out", out, "--quiet"]) == .ok)
        let results = "\(out)/results.json"
        #expect(
            FenceSimCommand.main([
                "report", results, "--out", "\(tiny.directory)/r", "--metrics",
                "meanCurrentMilliamps,falseEntriesPerDay",
            ]) == .ok)
        let charts = try FileManager.default.contentsOfDirectory(atPath: "\(tiny.directory)/r/charts")
        #expect(charts.contains("mean-current-milliamps-vs-false-entries-per-day.svg"), "\(charts)")
        #expect(!charts.contains("battery-vs-recall.svg"))
        let svg = String(
            decoding: try tiny.data("r/charts/mean-current-milliamps-vs-false-entries-per-day.svg"), as: UTF8.self)
        #expect(svg.contains("Mean current (mA"), "no x axis title")
        for bad in ["entryRecal,batteryLifeHours", "entryRecall", "entryRecall,batteryLifeHours,visits"] {
            #expect(
                FenceSimCommand.main(["report", results, "--out", "\(tiny.directory)/x", "--metrics", bad]) == .badInput
            )
        }
    }

    /// --target, --scenario-dir and --uncertainty shape a run's or sweep's report; given with a study's results
    /// (the committed calibration and optimisation) they are refused, naming the flag, not ignored.
    @Test func runReportFlagsRefusedForStudies() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)").path
        for (file, study, flag) in [
            ("reports/calibration/results.json", "calibration", "--target"),
            ("reports/three-manager-optimized/robust-calibrated/results.json", "optimisation", "--scenario-dir"),
        ] {
            let path = "\(repository)/\(file)"
            let error = try #require(throws: UsageError.self) {
                try ReportCommand.run(
                    Arguments([path, flag, "x", "--out", out], options: ReportCommand.options), registry: .builtIn)
            }
            #expect(
                error.message
                    == "\(flag) applies to a run's or a sweep's results, and \(path) holds a \(study)'s (fix: leave "
                    + "\(flag) out)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("A run's report writes no analysis.json, so a run in the same directory leaves the files as they were")
    func runReportWithoutAnalysis() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("plain.json", TinySweep.scenario(sweep: false, replications: 2))
        let out = "\(tiny.directory)/run"
        #expect(FenceSimCommand.main(["run", scenario, "--out", out, "--quiet"]) == .ok)
        #expect(FenceSimCommand.main(["report", "\(out)/results.json"]) == .ok)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(
            files == ["charts", "index.html", "report.md", "results.csv", "results.json", "summary.csv", "visits.csv"])
        #expect(FenceSimCommand.main(["run", scenario, "--out", out, "--quiet"]) == .ok)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == files)
    }

    @Test("A scenario that cannot be re-run here gives a report without timelines, saying why")
    func timelineUnavailable() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("tiny.json", TinySweep.scenario(sweep: false, replications: 2))
        #expect(FenceSimCommand.main(["run", scenario, "--out", tiny.directory, "--quiet"]) == .ok)
        // Point the echoed scenario's device at a power profile that does not exist.
        let path = "\(tiny.directory)/results.json"
        var text = String(decoding: try tiny.data("results.json"), as: UTF8.self)
        text = text.replacingOccurrences(
            of: "\"profile\" : \"iphone4s-2012\"", with: "\"powerProfileFile\" : \"missing.xml\"")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(FenceSimCommand.main(["report", path]) == .ok)
        let markdown = String(decoding: try tiny.data("report.md"), as: UTF8.self)
        #expect(markdown.contains("No one-day timeline: the scenario echoed in the results cannot be re-run here"))
        #expect(!FileManager.default.fileExists(atPath: "\(tiny.directory)/charts/day-1.svg"))
        #expect(FenceSimCommand.main(["report", "\(tiny.directory)/none.json"]) == .badInput)
    }

    @Test("Progress text: bar, counts, elapsed time and ETA")
    func progressLine() {
        // 30 of 120 done in 10 s: 1/3 s per item, 90 left → 30 s; 25 % of a 20-wide bar is 5 marks.
        #expect(
            ProgressBar.line(label: "sweep", done: 30, total: 120, elapsedSeconds: 10, barWidth: 20)
                == "sweep [#####---------------] 30/120 25% elapsed 0:10 ETA 0:30")
        #expect(
            ProgressBar.line(label: "x", done: 0, total: 4, elapsedSeconds: 0, barWidth: 4)
                == "x [----] 0/4 0% elapsed 0:00 ETA ?")
        #expect(ProgressBar.clock(3_725) == "1:02:05")
        // Tests run with standard error redirected or quiet: no bar.
        #expect(ProgressBar.make(total: 10, label: "x", quiet: true) == nil)
    }

    @Test("Trends along a sweep are classified step by step")
    func trends() {
        #expect(SweepSummaryText.direction([3, 2, 1]) == "falling at every step")
        #expect(SweepSummaryText.direction([1, 2, 2]) == "rising or flat at every step")
        #expect(SweepSummaryText.direction([1, 2, 1, 0]) == "not monotone: 1 rise, 2 falls")
        #expect(SweepSummaryText.direction([1, 1]) == "flat")
    }

    @Test("Swept values and interpolated values print as written")
    func formats() {
        #expect(Format.swept(1500) == "1500")
        #expect(Format.swept(0.25) == "0.25")
        #expect(Format.approximate(265.282957) == "265.3")
        #expect(Format.approximate(1523.4) == "1523")
        #expect(Format.approximate(0.81254) == "0.8125")
        #expect(
            SweptParameter.unit("strategies[three-manager].outerRadius", strategyNames: [:], registry: .builtIn) == "m")
        #expect(SweptParameter.unit("world.fences.onRouteRadiusMeters", strategyNames: [:], registry: .builtIn) == "m")
        #expect(SweptParameter.unit("device.app.uploadEachFix", strategyNames: [:], registry: .builtIn) == nil)
    }
}
