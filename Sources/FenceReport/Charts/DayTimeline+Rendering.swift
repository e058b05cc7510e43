extension DayTimeline: CheckedChart {
    /// Height of the battery panel.
    static let batteryPanelHeight = 130.0
    /// Gap between the battery panel and the lanes (room for the panel's 0 % tick label).
    static let batteryGap = 28.0
    /// Height of one lane.
    static let laneHeight = 20.0
    /// Gap between lanes.
    static let laneGap = 8.0

    /// Renders the battery panel, the source, CPU, wake, motion, visit and declared lanes, the time axis and the legend.
    public func render(id: String) throws(ChartDataError) -> SVGGraphic {
        let (id, check) = try checkedStart(id: id)
        let span = window.endHour - window.startHour
        let x = try Axis(
            title: "Time of day", unit: "hh:mm", range: AxisRange(window.startHour, window.endHour),
            tickStep: span >= 12 ? 3 : span >= 6 ? 1 : nil, tickFormat: .hourOfDay
        ).resolve(dataLower: nil, dataUpper: nil, check: check, field: "window")
        let level = try Axis(title: "Battery", unit: "%", range: AxisRange(0, 100), tickStep: 25)
            .resolve(dataLower: nil, dataUpper: nil, check: check, field: "battery")
        let laneLabels =
            sourceLanes.map(\.label) + (processor == nil ? [] : [Self.processorLaneLabel])
            + (wake == nil ? [] : [Self.wakeLaneLabel]) + (motion == nil ? [] : [Self.motionLaneLabel]) + [
                Self.visitsLaneLabel, Self.declaredLaneLabel,
            ]
        let lanesHeight = Double(laneLabels.count) * (Self.laneHeight + Self.laneGap)
        let plotHeight = Self.batteryPanelHeight + Self.batteryGap + lanesHeight
        let entries = legendEntries()
        let size = ChartSize(
            width: width, height: Self.height(title: title, width: width, plotHeight: plotHeight, legend: entries))
        let layout = try PlotLayout(
            size: size, title: title, leftLabels: laneLabels + level.tickLabels,
            lastBottomLabel: x.tickLabels.last ?? "",
            legendEntries: entries, check: check)
        let plot = layout.plot
        let xScale = x.scale(pixelStart: plot.x, pixelEnd: plot.maxX)
        let batteryFrame = Rect(x: plot.x, y: plot.y, width: plot.width, height: Self.batteryPanelHeight)
        let lanesFrame = Rect(x: plot.x, y: plot.maxY - lanesHeight, width: plot.width, height: lanesHeight)
        let levelScale = level.scale(pixelStart: batteryFrame.maxY, pixelEnd: batteryFrame.y)

        var svg = layout.beginDrawing()
        var hatches = HatchDefinitions(idPrefix: id)
        let clip = layout.writeClipPath(into: &svg, id: "\(id)-clip")
        svg.verticalGrid(x, scale: xScale, plot: batteryFrame)
        svg.verticalGrid(x, scale: xScale, plot: lanesFrame)
        svg.horizontalGrid(level, scale: levelScale, plot: batteryFrame)
        svg.open("g", [("class", "data"), ("clip-path", clip)])
        drawBattery(xScale: xScale, levelScale: levelScale, into: &svg)
        let laneFrames = laneLabels.indices.map { index in
            Rect(
                x: lanesFrame.x, y: lanesFrame.y + Double(index) * (Self.laneHeight + Self.laneGap) + Self.laneGap / 2,
                width: lanesFrame.width, height: Self.laneHeight)
        }
        let minimumGapHours = span / plot.width * 0.5
        for (index, lane) in sourceLanes.enumerated() {
            let style = lane.style ?? .automatic(index: index)
            svg.open("g", [("class", "lane"), ("data-lane", lane.label)])
            svg.rect(laneFrames[index], fill: Palette.backdrop.cssHex)
            for on in lane.spans.merged(gapHours: minimumGapHours) {
                let frame = spanFrame(on, lane: laneFrames[index], xScale: xScale)
                svg.rect(frame, fill: style.color.cssHex)
                if let pattern = hatches.fill(style.hatch, over: style.color) { svg.rect(frame, fill: pattern) }
            }
            svg.close("g")
        }
        var next = sourceLanes.count
        if let processor {
            draw(processor, lane: laneFrames[next], xScale: xScale, into: &svg)
            next += 1
        }
        if let wake {
            drawWake(wake, lane: laneFrames[next], xScale: xScale, hatches: &hatches, into: &svg)
            next += 1
        }
        if let motion {
            drawMotion(motion, lane: laneFrames[next], xScale: xScale, into: &svg)
            next += 1
        }
        drawVisits(lane: laneFrames[next], xScale: xScale, into: &svg)
        drawDeclared(lane: laneFrames[next + 1], xScale: xScale, into: &svg)
        if let batteryEmptyHour, batteryEmptyHour < window.endHour {
            let start = xScale.pixel(xScale.clamped(batteryEmptyHour))
            let frame = Rect(x: start, y: plot.y, width: plot.maxX - start, height: plot.height)
            svg.rect(frame, fill: Palette.mutedInk.cssHex, opacity: 0.12, className: "battery-empty")
            if let pattern = hatches.fill(.backwardDiagonal, over: Palette.backdrop) {
                svg.rect(frame, fill: pattern, opacity: 0.5)
            }
        }
        svg.close("g")

        svg.open("g", [("class", "axis lane-labels")])
        for (label, frame) in zip(laneLabels, laneFrames) {
            svg.text(
                label, x: plot.x - ChartStyle.tickLength - ChartStyle.tickLabelGap,
                y: frame.y + frame.height / 2 + ChartStyle.tickFontSize * 0.35, fontSize: ChartStyle.tickFontSize,
                anchor: .end)
        }
        svg.close("g")
        svg.bottomAxis(x, scale: xScale, plot: batteryFrame, showsTickLabels: false, showsTitle: false)
        svg.leftAxis(level, scale: levelScale, plot: batteryFrame, titleX: SVGBuilder.leftTitleBaseline)
        svg.bottomAxis(x, scale: xScale, plot: lanesFrame)
        svg.legend(layout.legend, origin: layout.legendOrigin, hatches: &hatches)
        hatches.write(into: &svg)
        return SVGGraphic(
            width: size.width, height: size.height, title: title, summary: summary, id: id, body: svg.markup)
    }

    /// Canvas height that gives the plot `plotHeight`, given the title's and the legend's wrapped heights.
    private static func height(title: String, width: Double, plotHeight: Double, legend: [LegendEntry]) -> Double {
        let padding = ChartStyle.padding
        let titleLines = TextMetrics.wrapped(title, fontSize: ChartStyle.titleFontSize, maxWidth: width - 2 * padding)
        let legendHeight = LegendLayout(entries: legend, maxWidth: width - 2 * padding).height
        return padding + Double(titleLines.count) * ChartStyle.titleLineHeight + 14 + plotHeight + PlotLayout.belowPlot
            + legendHeight + 4 + padding
    }

    private func legendEntries() -> [LegendEntry] {
        var entries = [
            LegendEntry(label: "Battery level", swatch: .rule(Palette.ink, .solid)),
            LegendEntry(label: "True visit", swatch: .fill(Self.visitStyle)),
            LegendEntry(label: "Declared entry", swatch: .symbol(.triangleUp, Self.entryColor)),
            LegendEntry(label: "Declared exit", swatch: .symbol(.triangleDown, Self.exitColor)),
        ]
        if processor != nil {
            entries.append(LegendEntry(label: "CPU awake", swatch: .fill(Self.awakeStyle)))
            entries.append(LegendEntry(label: "CPU busy", swatch: .fill(Self.busyStyle)))
        }
        entries += wakeLegendEntries()
        entries += motionLegendEntries()
        if batteryEmptyHour != nil {
            entries.append(LegendEntry(label: "Battery empty", swatch: .band(Palette.mutedInk)))
        }
        return entries
    }

    private static let visitStyle = SeriesStyle(
        color: RGBColor(hex: 0xB8B8B8), marker: .square, dash: .solid, hatch: .none)
    /// The CPU awake (mid grey) and busy (ink): told apart by lightness, in print too.
    private static let awakeStyle = SeriesStyle(
        color: RGBColor(hex: 0x8C8C8C), marker: .square, dash: .solid, hatch: .none)
    private static let busyStyle = SeriesStyle(color: Palette.ink, marker: .square, dash: .solid, hatch: .none)
    private static let entryColor = Palette.colors[0]
    private static let exitColor = Palette.colors[1]

    private func spanFrame(_ span: HourSpan, lane: Rect, xScale: DataScale) -> Rect {
        let start = xScale.pixel(xScale.clamped(span.startHour))
        let end = xScale.pixel(xScale.clamped(span.endHour))
        // At least one unit wide, so a one-second Wi-Fi scan still shows.
        return Rect(x: start, y: lane.y, width: max(end - start, 1), height: lane.height)
    }

    private func drawBattery(xScale: DataScale, levelScale: DataScale, into svg: inout SVGBuilder) {
        let points = battery.sorted { $0.hour < $1.hour }.map {
            Point(x: xScale.pixel($0.hour), y: levelScale.pixel($0.percent))
        }
        svg.polyline(points, color: Palette.ink, width: ChartStyle.lineWidth, className: "battery")
    }

    /// Width of one column of the CPU lane, in pixels.
    static let processorColumnPixels = 2.0

    /// The CPU lane as columns `processorColumnPixels` wide whose grey bar is the share of the column's
    /// time the CPU was awake (busy included) and whose ink bar, in front, the share it was busy: a CPU
    /// woken 2.5 s every 30 s shows as a low bar, not as a lane filled by one-pixel marks.
    private func draw(_ processor: ProcessorLane, lane: Rect, xScale: DataScale, into svg: inout SVGBuilder) {
        svg.open("g", [("class", "lane processor"), ("data-lane", Self.processorLaneLabel)])
        svg.rect(lane, fill: Palette.backdrop.cssHex)
        let count = max(1, Int(lane.width / Self.processorColumnPixels))
        let columnWidth = lane.width / Double(count)
        for (spans, style) in [(processor.awake, Self.awakeStyle), (processor.busy, Self.busyStyle)] {
            let shares = window.shares(of: spans, columns: count)
            var first = 0
            while first < count {
                var last = first
                while last + 1 < count, shares[last + 1] == shares[first] { last += 1 }
                if shares[first] > 0 {
                    let height = lane.height * shares[first]
                    let frame = Rect(
                        x: lane.x + Double(first) * columnWidth, y: lane.maxY - height,
                        width: Double(last - first + 1) * columnWidth, height: height)
                    svg.rect(frame, fill: style.color.cssHex)
                }
                first = last + 1
            }
        }
        svg.close("g")
    }

    private func drawVisits(lane: Rect, xScale: DataScale, into svg: inout SVGBuilder) {
        svg.open("g", [("class", "lane visits")])
        svg.rect(lane, fill: Palette.backdrop.cssHex)
        for visit in visits.sorted(by: { $0.span.startHour < $1.span.startHour }) {
            let frame = spanFrame(visit.span, lane: lane, xScale: xScale)
            svg.open("g", [("class", "visit")])
            svg.element("title", text: "\(visit.label): \(clock(visit.span.startHour))–\(clock(visit.span.endHour))")
            svg.rect(frame, fill: Self.visitStyle.color.cssHex, stroke: Palette.mutedInk, strokeWidth: 0.8)
            let fontSize = ChartStyle.tickFontSize - 2
            if TextMetrics.width(visit.label, fontSize: fontSize) + 6 <= frame.width {
                svg.text(
                    visit.label, x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 + fontSize * 0.35,
                    fontSize: fontSize, anchor: .middle)
            }
            svg.close("g")
        }
        svg.close("g")
    }

    private func drawDeclared(lane: Rect, xScale: DataScale, into svg: inout SVGBuilder) {
        svg.open("g", [("class", "lane declared")])
        svg.rect(lane, fill: Palette.backdrop.cssHex)
        // True visits faintly behind the markers, to judge each declaration's latency.
        for visit in visits {
            svg.rect(
                spanFrame(visit.span, lane: lane, xScale: xScale), fill: Self.visitStyle.color.cssHex, opacity: 0.45)
        }
        for event in declared.sorted(by: { $0.hour < $1.hour }) where xScale.contains(event.hour) {
            let isEntry = event.kind == .entry
            svg.marker(
                isEntry ? .triangleUp : .triangleDown,
                at: Point(x: xScale.pixel(event.hour), y: lane.y + lane.height / 2),
                color: isEntry ? Self.entryColor : Self.exitColor, radius: 5,
                tooltip: "\(isEntry ? "entry" : "exit") \(event.label) at \(clock(event.hour))")
        }
        svg.close("g")
    }

    private func clock(_ hour: Double) -> String {
        Axis(title: "", tickFormat: .hourOfDay).tickLabel(hour, decimals: 0)
    }
}
