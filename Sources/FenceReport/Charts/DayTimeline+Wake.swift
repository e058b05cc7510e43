/// The wake lane of a ``DayTimeline`` (Android runs): what woke the CPU or kept it awake — the app's
/// partial wake lock, each callback (a delivery or an event) and each alarm — over Doze's idle periods.
public struct WakeLane: Sendable, Equatable {
    /// When the app held its wake lock and it kept the CPU awake, in any order.
    public var wakeLockHeld: [HourSpan]
    /// When the app held its wake lock but Doze's idle ignored it, in any order.
    public var wakeLockIgnored: [HourSpan]
    /// Doze's idle periods, in any order.
    public var dozeIdle: [HourSpan]
    /// When a callback woke the app, hours since midnight, in any order.
    public var callbackHours: [Double]
    /// When an alarm woke the app, hours since midnight, in any order.
    public var alarmHours: [Double]

    /// A lane with the wake lock held during `wakeLockHeld` (ignored during `wakeLockIgnored`), Doze idle
    /// during `dozeIdle`, and the app woken at `callbackHours` and `alarmHours`.
    public init(
        wakeLockHeld: [HourSpan], wakeLockIgnored: [HourSpan], dozeIdle: [HourSpan], callbackHours: [Double],
        alarmHours: [Double]
    ) {
        self.wakeLockHeld = wakeLockHeld
        self.wakeLockIgnored = wakeLockIgnored
        self.dozeIdle = dozeIdle
        self.callbackHours = callbackHours
        self.alarmHours = alarmHours
    }
}

extension DayTimeline {
    /// Label of the wake lane.
    static let wakeLaneLabel = "Wake"

    /// Checks the wake lane's spans and instants.
    func validateWake(_ check: DataCheck) throws(ChartDataError) {
        guard let wake else { return }
        for (name, spans) in [
            ("wakeLockHeld", wake.wakeLockHeld), ("wakeLockIgnored", wake.wakeLockIgnored), ("dozeIdle", wake.dozeIdle),
        ] {
            for (k, span) in spans.enumerated() {
                try check.interval(lower: span.startHour, upper: span.endHour, "wake.\(name)[\(k)]")
            }
        }
        for (k, hour) in wake.callbackHours.enumerated() { try check.finite(hour, "wake.callbackHours[\(k)]") }
        for (k, hour) in wake.alarmHours.enumerated() { try check.finite(hour, "wake.alarmHours[\(k)]") }
    }

    /// Legend entries of the wake lane: what it shows.
    func wakeLegendEntries() -> [LegendEntry] {
        guard let wake else { return [] }
        var entries: [LegendEntry] = []
        if !wake.dozeIdle.isEmpty { entries.append(LegendEntry(label: "Doze idle", swatch: .fill(Self.dozeStyle))) }
        if !wake.wakeLockHeld.isEmpty {
            entries.append(LegendEntry(label: "Wake lock held", swatch: .fill(Self.heldStyle)))
        }
        if !wake.wakeLockIgnored.isEmpty {
            entries.append(LegendEntry(label: "Wake lock ignored (Doze)", swatch: .fill(Self.ignoredStyle)))
        }
        entries.append(LegendEntry(label: "Callback", swatch: .fill(Self.callbackStyle)))
        if !wake.alarmHours.isEmpty { entries.append(LegendEntry(label: "Alarm", swatch: .fill(Self.alarmStyle))) }
        return entries
    }

    private static let dozeStyle = SeriesStyle(
        color: RGBColor(hex: 0xD6D6D6), marker: .square, dash: .solid, hatch: .backwardDiagonal)
    private static let heldStyle = SeriesStyle(color: Palette.colors[3], marker: .square, dash: .solid, hatch: .none)
    private static let ignoredStyle = SeriesStyle(
        color: Palette.colors[3], marker: .square, dash: .solid, hatch: .crossHatch)
    private static let callbackStyle = SeriesStyle(color: Palette.ink, marker: .square, dash: .solid, hatch: .none)
    private static let alarmStyle = SeriesStyle(color: Palette.colors[2], marker: .square, dash: .solid, hatch: .none)
    /// Height of the tick rows (callbacks at the bottom, alarms at the top).
    static let wakeTickHeight = 5.0

    /// Draws the wake lane: Doze's idle periods shaded across it, the wake lock as a band through its
    /// middle (hatched where Doze ignored it), and a tick in each column `processorColumnPixels` wide in
    /// which a callback (bottom row) or an alarm (top row) woke the app.
    func drawWake(
        _ wake: WakeLane, lane: Rect, xScale: DataScale, hatches: inout HatchDefinitions, into svg: inout SVGBuilder
    ) {
        svg.open("g", [("class", "lane wake"), ("data-lane", Self.wakeLaneLabel)])
        svg.rect(lane, fill: Palette.backdrop.cssHex)
        let band = Rect(
            x: lane.x, y: lane.y + Self.wakeTickHeight + 1, width: lane.width,
            height: lane.height - 2 * (Self.wakeTickHeight + 1))
        for (spans, style, frame) in [
            (wake.dozeIdle, Self.dozeStyle, lane), (wake.wakeLockHeld, Self.heldStyle, band),
            (wake.wakeLockIgnored, Self.ignoredStyle, band),
        ] {
            for span in spans.merged(gapHours: 0) {
                let start = xScale.pixel(xScale.clamped(span.startHour))
                let end = xScale.pixel(xScale.clamped(span.endHour))
                guard end > start else { continue }
                let rect = Rect(x: start, y: frame.y, width: max(end - start, 1), height: frame.height)
                svg.rect(rect, fill: style.color.cssHex)
                if let pattern = hatches.fill(style.hatch, over: style.color) { svg.rect(rect, fill: pattern) }
            }
        }
        let count = max(1, Int(lane.width / Self.processorColumnPixels))
        let columnWidth = lane.width / Double(count)
        for (hours, style, y) in [
            (wake.callbackHours, Self.callbackStyle, lane.maxY - Self.wakeTickHeight),
            (wake.alarmHours, Self.alarmStyle, lane.y),
        ] {
            var marked = Set<Int>()
            for hour in hours where xScale.contains(hour) {
                let column = min(count - 1, Int((xScale.pixel(hour) - lane.x) / columnWidth))
                guard marked.insert(column).inserted else { continue }
                svg.rect(
                    Rect(
                        x: lane.x + Double(column) * columnWidth, y: y, width: columnWidth, height: Self.wakeTickHeight),
                    fill: style.color.cssHex)
            }
        }
        svg.close("g")
    }
}
