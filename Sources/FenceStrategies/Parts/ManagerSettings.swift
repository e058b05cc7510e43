import FencePlatform

/// The always-on location manager of `continuous` and of the strategies built on it (`auto-pause`,
/// `live-updates`, `accelerometer-gated`): the accuracy requested of it and its distance filter, the
/// parameters `desiredAccuracy` (default `best`) and `distanceFilter` (default 10 m).
public struct ManagerSettings: StrategySettings, Equatable {
    /// Accuracy requested of the manager.
    public var accuracy: DesiredAccuracy = .best
    /// The manager's distance filter in metres.
    public var distanceFilterMeters: Double = 10

    /// The parameters' defaults.
    public init() {}

    /// Settings with each value given.
    public init(accuracy: DesiredAccuracy, distanceFilterMeters: Double) {
        self.accuracy = accuracy
        self.distanceFilterMeters = distanceFilterMeters
    }

    /// The two parameters, bound to their fields.
    static let boundParameters: [SettingsParameter<Self>] = [
        .accuracy("desiredAccuracy", \.accuracy, "Accuracy requested of the location manager."),
        .number(
            "distanceFilter", 0...10_000, "m", \.distanceFilterMeters,
            "Minimum movement between deliveries, metres (0 = every fix)."),
    ]

    /// Configures `manager` with these settings.
    func configure(_ manager: ManagerID, context: inout StrategyContext) {
        context.configureManager(manager, accuracy: accuracy, distanceFilterMeters: distanceFilterMeters)
    }
}
