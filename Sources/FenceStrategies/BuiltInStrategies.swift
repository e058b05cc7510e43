import FencePlatform

extension StrategyRegistry {
    /// The seven built-in strategies, by scenario name.
    public static let builtIn = StrategyRegistry([
        ContinuousStrategy.descriptor,
        ThreeManagerStrategy.descriptor,
        SignificantChangeStrategy.descriptor,
        RegionMonitoringStrategy.descriptor,
        RegionMonitoringStrategy.verifiedDescriptor,
        DutyCycledDescriptors.periodic,
        DutyCycledDescriptors.distanceAdaptive,
    ])
}
