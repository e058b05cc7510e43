import Testing

@testable import FenceReport

/// Known data points land where the scale arithmetic puts them. Every chart here uses fixed margins on a
/// 720 × 440 canvas — top 40, right 20, bottom 120, left 80 — so the plot spans x 80…700 (620 wide) and
/// y 40…320 (280 tall), and each expected pixel is worked out by hand in a comment.
@Suite("Chart geometry")
struct ChartGeometryTests {
    static let size = ChartSize(
        width: 720, height: 440, plotMargins: Insets(top: 40, right: 20, bottom: 120, left: 80))

    private func parsed(_ chart: any Chart) throws -> XMLElement {
        let markup = try chart.render(id: "geometry").standaloneDocument
        return try #require(parseXML(markup).root)
    }

    @Test("Scatter: (7 h, 0.9) on 0…14 × 0…1 is drawn at (390, 68) with its interval bars")
    func scatterPoint() throws {
        let chart = ScatterChart(
            title: "t", summary: "s",
            xAxis: Axis(title: "Battery life", unit: "h", range: AxisRange(0, 14)),
            yAxis: Axis(title: "Entry recall", range: AxisRange(0, 1)),
            series: [
                ScatterSeries(
                    label: "three-manager",
                    points: [
                        ScatterPoint(x: Estimate(7, lower: 6.3, upper: 7.7), y: Estimate(0.9, lower: 0.85, upper: 0.95))
                    ])
            ], size: Self.size)
        let root = try parsed(chart)
        // x = 80 + 7/14 · 620 = 390; y = 320 − 0.9 · 280 = 68.
        let point = try #require(root.all("g", class: "point").first?.translation)
        #expect(point.x == 390 && point.y == 68)
        let bars = root.all("line", class: "interval")
        #expect(bars.count == 2)
        // Horizontal bar: 6.3 → 80 + 6.3/14 · 620 = 359; 7.7 → 80 + 7.7/14 · 620 = 421; at y = 68.
        let horizontal = try #require(bars.first { $0.number("y1") == $0.number("y2") })
        #expect(horizontal.number("x1") == 359 && horizontal.number("x2") == 421 && horizontal.number("y1") == 68)
        // Vertical bar: 0.85 → 320 − 238 = 82; 0.95 → 320 − 266 = 54; at x = 390.
        let vertical = try #require(bars.first { $0.number("x1") == $0.number("x2") })
        #expect(vertical.number("y1") == 82 && vertical.number("y2") == 54 && vertical.number("x1") == 390)
    }

    @Test("Stacked bars: the second segment of the first bar starts at 30 % of the axis")
    func stackedSegment() throws {
        let chart = StackedBarChart(
            title: "t", summary: "s", categories: ["continuous", "three-manager"],
            components: [BarComponent(label: "GPS", values: [30, 10]), BarComponent(label: "CPU", values: [20, 50])],
            valueAxis: Axis(title: "Energy", unit: "mAh", range: AxisRange(0, 100)), size: Self.size)
        let root = try parsed(chart)
        let firstBar = try #require(root.all("g", class: "bar").first)
        let segments = firstBar.all("g", class: "segment").compactMap { $0.all("rect").first }
        #expect(segments.count == 2)
        // CPU in bar 1 spans 30…50 mAh: x = 80 + 30/100 · 620 = 266, width = 20/100 · 620 = 124.
        #expect(segments[1].number("x") == 266 && segments[1].number("width") == 124)
        // Two bars share the 280-unit plot height: slots of 140, bars 40 thick (min(0.62 · 140, 40)),
        // centred: first bar top = 40 + (140 − 40)/2 = 90.
        #expect(segments[0].number("y") == 90 && segments[0].number("height") == 40)
    }

    @Test("Empirical CDF staircase, hand-computed")
    func staircase() {
        // Samples 3, 1, 2, 2 out of 5 visits: F = 0 below 1, 1/5 from 1, 3/5 from 2, 4/5 from 3.
        let series = CDFSeries(label: "s", samples: [3, 1, 2, 2], outOf: 5)
        let corners = series.staircase(left: 0, right: 10).map { [$0.x, $0.y] }
        #expect(corners == [[0, 0], [1, 0], [1, 0.2], [2, 0.2], [2, 0.6], [3, 0.6], [3, 0.8], [10, 0.8]])
        // Median: rank ⌈0.5 · 4⌉ = 2 → sample 2, drawn at F(2) = 3/5.
        #expect(series.quantilePoint(0.5) == PlotPoint(x: 2, y: 0.6))
        // 90th percentile: rank ⌈0.9 · 4⌉ = 4 → sample 3 at F(3) = 4/5.
        #expect(series.quantilePoint(0.9) == PlotPoint(x: 3, y: 0.8))
    }

