import FenceKernel
import FencePlatform

/// `continuous`: the paper's baseline ([@Raheja2012] §3.4 "Problem"). One location manager runs all the time at
/// `desiredAccuracy` with `distanceFilter`; every fresh delivered fix inside a fence declares an entry,
/// every fresh fix outside a declared fence declares an exit. Fixes older than 15 s (the cached
/// location delivered first) are ignored, per [@Raheja2012] §3.3.2.
public struct ContinuousStrategy: LocationStrategy {
    /// The manager's accuracy and distance filter.
    public var settings: ManagerSettings
    private var presence = DeclaredPresence()
    private static let manager: ManagerID = "main"

    public init(settings: ManagerSettings = ManagerSettings()) { self.settings = settings }

    public mutating func launch(context: inout StrategyContext) {
        settings.configure(Self.manager, context: &context)
        context.startUpdatingLocation(Self.manager)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        guard case .location(let location, _) = event else { return }
        presence.updateIfFresh(location, context: &context)
    }

    /// Registry entry: `continuous` with `desiredAccuracy` (default `best`) and `distanceFilter`
    /// (default 10 m), the paper's baseline.
    public static let descriptor = StrategyDescriptor(
        name: "continuous",
        summary: "One manager at desiredAccuracy with distanceFilter, always on (the paper's baseline).",
        parameters: ManagerSettings.specs,
        make: { reader throws(StrategyParameterError) in
            ContinuousStrategy(settings: try ManagerSettings(reading: reader))
        })
}
