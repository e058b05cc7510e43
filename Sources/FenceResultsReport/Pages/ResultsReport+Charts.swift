import FenceDevice
import FenceExperiment
import FenceReport

extension ResultsReport {
    /// Battery life against entry recall: one series per strategy (one point per sweep point, labelled
    /// with its swept values), 95 % interval bars on both axes, and the Pareto frontier for sweeps.
    package func batteryRecallChart() -> ScatterChart {
        let series = metricSeries(x: .batteryLifeHours, y: .entryRecall)
        let frontier =
            results.sweep.isEmpty || analysis.frontier.count < 2
            ? nil
            : ReferenceCurve(
                label: "Pareto frontier",
                points: analysis.frontier.map { PlotPoint(x: $0.batteryLifeHours.mean, y: $0.entryRecall.estimate) })
        let swept = results.sweep.map {
            SweptParameter.shortName($0.path)
                + (SweptParameter.unit($0.path, strategyNames: results.strategyNamesByLabel, registry: registry).map {
                    " (\($0))"
                } ?? "")
        }
        return ScatterChart(
            title: "Battery life vs entry recall",
            summary: "Mean battery life against pooled entry recall with 95 % confidence intervals"
                + (swept.isEmpty
                    ? ", one point per strategy." : "; points are labelled with \(swept.joined(separator: "/")).")
                + (frontier == nil ? "" : " The dashed line is the Pareto frontier."),
            xAxis: Axis(title: "Battery life", unit: "h", includesZero: results.sweep.isEmpty, scaling: .automatic),
            yAxis: Axis(title: "Entry recall"), series: series, frontier: frontier)
    }

    /// Metric `x` against metric `y` (`fencesim report --metrics X,Y`): one series per strategy, one point per
    /// sweep point where the strategy has both estimates, 95 % interval bars on both axes; an axis whose positive
    /// values span more than 10× is logarithmic.
    package func metricChart(x: Metric, y: Metric) -> ScatterChart {
        func axis(_ metric: Metric) -> Axis {
            Axis(title: metric.title, unit: metric.unit.symbol == "–" ? nil : metric.unit.symbol, scaling: .automatic)
        }
        return ScatterChart(
            title: "\(x.title) vs \(y.title.lowercased())",
            summary: "\(x.title) against \(y.title.lowercased()) with 95 % confidence intervals, one point per strategy"
                + (results.sweep.isEmpty ? "." : " and sweep point."),
            xAxis: axis(x), yAxis: axis(y), series: metricSeries(x: x, y: y))
    }

    /// A metric's name as a figure's file name: `meanCurrentMilliamps` → `mean-current-milliamps`.
    static func slug(_ name: String) -> String {
        name.reduce(into: "") { text, character in
            text += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
    }

    /// The points (`x`, `y`) of each strategy, labelled with their swept values in a sweep.
    func metricSeries(x: Metric, y: Metric) -> [ScatterSeries] {
        results.strategyLabels.enumerated().map { index, label in
            let points = results.points.compactMap { point -> ScatterPoint? in
                guard let summary = point.strategies.first(where: { $0.label == label }),
                    let xEstimate = summary[x], let yEstimate = summary[y]
                else { return nil }
                return ScatterPoint(
                    x: Estimate(
                        xEstimate.value, lower: xEstimate.lower ?? xEstimate.value,
                        upper: xEstimate.upper ?? xEstimate.value),
                    y: Estimate(
                        yEstimate.value, lower: yEstimate.lower ?? yEstimate.value,
                        upper: yEstimate.upper ?? yEstimate.value),
                    label: results.sweep.isEmpty
                        ? nil : results.sweep.map { Format.swept(point.values[$0.path]) }.joined(separator: "/"))
            }
            return ScatterSeries(label: label, points: points, style: .automatic(index: index))
        }
    }

    /// Mean current by component per (point,) strategy, stacked.
    package func energyChart() -> StackedBarChart {
        var categories: [String] = []
        let reported = DeviceComponent.reported(in: results.rows.map(\.metrics.chargeByComponentMilliampHours))
        var values = [[Double]](repeating: [], count: reported.count)
        for point in results.points {
            for label in results.strategyLabels {
                let runs = results.rows.filter {
                    $0.point == point.index && $0.strategy == label && $0.metrics.simulatedHours > 0
                }
                categories.append(
                    results.sweep.isEmpty ? label : "\(label), \(results.pointLabel(point.index, registry: registry))")
                for (c, component) in reported.enumerated() {
                    let currents = runs.map {
                        $0.metrics.chargeByComponentMilliampHours[component] / $0.metrics.simulatedHours
                    }
                    values[c].append(currents.isEmpty ? 0 : currents.reduce(0, +) / Double(currents.count))
                }
            }
        }
        let components = reported.enumerated().map { c, component in
            BarComponent(label: Self.componentNames[component] ?? component.rawValue, values: values[c])
        }
        return StackedBarChart(
            title: "Mean current by component",
            summary: "Mean current drawn by each device component, per "
                + (results.sweep.isEmpty ? "strategy." : "strategy and sweep point."),
            categories: categories, components: components, valueAxis: Axis(title: "Mean current", unit: "mA"))
    }

    /// Readable names of the device components.
    package static let componentNames: [DeviceComponent: String] = [
        .baseline: "Baseline", .cpu: "CPU", .screen: "Screen", .radio: "Data radio", .gps: "GPS", .wifi: "Wi-Fi",
        .motion: "Motion sensing",
    ]

    /// Entry latency CDFs per strategy (for sweeps: at the first, chosen and last points), out of all
    /// counted visits.
    package func latencyChart() -> CDFChart {
        var selected: [(point: Int, label: String)] = []
        for label in results.strategyLabels {
            var indices = [results.points.first?.index ?? 0]
            if let chosen = analysis.best.first(where: { $0.strategy == label })?.candidate?.point {
                indices.append(chosen)
            }
            indices.append(results.points.last?.index ?? 0)
            var seen = Set<Int>()
            selected += indices.filter { seen.insert($0).inserted }.map { ($0, label) }
        }
        let samples = selected.map { point, label in
            let runs = results.rows.filter { $0.point == point && $0.strategy == label }
            return (runs.flatMap(\.metrics.entryLatenciesSeconds), runs.reduce(0) { $0 + $1.metrics.visits })
        }
        let largest = samples.flatMap(\.0).max() ?? 0
        let unit = DurationUnit.readable(forSeconds: largest)
        let series = zip(selected, samples).enumerated().map { index, entry in
            let ((point, label), (latencies, visits)) = entry
            return CDFSeries(
                label: results.sweep.isEmpty ? label : "\(label), \(results.pointLabel(point, registry: registry))",
                durationsSeconds: latencies, unit: unit, outOf: max(visits, latencies.count),
                style: .automatic(index: index))
        }
        return CDFChart(
            title: "Entry detection latency",
            summary: "Empirical CDF of the delay between each true entry and its detection, out of all counted visits.",
            xAxis: Axis(title: "Detection latency", unit: unit.symbol, includesZero: true, scaling: .automatic),
            yTitle: "Share of true visits", series: series)
    }
}
