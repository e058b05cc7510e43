import Testing

@testable import FenceReport

/// The tornado, interval-bar and band charts put known values where the scale arithmetic puts them. As in
/// ChartGeometryTests, a 720 × 440 canvas with fixed margins (top 40, right 20, bottom 120, left 80) gives
/// a plot spanning x 80…700 (620 wide) and y 40…320 (280 tall); each expected pixel is worked by hand.
@Suite("Sensitivity chart geometry")
struct SensitivityChartGeometryTests {
    private func parsed(_ chart: any Chart) throws -> XMLElement {
        try #require(parseXML(try chart.render(id: "geometry").standaloneDocument).root)
    }

    @Test("Tornado: the μ* = 2 bar is half the μ* = 4 bar, both start at the origin; sorted longest first")
    func tornadoBars() throws {
        let chart = TornadoChart(
            title: "t", summary: "s",
            bars: [
                TornadoBar(label: "a", meanAbsoluteEffect: 2, standardDeviation: 1),
                TornadoBar(label: "b", meanAbsoluteEffect: 4, standardDeviation: 3),
            ],
            valueAxis: Axis(title: "μ*", unit: "h", range: AxisRange(0, 8)), size: ChartGeometryTests.size)
        let root = try parsed(chart)
        let bars = root.all("g", class: "bar")
        // "b" (μ* 4) is drawn first, on top.
        #expect(bars.map { $0.attributes["data-category"] } == ["b", "a"])
        let rects = try bars.map { try #require($0.all("rect").first) }
        // μ* 4 on 0…8: x 80 → 80 + 4/8 · 620 = 390, width 310; μ* 2: width 155, exactly half.
        #expect(rects[0].number("x") == 80 && rects[0].number("width") == 310)
        #expect(rects[1].number("x") == 80 && rects[1].number("width") == 155)
        // Two rows of 140: centres 110 and 250; bars min(0.62 · 140, 28) = 28 thick, so tops 96 and 236.
        #expect(rects[0].number("y") == 96 && rects[0].number("height") == 28)
        #expect(rects[1].number("y") == 236)
        // σ diamonds: 3 → 80 + 3/8 · 620 = 312.5 on row 1; 1 → 157.5 on row 2.
        let sigmas = try #require(root.all("g", class: "sigma").first).all("g", class: "point")
        let positions = sigmas.compactMap(\.translation)
        #expect(positions.count == 2)
        #expect(positions[0].x == 312.5 && positions[0].y == 110)
        #expect(positions[1].x == 157.5 && positions[1].y == 250)
    }

    @Test("Tornado: ties keep the given order; a negative μ changes the bar's colour")
    func tornadoOrderAndSign() throws {
        let chart = TornadoChart(
            title: "t", summary: "s",
            bars: [
                TornadoBar(label: "x", meanAbsoluteEffect: 1, standardDeviation: 0, meanEffect: 1),
                TornadoBar(label: "y", meanAbsoluteEffect: 2, standardDeviation: 0, meanEffect: -2),
                TornadoBar(label: "z", meanAbsoluteEffect: 1, standardDeviation: 0, meanEffect: 0.5),
            ],
            valueAxis: Axis(title: "μ*"))
        #expect(chart.sortedBars.map(\.label) == ["y", "x", "z"])
        let bars = try parsed(chart).all("g", class: "bar")
        let fills = bars.map { $0.all("rect").first?.attributes["fill"] }
        #expect(fills == [Palette.colors[1].cssHex, Palette.colors[0].cssHex, Palette.colors[0].cssHex])
    }

    @Test("Interval bars: bars from 0 (leftwards when negative), whiskers from low to high, zero line")
    func intervalBars() throws {
        let chart = IntervalBarChart(
            title: "t", summary: "s", series: ["S1", "ST"],
            groups: [
                IntervalBarGroup(
                    label: "p",
                    values: [Estimate(0.3, lower: 0.1, upper: 0.5), Estimate(-0.1, lower: -0.2, upper: 0.05)])
            ],
            valueAxis: Axis(title: "Sobol index", range: AxisRange(-0.5, 1.5)), size: ChartGeometryTests.size)
        let root = try parsed(chart)
        // On −0.5…1.5: x(v) = 80 + (v + 0.5) · 310, so x(0) = 235.
        let bars = root.all("g", class: "bar")
        #expect(bars.map { $0.attributes["data-series"] } == ["S1", "ST"])
        let rects = try bars.map { try #require($0.all("rect").first) }
        // 0.3 → 328: from 235, width 93. −0.1 → 204: from 204 to 235, width 31.
        #expect(rects[0].number("x") == 235 && rects[0].number("width") == 93)
        #expect(rects[1].number("x") == 204 && rects[1].number("width") == 31)
        // One row of 280 holds two bars 18 thick (min(0.8 · 280 / 2, 18)) around y 180: centres 171 and 189.
        let whiskers = root.all("line", class: "interval")
        #expect(whiskers.count == 2)
        // 0.1 → 266, 0.5 → 390; −0.2 → 173, 0.05 → 250.5.
        #expect(whiskers[0].number("x1") == 266 && whiskers[0].number("x2") == 390 && whiskers[0].number("y1") == 171)
        #expect(
            whiskers[1].number("x1") == 173 && whiskers[1].number("x2") == 250.5 && whiskers[1].number("y1") == 189)
        let zero = try #require(root.all("line", class: "zero-line").first)
        #expect(zero.number("x1") == 235 && zero.number("x2") == 235)
    }

    @Test("Interval bars: the fitted axis spans 0, every end, and 1 once a value reaches 0.9")
    func intervalAxis() {
        func range(_ values: [Estimate]) -> (lower: Double, upper: Double) {
            IntervalBarChart(
                title: "t", summary: "s", series: values.map { _ in "s" },
                groups: [IntervalBarGroup(label: "p", values: values)], valueAxis: Axis(title: "S")
            ).dataRange
        }
        #expect(range([Estimate(0.3, lower: 0.2, upper: 0.4)]) == (0, 0.4))
        #expect(range([Estimate(0.85, lower: 0.8, upper: 0.92)]) == (0, 1))
        #expect(range([Estimate(0.95, lower: 0.9, upper: 1.04)]) == (0, 1.04))
        #expect(range([Estimate(-0.02, lower: -0.06, upper: 0.02)]) == (-0.06, 0.02))
    }

    @Test("Band: bands, median and replication whisker map through the scale; the interval sits below the band")
    func band() throws {
        let chart = BandChart(
            title: "t", summary: "s",
            rows: [
                BandRow(
                    label: "three-manager", median: 5, outer: QuantileBand(lower: 2, upper: 8),
                    inner: QuantileBand(lower: 4, upper: 6), replication: Estimate(5.5, lower: 5, upper: 6))
            ],
            valueAxis: Axis(title: "Battery life", unit: "h", range: AxisRange(0, 10)), size: ChartGeometryTests.size)
        let root = try parsed(chart)
        // x(v) = 80 + 62 v.
        let outer = try #require(root.all("rect", class: "outer-band").first)
        #expect(outer.number("x") == 204 && outer.number("width") == 372)
        let inner = try #require(root.all("rect", class: "inner-band").first)
        #expect(inner.number("x") == 328 && inner.number("width") == 124)
        let median = try #require(root.all("line", class: "median").first)
        #expect(median.number("x1") == 390 && median.number("x2") == 390)
        let replication = try #require(root.all("line", class: "replication").first)
        #expect(replication.number("x1") == 390 && replication.number("x2") == 452)
        let marker = try #require(root.all("g", class: "row").first?.all("g", class: "point").first?.translation)
        #expect(marker.x == 421)
        // The whisker's caps (±4) clear the band's bottom edge.
        let bandBottom = try #require(outer.number("y")) + (try #require(outer.number("height")))
        #expect(try #require(replication.number("y1")) - 4 > bandBottom)
        #expect(root.all("line", class: "zero-line").isEmpty)
    }

    @Test("Band: a zero line where the axis spans 0 (paired differences)")
    func bandZeroLine() throws {
        let chart = BandChart(
            title: "t", summary: "s",
            rows: [BandRow(label: "a − b", median: 1, outer: QuantileBand(lower: -2, upper: 3))],
            valueAxis: Axis(title: "Difference", unit: "h", range: AxisRange(-5, 5)), size: ChartGeometryTests.size)
        let zero = try #require(try parsed(chart).all("line", class: "zero-line").first)
        // 0 on −5…5: 80 + 0.5 · 620 = 390.
        #expect(zero.number("x1") == 390)
    }

    @Test("Row labels longer than 40 % of the canvas are shortened; the tooltip keeps the whole label")
    func longLabels() throws {
        let label = String(repeating: "platform.something.", count: 10)
        var chart = SampleCharts.tornado
        chart.bars[1].label = label
        let root = try parsed(chart)
        let texts = try #require(root.all("g", class: "category-axis").first).all("text").compactMap(\.text)
        let shown = try #require(texts.first { $0.hasPrefix("platform.something.") })
        #expect(shown.hasSuffix("…"))
        #expect(TextMetrics.width(shown, fontSize: ChartStyle.tickFontSize) <= 0.4 * 760)
        let bar = try #require(root.all("g", class: "bar").first { $0.attributes["data-category"] == label })
        #expect(bar.all("title").first?.text.hasPrefix(label) == true)
    }

    @Test("Legends explain every mark")
    func legends() throws {
        func labels(_ chart: any Chart) throws -> [String] {
            try parsed(chart).all("g", class: "legend-entry").compactMap { $0.all("text").first?.text }
        }
        #expect(
            try labels(SampleCharts.tornado) == [
                "μ*, mostly raises the metric (μ ≥ 0)", "μ*, mostly lowers the metric (μ < 0)",
                "σ (spread of the effects)",
            ])
        #expect(try labels(SampleCharts.sobol) == ["First-order S1", "Total ST", "95 % bootstrap interval"])
        let defaults = BandLabels()
        #expect(
            try labels(SampleCharts.band) == [defaults.median, defaults.outer, defaults.inner, defaults.replication])
    }

    @Test("A hostile parameter label is escaped in the row, its tooltip and the axis")
    func escaping() throws {
        var chart = SampleCharts.sobol
        chart.groups[0].label = EscapingTests.hostile
        let root = try parsed(chart)
        let expected = EscapingTests.hostile.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        #expect(root.all("g", class: "group").first?.attributes["data-category"] == expected)
        #expect(root.all("g", class: "bar").first?.all("title").first?.text.hasPrefix(expected) == true)
        #expect(root.all("script").isEmpty)
    }
}

