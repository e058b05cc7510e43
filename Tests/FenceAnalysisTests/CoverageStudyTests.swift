import FenceAnalysis
import FenceFiles
import FenceStats
import Foundation
import Testing

/// The coverage study's pure part: which intervals it finds in a results document, how it counts them, and
/// its own check on a case with a known answer — Student-t intervals of normal samples cover the mean in
/// 95 % of experiments, and intervals made too narrow do not.
@Suite("Coverage study")
struct CoverageStudyTests {
    static func parse(_ text: String) throws -> JSONNode { try JSONParser.parse(text) }

    @Test("Every interval of a results-like document, by path; inputs, rows and picks are not searched")
    func walker() throws {
        let document = try Self.parse(
            """
            {"scenarioDocument": {"prior": {"value": 1, "lower": 0, "upper": 2}},
             "rows": [{"metrics": {"mean": 1, "lower": 0, "upper": 2}}],
             "points": [{"index": 0, "strategies": [
                {"label": "a", "batteryLifeHours": {"count": 30, "lower": 9.5, "mean": 10, "upper": 10.5},
                 "cellFixErrorMedianMeters": {"count": 1, "mean": 400},
                 "entryRecall": {"estimate": 0.9, "lower": 0.8, "successes": 9, "trials": 10, "upper": 0.95},
                 "versusBaseline": {"batteryLifeHours": {"count": 30, "difference": -1, "lower": -2, "pValue": 0.01, "upper": -0.5}}}]}],
             "crossings": [{"strategy": "a", "value": 300, "rangeLower": 250, "rangeUpper": 3000,
                "lower": {"position": "belowRange"}, "upper": {"position": "inside", "value": 400}}],
             "best": [{"candidate": {"batteryLifeHours": {"count": 30, "lower": 9.5, "mean": 10, "upper": 10.5}}}],
             "parameters": [{"parameter": "x", "firstOrder": {"estimate": 0.3, "level": 0.95, "lower": -0.1, "upper": 0.7}}]}
            """)
        let found = ReportedInterval.all(in: document, file: "results.json")
        let byPath = Dictionary(uniqueKeysWithValues: found.map { ($0.path, $0) })
        #expect(
            found.map(\.path) == [
                "results.json: points[0].strategies[a].batteryLifeHours",
                "results.json: points[0].strategies[a].cellFixErrorMedianMeters",
                "results.json: points[0].strategies[a].entryRecall",
                "results.json: points[0].strategies[a].versusBaseline.batteryLifeHours",
                "results.json: crossings[a]",
                "results.json: parameters[x].firstOrder",
            ])
        let battery = try #require(byPath["results.json: points[0].strategies[a].batteryLifeHours"])
        #expect(battery.shape == .mean && battery.estimate == 10 && battery.lower == 9.5 && battery.upper == 10.5)
        let single = try #require(byPath["results.json: points[0].strategies[a].cellFixErrorMedianMeters"])
        #expect(single.lower == nil && single.upper == nil && single.estimate == 400)
        #expect(byPath["results.json: points[0].strategies[a].entryRecall"]?.shape == .pooledShare)
        #expect(
            byPath["results.json: points[0].strategies[a].versusBaseline.batteryLifeHours"]?.shape == .pairedDifference)
        let crossing = try #require(byPath["results.json: crossings[a]"])
        #expect(crossing.shape == .crossing && crossing.lower == -.infinity && crossing.upper == 400)
        #expect(byPath["results.json: parameters[x].firstOrder"]?.shape == .interval)
    }

    /// A document with one mean and its interval, as a results file holds one.
    static func document(mean: Double, lower: Double?, upper: Double?) throws -> [ReportedInterval] {
        let bounds = lower.map { ", \"lower\": \($0), \"upper\": \(upper!)" } ?? ""
        let text =
            "{\"points\": [{\"strategies\": [{\"label\": \"s\", \"x\": {\"count\": 10, \"mean\": \(mean)\(bounds)}}]}]}"
        return ReportedInterval.all(in: try parse(text), file: "results.json")
    }

    @Test("The known answer: t intervals of normal samples cover 95 %; intervals √2 too narrow cover 84 %")
    func knownAnswer() throws {
        // K = 4 000 experiments of 10 normal draws (mean 5, sd 2), each with its Student-t 95 % interval; the
        // reference is the true mean. P(|T₉| ≤ t(0.975, 9) / √2 = 1.5996) = 0.856 for the narrow ones.
        let stream = RandomStream(masterSeed: 37, replication: 0, name: "test.coverage-known-answer")
        var tally = CoverageTally(reference: try Self.document(mean: 5, lower: nil, upper: nil))
        var narrow = tally
        for _ in 0..<4_000 {
            let sample = try Summary((0..<10).map { _ in stream.normal(mean: 5, sd: 2) })
            let interval = try sample.meanInterval()
            tally.add(experiment: try Self.document(mean: sample.mean, lower: interval.lower, upper: interval.upper))
            let half = (interval.upper - interval.lower) / 2 / 2.0.squareRoot()
            narrow.add(
                experiment: try Self.document(mean: sample.mean, lower: sample.mean - half, upper: sample.mean + half))
        }
        let row = try #require(tally.rows().first)
        #expect(row.experiments == 4_000 && row.withInterval == 4_000 && !row.referenceIsUncertain)
        // The coverage's own Wilson interval contains 0.95 and is about ±0.007 wide.
        let lower = try #require(row.coverageLower)
        let upper = try #require(row.coverageUpper)
        #expect(lower < 0.95 && 0.95 < upper && upper - lower < 0.015)
        let short = try #require(narrow.rows().first)
        let shortLower = try #require(short.coverageLower)
        let shortUpper = try #require(short.coverageUpper)
        #expect(shortUpper < 0.87 && 0.84 < shortLower)
        // The mean width of the t intervals: 2 t(0.975, 9) σ E[s/σ] / √10 = 2 · 2.262157 · 2 · 0.972659 / √10.
        let width: Double = 2 * 2.262157 * 2 * 0.972659 / 10.0.squareRoot()
        let meanWidth = try #require(row.meanWidth)
        #expect(abs(meanWidth - width) < 0.03)
    }

    @Test("Experiments without an interval are counted apart; paths the reference lacks are left out")
    func missing() throws {
        var tally = CoverageTally(reference: try Self.document(mean: 5, lower: 4, upper: 6))
        tally.add(experiment: try Self.document(mean: 5.2, lower: 4.5, upper: 5.9))
        tally.add(experiment: try Self.document(mean: 5.2, lower: nil, upper: nil))
        tally.add(experiment: [])
        tally.add(experiment: try Self.document(mean: 7, lower: 6.5, upper: 7.5))
        let row = try #require(tally.rows().first)
        #expect(row.experiments == 4 && row.withInterval == 2 && row.covered == 1 && row.coverage == 0.5)
        #expect(abs(try #require(row.meanWidth) - (1.4 + 1.0) / 2) < 1e-12)
        #expect(tally.rows().count == 1)
        // The reference's own interval [4, 6] is wider than a quarter of the experiments' mean width 1.2.
        #expect(row.referenceLower == 4 && row.referenceUpper == 6 && row.referenceIsUncertain)
        // 1 of 2: Wilson upper bound 0.905 — significantly below 0.93, not below 0.9.
        let study = { (target: Double) in
            CoverageStudy(
                scenario: "s", experiments: 4, replications: 2, referenceReplications: 2, firstSeed: 1,
                referenceSeed: 0, model: "m", tally: tally, target: target)
        }
        #expect(study(0.93).belowTarget.count == 1 && study(0.9).belowTarget.isEmpty)
    }

    @Test("Kinds gather a metric over strategies; the baseline's widths are joined by path")
    func kinds() throws {
        let reference = try ReportedInterval.all(
            in: Self.parse(
                """
                {"points": [{"strategies": [{"label": "a", "x": {"count": 2, "mean": 1, "lower": 0, "upper": 2}},
                                            {"label": "b", "x": {"count": 2, "mean": 3, "lower": 2, "upper": 4}}]}]}
                """), file: "results.json")
        var tally = CoverageTally(reference: reference)
        tally.add(experiment: reference)
        let before = CoverageStudy(
            scenario: "s", experiments: 1, replications: 2, referenceReplications: 2, firstSeed: 1, referenceSeed: 0,
            model: "m", tally: tally)
        var wider = tally
        wider.add(
            experiment: reference.map {
                var interval = $0
                interval.lower = $0.estimate - 3
                interval.upper = $0.estimate + 3
                return interval
            })
        let study = CoverageStudy(
            scenario: "s", experiments: 2, replications: 2, referenceReplications: 2, firstSeed: 1, referenceSeed: 0,
            model: "m", tally: wider, baseline: before, baselineName: "before")
        #expect(study.kinds.count == 1)
        let kind = try #require(study.kinds.first)
        #expect(kind.name == "results.json: points.strategies.x" && kind.intervals == 2 && kind.coverage == 1)
        // Each row: mean width (2 + 6) / 2 = 4 against 2 before.
        #expect(kind.widthRatio == 2)
        #expect(study.rows.allSatisfy { $0.baselineCoverage == 1 && $0.baselineMeanWidth == 2 })
        let read = try CoverageStudy(jsonText: try study.jsonText(), file: "coverage.json")
        #expect(read == study)
        #expect(throws: CoverageStudy.ReadError.self) { try CoverageStudy(jsonText: "{}", file: "x.json") }
    }

    /// A file that is not a coverage study is named with the JSON path and line at fault and the fix, never with
    /// Swift's DecodingError text; a scenario is named as one.
    @Test func unreadableStudiesAreNamedWithPathLineAndFix() {
        func message(_ text: String) -> String {
            do {
                _ = try CoverageStudy(jsonText: text, file: "x.json")
                return "read"
            } catch { return error.description }
        }
        let fix = "give the coverage.json of an earlier fencesim coverage run of the same scenario"
        let damaged = "(fix: the file is damaged or from another FenceSim version; \(fix))"
        #expect(message("{}") == "x.json: scenario: is missing (line 1, column 1) \(damaged)")
        #expect(
            message("{\"strategies\": [{\"name\": \"continuous\"}]}")
                == "x.json: is a scenario, not a coverage study written by fencesim coverage (fix: \(fix))")
        #expect(
            message("{\"scenario\": \"s\",\n \"experiments\": \"two\"}")
                == "x.json: experiments: expected a whole number, got a string (line 2, column 17) \(damaged)")
        #expect(!message("{\"scenario\": ").contains("DecodingError"))
    }
}
