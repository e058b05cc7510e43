/// Simulation time: an integer count of microseconds since the start of the scenario.
///
/// Integer time makes event order exact and results byte-identical across platforms; a
/// microsecond resolves every modelled delay (the shortest is a ~0.1 s CPU burst) while an
/// `Int64` spans ±292 000 years. The same type measures instants and spans between them.
public struct SimTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Microseconds since scenario start (or the length of a span).
    public var microseconds: Int64

    /// Creates a time from raw microseconds.
    @inlinable
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// The scenario start. (Computed and inlinable, as are all the helpers here: a stored static
    /// would be read through a lazy-initialisation check in every other module.)
    @inlinable public static var zero: SimTime { SimTime(microseconds: 0) }
    /// The largest representable time, used as "never".
    @inlinable public static var never: SimTime { SimTime(microseconds: .max) }

    /// `value` microseconds.
    @inlinable public static func microseconds(_ value: Int64) -> SimTime { SimTime(microseconds: value) }
    /// `value` milliseconds, rounded to the nearest microsecond.
    @inlinable public static func milliseconds(_ value: Double) -> SimTime { .init(rounding: value * 1e3) }
    /// `value` seconds, rounded to the nearest microsecond.
    @inlinable public static func seconds(_ value: Double) -> SimTime { .init(rounding: value * 1e6) }
    /// `value` minutes, rounded to the nearest microsecond.
    @inlinable public static func minutes(_ value: Double) -> SimTime { .init(rounding: value * 6e7) }
    /// `value` hours, rounded to the nearest microsecond.
    @inlinable public static func hours(_ value: Double) -> SimTime { .init(rounding: value * 3.6e9) }
    /// `value` days of 24 h, rounded to the nearest microsecond.
    @inlinable public static func days(_ value: Double) -> SimTime { .init(rounding: value * 8.64e10) }

    @inlinable
    init(rounding microseconds: Double) {
        if !(microseconds.isFinite && abs(microseconds) < 9.2e18) { Self.outOfRange(microseconds) }
        // `rounded()` (half away from zero) without its libm call: the truncation is exact, and so is
        // the fraction it leaves (a multiple of the value's spacing, below 1 in magnitude).
        let truncated = Int64(microseconds)
        let fraction = microseconds - Double(truncated)
        self.microseconds = fraction >= 0.5 ? truncated + 1 : (fraction <= -0.5 ? truncated - 1 : truncated)
    }

    /// Stops on a time that an `Int64` count of microseconds cannot hold. Out of line, so that the
    /// message's formatting does not keep the conversions above from being inlined.
    @usableFromInline @inline(never)
    static func outOfRange(_ microseconds: Double) -> Never {
        preconditionFailure("SimTime out of range: \(microseconds) µs")
    }

    /// The time in seconds.
    @inlinable public var seconds: Double { Double(microseconds) * 1e-6 }
    /// The time in hours.
    @inlinable public var hours: Double { Double(microseconds) / 3.6e9 }
    /// The whole seconds part (floor), e.g. the 1 Hz tick an instant falls in.
    @inlinable public var wholeSeconds: Int64 {
        microseconds >= 0 ? microseconds / 1_000_000 : -((-microseconds + 999_999) / 1_000_000)
    }

    @inlinable public static func < (a: SimTime, b: SimTime) -> Bool { a.microseconds < b.microseconds }
    @inlinable public static func + (a: SimTime, b: SimTime) -> SimTime {
        SimTime(microseconds: a.microseconds + b.microseconds)
    }
    @inlinable public static func - (a: SimTime, b: SimTime) -> SimTime {
        SimTime(microseconds: a.microseconds - b.microseconds)
    }
    @inlinable public static func += (a: inout SimTime, b: SimTime) { a.microseconds += b.microseconds }
    @inlinable public static func * (a: SimTime, k: Int64) -> SimTime { SimTime(microseconds: a.microseconds * k) }

    /// Readable form: `[-][Nd ]HH:MM:SS[.ffffff]`, e.g. `1d 07:45:00` or `00:00:02.500000`.
    public var description: String {
        if self == .never { return "never" }
        let negative = microseconds < 0
        let total = microseconds.magnitude
        let fraction = total % 1_000_000
        let seconds = total / 1_000_000
        let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let hh = rest / 3600, mm = rest % 3600 / 60, ss = rest % 60
        var text = negative ? "-" : ""
        if days > 0 { text += "\(days)d " }
        text += Self.pad(hh) + ":" + Self.pad(mm) + ":" + Self.pad(ss)
        if fraction != 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: 6 - digits.count) + digits
        }
        return text
    }

    private static func pad(_ value: UInt64) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
