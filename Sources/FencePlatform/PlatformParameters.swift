import FenceKernel

/// The platform's behaviour: the iOS location services' rules and the cadences FenceSim assumes
/// where Apple documents none. Every value is in `docs/calibration.md` with its source.
public struct PlatformParameters: Sendable, Equatable, Codable {
    // MARK: Standard location service
    /// Interval between Wi-Fi (else cell) fixes while a `hundredMeters` manager runs, or while a fine
    /// manager runs and GPS has no recent fix, seconds [A].
    public var networkFixIntervalSeconds: Double = 30
    /// Interval between cell fixes while a `kilometer` / `threeKilometers` manager runs, seconds [A].
    public var cellFixIntervalSeconds: Double = 60
    /// A GPS fix older than this no longer counts as "GPS is tracking", seconds [A].
    public var gpsFreshnessSeconds: Double = 10
    /// Whether the satellite tier starts GPS with network assistance when data is available (every
    /// phone of the paper's era uses A-GPS: [@Raheja2012] §3.1.3) [V].
    public var assistedGPS: Bool = true

    // MARK: Significant-change service ([@OReillyiOSComponents], [@AppleEnergyGuide])
    /// Movement that triggers a delivery, metres [V: 500 m] [@OReillyiOSComponents].
    public var significantChangeDistanceMeters: Double = 500
    /// No delivery within this long of the previous one, seconds [V: 5 min] [@OReillyiOSComponents].
    public var significantChangeMinimumIntervalSeconds: Double = 300
    /// A delivery at least this often even without movement, seconds [V: 15 min] [@AppleEnergyGuide].
    public var significantChangeMaximumIntervalSeconds: Double = 900

    // MARK: Region monitoring ([@AppleStartMonitoring], [@AppleLocationPG])
    /// Regions one app may monitor [V: 20] [@AppleStartMonitoring].
    public var maximumMonitoredRegions: Int = 20
    /// Interval between the system's network-location evaluations of monitored regions, seconds
    /// (calibrated to Apple's "3 to 5 minutes on average" latency, [@AppleStartMonitoring]) [A].
    public var regionEvaluationIntervalSeconds: Double = 240
    /// A crossing must hold this long before it is reported, seconds [V: 20 s] [@AppleLocationPG].
    public var regionConfirmationSeconds: Double = 20
    /// Regions smaller than this behave as this radius, metres [V: "a 10 m region does not fire until
    /// you are about 100 m away"; 100 m minimum radius, WWDC lab notes] [@SORegion10m] [@Kevfoo2012].
    public var regionMinimumEffectiveRadiusMeters: Double = 100
    /// An exit needs the location this far beyond the (effective) radius, metres [A].
    public var regionExitMarginMeters: Double = 50

    // MARK: App execution
    /// How long an app woken in the background (significant change, region event) stays awake, seconds
    /// [V: "about 10 seconds" to handle a region event] [@AppleLocationPG].
    public var backgroundWakeSeconds: Double = 10
    /// Whether a pending app timer keeps the app awake (iOS: a suspended app runs no timers, so an app
    /// that relies on timers must stay awake) or merely wakes it when it fires (Android alarms)
    /// [V] [@Raheja2012] §3.3.4.
    public var timersKeepAppAwake: Bool = true

    /// The defaults above.
    public init() {}

    /// The shortest period of anything the platform repeats (fix cadences, region evaluations, the
    /// significant-change heartbeat), seconds: simulation time counts whole microseconds, so a shorter
    /// "positive" period could round to no time at all and a run would never end; no location service
    /// repeats faster than once a second.
    public static let minimumPeriodSeconds = 1.0
    /// The longest duration any parameter may give, seconds: 366 days, the longest run horizon.
    public static let maximumDurationSeconds = 366 * 86_400.0

    /// Checks every value's range; the error names the field.
    public func validate() throws(PlatformParameterError) {
        let longest = Self.maximumDurationSeconds
        let periods: [(String, Double)] = [
            ("networkFixIntervalSeconds", networkFixIntervalSeconds),
            ("cellFixIntervalSeconds", cellFixIntervalSeconds),
            ("significantChangeMaximumIntervalSeconds", significantChangeMaximumIntervalSeconds),
            ("regionEvaluationIntervalSeconds", regionEvaluationIntervalSeconds),
        ]
        for (field, value) in periods where !(value.isFinite && value >= Self.minimumPeriodSeconds && value <= longest)
        {
            throw PlatformParameterError(
                field: field,
                message: "expected a period of \(Int(Self.minimumPeriodSeconds))…\(Int(longest)) seconds, got \(value)"
                    + (value > 0 && value < Self.minimumPeriodSeconds ? " (shorter periods are not simulated)" : ""))
        }
        guard gpsFreshnessSeconds.isFinite, gpsFreshnessSeconds > 0, gpsFreshnessSeconds <= longest else {
            throw PlatformParameterError(
                field: "gpsFreshnessSeconds",
                message: "expected a positive number of seconds up to \(Int(longest)), got \(gpsFreshnessSeconds)")
        }
        let durations: [(String, Double)] = [
            ("significantChangeMinimumIntervalSeconds", significantChangeMinimumIntervalSeconds),
            ("regionConfirmationSeconds", regionConfirmationSeconds), ("backgroundWakeSeconds", backgroundWakeSeconds),
        ]
        for (field, value) in durations where !(value.isFinite && value >= 0 && value <= longest) {
            throw PlatformParameterError(field: field, message: "expected 0…\(Int(longest)) seconds, got \(value)")
        }
        let distances: [(String, Double)] = [
            ("significantChangeDistanceMeters", significantChangeDistanceMeters),
            ("regionMinimumEffectiveRadiusMeters", regionMinimumEffectiveRadiusMeters),
            ("regionExitMarginMeters", regionExitMarginMeters),
        ]
        for (field, value) in distances where !(value.isFinite && value >= 0 && value <= 1_000_000) {
            throw PlatformParameterError(field: field, message: "expected 0…1000000 metres, got \(value)")
        }
        guard significantChangeDistanceMeters > 0 else {
            throw PlatformParameterError(
                field: "significantChangeDistanceMeters", message: "expected a positive distance, got 0")
        }
        guard significantChangeMaximumIntervalSeconds >= significantChangeMinimumIntervalSeconds else {
            throw PlatformParameterError(
                field: "significantChangeMaximumIntervalSeconds",
                message: "must be at least significantChangeMinimumIntervalSeconds")
        }
        guard (0...10_000).contains(maximumMonitoredRegions) else {
            throw PlatformParameterError(
                field: "maximumMonitoredRegions", message: "expected a count in 0…10000, got \(maximumMonitoredRegions)"
            )
        }
    }
}

/// A platform parameter out of range: the field and what was expected.
public struct PlatformParameterError: Error, Sendable, Equatable, CustomStringConvertible {
    public var field: String
    public var message: String
    public var description: String { "platform.\(field): \(message)" }
}
