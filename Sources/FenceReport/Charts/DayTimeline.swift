/// A time interval within a day, in hours since midnight (e.g. 7.5…8.25 is 07:30–08:15). Values outside
/// the chart's window are clipped when drawn.
public struct HourSpan: Sendable, Equatable {
    /// Start, hours since midnight.
    public var startHour: Double
    /// End, hours since midnight (≥ start).
    public var endHour: Double

    /// The span `startHour…endHour`.
    public init(startHour: Double, endHour: Double) {
        self.startHour = startHour
        self.endHour = endHour
    }
}

/// A lane of on-intervals, e.g. when the GPS receiver was on.
public struct TimelineLane: Sendable, Equatable {
    /// Lane label, e.g. "GPS".
    public var label: String
    /// Intervals when the source was on, in any order (overlaps are merged).
    public var spans: [HourSpan]
    /// Style (colour and hatch are used); nil for the automatic style of the lane's position.
    public var style: SeriesStyle?

    /// A lane labelled `label`.
    public init(label: String, spans: [HourSpan], style: SeriesStyle? = nil) {
        self.label = label
        self.spans = spans
        self.style = style
    }
}

/// The application processor's lane: when it was awake (busy included) and, within that, busy running
/// code; asleep elsewhere. Drawn as the share of each narrow column of time awake and busy.
public struct ProcessorLane: Sendable, Equatable {
    /// When the processor was awake or busy, in any order (overlaps are merged).
    public var awake: [HourSpan]
    /// When it was busy, in any order (drawn over the awake spans).
    public var busy: [HourSpan]

    /// A lane awake during `awake` and busy during `busy`.
    public init(awake: [HourSpan], busy: [HourSpan]) {
        self.awake = awake
        self.busy = busy
    }
}

/// A battery level reading.
public struct BatterySample: Sendable, Equatable {
    /// Time, hours since midnight.
    public var hour: Double
    /// Charge left, 0–100 %.
    public var percent: Double

    /// The reading `percent` at `hour`.
    public init(hour: Double, percent: Double) {
        self.hour = hour
        self.percent = percent
    }
}

/// A true visit of a fence (ground truth), drawn as an interval labelled with the fence.
public struct TimelineVisit: Sendable, Equatable {
    /// Fence name, e.g. "work".
    public var label: String
    /// When the commuter was inside.
    public var span: HourSpan

    /// A visit of fence `label` during `span`.
    public init(label: String, span: HourSpan) {
        self.label = label
        self.span = span
    }
}

/// A fence transition the strategy declared.
public struct DeclaredEvent: Sendable, Equatable {
    /// Entry or exit.
    public enum Kind: Sendable, Equatable {
        /// The app declared the fence entered.
        case entry
        /// The app declared the fence left.
        case exit
    }

    /// Time, hours since midnight.
    public var hour: Double
    /// Entry or exit.
    public var kind: Kind
    /// Fence name.
    public var label: String

    /// A declared `kind` of fence `label` at `hour`.
    public init(hour: Double, kind: Kind, label: String) {
        self.hour = hour
        self.kind = kind
        self.label = label
    }
}

/// One replication's day at a glance: a battery-level panel (0–100 %) above lanes showing when each
/// positioning source was on, when the CPU was awake or busy, what woke it (Android runs), the activity the classifier reported (when the
/// run sensed motion), the true visits, and the entries (▲) and exits (▼) the strategy declared,
/// against the time of day.
///
/// ```swift
/// let chart = DayTimeline(
///     title: "three-manager, replication 0", summary: "Sources, battery and fence events over one day.",
///     sourceLanes: [TimelineLane(label: "GPS", spans: [HourSpan(startHour: 7.9, endHour: 8.1)])],
///     battery: [BatterySample(hour: 0, percent: 100), BatterySample(hour: 11, percent: 0)],
///     visits: [TimelineVisit(label: "work", span: HourSpan(startHour: 8.5, endHour: 17.2))],
///     declared: [DeclaredEvent(hour: 8.56, kind: .entry, label: "work")])
/// ```
public struct DayTimeline: Chart {
    /// Title drawn at the top.
    public var title: String
    /// Description for screen readers.
    public var summary: String
    /// Shown part of the day, hours since midnight (default 0–24).
    public var window: HourSpan
    /// Source lanes, top to bottom.
    public var sourceLanes: [TimelineLane]
    /// The CPU's lane, below the source lanes (none when nil).
    public var processor: ProcessorLane?
    /// The wake lane, below the CPU's (Android runs; none when nil).
    public var wake: WakeLane?
    /// The motion lane, below the CPU's and the wake lane (none when nil: the run never sensed motion).
    public var motion: MotionLane?
    /// Battery readings (drawn in time order, joined by straight lines).
    public var battery: [BatterySample]
    /// When the battery ran empty, if it did: the rest of the window is shaded.
    public var batteryEmptyHour: Double?
    /// True visits.
    public var visits: [TimelineVisit]
    /// Declared entries and exits.
    public var declared: [DeclaredEvent]
    /// Canvas width (the height follows from the number of lanes).
    public var width: Double

