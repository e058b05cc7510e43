import FenceKernel
import FencePlatform

/// `three-manager-motion-gated`: the paper's scheme ([@Raheja2012] §3.4, ``ThreeManagerStrategy``) with
/// its managers off while the activity classifier says the phone is still — the accelerometer gate of
/// SenseLess ([@SenseLess2009]) and of the motion co-processor strategies ([@WWDC2014Motion]) put in
/// front of it.
///
/// Activity updates run all the time. When the classifier reports stationary, the significant-change,
/// low- and high-accuracy managers all stop and the scheme's progress is dropped (an accurate capture
/// in progress is abandoned); the fences declared entered stay declared — a still phone has not left
/// them. When it reports movement again, the scheme starts over as at launch: significant changes on,
/// an accurate capture (step 2), then the zones. A wrong "stationary" report shuts the scheme off for
/// as long as the classifier takes to correct itself.
public struct MotionGatedThreeManagerStrategy: LocationStrategy {
    /// The scheme's parameters (``ThreeManagerStrategy/Parameters``).
    public let parameters: ThreeManagerStrategy.Parameters
    private var scheme: ThreeManagerStrategy
    /// Whether the gate is open (the classifier last said the phone moves).
    private var open = true

    public init(parameters: ThreeManagerStrategy.Parameters = ThreeManagerStrategy.Parameters()) {
        self.parameters = parameters
        scheme = ThreeManagerStrategy(parameters: parameters)
    }

    public mutating func launch(context: inout StrategyContext) {
        context.startActivityUpdates()
        scheme.launch(context: &context)
    }

    public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        if case .activityChanged(let activity) = event {
            if activity.isMoving && !open {
                open = true
                scheme.launch(context: &context)
            } else if !activity.isMoving && open {
                open = false
                context.stopUpdatingLocation(ThreeManagerStrategy.low)
                context.stopUpdatingLocation(ThreeManagerStrategy.high)
                context.stopSignificantChanges()
                // The scheme starts over when the gate opens; what it declared stays declared. (Its
                // abandoned capture's timer finds no capture waiting for it.)
                var restarted = ThreeManagerStrategy(parameters: parameters)
                restarted.presence = scheme.presence
                restarted.outsideSince = scheme.outsideSince
                scheme = restarted
            }
            return
        }
        guard open else { return }
        scheme.handle(event, context: &context)
    }

    /// Registry entry: `three-manager-motion-gated` with the paper's parameters as defaults.
    public static let descriptor = StrategyDescriptor(
        name: "three-manager-motion-gated",
        summary:
            "three-manager with all its managers off while the activity classifier says still; it starts over on movement.",
        parameters: ThreeManagerStrategy.Parameters.specs,
        make: { reader throws(StrategyParameterError) in
            MotionGatedThreeManagerStrategy(parameters: try ThreeManagerStrategy.Parameters(reading: reader))
        },
        checkScenario: { strategy, facts in
            guard let gated = strategy as? MotionGatedThreeManagerStrategy else { return [] }
            return ThreeManagerStrategy.checkOuterRadius(ThreeManagerStrategy(parameters: gated.parameters), facts)
        })
}
