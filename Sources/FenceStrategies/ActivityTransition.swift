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
    private var capture: FixCapture
    private var presence = DeclaredPresence()
    private let accuracy: DesiredAccuracy
    private static let manager: ManagerID = "transition"

    /// - Parameters:
    ///   - accuracy: accuracy requested for each capture.
    ///   - acceptAccuracyMeters: a capture ends at the first fresh fix at or below this accuracy.
    ///   - captureTimeout: a capture settles for its best fresh fix after this long.
    public init(accuracy: DesiredAccuracy, acceptAccuracyMeters: Double, captureTimeout: SimTime) {
        self.accuracy = accuracy
        capture = FixCapture(manager: Self.manager, acceptAccuracyMeters: acceptAccuracyMeters, timeout: captureTimeout)
    }

    public mutating func launch(context: inout StrategyContext) {
        context.configureManager(Self.manager, accuracy: accuracy, distanceFilterMeters: 0)
        context.startActivityUpdates()
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        if case .captured(let location) = capture.consume(event, context: &context) {
            let fences = context.fences
            presence.update(at: location, in: fences, marginMeters: 0, context: &context)
            return
        }
        if case .activityChanged = event { capture.begin(context: &context) }
    }

    /// Registry entry: `activity-transition` with the duty-cycled strategies' capture parameters.
    public static let descriptor = StrategyDescriptor(
        name: "activity-transition",
        summary: "One fix captured at each change of activity the classifier reports (activity-transition triggering).",
        parameters: DutyCycledDescriptors.captureParameters,
        make: { reader throws(StrategyParameterError) in
            let (accuracy, accept, timeout) = try DutyCycledDescriptors.capture(reader)
            return ActivityTransitionStrategy(
                accuracy: accuracy, acceptAccuracyMeters: accept, captureTimeout: timeout)
        })
}