    /// A day timeline; see the properties.
    public init(
        title: String, summary: String, window: HourSpan = HourSpan(startHour: 0, endHour: 24),
        sourceLanes: [TimelineLane], processor: ProcessorLane? = nil, wake: WakeLane? = nil, motion: MotionLane? = nil,
        battery: [BatterySample], batteryEmptyHour: Double? = nil, visits: [TimelineVisit],
        declared: [DeclaredEvent], width: Double = 760
    ) {
        self.title = title
        self.summary = summary
        self.window = window
        self.sourceLanes = sourceLanes
        self.processor = processor
        self.wake = wake
        self.motion = motion
        self.battery = battery
        self.batteryEmptyHour = batteryEmptyHour
        self.visits = visits
        self.declared = declared
        self.width = width
    }

    /// Label of the CPU's lane.
    static let processorLaneLabel = "CPU"
    /// Label of the lane of true visits.
    static let visitsLaneLabel = "True visits"
    /// Label of the lane of declared events.
    static let declaredLaneLabel = "Declared"

    /// Checks the window, spans, readings and event times.
    func validate(_ check: DataCheck) throws(ChartDataError) {
        try check.interval(lower: window.startHour, upper: window.endHour, "window")
        guard window.startHour < window.endHour else {
            throw check.error("window", .invalidParameter("start and end are equal; show at least a minute"))
        }
        for (l, lane) in sourceLanes.enumerated() {
            for (k, span) in lane.spans.enumerated() {
                try check.interval(
                    lower: span.startHour, upper: span.endHour, "sourceLanes[\(l)] \"\(lane.label)\".spans[\(k)]")
            }
        }
        for (name, spans) in [("awake", processor?.awake ?? []), ("busy", processor?.busy ?? [])] {
            for (k, span) in spans.enumerated() {
                try check.interval(lower: span.startHour, upper: span.endHour, "processor.\(name)[\(k)]")
            }
        }
        for (k, sample) in battery.enumerated() {
            try check.finite(sample.hour, "battery[\(k)].hour")
            try check.finite(sample.percent, "battery[\(k)].percent")
            guard sample.percent >= 0 && sample.percent <= 100 else {
                throw check.error("battery[\(k)].percent", .outOfRange(sample.percent, allowed: "0…100"))
            }
        }
        try validateWake(check)
        try validateMotion(check)
        if let batteryEmptyHour { try check.finite(batteryEmptyHour, "batteryEmptyHour") }
        for (k, visit) in visits.enumerated() {
            try check.interval(
                lower: visit.span.startHour, upper: visit.span.endHour, "visits[\(k)] \"\(visit.label)\"")
        }
        for (k, event) in declared.enumerated() { try check.finite(event.hour, "declared[\(k)].hour") }
    }
}

extension HourSpan {
    /// The share (0…1) of each of `columns` equal slices of this window covered by `spans` (merged first,
    /// so overlaps count once).
    func shares(of spans: [HourSpan], columns: Int) -> [Double] {
        var shares = [Double](repeating: 0, count: columns)
        let columnHours = (endHour - startHour) / Double(columns)
        for span in spans.merged(gapHours: 0) {
            var start = Swift.max(span.startHour, startHour)
            let end = Swift.min(span.endHour, endHour)
            guard start < end else { continue }
            var column = Swift.min(columns - 1, Int((start - startHour) / columnHours))
            while start < end, column < columns {
                let columnEnd = column == columns - 1 ? endHour : startHour + Double(column + 1) * columnHours
                let stop = Swift.min(end, columnEnd)
                if stop > start {
                    shares[column] += (stop - start) / columnHours
                    start = stop
                }
                column += 1
            }
        }
        return shares.map { Swift.min(1, $0) }
    }
}

extension [HourSpan] {
    /// The spans sorted and merged wherever they overlap or are less than `gapHours` apart (a gap too
    /// small to see at the drawing's resolution).
    func merged(gapHours: Double) -> [HourSpan] {
        var result: [HourSpan] = []
        for span in sorted(by: { $0.startHour < $1.startHour }) {
            if let last = result.last, span.startHour <= last.endHour + gapHours {
                result[result.count - 1].endHour = Swift.max(last.endHour, span.endHour)
            } else {
                result.append(span)
            }
        }
        return result
    }
}
