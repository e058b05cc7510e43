import FenceKernel
import FencePlatform

/// A ``FixCapture`` whose captured fixes declare entries and exits (considered radius = fence radius):
/// the core of `periodic`, `distance-adaptive`, `activity-transition` and `uncertainty-tracker`, which
/// differ only in when they begin a capture.
struct JudgedCapture: Sendable, Equatable {
    private var capture: FixCapture
    private var presence = DeclaredPresence()
    /// Accuracy requested of the capture's manager.
    private let accuracy: DesiredAccuracy

    /// Captures on `manager` as `settings` say.
    init(manager: ManagerID, settings: CaptureSettings) {
        accuracy = settings.accuracy
        capture = FixCapture(
            manager: manager, acceptAccuracyMeters: settings.acceptAccuracyMeters, timeout: settings.timeout)
    }

    /// Whether a capture is running.
    var isActive: Bool { capture.isActive }

    /// Configures the manager for captures: ``accuracy``, no distance filter. Called at launch.
    func configure(context: inout StrategyContext) {
        context.configureManager(capture.manager, accuracy: accuracy, distanceFilterMeters: 0)
    }

    /// Starts a capture; no effect while one is active.
    mutating func begin(context: inout StrategyContext) { capture.begin(context: &context) }

    /// Feeds an event. When it completes the capture, a captured fix is judged against the fences (its
    /// entries and exits declared) and the outcome returned; nil while the capture runs or when the event
    /// is not the capture's.
    @inline(__always)  // called for every event, usually with no capture active
    mutating func consume(_ event: StrategyEvent, context: inout StrategyContext) -> FixCapture.Outcome? {
        let outcome = capture.consume(event, context: &context)
        if case .captured(let location) = outcome { presence.update(at: location, marginMeters: 0, context: &context) }
        return outcome
    }
}
