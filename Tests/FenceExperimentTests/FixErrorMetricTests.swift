import FenceDevice
import FenceKernel
import FenceScenario
import FenceTestSupport
import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// The fix-error metric: each run's median horizontal error of its GPS (with A-GPS), Wi-Fi and cell fixes.
@Suite("Fix-error metric")
struct FixErrorMetricTests {
    @Test("A run's metrics carry its record's medians, and the quantities read them")
    func recordMedians() {
        var record = WalkingWorld.record([], end: .seconds(100))
        record.fixErrorMedians = FixErrorMedians(gpsMeters: 3.5, wifiMeters: 80)
        let metrics = RunMetrics(
            record: record, world: WalkingWorld.world(throughX: [0, 10]), parameters: MetricParameters())
        #expect(metrics.gpsFixErrorMedianMeters == 3.5 && metrics.wifiFixErrorMedianMeters == 80)
        #expect(metrics.cellFixErrorMedianMeters == nil)
        #expect(Metric.gpsFixErrorMedianMeters.value(metrics) == 3.5)
        #expect(Metric.cellFixErrorMedianMeters.value(metrics) == nil)
    }

    @Test("A Wi-Fi source without spread or outliers errs by exactly its indoor median on a still phone")
    func constantWiFiError() throws {
        // With errorLogSigma 0 and no outliers every Wi-Fi fix lies the class median from the scan position;
        // the phone does not move, so the truth at delivery is the scan position and every error is 50 m.
        let scenario = try Scenario.load(path: Fixtures.scenario("zandbergen-iphone3g-indoor.json")).applying([
            "device.overrides.wifi.errorLogSigma": 0, "device.overrides.wifi.outlierProbability": 0,
            "device.overrides.wifi.medianErrorMeters.indoor": 50,
        ])
        let runner = ReplicationRunner(scenario: scenario)
        for replication in 0..<3 {
            let runs = try runner.metrics(replication: replication)
            let wifi = runs[0], cell = runs[1]
            #expect((wifi.fixesBySource[.wifi] ?? 0) > 0)
            #expect(abs(try #require(wifi.wifiFixErrorMedianMeters) - 50) < 1e-6)
            // The cell-only strategy asks no Wi-Fi fix and no GPS.
            #expect(cell.wifiFixErrorMedianMeters == nil && cell.gpsFixErrorMedianMeters == nil)
            #expect(cell.cellFixErrorMedianMeters != nil)
        }
    }

    @Test("Runs that keep no fix errors score every metric as the plain runs do, bar the fix errors, which are nil")
    func runsWithoutFixErrors() throws {
        // The indoor fixture's two strategies take Wi-Fi and cell fixes, so all but the GPS median are defined
        // in the plain runs; without fix errors only the catalogue's readsFixErrors metrics may differ.
        let runner = ReplicationRunner(
            scenario: try Scenario.load(path: Fixtures.scenario("zandbergen-iphone3g-indoor.json")))
        for replication in 0..<2 {
            let plain = try runner.metrics(replication: replication)
            let without = try runner.metrics(replication: replication, cache: nil, fixErrors: false)
            for (kept, skipped) in zip(plain, without) {
                #expect(kept.wifiFixErrorMedianMeters != nil || kept.cellFixErrorMedianMeters != nil)
                for metric in MetricCatalogue.standard.metrics {
                    if metric.readsFixErrors {
                        #expect(metric.value(skipped) == nil, "\(metric.name)")
                    } else {
                        #expect(metric.value(skipped) == metric.value(kept), "\(metric.name)")
                    }
                }
            }
        }
        let readers = MetricCatalogue.standard.metrics.filter(\.readsFixErrors).map(\.name)
        #expect(readers == ["gpsFixErrorMedianMeters", "wifiFixErrorMedianMeters", "cellFixErrorMedianMeters"])
    }

    @Test("Sensitivity studies leave the fix errors and the entry latency out; observations may use them")
    func studiedQuantities() {
        let names = SensitivityMetric.list(strategyLabels: ["a"]).map(\.quantity.name)
        #expect(
            names == [
                "batteryLifeHours", "entryRecall", "falseEntriesPerDay", "declarationsPerTransition",
                "repeatEntriesPerDay",
            ])
        #expect(!names.contains("wifiFixErrorMedianMeters") && !names.contains("entryLatencyMedianSeconds"))
        #expect(Metric.cellFixErrorMedianMeters.unit.symbol == "m")
    }
}
