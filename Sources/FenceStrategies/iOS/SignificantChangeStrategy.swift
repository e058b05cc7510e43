import FenceKernel
import FencePlatform

/// `significant-change`: significant-change deliveries only. Each delivery is judged against every
/// fence with considered radius = fence radius + reported accuracy (the paper's low-accuracy rule), or
/// the plain fence radius when `considerAccuracy` is false.
public struct SignificantChangeStrategy: LocationStrategy {
    /// Whether the reported accuracy widens each fence when judging a delivery.
    public var considerAccuracy: Bool
    private var presence = DeclaredPresence()

    public init(considerAccuracy: Bool = true) { self.considerAccuracy = considerAccuracy }

    public mutating func launch(context: inout StrategyContext) { context.startSignificantChanges() }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        guard case .significantChange(let location) = event else { return }
        let margin = considerAccuracy ? location.horizontalAccuracyMeters : 0
        presence.update(at: location, marginMeters: margin, context: &context)
    }

    /// Registry entry.
    public static let descriptor = StrategyDescriptor(
        name: "significant-change",
        summary: "Significant-change deliveries only, judged with radius + reported accuracy.",
        parameters: [
            ParameterSpec(
                "considerAccuracy", .bool, default: .bool(true),
                "Widen each fence by the delivery's reported accuracy when judging it.")
        ],
        make: { reader throws(StrategyParameterError) in
            SignificantChangeStrategy(considerAccuracy: try reader.bool("considerAccuracy"))
        })
}
