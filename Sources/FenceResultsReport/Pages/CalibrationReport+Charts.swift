import FenceExperiment
import FenceReport
import FenceStudy
import Foundation

extension CalibrationReport {
    /// Per metric quantity (battery life, recall, …), the observations' predictive median with its 5–95 %
    /// interval beside the value as stated (a point, or an interval's midpoint with its ends; a one-sided
    /// bound is left out of the chart, which cannot draw an open end).
    func predictiveCharts() -> [(name: String, chart: IntervalBarChart)] {
        var charts: [(String, IntervalBarChart)] = []
        for quantity in MetricCatalogue.standard.ordering(results.observations.map(\.quantity)) {
            var groups: [IntervalBarGroup] = []
            for (observation, fit) in zip(results.observations, results.summary.observations)
            where observation.quantity == quantity {
                guard let predictive = fit.predictive else { continue }
                let stated: Estimate
                switch observation.target {
                case .point(let value): stated = Estimate(value, lower: value, upper: value)
                case .interval(let lower, let upper): stated = Estimate((lower + upper) / 2, lower: lower, upper: upper)
                case .atLeast, .atMost: continue
                }
                groups.append(
                    IntervalBarGroup(
                        label: observation.name,
                        values: [Estimate(predictive[2], lower: predictive[0], upper: predictive[4]), stated]))
            }
            guard !groups.isEmpty else { continue }
            charts.append(
                (
                    "predictive-\(quantity.name.lowercased())",
                    IntervalBarChart(
                        title: "\(quantity.name): predicted over the surviving region and stated",
                        summary: "Per observation, the posterior-predictive median with its 5–95 % interval over the "
                            + "surviving points, and the value as the source states it (an interval's midpoint "
                            + "with its ends).",
                        series: ["predicted (median)", "stated"], groups: groups,
                        valueAxis: Axis(title: quantity.name, unit: quantity.unit.axisUnit),
                        intervalLabel: "predictive 5–95 % / stated interval", reachesOneAbove: nil)
                ))
        }
        return charts
    }
}