    @Test("CDF path: the first jump at 1 min on 0…10 min is at x = 142")
    func cdfPath() throws {
        let chart = CDFChart(
            title: "t", summary: "s", xAxis: Axis(title: "Latency", unit: "min", range: AxisRange(0, 10)),
            series: [CDFSeries(label: "a", samples: [1, 2])], size: Self.size)
        let root = try parsed(chart)
        let path = try #require(root.all("g", class: "series").first?.all("path").first?.attributes["d"])
        // x(1) = 80 + 1/10 · 620 = 142; F jumps 0 → 1/2, y = 320 → 320 − 0.5 · 280 = 180.
        #expect(path.hasPrefix("M80 320 L142 320 L142 180 L204 180 L204 40 L700 40"))
    }

    @Test("Sweep: the chosen value is ringed at the interpolated estimate")
    func sweepHighlight() throws {
        let series = SweepSeries(
            label: "recall", points: [SweepPoint(x: 1000, y: Estimate(0.8)), SweepPoint(x: 2000, y: Estimate(0.9))])
        // Halfway between the points: 0.8 + 0.5 · (0.9 − 0.8) = 0.85.
        #expect(abs(try #require(series.interpolatedValue(at: 1500)) - 0.85) < 1e-12)
        #expect(series.interpolatedValue(at: 2500) == nil)
        let chart = SweepChart(
            title: "t", summary: "s", xAxis: Axis(title: "Outer radius", unit: "m", range: AxisRange(0, 4000)),
            panels: [SweepPanel(yAxis: Axis(title: "Recall", range: AxisRange(0, 1)), series: [series])],
            highlight: SweepHighlight(x: 1500, label: "chosen"), size: Self.size)
        let ring = try #require(try parsed(chart).all("circle", class: "highlight-ring").first)
        // x = 80 + 1500/4000 · 620 = 312.5; y = 320 − 0.85 · 280 = 82.
        #expect(ring.number("cx") == 312.5 && ring.number("cy") == 82)
    }

