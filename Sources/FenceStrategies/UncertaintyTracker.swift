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
    public struct Settings: Sendable, Equatable {
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
    private var capture: FixCapture
    private var presence = DeclaredPresence()
    private let accuracy: DesiredAccuracy
    /// The uncertainty at ``since``, metres (infinite before the first fix: the first capture is due at once).
    private var uncertaintyMeters = Double.infinity
    private var since: SimTime = .zero
    private var speedMetersPerSecond = 0.0
    /// The pending timer of the next capture, if any.
    private var due: TimerID?
    private static let manager: ManagerID = "tracker"
    /// Tag of the tracker's own timer (captures use ``FixCapture/timeoutTag``).
    private static let dueTag = 1

    public init(
        settings: Settings = Settings(), accuracy: DesiredAccuracy = .best, acceptAccuracyMeters: Double = 20,
        captureTimeout: SimTime = .seconds(60)
    ) {
        self.settings = settings
        self.accuracy = accuracy
        capture = FixCapture(manager: Self.manager, acceptAccuracyMeters: acceptAccuracyMeters, timeout: captureTimeout)
    }

    public mutating func launch(context: inout StrategyContext) {
        context.configureManager(Self.manager, accuracy: accuracy, distanceFilterMeters: 0)
        context.startActivityUpdates()
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        if let outcome = capture.consume(event, context: &context) {
            switch outcome {
            case .captured(let location):
                let fences = context.fences
                presence.update(at: location, in: fences, marginMeters: 0, context: &context)
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
        parameters: [
            ParameterSpec(
                "threshold", .number(range: 1...100_000, unit: "m"), default: .number(100),
                "A fix is taken when the estimated uncertainty reaches this, metres."),
            ParameterSpec(
                "walkingSpeed", .number(range: 0...100, unit: "m/s"), default: .number(1.4),
                "Speed assumed while the classifier says walking, m/s."),
            ParameterSpec(
                "cyclingSpeed", .number(range: 0...100, unit: "m/s"), default: .number(5),
                "Speed assumed while the classifier says cycling, m/s."),
            ParameterSpec(
                "automotiveSpeed", .number(range: 0...100, unit: "m/s"), default: .number(12),
                "Speed assumed while the classifier says automotive, m/s."),
            ParameterSpec(
                "failureBackoff", .number(range: 1...86_400, unit: "s"), default: .number(300),
                "After a capture that got no fix, wait this long before the next, seconds."),
        ] + DutyCycledDescriptors.captureParameters,
        make: { reader throws(StrategyParameterError) in
            var settings = Settings()
            settings.thresholdMeters = try reader.number("threshold")
            settings.walkingSpeedMetersPerSecond = try reader.number("walkingSpeed")
            settings.cyclingSpeedMetersPerSecond = try reader.number("cyclingSpeed")
            settings.automotiveSpeedMetersPerSecond = try reader.number("automotiveSpeed")
            settings.failureBackoff = .seconds(try reader.number("failureBackoff"))
            let (accuracy, accept, timeout) = try DutyCycledDescriptors.capture(reader)
            return UncertaintyTrackerStrategy(
                settings: settings, accuracy: accuracy, acceptAccuracyMeters: accept, captureTimeout: timeout)
        })
}
