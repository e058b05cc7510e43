import FenceExperiment
import Testing

@testable import FenceResultsReport

@Suite("What an interval means is said once, from the estimator each metric uses")
struct IntervalLegendTests {
    @Test("Definitions name each metric's interval: recall Clopper–Pearson over the effective sample size, no Wilson")
    func definitions() {
        let lines = IntervalLegend.definitions(MetricCatalogue.standard.metrics)
        #expect(lines.count == MetricCatalogue.standard.metrics.count)
        let recall = lines.first { $0.hasPrefix("Entry recall:") } ?? ""
        #expect(recall.contains("Clopper–Pearson") && recall.contains("Korn–Graubard"))
        let rate = lines.first { $0.hasPrefix("False entries per day:") } ?? ""
        #expect(rate.contains("pooled") && rate.contains("Garwood"))
        #expect(lines.allSatisfy { !$0.contains("Wilson") && !$0.contains("Student-t") })
    }

    @Test("The legend groups the metrics shown by their interval, in order of first appearance")
    func legend() {
        let line = IntervalLegend.line([.batteryLifeHours, .entryRecall, .meanCurrentMilliamps, .precision])
        #expect(
            line
                == "95 % intervals (docs/intervals.md): mean, t with Hall's skewness correction — Battery life, "
                + "Mean current; pooled, Clopper–Pearson over the effective sample size — Entry recall; pooled, "
                + "Hall's ∪ Korn–Graubard — Precision")
    }
}
