import Testing

@testable import FenceReport

/// Bad data is a typed error naming the chart and the field, never a crash or a silent default.
@Suite("Chart data validation")
struct ValidationTests {
    private func error(_ chart: any Chart) -> ChartDataError? {
        do {
            _ = try chart.render(id: "v")
            return nil
        } catch {
            return error
        }
    }

    @Test("NaN in a scatter point names series, point and bound")
    func nonFinite() throws {
        var chart = SampleCharts.scatter
        chart.series[1].points[0].y = Estimate(0.9, lower: .nan, upper: 0.95)
        let failure = try #require(error(chart))
        #expect(failure.field == "series[1] \"three-manager\".points[0].y.lower")
        guard case .nonFinite(let value) = failure.issue else {
            Issue.record("expected .nonFinite, got \(failure.issue)")
            return
        }
        #expect(value.isNaN)
        #expect(failure.description.contains(chart.title))
    }

    @Test("Inverted interval")
    func inverted() throws {
        var chart = SampleCharts.scatter
        chart.series[0].points[0].x = Estimate(2, lower: 3, upper: 1)
        #expect(error(chart)?.issue == .invertedInterval(lower: 3, upper: 1))
    }

    @Test("Bars: wrong number of values, negative values, empty shares")
    func bars() {
        var chart = SampleCharts.energy(orientation: .horizontal, scale: .absolute)
        chart.components[2].values.removeLast()
        #expect(error(chart)?.issue == .lengthMismatch(expected: 4, got: 3))
        chart = SampleCharts.energy(orientation: .horizontal, scale: .absolute)
        chart.components[0].values[1] = -5
        #expect(error(chart)?.field == "components[0] \"Baseline\".values[1]")
        chart = SampleCharts.energy(orientation: .vertical, scale: .percentOfTotal)
        for index in chart.components.indices { chart.components[index].values[2] = 0 }
        #expect(error(chart)?.field == "categories[2] \"significant-change\"")
    }

    @Test("CDF: outOf below the sample count, or no samples and no count")
    func cdf() {
        var chart = SampleCharts.cdf
        chart.series[0].outOf = 3
        #expect(error(chart)?.field == "series[0] \"continuous\".outOf")
        chart = SampleCharts.cdf
        chart.series[1].samples = []
        chart.series[1].outOf = nil
        #expect(error(chart)?.field == "series[1] \"three-manager\".samples")
    }

    @Test("A CDF of nothing detected draws a flat line when the count is known")
    func flatCDF() throws {
        var chart = SampleCharts.cdf
        chart.series[1].samples = []
        chart.series[1].outOf = 200
        #expect(error(chart) == nil)
    }

    @Test("Sweep: duplicate swept values")
    func sweep() {
        var chart = SampleCharts.sweep
        chart.panels[0].series[0].points.append(chart.panels[0].series[0].points[0])
        #expect(error(chart)?.field == "panels[0].series[0] \"three-manager\".points")
    }

    @Test("Timeline: battery above 100 %, reversed window")
    func timeline() {
        var chart = SampleCharts.timeline
        chart.battery[0].percent = 120
        #expect(error(chart)?.issue == .outOfRange(120, allowed: "0…100"))
        chart = SampleCharts.timeline
        chart.window = HourSpan(startHour: 10, endHour: 8)
        #expect(error(chart)?.field == "window")
        chart = SampleCharts.timeline
        chart.processor?.busy = [HourSpan(startHour: 9, endHour: 8)]
        #expect(error(chart)?.field == "processor.busy[0]")
    }

    @Test("A canvas too small for its labels is refused")
    func tooSmall() {
        var chart = SampleCharts.scatter
        chart.size = ChartSize(width: 120, height: 100)
        #expect(error(chart)?.field == "size")
    }

    @Test("Empty charts are refused")
    func empty() {
        var chart = SampleCharts.scatter
        chart.series = []
        #expect(error(chart)?.issue == .empty)
    }
}
