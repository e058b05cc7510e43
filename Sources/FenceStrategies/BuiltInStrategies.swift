import FencePlatform

extension StrategyRegistry {
    /// The fifteen built-in strategies, by scenario name.
    public static let builtIn = StrategyRegistry([
        ContinuousStrategy.descriptor,
        ThreeManagerStrategy.descriptor,
        ThreeManagerStrategy.hysteresisDescriptor,
        SignificantChangeStrategy.descriptor,
        RegionMonitoringStrategy.descriptor,
        RegionMonitoringStrategy.verifiedDescriptor,
        DutyCycledDescriptors.periodic,
        DutyCycledDescriptors.distanceAdaptive,
        AccelerometerGatedStrategy.descriptor,
        ActivityTransitionStrategy.descriptor,
        MotionGatedThreeManagerStrategy.descriptor,
        UncertaintyTrackerStrategy.descriptor,
        PausingContinuousStrategy.autoPauseDescriptor,
        PausingContinuousStrategy.liveUpdatesDescriptor,
        MachineStrategy.descriptor,
    ])
}
