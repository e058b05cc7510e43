import FenceScenario
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// Entry latency as an observed quantity (`observations/apple-region-monitoring-latency.json`,
/// `android-geofencing-latency.json`, `scenarios/region-latency.json`).
@Suite("latency observations")
struct LatencyObservationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("a latency file takes its class's discrepancy, 30 s; a latency or a recall on the log scale is refused")
    func scaleAndDiscrepancy() throws {
        let latency = """
            {"reference": "R", "reading": "r", "scenario": "s.json", "strategy": "a",
             "quantity": "entryLatencyMedianSeconds", "value": {"interval": [120, 300]}, "scale": "linear",
             "uncertainty": {"standardDeviation": 60, "reasoning": "why"}, "realisation": "average",
             "set": "calibration"}
            """
        // docs/history-matching.md, "Implausibility": 30 s for latencies.
        #expect(try Observation.parse(Array(latency.utf8), file: "l.json").discrepancyStandardDeviation == 30)
        // A run whose entries were all declared within the early tolerance has median latency 0, and a day
        // without a detected visit recall 0: neither has a logarithm.
        for quantity in ["entryLatencyMedianSeconds", "entryRecall"] {
            let text = latency.replacingOccurrences(of: "\"linear\"", with: "\"log\"")
                .replacingOccurrences(of: "entryLatencyMedianSeconds", with: quantity)
            do {
                _ = try Observation.parse(Array(text.utf8), file: "l.json")
                Issue.record("\(quantity) on the log scale was read")
            } catch {
                #expect(error.path == "scale" && error.message.contains("no logarithm"), "\(error)")
                #expect(error.file == "l.json" && error.fix != nil)
            }
        }
        let battery = latency.replacingOccurrences(of: "\"linear\"", with: "\"log\"")
            .replacingOccurrences(of: "entryLatencyMedianSeconds", with: "batteryLifeHours")
        #expect(try Observation.parse(Array(battery.utf8), file: "b.json").discrepancyStandardDeviation == 0.1)
    }

    @Test(
        "Apple's latency observation reaches the region-monitoring cadence: 10 times the period, over twice the median"
    )
    func cadenceReachesLatency() throws {
        let apple = try Observation.read(
            path: Self.repository.appendingPathComponent("observations/apple-region-monitoring-latency.json").path)
        let study = try CalibrationStudy(
            observations: [apple], paths: ["platform.regionEvaluationIntervalSeconds"],
            settings: HistoryMatchingSettings(waves: 1, pointsPerWave: 2, replications: 4, seed: 5),
            registry: .builtIn)
        func medianSeconds(_ periodSeconds: Double) throws -> Double {
            let medians = try study.evaluate([periodSeconds])[0]
            return medians.reduce(0, +) / Double(medians.count)
        }
        // A crossing waits a uniform share of one period for the next evaluation (30 s on average at 60 s, 300 s
        // at 600 s); the 20 s confirmation, the fixes' errors and the evaluations at cell changes do not scale
        // with it, so the factor 10 shows as less, but as well over 2.
        let fast = try medianSeconds(60)
        let slow = try medianSeconds(600)
        #expect(slow > 2 * fast, "median \(fast) s at 60 s, \(slow) s at 600 s")
    }
}
