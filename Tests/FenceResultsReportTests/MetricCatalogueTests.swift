import FenceAnalysis
import FenceDevice
import FenceFiles
import FenceReport
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceResultsReport

/// A metric added to the catalogue in one row reaches every output: the summaries and their paired
/// differences, results.json, results.csv, the report's tables, the run summary and `fencesim compare`.
@Suite("Metric catalogue")
struct MetricCatalogueTests {
    /// Standard deliveries per simulated day: a metric the standard catalogue does not have, compared, paired,
    /// studied and optimised (`MetricCatalogueStudiesTests` follows it into the studies).
    static let deliveries = Metric(
        name: "standardDeliveriesPerDay", title: "Deliveries per day", unit: .perDay, direction: .lowerIsBetter,
        estimator: .mean { $0.simulatedHours > 0 ? Double($0.standardDeliveries) / ($0.simulatedHours / 24) : nil },
        decimals: 2, roles: [.compared, .paired, .studied, .optimized],
        definition: "standard-service deliveries per simulated day")
    static let catalogue = MetricCatalogue(MetricCatalogue.standard.metrics + [deliveries])

    /// One day of a run with `deliveries` standard deliveries; everything else neutral.
    static func run(deliveries: Int) -> RunMetrics {
        RunMetrics(
            batteryLifeHours: 24, batteryLifeExtrapolated: false, meanCurrentMilliamps: 50,
            chargeByComponentMilliampHours: ComponentValues(), simulatedHours: 24, visits: 4, entriesDetected: 3,
            exitVisits: 4, exitsDetected: 3, entriesDeclared: 3, falseEntries: 0, exitsDeclared: 3, falseExits: 0,
            entryLatencyMedianSeconds: 30, entryLatencyP90Seconds: 60, entryLatenciesSeconds: [30],
            fixesBySource: [:], onTimeSecondsBySource: [:], standardDeliveries: deliveries,
            significantChangeDeliveries: 0, regionEvents: 0, failure: nil)
    }

    /// Strategy a delivers 10, 20, 30 a day on replications 0–2, strategy b 12, 24, 36.
    static func results(catalogue: MetricCatalogue = catalogue) -> ExperimentResults {
        let header = ResultsHeader(
            tool: FenceSimVersion.current, scenario: "catalogue",
            scenarioDocument: .object([("name", JSONNode(.string("catalogue")))]), seed: 1, replications: 3,
            horizonHours: 24, strategyLabels: ["a", "b"], strategyNames: ["a", "b"], sweep: [], notes: [])
        var rows: [ResultRow] = []
        for replication in 0..<3 {
            let a = run(deliveries: 10 * (replication + 1)), b = run(deliveries: 12 * (replication + 1))
            rows.append(ResultRow(point: 0, strategy: "a", replication: replication, metrics: a))
            rows.append(ResultRow(point: 0, strategy: "b", replication: replication, metrics: b))
        }
        return ExperimentResults(header: header, rows: rows, catalogue: catalogue)
    }

    @Test("The summary and the paired difference: hand-calculated t intervals")
    func summaries() throws {
        let point = Self.results().points[0]
        // a: mean 20, sd 10, se 10/√3; t(0.975, 2) = 4.302653: 20 ± 24.8414, cut at 0.
        let a = try #require(point.strategies[0][Self.deliveries])
        #expect(a.value == 20)
        #expect(abs(try #require(a.lower)) < 1e-12)
        let upper = try #require(a.upper)
        let expected = 20 + 4.302653 * 10 / 3.0.squareRoot()
        #expect(abs(upper - expected) < 1e-5)
        // b − a per replication: 2, 4, 6; mean 4, sd 2: 4 ± 4.302653 · 2/√3.
        let difference = try #require(point.strategies[1].versusBaseline["standardDeliveriesPerDay"])
        #expect(abs(difference.difference - 4) < 1e-12)
        #expect(abs(difference.upper - (4 + 4.302653 * 2 / 3.0.squareRoot())) < 1e-5)
    }

    @Test("results.json holds it under its name and reads back with the catalogue; the CSV has its column")
    func files() throws {
        let results = Self.results()
        let json = try results.jsonText()
        #expect(json.contains("\"standardDeliveriesPerDay\" : {"))
        let decoder = JSONDecoder()
        decoder.userInfo[.metricCatalogue] = Self.catalogue
        let read = try decoder.decode(ExperimentResults.self, from: Data(json.utf8))
        #expect(read.points == results.points)
        let lines = results.csvText().split(separator: "\n")
        #expect(lines[0].hasSuffix(",standardDeliveriesPerDay"))
        #expect(lines[1].hasSuffix(",10.0") && lines[2].hasSuffix(",12.0"))
        // The standard catalogue has no such column.
        #expect(!Self.results(catalogue: .standard).csvText().contains("standardDeliveriesPerDay"))
    }

    @Test("The report's tables and the run summary show it, with its heading and decimals")
    func tablesAndText() throws {
        let results = Self.results()
        let report = ResultsReport(
            results: results, analysis: try SweepAnalysis(results: results, target: 0.9),
            timelines: DayTimelines(figures: [], problem: "none"), registry: .builtIn)
        let other = try #require(report.metricTables().others.last)
        #expect(other.caption.hasPrefix("Other metrics"))
        #expect(other.columns == ["Strategy", "Deliveries per day"])
        let markdown = try report.document().render().markdown
        #expect(markdown.contains("20.00 [0.00, 44.84]"))
        let text = ResultsSummaryText.render(results.points[0], baselineLabel: "a", catalogue: Self.catalogue)
        #expect(text.contains("Deliveries per day") && text.contains("24.00 [0.00, 53.81]"))
    }

    @Test("compare checks it and takes a tolerance on it")
    func compare() throws {
        let comparison = try ResultsComparison(base: Self.results(), new: Self.results())
        let change = try #require(comparison.changes.first { $0.metric == "standardDeliveriesPerDay" })
        #expect(change.verdict == .unchanged && change.baseMean == 20)
        #expect(try Tolerance(parsing: "standardDeliveriesPerDay=5%", catalogue: Self.catalogue).amount == 5)
        #expect(throws: ComparisonError.self) { try Tolerance(parsing: "standardDeliveriesPerDay=5%") }
    }

    @Test("Every standard metric's name, unit and direction: one row each")
    func standard() {
        let names = MetricCatalogue.standard.metrics.map(\.name)
        #expect(Set(names).count == names.count)
        // The results' field names of RunMetrics' scores, as results files have written them since 0.3.
        #expect(names.starts(with: ["batteryLifeHours", "meanCurrentMilliamps", "entryRecall", "exitRecall"]))
        #expect(Metric.entryRecall.unit.symbol == "–" && Metric.batteryLifeHours.unit.symbol == "h")
        #expect(
            Metric.batteryLifeHours.heading == "Battery life (h)"
                && Metric.falseEntriesPerDay.heading == "False entries per day")
    }
}
