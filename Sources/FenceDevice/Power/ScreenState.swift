/// What the screen does, as a time-averaged duty: the share of time it is on and its brightness.
///
/// A share strictly between 0 and 1 stands for a user who looks at the phone now and then
/// (`AppBehaviour.screenOnShare`); its current is the on-current times the share, which gives the
/// right charge over any stretch much longer than one on/off cycle.
public struct ScreenState: Codable, Sendable, Equatable {
    /// Share of time the screen is on, 0 … 1.
    public var onShare: Double
    /// Brightness while on, 0 (minimum) … 1 (full).
    public var brightness: Double

    /// A screen on for `onShare` of the time at `brightness`.
    public init(onShare: Double, brightness: Double) {
        precondition((0...1).contains(onShare) && (0...1).contains(brightness), "ScreenState: values outside 0 ... 1")
        self.onShare = onShare
        self.brightness = brightness
    }

    /// The screen off.
    public static let off = ScreenState(onShare: 0, brightness: 0)

    /// Average current for the on-current and full-brightness extra of `power`, mA.
    func milliamps(_ power: PowerParameters) -> Double {
        onShare * (power.screenOnMilliamps + brightness * power.screenFullExtraMilliamps)
    }
}
