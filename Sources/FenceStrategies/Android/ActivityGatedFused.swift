import FenceKernel
import FencePlatform

/// A Fused Location Provider scheme that an activity gate (``ActivityGatedFusedStrategy``) stops while the
/// phone is still and starts again when it moves.
protocol GateableFusedScheme: LocationStrategy {
    /// Whether the scheme runs a foreground service (started once, at the app's launch).
    var foregroundService: Bool { get }
    /// Starts the scheme's requests as at launch, without the foreground service.
    mutating func resume(context: inout StrategyContext)
    /// Removes every request and drops the scheme's progress; the fences it declared entered stay
    /// declared — a still phone has not left them.
    mutating func halt(context: inout StrategyContext)
}

/// An Android scheme behind an Activity Recognition gate: the counterpart of the iOS motion-gated
/// strategies ([@SenseLess2009], [@WWDC2014Motion]) written with the Activity Recognition Transition API
/// ([@AndroidActivityRecognition]).
///
/// Activity updates run all the time (the app registers for the transitions into and out of STILL,
/// WALKING, ON_BICYCLE and IN_VEHICLE; each arrives as `activityChanged`, a callback that wakes the app).
/// While the classifier last said the phone moves, the scheme runs; when it reports STILL the scheme's
/// requests are removed (``GateableFusedScheme/halt(context:)``); when it reports movement again the
/// scheme starts over (``GateableFusedScheme/resume(context:)``). Locations that arrive with the gate
/// shut are ignored. The gate opens late by the classifier's detection delay, and a stretch taken for
/// still runs without location until the classifier corrects itself.
struct ActivityGatedFusedStrategy<Scheme: GateableFusedScheme>: LocationStrategy {
    /// The gated scheme, with whatever progress it made since the gate last opened.
    var scheme: Scheme
    /// Whether the gate is open (the classifier last said the phone moves).
    private(set) var open = false

    init(_ scheme: Scheme) { self.scheme = scheme }

    mutating func launch(context: inout StrategyContext) {
        if scheme.foregroundService { context.startForegroundService() }
        context.startActivityUpdates()
    }

    mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
        if case .activityChanged(let activity) = event {
            if activity.isMoving && !open {
                open = true
                scheme.resume(context: &context)
            } else if !activity.isMoving && open {
                open = false
                scheme.halt(context: &context)
            }
            return
        }
        guard open else { return }
        scheme.handle(event, context: &context)
    }
}

extension FusedContinuousStrategy: GateableFusedScheme {
    mutating func resume(context: inout StrategyContext) { context.requestLocationUpdates(Self.requestID, request) }
    mutating func halt(context: inout StrategyContext) { context.removeLocationUpdates(Self.requestID) }
}

extension FusedThreeZoneStrategy: GateableFusedScheme {
    var foregroundService: Bool { parameters.foregroundService }

    mutating func resume(context: inout StrategyContext) { enter(.middle, context: &context) }

    mutating func halt(context: inout StrategyContext) {
        context.removeLocationUpdates(Self.requestID)
        var restarted = FusedThreeZoneStrategy(parameters: parameters)
        restarted.presence = presence
        self = restarted
    }
}

/// The registry entries of the activity-gated Android strategies.
enum ActivityGatedDescriptors {
    /// `android-activity-gated`: `android-continuous`'s request behind the gate.
    static let continuous = StrategyDescriptor(
        name: "android-activity-gated",
        summary:
            "android-continuous's request, on only while Activity Recognition says the phone moves; removed on STILL (Android).",
        parameters: FusedContinuousStrategy.descriptor.parameters,
        make: { reader throws(StrategyParameterError) in
            ActivityGatedFusedStrategy(try FusedContinuousStrategy.make(reader))
        }
    ).restricted(to: [.android])

    /// `android-three-zone-motion-gated`: `android-three-zone` behind the gate.
    static let threeZone = StrategyDescriptor(
        name: "android-three-zone-motion-gated",
        summary:
            "android-three-zone with its request removed while Activity Recognition says STILL; it starts over on movement (Android).",
        parameters: FusedThreeZoneStrategy.descriptor.parameters,
        make: { reader throws(StrategyParameterError) in
            ActivityGatedFusedStrategy(
                FusedThreeZoneStrategy(parameters: try FusedThreeZoneStrategy.schemeParameters(reader)))
        }
    ).restricted(to: [.android])
}
