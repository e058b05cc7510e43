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
    /// Accuracy requested of the manager while moving.
    public var accuracy: DesiredAccuracy
    /// The manager's distance filter in metres.
    public var distanceFilterMeters: Double
    private var presence = DeclaredPresence()
    private var updating = false
    private static let manager: ManagerID = "gated"

    public init(accuracy: DesiredAccuracy = .best, distanceFilterMeters: Double = 10) {
        self.accuracy = accuracy
        self.distanceFilterMeters = distanceFilterMeters
    }

    public mutating func launch(context: inout StrategyContext) {
        context.configureManager(Self.manager, accuracy: accuracy, distanceFilterMeters: distanceFilterMeters)
        context.startActivityUpdates()
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        switch event {
        case .activityChanged(let activity):
            if activity.isMoving && !updating { context.startUpdatingLocation(Self.manager) }
            if !activity.isMoving && updating { context.stopUpdatingLocation(Self.manager) }
            updating = activity.isMoving
        case .location(let location, _) where location.age(at: context.now) <= .seconds(15):
            let fences = context.fences
            presence.update(at: location, in: fences, marginMeters: 0, context: &context)
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
        parameters: [
            ParameterSpec(
                "desiredAccuracy", .choice(DesiredAccuracy.names), default: .string("best"),
                "Accuracy requested of the location manager while moving."),
            ParameterSpec(
                "distanceFilter", .number(range: 0...10_000, unit: "m"), default: .number(10),
                "Minimum movement between deliveries, metres (0 = every fix)."),
        ],
        make: { reader throws(StrategyParameterError) in
            AccelerometerGatedStrategy(
                accuracy: try reader.accuracy("desiredAccuracy"),
                distanceFilterMeters: try reader.number("distanceFilter"))
        })
}
