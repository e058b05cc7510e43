import FencePlatform

extension StrategyRegistry {
    /// The Android-only built-in strategies.
    static let androidDescriptors: [StrategyDescriptor] = [
        FusedContinuousStrategy.descriptor,
        FusedPeriodicStrategy.descriptor,
        FusedThreeZoneStrategy.descriptor,
        OSGeofenceStrategy.descriptor,
        ProximityAlertStrategy.descriptor,
        ActivityGatedDescriptors.continuous,
        ActivityGatedDescriptors.threeZone,
    ]
}
