import FencePlatform

extension StrategyRegistry {
    /// The built-in strategies, by scenario name: the iOS ones, then the Android ones.
    public static let builtIn = StrategyRegistry(
        [
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
        ].map { $0.restricted(to: [.ios]) } + androidDescriptors)
}
