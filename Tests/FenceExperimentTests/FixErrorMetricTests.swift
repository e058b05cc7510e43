import FenceKernel
import FenceScenario
import Testing

@testable import FenceDevice
@testable import FenceExperiment

/// The fix-error metric: each run's median horizontal error of its GPS (with A-GPS), Wi-Fi and cell fixes.
@Suite("Fix-error metric")
struct FixErrorMetricTests {
    @Test("The medians of a hand-made log: GPS and A-GPS pooled, even counts averaged, no fix is nil")
    func handMadeLog() {
        var log = FixErrorLog()
        // GPS and A-GPS 3, 1, 10, 4 m: sorted 1, 3, 4, 10, the median (3 + 4) / 2 = 3.5 m.
        log.record(3, of: .gps)
        log.record(1, of: .agps)
        log.record(10, of: .gps)
        log.record(4, of: .agps)
        // Wi-Fi 80, 20, 500 m: the median is 80 m.
        log.record(80, of: .wifi)
        log.record(20, of: .wifi)
        log.record(500, of: .wifi)
        var record = WalkingWorld.record([], end: .seconds(100))
        record.fixErrors = log
        let metrics = RunMetrics(
            record: record, world: WalkingWorld.world(throughX: [0, 10]), parameters: MetricParameters())
        #expect(metrics.gpsFixErrorMedianMeters == 3.5)
        #expect(metrics.wifiFixErrorMedianMeters == 80)
        #expect(metrics.cellFixErrorMedianMeters == nil)
        #expect(SensitivityMetric.Quantity.gpsFixErrorMedianMeters.value(metrics) == 3.5)
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

    @Test("Sensitivity studies leave the fix errors out; observations may use them")
    func studiedQuantities() {
        let names = SensitivityMetric.list(strategyLabels: ["a"]).map(\.quantity)
        #expect(names == SensitivityMetric.Quantity.studied)
        #expect(!names.contains(.wifiFixErrorMedianMeters))
        #expect(SensitivityMetric.Quantity.cellFixErrorMedianMeters.unit == "m")
    }
}
