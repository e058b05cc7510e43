import FenceKernel
import FencePlatform

/// `activity-transition`: one fix per change of activity ([@Phan2014Transitions]). Activity updates run
/// all the time; each change the classifier reports (stationary, walking, cycling, automotive) starts
/// one capture (``FixCapture``: the first fresh fix at or below `acceptAccuracy`, else the best fresh
/// one at `captureTimeout`), and the captured fix declares entries and exits (considered radius =
/// fence radius). A change reported during a capture does not start another.
///
/// It catches a fence where the person changes activity there — arrives and sits down, gets off a
/// bus — and misses one passed through without a change.
public struct ActivityTransitionStrategy: LocationStrategy {
    private var capture: JudgedCapture
    private static let manager: ManagerID = "transition"

    /// A strategy that captures each fix as `capture` says.
    public init(capture settings: CaptureSettings = CaptureSettings()) {
        capture = JudgedCapture(manager: Self.manager, settings: settings)
    }

    public mutating func launch(context: inout StrategyContext) {
        capture.configure(context: &context)
        context.startActivityUpdates()
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        // The capture's own events (its fixes, its timeout) are never an activity change.
        if capture.consume(event, context: &context) != nil { return }
        if case .activityChanged = event { capture.begin(context: &context) }
    }

    /// Registry entry: `activity-transition` with the capture parameters (``CaptureSettings``).
    public static let descriptor = StrategyDescriptor(
        name: "activity-transition",
        summary: "One fix captured at each change of activity the classifier reports (activity-transition triggering).",
        parameters: CaptureSettings.specs,
        make: { reader throws(StrategyParameterError) in
            ActivityTransitionStrategy(capture: try CaptureSettings(reading: reader))
        })
}
