import FenceKernel
import FencePlatform

/// `uncertainty-tracker`: RAPS's rule ([@Paek2010RAPS]) — take a fix only when the position has grown
/// too uncertain, and never while the phone is still.
///
/// The app keeps an estimate of its position's uncertainty: the reported accuracy of its last captured
/// fix, growing by an assumed speed × the time since. The speed is the one assumed for the activity the
/// classifier reports (walking, cycling, automotive; RAPS learns it per place and time of day, which a
/// one-day run cannot) and 0 while it reports stationary: the stillness skip. When the uncertainty
/// reaches `threshold`, one capture (``FixCapture``) takes a fix, which declares entries and exits
/// (considered radius = fence radius) and sets the uncertainty back to its accuracy. A capture that
/// gets no fix (indoors, underground) is retried after `failureBackoff` — RAPS instead blacklists the
/// cell where GPS failed. Activity updates run all the time.
public struct UncertaintyTrackerStrategy: LocationStrategy {
    /// The tracker's settings.
    public struct Settings: StrategySettings, Equatable {
        /// A fix is taken when the uncertainty reaches this, metres.
        public var thresholdMeters: Double = 100
        /// Speed assumed while the classifier says walking, m/s.
        public var walkingSpeedMetersPerSecond: Double = 1.4
        /// Speed assumed while it says cycling, m/s.
        public var cyclingSpeedMetersPerSecond: Double = 5
        /// Speed assumed while it says automotive, m/s.
        public var automotiveSpeedMetersPerSecond: Double = 12
        /// After a capture that got no fix, the next one waits this long.
        public var failureBackoff: SimTime = .seconds(300)

        public init() {}

        /// The speed assumed while the classifier reports `activity`: 0 when stationary.
        public func speedMetersPerSecond(_ activity: MotionActivity) -> Double {
            switch activity {
            case .stationary: 0
            case .walking: walkingSpeedMetersPerSecond
            case .cycling: cyclingSpeedMetersPerSecond
            case .automotive: automotiveSpeedMetersPerSecond
            }
        }
    }

    public let settings: Settings
    private var capture: JudgedCapture
    /// The uncertainty at ``since``, metres (infinite before the first fix: the first capture is due at once).
    private var uncertaintyMeters = Double.infinity
    private var since: SimTime = .zero
    private var speedMetersPerSecond = 0.0
    /// The pending timer of the next capture, if any.
    private var due: TimerID?
    private static let manager: ManagerID = "tracker"
    /// Tag of the tracker's own timer (captures use ``FixCapture/timeoutTag``).
    private static let dueTag = 1

    /// A tracker with `settings` that captures each fix as `capture` says.
    public init(settings: Settings = Settings(), capture captureSettings: CaptureSettings = CaptureSettings()) {
        self.settings = settings
        capture = JudgedCapture(manager: Self.manager, settings: captureSettings)
    }

    public mutating func launch(context: inout StrategyContext) {
        capture.configure(context: &context)
        context.startActivityUpdates()
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        if let outcome = capture.consume(event, context: &context) {
            switch outcome {
            case .captured(let location):
                uncertaintyMeters = location.horizontalAccuracyMeters
                since = context.now
                schedule(context: &context)
            case .failed:
                replaceTimer(after: settings.failureBackoff, context: &context)
            }
            return
        }
        switch event {
        case .activityChanged(let activity):
            grow(to: context.now)
            speedMetersPerSecond = settings.speedMetersPerSecond(activity)
            if !capture.isActive { schedule(context: &context) }
        case .timer(let id, _) where id == due:
            due = nil
            grow(to: context.now)
            capture.begin(context: &context)
        default:
            break
        }
    }

    /// Brings the uncertainty up to `time` at the current speed.
    private mutating func grow(to time: SimTime) {
        uncertaintyMeters += speedMetersPerSecond * (time - since).seconds
        since = time
    }

    /// Sets the timer for when the uncertainty reaches the threshold (none while still; at once when
    /// it already has, or before the first fix).
    private mutating func schedule(context: inout StrategyContext) {
        if uncertaintyMeters >= settings.thresholdMeters {
            replaceTimer(after: .zero, context: &context)
        } else if speedMetersPerSecond > 0 {
            let seconds = (settings.thresholdMeters - uncertaintyMeters) / speedMetersPerSecond
            replaceTimer(after: .seconds(seconds), context: &context)
        } else if let pending = due {
            context.cancelTimer(pending)
            due = nil
        }
    }

    private mutating func replaceTimer(after delay: SimTime, context: inout StrategyContext) {
        if let pending = due { context.cancelTimer(pending) }
        due = context.scheduleTimer(after: delay, tag: Self.dueTag)
    }

    /// Registry entry: `uncertainty-tracker`.
    public static let descriptor = StrategyDescriptor(
        name: "uncertainty-tracker",
        summary:
            "A fix only when last accuracy + assumed speed × elapsed time exceeds a threshold; none while still (RAPS-like).",
        parameters: Settings.specs + CaptureSettings.specs,
        make: { reader throws(StrategyParameterError) in
            UncertaintyTrackerStrategy(
                settings: try Settings(reading: reader), capture: try CaptureSettings(reading: reader))
        })

}

extension UncertaintyTrackerStrategy.Settings {
    /// The tracker's own parameters, bound to their fields.
    static let boundParameters: [SettingsParameter<Self>] = [
        .number(
            "threshold", 1...100_000, "m", \.thresholdMeters,
            "A fix is taken when the estimated uncertainty reaches this, metres."),
        .number(
            "walkingSpeed", 0...100, "m/s", \.walkingSpeedMetersPerSecond,
            "Speed assumed while the classifier says walking, m/s."),
        .number(
            "cyclingSpeed", 0...100, "m/s", \.cyclingSpeedMetersPerSecond,
            "Speed assumed while the classifier says cycling, m/s."),
        .number(
            "automotiveSpeed", 0...100, "m/s", \.automotiveSpeedMetersPerSecond,
            "Speed assumed while the classifier says automotive, m/s."),
        .seconds(
            "failureBackoff", 1...86_400, \.failureBackoff,
            "After a capture that got no fix, wait this long before the next, seconds."),
    ]
}