/// Bad sensitivity data is a typed error naming the chart and the field.
@Suite("Sensitivity chart validation")
struct SensitivityChartValidationTests {
    private func error(_ chart: any Chart) -> ChartDataError? {
        do {
            _ = try chart.render(id: "v")
            return nil
        } catch {
            return error
        }
    }

    @Test("Tornado: negative μ*, NaN σ, infinite μ, no bars")
    func tornado() {
        var chart = SampleCharts.tornado
        chart.bars[1].meanAbsoluteEffect = -1
        #expect(error(chart)?.issue == .negative(-1))
        #expect(error(chart)?.field == "bars[1] \"profile.gps.activeMilliamps\".meanAbsoluteEffect")
        chart = SampleCharts.tornado
        chart.bars[0].standardDeviation = .nan
        #expect(error(chart)?.field == "bars[0] \"platform.cpuWakeTailSeconds\".standardDeviation")
        chart = SampleCharts.tornado
        chart.bars[2].meanEffect = -.infinity
        #expect(error(chart)?.issue == .nonFinite(-.infinity))
        chart.bars = []
        #expect(error(chart)?.issue == .empty)
    }

    @Test("Interval bars: low above high, a missing value, NaN, no groups")
    func intervalBars() {
        var chart = SampleCharts.sobol
        chart.groups[1].values[0] = Estimate(0.1, lower: 0.2, upper: 0.05)
        #expect(error(chart)?.issue == .invertedInterval(lower: 0.2, upper: 0.05))
        #expect(error(chart)?.field == "groups[1] \"world.commute.busShare\".values[0]")
        chart = SampleCharts.sobol
        chart.groups[2].values.removeLast()
        #expect(error(chart)?.issue == .lengthMismatch(expected: 2, got: 1))
        chart = SampleCharts.sobol
        chart.groups[0].values[1].value = .nan
        #expect(error(chart)?.field == "groups[0] \"strategies[three-manager].outerRadiusMeters\".values[1].value")
        chart.groups = []
        #expect(error(chart)?.issue == .empty)
    }

    @Test("Band: inverted band, median outside its band, inner band outside the outer, infinite replication")
    func band() {
        var chart = SampleCharts.band
        chart.rows[0].outer = QuantileBand(lower: 3, upper: 1)
        #expect(error(chart)?.issue == .invertedInterval(lower: 3, upper: 1))
        chart = SampleCharts.band
        chart.rows[1].median = 18
        #expect(error(chart)?.field == "rows[1] \"three-manager\".median")
        chart = SampleCharts.band
        chart.rows[1].inner = QuantileBand(lower: 5, upper: 16)
        #expect(error(chart)?.field == "rows[1] \"three-manager\".inner")
        chart = SampleCharts.band
        chart.rows[2].replication = Estimate(13, lower: 12, upper: .infinity)
        #expect(error(chart)?.issue == .nonFinite(.infinity))
        chart.rows = []
        #expect(error(chart)?.issue == .empty)
    }
}
