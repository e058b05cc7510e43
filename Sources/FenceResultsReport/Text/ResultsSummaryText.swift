import FenceDevice
import FenceExperiment
import FenceScenario

/// The human-readable summary `fencesim run` prints: the comparison table with intervals (a line under it when the
/// strategies were not scored over the same span of time), the energy breakdown and the paired differences against
/// the first strategy.
package enum ResultsSummaryText {
    package static func render(
        _ point: PointResult, baselineLabel: String, catalogue: MetricCatalogue, warnings: [ScoringWarning] = []
    ) -> String {
        let tables = MetricTableLayout.tables(for: catalogue).filter { layout in
            layout.columns.contains { column in point.strategies.contains { $0[column.metric] != nil } }
        }
        var sections: [String] = []
        for (index, layout) in tables.enumerated() {
            var table = TextTable(["strategy"] + layout.columns.map(\.heading))
            for summary in point.strategies {
                var cells = layout.columns.map { $0.text(summary) }
                if index == 0, summary.extrapolatedRuns > 0 { cells[0] += " *" }
                table.add([summary.label] + cells)
            }
            sections.append(layout.caption + "\n" + table.text)
            if index == 0, point.strategies.contains(where: { $0.extrapolatedRuns > 0 }) {
                sections[0] +=
                    "\n* some runs outlived the horizon or the recorded track's end: their battery life is extrapolated "
                    + "(usable capacity ÷ mean current over the simulated span)"
            }
            if index == 0 {
                for warning in warnings where warning.kind == .unequalSpans && warning.point == nil {
                    sections[0] += "\n! not on equal terms: \(warning.message) (fix: \(warning.fix))"
                }
                sections.append(energy(point))
            }
        }
        var text = sections.joined(separator: "\n\n")
        text += "\n(" + IntervalLegend.line(tables.flatMap { $0.columns.map(\.metric) }) + ")"
        let others = point.strategies.dropFirst()
        if !others.isEmpty {
            let metrics = MetricTableLayout.paired.filter { catalogue.named($0.name) != nil }
            var paired = TextTable(
                ["vs \(baselineLabel) (paired)"] + metrics.flatMap { [MetricTableLayout.differenceHeading($0), "p"] })
            for summary in others {
                paired.add(
                    [summary.label]
                        + metrics.flatMap { metric -> [String] in
                            guard let d = summary.versusBaseline[metric.name] else { return ["–", "–"] }
                            return [
                                Format.interval(d.difference, d.lower, d.upper, metric.decimals),
                                Format.pValue(d.pValue),
                            ]
                        })
            }
            text += "\n\n" + paired.text
        }
        return text
    }

    /// The charge drawn per component, mean per run.
    static func energy(_ point: PointResult) -> String {
        let components = DeviceComponent.allCases.filter { component in
            point.strategies.contains { $0.chargeByComponentMilliampHours[component] != nil }
        }
        var energy = TextTable(["energy mAh (mean per run)"] + components.map(\.rawValue) + ["total"])
        for summary in point.strategies {
            let values = components.map { summary.chargeByComponentMilliampHours[$0]?.mean ?? 0 }
            energy.add([summary.label] + values.map { Format.fixed($0, 1) } + [Format.fixed(values.reduce(0, +), 1)])
        }
        return energy.text
    }
}
