import FenceExperiment
import FenceTestSupport
import Testing

/// Entry latency as a metric observations read (`LatencyObservationTests` in FenceStudyTests reads the
/// observation files).
@Suite("latency quantity")
struct LatencyQuantityTests {
    @Test("entryLatencyMedianSeconds reads a run's median entry delay, in s, undefined without a detected entry")
    func quantity() {
        let quantity = Metric.entryLatencyMedianSeconds
        // Delays 30, 90 and 400 s: the median is the middle one.
        let run = HandMadeResults.metrics(batteryHours: 10, visits: 4, detected: 3, latencies: [30, 90, 400])
        #expect(quantity.value(run) == 90)
        #expect(quantity.value(HandMadeResults.metrics(batteryHours: 10, visits: 4, detected: 0)) == nil)
        #expect(quantity.unit.symbol == "s")
    }
}