    @Test("Timeline spans merge when closer than the gap")
    func mergeSpans() {
        let spans = [
            HourSpan(startHour: 5, endHour: 6), HourSpan(startHour: 1, endHour: 2),
            HourSpan(startHour: 2.005, endHour: 3),
            HourSpan(startHour: 2.5, endHour: 2.7),
        ]
        #expect(
            spans.merged(gapHours: 0.01) == [HourSpan(startHour: 1, endHour: 3), HourSpan(startHour: 5, endHour: 6)])
    }

    @Test("Timeline: one marker per declared event inside the window")
    func timelineMarkers() throws {
        let chart = DayTimeline(
            title: "t", summary: "s", window: HourSpan(startHour: 6, endHour: 20),
            sourceLanes: [TimelineLane(label: "GPS", spans: [HourSpan(startHour: 7, endHour: 8)])],
            battery: [BatterySample(hour: 6, percent: 100), BatterySample(hour: 20, percent: 40)],
            visits: [TimelineVisit(label: "work", span: HourSpan(startHour: 8.5, endHour: 17))],
            declared: [
                DeclaredEvent(hour: 8.6, kind: .entry, label: "work"),
                DeclaredEvent(hour: 17.1, kind: .exit, label: "work"),
                DeclaredEvent(hour: 21, kind: .entry, label: "home"),
            ])
        let root = try parsed(chart)
        let markers = try #require(root.all("g", class: "declared").first).all("g", class: "point")
        #expect(markers.count == 2)
        // Entry before exit, left to right.
        #expect(try #require(markers[0].translation).x < (try #require(markers[1].translation).x))
    }

    @Test("Timeline: the CPU lane below the sources; each bar's area is the share of time awake or busy")
    func timelineProcessorLane() throws {
        let chart = DayTimeline(
            title: "t", summary: "s", window: HourSpan(startHour: 0, endHour: 24),
            sourceLanes: [TimelineLane(label: "GPS", spans: [HourSpan(startHour: 7, endHour: 8)])],
            processor: ProcessorLane(
                awake: [HourSpan(startHour: 6, endHour: 12), HourSpan(startHour: 11, endHour: 12.5)],
                busy: [HourSpan(startHour: 9, endHour: 10)]),
            battery: [BatterySample(hour: 0, percent: 100)], visits: [], declared: [])
        let root = try parsed(chart)
        let lane = try #require(root.all("g", class: "processor").first)
        let rects = lane.all("rect")
        let backdrop = try #require(rects.first)
        let laneWidth = try #require(backdrop.number("width")), laneHeight = try #require(backdrop.number("height"))
        let awakeFill = try #require(rects[1].attributes["fill"])
        func area(_ rects: [XMLElement]) -> Double {
            rects.reduce(0) { $0 + $1.number("width")! * $1.number("height")! }
        }
        // Awake 6–12.5 h (the overlap counted once) of 24 h; busy 1 h of 24 h.
        let awake = rects.dropFirst().filter { $0.attributes["fill"] == awakeFill }
        let busy = rects.dropFirst().filter { $0.attributes["fill"] != awakeFill }
        #expect(abs(area(awake) - laneWidth * laneHeight * 6.5 / 24) < 1e-3 * laneWidth * laneHeight)
        #expect(abs(area(busy) - laneWidth * laneHeight / 24) < 1e-3 * laneWidth * laneHeight)
        // A column fully awake is a full-height bar; the busy hour starts 9/24 of the way across.
        #expect(awake.contains { abs($0.number("height")! - laneHeight) < 1e-6 })
        let x0 = try #require(backdrop.number("x"))
        #expect(abs(try #require(busy.first?.number("x")) - (x0 + laneWidth * 9 / 24)) < 2.01)
        // Below the GPS lane.
        let gps = try #require(root.all("g", class: "lane").first { $0.attributes["data-lane"] == "GPS" })
        #expect(try #require(gps.all("rect").first?.number("y")) < (try #require(backdrop.number("y"))))
    }

    @Test("Timeline: the motion lane below the CPU; reported activities by colour, the updates' bar under them")
    func timelineMotionLane() throws {
        // Activity updates 6–12 h; reported stationary 6–8 h, walking 8–9 h, stationary 9–12 h.
        let chart = DayTimeline(
            title: "t", summary: "s", window: HourSpan(startHour: 0, endHour: 24),
            sourceLanes: [TimelineLane(label: "GPS", spans: [HourSpan(startHour: 7, endHour: 8)])],
            processor: ProcessorLane(awake: [], busy: []),
            motion: MotionLane(
                updates: [HourSpan(startHour: 6, endHour: 12)],
                reported: [
                    .init(label: "stationary", span: HourSpan(startHour: 6, endHour: 8)),
                    .init(label: "walking", span: HourSpan(startHour: 8, endHour: 9)),
                    .init(label: "stationary", span: HourSpan(startHour: 9, endHour: 12)),
                ]),
            battery: [BatterySample(hour: 0, percent: 100)], visits: [], declared: [])
        let root = try parsed(chart)
        let lane = try #require(root.all("g", class: "motion").first)
        let rects = lane.all("rect")
        let backdrop = try #require(rects.first)
        let laneWidth = try #require(backdrop.number("width")), x0 = try #require(backdrop.number("x"))
        // Three activity rects and one updates bar, in that order (the SVG rounds to 0.01 px).
        #expect(rects.count == 5)
        let walking = rects[2], bar = rects[4]
        #expect(abs(try #require(walking.number("x")) - (x0 + laneWidth * 8 / 24)) < 0.011)
        #expect(abs(try #require(walking.number("width")) - laneWidth / 24) < 0.011)
        #expect(abs(try #require(bar.number("width")) - laneWidth * 6 / 24) < 0.011)
        #expect(try #require(bar.number("height")) == DayTimeline.updatesBarHeight)
        // The two stationary stretches share a colour, walking has another.
        #expect(rects[1].attributes["fill"] == rects[3].attributes["fill"])
        #expect(rects[1].attributes["fill"] != walking.attributes["fill"])
        // Below the CPU lane; the legend names the two activities shown and the updates.
        let cpu = try #require(root.all("g", class: "processor").first)
        #expect(try #require(cpu.all("rect").first?.number("y")) < (try #require(backdrop.number("y"))))
        let legend = chart.motionLegendEntries().map(\.label)
        #expect(legend == ["Reported stationary", "Reported walking", "Activity updates on"])
        // No motion lane without motion.
        var plain = chart
        plain.motion = nil
        #expect(try parsed(plain).all("g", class: "motion").isEmpty)
    }

    @Test("Labels avoid a marker to the right and go left; overlap area by hand")
    func labelPlacement() {
        // Boxes (0,0,10,10) and (5,5,10,10) overlap in a 5 × 5 square.
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).overlapArea(Rect(x: 5, y: 5, width: 10, height: 10)) == 25)
        var placer = LabelPlacer(
            bounds: Rect(x: 0, y: 0, width: 400, height: 400), fontSize: 10,
            hardObstacles: [Rect(x: 205, y: 195, width: 60, height: 10)], softObstacles: [])
        // "abc" is 3 · 0.6 · 10 = 18 wide; right of (200, 200) is taken, so it goes left: box 200 − 8 − 18 = 174.
        let placement = placer.place("abc", near: Point(x: 200, y: 200), clearance: 8)
        #expect(placement.anchor == .end && placement.box.x == 174)
        // The placed label becomes an obstacle: the next label at the same point goes above.
        #expect(placer.place("abc", near: Point(x: 200, y: 200), clearance: 8).anchor == .middle)
    }
}
