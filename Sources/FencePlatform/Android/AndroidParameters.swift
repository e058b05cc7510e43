import FenceParameters
import FenceStats

/// The Android platform's behaviour: the Fused Location Provider's choices FenceSim assumes, Background
/// Location Limits, alarms and Doze. A scenario sets them in `platform.android`; every value, its unit,
/// range and source is in ``parameterTable`` (and `docs/calibration.md`, "Android platform").
public struct AndroidParameters: Sendable, Equatable, Codable {
    // MARK: Background Location Limits ([@AndroidBackgroundLimits])
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var backgroundLocationLimits: Bool = true
    public var backgroundLocationIntervalSeconds: Double = 1_800

    // MARK: Fused Location Provider ([@AndroidGeofencing])
    public var wifiReportedAccuracyMeters: Double = 50

    // MARK: Alarms ([@AOSPAlarmManager])
    public var inexactAlarmWindowFraction: Double = 0.75

    // MARK: Doze ([@AOSPDeviceIdle])
    public var doze: Bool = true
    public var dozeInactiveSeconds: Double = 1_800
    public var dozeIdlePendingSeconds: Double = 2_070
    public var dozeMotionInactiveSeconds: Double = 600
    public var dozeFirstIdleSeconds: Double = 3_600
    public var dozeMaximumIdleSeconds: Double = 21_600
    public var dozeIdleFactor: Double = 2
    public var dozeMaintenanceSeconds: Double = 300
    public var dozeMaximumMaintenanceSeconds: Double = 600
    /// The Geofencing API's rules (`platform.android.geofencing`).
    public var geofencing = AndroidGeofencingParameters()
    /// The framework proximity alerts' constants (`platform.android.proximityAlerts`).
    public var proximityAlerts = ProximityAlertParameters()

    /// The defaults above.
    public init() {}

    /// Decodes an object in which every field is optional: missing fields (and members of the
    /// `geofencing` and `proximityAlerts` objects) keep their defaults.
    public init(from decoder: any Decoder) throws {
        self = try Self.parameterTable.decode(decoder, over: Self())
        let container = try decoder.container(keyedBy: ModelParameterKey.self)
        geofencing =
            try container.decodeIfPresent(AndroidGeofencingParameters.self, forKey: .init("geofencing")) ?? geofencing
        proximityAlerts =
            try container.decodeIfPresent(ProximityAlertParameters.self, forKey: .init("proximityAlerts"))
            ?? proximityAlerts
    }

    /// Checks every value's range and the pairs that must be ordered; the error names the field below
    /// `platform` (`android.dozeFirstIdleSeconds`).
    public func validate() throws(PlatformParameterError) {
        if let (spec, value) = Self.parameterTable.firstInvalid(in: self) {
            throw PlatformParameterError(
                keys: ["android"] + spec.keys, message: "expected \(spec.valid?.expected ?? "a value"), got \(value)")
        }
        guard dozeMaximumIdleSeconds >= dozeFirstIdleSeconds else {
            throw PlatformParameterError(
                keys: ["android", "dozeMaximumIdleSeconds"], message: "must be at least dozeFirstIdleSeconds")
        }
        guard dozeMaximumMaintenanceSeconds >= dozeMaintenanceSeconds else {
            throw PlatformParameterError(
                keys: ["android", "dozeMaximumMaintenanceSeconds"], message: "must be at least dozeMaintenanceSeconds")
        }
        do { try geofencing.validate() } catch { throw error.under("android") }
        do { try proximityAlerts.validate() } catch { throw error.under("android") }
    }
}
