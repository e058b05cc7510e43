import FenceKernel
import FencePlatform

/// `continuous`: the paper's baseline ([@Raheja2012] §3.4 "Problem"). One location manager runs all the time at
/// `desiredAccuracy` with `distanceFilter`; every fresh delivered fix inside a fence declares an entry,
/// every fresh fix outside a declared fence declares an exit. Fixes older than 15 s (the cached
/// location delivered first) are ignored, per [@Raheja2012] §3.3.2.
public struct ContinuousStrategy: LocationStrategy {
    /// Accuracy requested of the manager.
    public var accuracy: DesiredAccuracy
    /// The manager's distance filter in metres.
    public var distanceFilterMeters: Double
    private var presence = DeclaredPresence()
    private static let manager: ManagerID = "main"

    public init(accuracy: DesiredAccuracy = .best, distanceFilterMeters: Double = 10) {
        self.accuracy = accuracy
        self.distanceFilterMeters = distanceFilterMeters
    }

    public mutating func launch(context: inout StrategyContext) {
        context.configureManager(Self.manager, accuracy: accuracy, distanceFilterMeters: distanceFilterMeters)
        context.startUpdatingLocation(Self.manager)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        guard case .location(let location, _) = event, location.age(at: context.now) <= .seconds(15) else { return }
        let fences = context.fences
        presence.update(at: location, in: fences, marginMeters: 0, context: &context)
    }

    /// Registry entry: `continuous` with `desiredAccuracy` (default `best`) and `distanceFilter`
    /// (default 10 m), the paper's baseline.
    public static let descriptor = StrategyDescriptor(
        name: "continuous",
        summary: "One manager at desiredAccuracy with distanceFilter, always on (the paper's baseline).",
        parameters: [
            ParameterSpec(
                "desiredAccuracy", .choice(DesiredAccuracy.names), default: .string("best"),
                "Accuracy requested of the location manager."),
            ParameterSpec(
                "distanceFilter", .number(range: 0...10_000, unit: "m"), default: .number(10),
                "Minimum movement between deliveries, metres (0 = every fix)."),
        ],
        make: { reader throws(StrategyParameterError) in
            ContinuousStrategy(
                accuracy: try reader.accuracy("desiredAccuracy"),
                distanceFilterMeters: try reader.number("distanceFilter"))
        })
}
