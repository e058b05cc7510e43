import FenceKernel

/// iOS's rules: the Core Location services' behaviour and the cadences FenceSim assumes where Apple
/// documents none. A scenario writes them at the top of its `platform` section, beside what both platforms
/// share (``PlatformParameters``). Every value is in `docs/calibration.md` with its source.
public struct IOSParameters: Sendable, Equatable, Codable {
    // MARK: Standard location service
    /// Meaning, unit, ranges and source of each field: ``PlatformParameters/parameterTable``.
    public var networkFixIntervalSeconds: Double = 30
    public var cellFixIntervalSeconds: Double = 60

    // MARK: Significant-change service ([@OReillyiOSComponents], [@AppleEnergyGuide])
    public var significantChangeDistanceMeters: Double = 500
    public var significantChangeMinimumIntervalSeconds: Double = 300
    public var significantChangeMaximumIntervalSeconds: Double = 900

    // MARK: Region monitoring ([@AppleStartMonitoring], [@AppleLocationPG])
    public var maximumMonitoredRegions: Int = 20
    public var regionEvaluationIntervalSeconds: Double = 240
    public var regionConfirmationSeconds: Double = 20
    public var regionMinimumEffectiveRadiusMeters: Double = 100
    public var regionExitMarginMeters: Double = 50

    // MARK: App execution
    public var backgroundWakeSeconds: Double = 10
    public var timersKeepAppAwake: Bool = true

    // MARK: Significant-change trigger and network-fix cadence (docs/calibration.md)
    /// When the significant-change service delivers: after a distance travelled drawn from the field
    /// measurements (`fieldDistance`), or as soon as the documented rule allows (`clock300`).
    public var significantChangeModel: SignificantChangeModel = .fieldDistance
    /// `fieldDistance`: median distance travelled between deliveries, metres [V: 50 % of wake-ups by
    /// 750 m] [@Stokes2010].
    public var significantChangeMedianTravelMeters: Double = 750
    /// `fieldDistance`: 95th percentile of the distance travelled between deliveries, metres [V: 95 % by
    /// 2.5 km] [@LongWeekendMobile2010].
    public var significantChangeP95TravelMeters: Double = 2_500
    /// How often the standard service takes network fixes: every `networkFixIntervalSeconds` always
    /// (`fixed`), or that often while the phone moves and every `networkFixStationaryIntervalSeconds`
    /// while it is still (`motionAware`) [A].
    public var networkFixCadence: NetworkFixCadence = .motionAware
    /// `motionAware`: interval between network fixes while the phone is still, seconds [A].
    public var networkFixStationaryIntervalSeconds: Double = 120

    // MARK: Pausing ([@ApplePausesAutomatically], [@AppleLiveUpdates])
    /// `pausesLocationUpdatesAutomatically`: how long the phone stays put before a manager pauses, seconds.
    public var locationPauseStillSeconds: Double = 900
    /// iOS 17 live updates: how long the phone is still before the session says stationary, seconds.
    public var liveUpdatesStationarySeconds: Double = 600

    // MARK: Application processor
    /// Which running location managers hold the CPU awake: `anyManager` (default), `fineAccuracyOnly` or
    /// `never` [A: a structural choice weighed by its evidence in `docs/calibration.md`, "Structural
    /// choices"] [@WWDC2013CoreLocation].
    public var cpuHoldRule: ProcessorHoldRule = .anyManager
    /// When a running coarse manager powers GPS (``CoarseManagerGPSRule``; evidence in
    /// `docs/calibration.md`).
    public var coarseManagerGPSRule: CoarseManagerGPSRule = .distanceFilterUnder100m

    /// The defaults above.
    public init() {}

    /// Checks every value's range; the error names the field.
    func validate() throws(PlatformParameterError) {
        let longest = PlatformParameters.maximumDurationSeconds
        let minimumPeriod = PlatformParameters.minimumPeriodSeconds
        let periods: [(String, Double)] = [
            ("networkFixIntervalSeconds", networkFixIntervalSeconds),
            ("cellFixIntervalSeconds", cellFixIntervalSeconds),
            ("significantChangeMaximumIntervalSeconds", significantChangeMaximumIntervalSeconds),
            ("regionEvaluationIntervalSeconds", regionEvaluationIntervalSeconds),
            ("networkFixStationaryIntervalSeconds", networkFixStationaryIntervalSeconds),
        ]
        for (field, value) in periods where !(value.isFinite && value >= minimumPeriod && value <= longest) {
            throw PlatformParameterError(
                keys: [field],
                message: "expected a period of \(Int(minimumPeriod))…\(Int(longest)) seconds, got \(value)"
                    + (value > 0 && value < minimumPeriod ? " (shorter periods are not simulated)" : ""))
        }
        let durations: [(String, Double)] = [
            ("significantChangeMinimumIntervalSeconds", significantChangeMinimumIntervalSeconds),
            ("regionConfirmationSeconds", regionConfirmationSeconds), ("backgroundWakeSeconds", backgroundWakeSeconds),
            ("locationPauseStillSeconds", locationPauseStillSeconds),
            ("liveUpdatesStationarySeconds", liveUpdatesStationarySeconds),
        ]
        for (field, value) in durations where !(value.isFinite && value >= 0 && value <= longest) {
            throw PlatformParameterError(keys: [field], message: "expected 0…\(Int(longest)) seconds, got \(value)")
        }
        let distances: [(String, Double)] = [
            ("significantChangeDistanceMeters", significantChangeDistanceMeters),
            ("regionMinimumEffectiveRadiusMeters", regionMinimumEffectiveRadiusMeters),
            ("regionExitMarginMeters", regionExitMarginMeters),
            ("significantChangeMedianTravelMeters", significantChangeMedianTravelMeters),
            ("significantChangeP95TravelMeters", significantChangeP95TravelMeters),
        ]
        for (field, value) in distances where !(value.isFinite && value >= 0 && value <= 1_000_000) {
            throw PlatformParameterError(keys: [field], message: "expected 0…1000000 metres, got \(value)")
        }
        guard significantChangeDistanceMeters > 0 else {
            throw PlatformParameterError(
                keys: ["significantChangeDistanceMeters"], message: "expected a positive distance, got 0")
        }
        guard significantChangeMedianTravelMeters > 0 else {
            throw PlatformParameterError(
                keys: ["significantChangeMedianTravelMeters"], message: "expected a positive distance, got 0")
        }
        guard significantChangeP95TravelMeters > significantChangeMedianTravelMeters else {
            throw PlatformParameterError(
                keys: ["significantChangeP95TravelMeters"],
                message:
                    "expected more than significantChangeMedianTravelMeters (\(significantChangeMedianTravelMeters) m),"
                    + " got \(significantChangeP95TravelMeters) m: 95 % of deliveries cannot come sooner than half")
        }
        guard significantChangeMaximumIntervalSeconds >= significantChangeMinimumIntervalSeconds else {
            throw PlatformParameterError(
                keys: ["significantChangeMaximumIntervalSeconds"],
                message: "must be at least significantChangeMinimumIntervalSeconds")
        }
        guard (0...10_000).contains(maximumMonitoredRegions) else {
            throw PlatformParameterError(
                keys: ["maximumMonitoredRegions"],
                message: "expected a count in 0…10000, got \(maximumMonitoredRegions)"
            )
        }
    }
}
