import FenceParameters
import FenceStats

/// The framework's proximity alerts (`LocationManager.addProximityAlert`, AOSP `GeofenceManager`): the
/// constants of its polling rule. Meaning, unit, ranges and source of each field: ``parameterTable``; the
/// rule itself: ``ProximityAlertService``.
public struct ProximityAlertParameters: Sendable, Equatable, Codable {
    public var minimumIntervalSeconds: Double = 60
    public var maximumIntervalSeconds: Double = 7_200
    public var maximumSpeedMetersPerSecond: Double = 100
    public var maximumFixAgeSeconds: Double = 300

    /// The defaults.
    public init() {}

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

    /// Checks every value's range, then that the longest interval is at least the shortest.
    public func validate() throws(PlatformParameterError) {
        if let (spec, value) = Self.parameterTable.firstInvalid(in: self) {
            throw PlatformParameterError(
                keys: ["proximityAlerts"] + spec.keys,
                message: "expected \(spec.valid?.expected ?? "a value"), got \(value)")
        }
        guard maximumIntervalSeconds >= minimumIntervalSeconds else {
            throw PlatformParameterError(
                keys: ["proximityAlerts", "maximumIntervalSeconds"],
                message:
                    "expected at least minimumIntervalSeconds (\(minimumIntervalSeconds)), got \(maximumIntervalSeconds)"
            )
        }
    }

    /// Meaning, unit, valid and plausible range and source of every field (defaults: ``init()``).
    public static let parameterTable = ParameterTable<ProximityAlertParameters>([
        .init(
            "minimumIntervalSeconds", .number(\.minimumIntervalSeconds),
            meaning: "Shortest interval of the location request that serves proximity alerts", unit: "s",
            valid: ValidRange(PlatformParameters.minimumPeriodSeconds...PlatformParameters.maximumDurationSeconds),
            .read,
            source:
                "`MIN_INTERVAL_MS` = 1 min in the releases of the Nexus 5's era (Android 4.2-7); Android 8+ reads a setting defaulting to 30 min (`DEFAULT_MIN_INTERVAL_MS`) [@AOSPGeofenceManager]"
        ),
        .init(
            "maximumIntervalSeconds", .number(\.maximumIntervalSeconds),
            meaning: "Longest interval of that request, however far the nearest fence boundary", unit: "s",
            valid: ValidRange(PlatformParameters.minimumPeriodSeconds...PlatformParameters.maximumDurationSeconds),
            .read, source: "`MAX_INTERVAL_MS` = 2 h [@AOSPGeofenceManager]"),
        .init(
            "maximumSpeedMetersPerSecond", .number(\.maximumSpeedMetersPerSecond),
            meaning: "Assumed top speed: the interval is the distance to the nearest fence boundary over it",
            unit: "m/s", valid: .positive(maximum: 1_000), .read,
            source: "`MAX_SPEED_M_S` = 100, \"360 km/hr (high speed train)\" [@AOSPGeofenceManager]"),
        .init(
            "maximumFixAgeSeconds", .number(\.maximumFixAgeSeconds),
            meaning: "A location older than this is not used to judge the alerts", unit: "s",
            valid: ValidRange(0...PlatformParameters.maximumDurationSeconds), .read,
            source: "`MAX_AGE_NANOS`, \"five minutes\" [@AOSPGeofenceManager]"),
    ])
}
