import FenceKernel
import FencePlatform

/// `accelerometer-gated`: SenseLess's gate ([@SenseLess2009]). Activity updates run all the time; one
/// location manager runs at `desiredAccuracy` with `distanceFilter` while the classifier says the phone
/// moves, and is stopped while it says stationary. Fresh fixes declare entries and exits as in
/// `continuous` (fixes older than 15 s are ignored).
///
/// The gate follows the *reported* activity, so it opens late by the classifier's detection delay
/// and stays shut through a stretch the classifier took for stationary.
public struct AccelerometerGatedStrategy: LocationStrategy {
    /// The manager's accuracy (while moving) and distance filter.
    public var settings: ManagerSettings
    private var presence = DeclaredPresence()
    private var updating = false
    private static let manager: ManagerID = "gated"

    public init(settings: ManagerSettings = ManagerSettings()) { self.settings = settings }

    public mutating func launch(context: inout StrategyContext) {
        settings.configure(Self.manager, context: &context)
        context.startActivityUpdates()
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        switch event {
        case .activityChanged(let activity):
            if activity.isMoving && !updating { context.startUpdatingLocation(Self.manager) }
            if !activity.isMoving && updating { context.stopUpdatingLocation(Self.manager) }
            updating = activity.isMoving
        case .location(let location, _):
            presence.updateIfFresh(location, context: &context)
        default:
            break
        }
    }

    /// Registry entry: `accelerometer-gated` with `desiredAccuracy` (default `best`) and
    /// `distanceFilter` (default 10 m), `continuous`'s defaults.
    public static let descriptor = StrategyDescriptor(
        name: "accelerometer-gated",
        summary:
            "One manager at desiredAccuracy with distanceFilter, on only while the activity classifier says moving (SenseLess).",
        parameters: ManagerSettings.specs,
        make: { reader throws(StrategyParameterError) in
            AccelerometerGatedStrategy(settings: try ManagerSettings(reading: reader))
        })
}
