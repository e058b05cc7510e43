/// A fixed data range for an axis, e.g. recall 0…1. Checked when the chart is drawn (lower < upper, both
/// finite), so a range read from a file cannot trap.
public struct AxisRange: Sendable, Equatable {
    /// Smallest value shown.
    public var lower: Double
    /// Largest value shown.
    public var upper: Double

    /// The range `lower…upper`.
    public init(_ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
    }
}

/// How tick values are printed.
public enum TickFormat: Sendable, Equatable {
    /// Plain decimals with as many digits as the step needs ("0.25", "1500").
    case decimal
    /// A value in hours printed as a clock time ("07:30"); 24 prints as "24:00".
    case hourOfDay
}

/// How an axis places values: evenly, by their logarithm, or by their logarithm when the positive data span more
/// than ``Axis/logarithmicSpan`` (so that 10 h beside 110 h, or latencies of seconds beside hours, stay apart).
public enum AxisScaling: Sendable, Equatable {
    case linear
    case logarithmic
    case automatic
}

/// One chart axis: a title with its unit, and how to choose the range and the ticks.
///
/// Without `range` the axis spans the data, widened to whole tick steps; with `range` it shows exactly that
/// range (data outside is clipped or clamped by the chart).
public struct Axis: Sendable, Equatable {
    /// What the axis measures, e.g. "Battery life".
    public var title: String
    /// Unit symbol shown in parentheses after the title, e.g. "h", "mAh", "%"; nil for dimensionless
    /// quantities such as a recall.
    public var unit: String?
    /// Fixed range; nil to fit the data.
    public var range: AxisRange?
    /// Whether a fitted range must include zero (bars and counts should; battery life vs recall need not).
    public var includesZero: Bool
    /// Fixed distance between ticks in data units (e.g. 3 for hours of day); nil for a 1-2-5 step.
    public var tickStep: Double?
    /// About how many tick intervals a 1-2-5 step aims for (at least 1).
    public var targetTickCount: Int
    /// How tick labels are printed.
    public var tickFormat: TickFormat
    /// Linear, logarithmic or chosen by the data's span (a fixed `range` is always linear; `includesZero` does
    /// not apply to a logarithmic axis).
    public var scaling: AxisScaling

    /// The largest ratio of the largest to the smallest positive value that an ``AxisScaling/automatic`` axis
    /// shows linearly.
    public static let logarithmicSpan = 10.0
    /// The most decades a logarithmic axis spans.
    static let maximumDecades = 6.0

    /// An axis titled `title` in `unit`; see the properties for the other parameters.
    public init(
        title: String, unit: String? = nil, range: AxisRange? = nil, includesZero: Bool = false,
        tickStep: Double? = nil, targetTickCount: Int = 6, tickFormat: TickFormat = .decimal,
        scaling: AxisScaling = .linear
    ) {
        self.title = title
        self.unit = unit
        self.range = range
        self.includesZero = includesZero
        self.tickStep = tickStep
        self.targetTickCount = targetTickCount
        self.tickFormat = tickFormat
        self.scaling = scaling
    }

    /// The axis title as printed: "Battery life (h)", or just the title without a unit.
    public var label: String {
        guard let unit, !unit.isEmpty else { return title }
        return "\(title) (\(unit))"
    }

    /// The printed label of tick `value` on an axis whose ticks need `decimals` decimals.
    func tickLabel(_ value: Double, decimals: Int) -> String {
        switch tickFormat {
        case .decimal:
            return NumberText.fixed(value, decimals: decimals)
        case .hourOfDay:
            let totalMinutes = Int((value * 60).rounded())
            let hours = totalMinutes / 60
            let minutes = abs(totalMinutes % 60)
            return (hours < 10 && hours >= 0 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
        }
    }
}
