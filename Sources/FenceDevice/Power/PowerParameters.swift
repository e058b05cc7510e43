import FenceFiles
import FenceStats

/// The state → current tables of every component except the data radio (``RadioParameters``).
/// Currents are drawn from the battery at its nominal voltage, in mA, above the baseline.
///
/// Defaults are the iPhone 4S-era profile (`iphone4s-2012`); each value and its source is in
/// `docs/calibration.md` ("Device").
public struct PowerParameters: Codable, Sendable, Equatable {
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var baselineMilliamps: Double
    public var cpuAwakeMilliamps: Double
    public var cpuActiveMilliamps: Double
    public var cpuWakeTailSeconds: Double
    public var screenOnMilliamps: Double
    public var screenFullExtraMilliamps: Double
    public var gpsAcquiringMilliamps: Double
    public var gpsTrackingMilliamps: Double
    public var gpsSleepMilliamps: Double
    public var gpsSleepTailSeconds: Double
    public var wifiScanMilliamps: Double

    /// The iPhone 4S-era defaults.
    public init(
        baselineMilliamps: Double = 1430.0 / 200, cpuAwakeMilliamps: Double = 40, cpuActiveMilliamps: Double = 60,
        cpuWakeTailSeconds: Double = 1,
        screenOnMilliamps: Double = 100, screenFullExtraMilliamps: Double = 160, gpsAcquiringMilliamps: Double = 120,
        gpsTrackingMilliamps: Double = 75, gpsSleepMilliamps: Double = 5, gpsSleepTailSeconds: Double = 6,
        wifiScanMilliamps: Double = 220
    ) {
        self.baselineMilliamps = baselineMilliamps
        self.cpuAwakeMilliamps = cpuAwakeMilliamps
        self.cpuActiveMilliamps = cpuActiveMilliamps
        self.cpuWakeTailSeconds = cpuWakeTailSeconds
        self.screenOnMilliamps = screenOnMilliamps
        self.screenFullExtraMilliamps = screenFullExtraMilliamps
        self.gpsAcquiringMilliamps = gpsAcquiringMilliamps
        self.gpsTrackingMilliamps = gpsTrackingMilliamps
        self.gpsSleepMilliamps = gpsSleepMilliamps
        self.gpsSleepTailSeconds = gpsSleepTailSeconds
        self.wifiScanMilliamps = wifiScanMilliamps
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: JSONPath = JSONPath([.key("power")])) throws(DeviceParameterError) {
        try Self.parameterTable.check(self, path: path)
    }
}
