import FenceKernel
import FencePlatform

/// How a strategy captures one fix (``FixCapture``): the accuracy it asks for, the reported accuracy
/// that ends a capture at once, and how long a capture waits before settling for its best fresh fix.
/// The parameters `desiredAccuracy`, `acceptAccuracy` and `captureTimeout` of `periodic`,
/// `distance-adaptive`, `activity-transition` and `uncertainty-tracker`.
public struct CaptureSettings: StrategySettings, Equatable {
    /// Accuracy requested for each capture.
    public var accuracy: DesiredAccuracy = .best
    /// A capture ends at the first fresh fix with reported accuracy at or below this, metres.
    public var acceptAccuracyMeters: Double = 20
    /// A capture settles for its best fresh fix after this long.
    public var timeout: SimTime = .seconds(60)

    /// The parameters' defaults.
    public init() {}

    /// Settings with each value given.
    public init(accuracy: DesiredAccuracy, acceptAccuracyMeters: Double, timeout: SimTime) {
        self.accuracy = accuracy
        self.acceptAccuracyMeters = acceptAccuracyMeters
        self.timeout = timeout
    }

    /// The three parameters, bound to their fields.
    static let boundParameters: [SettingsParameter<Self>] = [
        .accuracy("desiredAccuracy", \.accuracy, "Accuracy requested for each capture."),
        .number(
            "acceptAccuracy", 1...10_000, "m", \.acceptAccuracyMeters,
            "A capture ends at the first fresh fix with reported accuracy at or below this, metres."),
        .seconds(
            "captureTimeout", 1...3_600, \.timeout, "A capture settles for its best fresh fix after this long, seconds."
        ),
    ]
}
