/// The motion lane of a ``DayTimeline``: when activity updates ran, and what the classifier reported
/// meanwhile (the app's view of the phone's activity, late and sometimes wrong).
public struct MotionLane: Sendable, Equatable {
    /// One stretch of a reported activity.
    public struct Reported: Sendable, Equatable {
        /// The activity's name, e.g. "walking".
        public var label: String
        /// From its report to the next report or the end of the updates.
        public var span: HourSpan

        /// `label` reported during `span`.
        public init(label: String, span: HourSpan) {
            self.label = label
            self.span = span
        }
    }

    /// When activity updates ran, in any order.
    public var updates: [HourSpan]
    /// The reported activities, in any order.
    public var reported: [Reported]

    /// A lane with activity updates during `updates` reporting `reported`.
    public init(updates: [HourSpan], reported: [Reported]) {
        self.updates = updates
        self.reported = reported
    }
}

extension DayTimeline {
    /// Label of the motion lane.
    static let motionLaneLabel = "Activity"

    /// The colour of each activity name the motion lane knows (others take the last).
    static let activityStyles: [(label: String, style: SeriesStyle)] = [
        ("stationary", SeriesStyle(color: RGBColor(hex: 0xC4C4C4), marker: .square, dash: .solid, hatch: .none)),
        ("walking", SeriesStyle(color: Palette.colors[1], marker: .square, dash: .solid, hatch: .none)),
        ("cycling", SeriesStyle(color: Palette.colors[5], marker: .square, dash: .solid, hatch: .none)),
        ("automotive", SeriesStyle(color: Palette.colors[4], marker: .square, dash: .solid, hatch: .none)),
    ]

    static func activityStyle(_ label: String) -> SeriesStyle {
        activityStyles.first { $0.label == label }?.style ?? activityStyles[activityStyles.count - 1].style
    }

    /// Checks the motion lane's spans.
    func validateMotion(_ check: DataCheck) throws(ChartDataError) {
        guard let motion else { return }
        for (k, span) in motion.updates.enumerated() {
            try check.interval(lower: span.startHour, upper: span.endHour, "motion.updates[\(k)]")
        }
        for (k, reported) in motion.reported.enumerated() {
            try check.interval(
                lower: reported.span.startHour, upper: reported.span.endHour,
                "motion.reported[\(k)] \"\(reported.label)\"")
        }
    }

    /// Legend entries of the motion lane: the activities it shows, and the updates' bar.
    func motionLegendEntries() -> [LegendEntry] {
        guard let motion else { return [] }
        let shown = Set(motion.reported.map(\.label))
        return Self.activityStyles.filter { shown.contains($0.label) }.map {
            LegendEntry(label: "Reported \($0.label)", swatch: .fill($0.style))
        } + [LegendEntry(label: "Activity updates on", swatch: .fill(Self.updatesStyle))]
    }

    private static let updatesStyle = SeriesStyle(color: Palette.ink, marker: .square, dash: .solid, hatch: .none)
    /// Height of the updates' bar at the bottom of the motion lane.
    static let updatesBarHeight = 3.0

    /// Draws the motion lane: the reported activities as coloured stretches over most of the lane's
    /// height, and under them a thin bar while activity updates ran.
    func drawMotion(_ motion: MotionLane, lane: Rect, xScale: DataScale, into svg: inout SVGBuilder) {
        svg.open("g", [("class", "lane motion"), ("data-lane", Self.motionLaneLabel)])
        svg.rect(lane, fill: Palette.backdrop.cssHex)
        let activityHeight = lane.height - Self.updatesBarHeight - 1
        for reported in motion.reported.sorted(by: { $0.span.startHour < $1.span.startHour }) {
            let start = xScale.pixel(xScale.clamped(reported.span.startHour))
            let end = xScale.pixel(xScale.clamped(reported.span.endHour))
            guard end > start else { continue }
            svg.rect(
                Rect(x: start, y: lane.y, width: end - start, height: activityHeight),
                fill: Self.activityStyle(reported.label).color.cssHex)
        }
        for span in motion.updates.merged(gapHours: 0) {
            let start = xScale.pixel(xScale.clamped(span.startHour))
            let end = xScale.pixel(xScale.clamped(span.endHour))
            svg.rect(
                Rect(
                    x: start, y: lane.maxY - Self.updatesBarHeight, width: max(end - start, 1),
                    height: Self.updatesBarHeight),
                fill: Self.updatesStyle.color.cssHex)
        }
        svg.close("g")
    }
}
