/// Time units for axes that show durations (detection latency), with conversion from seconds.
public enum DurationUnit: Sendable, Equatable, CaseIterable {
    /// Seconds, "s".
    case seconds
    /// Minutes, "min".
    case minutes
    /// Hours, "h".
    case hours

    /// Unit symbol for axis titles.
    public var symbol: String {
        switch self {
        case .seconds: "s"
        case .minutes: "min"
        case .hours: "h"
        }
    }

    /// Seconds in one unit: 1, 60, 3600.
    public var seconds: Double {
        switch self {
        case .seconds: 1
        case .minutes: 60
        case .hours: 3600
        }
    }

    /// `durationSeconds` expressed in this unit.
    public func value(ofSeconds durationSeconds: Double) -> Double { durationSeconds / seconds }

    /// The unit that keeps a duration of `durationSeconds` (typically the largest value shown) between
    /// about 1 and 300 units: seconds up to 5 min, minutes up to 5 h, hours beyond.
    public static func readable(forSeconds durationSeconds: Double) -> DurationUnit {
        if durationSeconds <= 300 { return .seconds }
        if durationSeconds <= 5 * 3600 { return .minutes }
        return .hours
    }
}
