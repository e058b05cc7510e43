/// The state → current tables of every component except the data radio (``RadioParameters``).
/// Currents are drawn from the battery at its nominal voltage, in mA, above the baseline.
///
/// Defaults are the iPhone 4S-era profile (`iphone4s-2012`); each value and its source is in
/// `docs/calibration.md` ("Device").
public struct PowerParameters: Codable, Sendable, Equatable {
    /// Always drawn: suspended SoC, cellular paging, Wi-Fi associated idle (mA; 7.2 = 1430 mAh /
    /// 200 h Apple standby rating [D], [@AppleiPhone4SSpecs]).
    public var baselineMilliamps: Double
    /// CPU awake but idle (wake lock held, app running), mA (40; `cpu.awake` 20–44 [V], [@AndroidPowerProfiles]).
    public var cpuAwakeMilliamps: Double
    /// Extra CPU current while running code (a callback), on top of awake, mA (60, so that a busy
    /// CPU draws 100 mA; `cpu.active` 55–260 [V], [@AndroidPowerProfiles]).
    public var cpuActiveMilliamps: Double
    /// Screen on at minimum brightness, mA (100; `screen.on` 49–200 [V], [@AndroidPowerProfiles]).
    public var screenOnMilliamps: Double
    /// Extra screen current at full brightness compared with minimum, mA (160; `screen.full`
    /// 160–260 [V], [@AndroidPowerProfiles]); a brightness b ∈ [0, 1] adds b times this.
    public var screenFullExtraMilliamps: Double
    /// GPS receiver searching for satellites (acquiring or reacquiring), mA (120; G1 116 [V], [@PowerTutor]).
    public var gpsAcquiringMilliamps: Double
    /// GPS receiver tracking with a fix, mA (75; Nexus One 73 [@PowerTutor], ARO 76 [@ARO] [V]).
    public var gpsTrackingMilliamps: Double
    /// GPS receiver in its sleep tail after a stop, mA (5; Nexus One 4.7 [V], [@PowerTutor]).
    public var gpsSleepMilliamps: Double
    /// Length of the GPS sleep tail, seconds (6; PowerTutor `gpsSleepTime` [V], [@PowerTutor]).
    public var gpsSleepTailSeconds: Double
    /// Wi-Fi radio while scanning, mA (220; `wifi.scan` Nexus One / Nexus S [V], [@AndroidPowerProfiles]).
    public var wifiScanMilliamps: Double

    /// The iPhone 4S-era defaults.
    public init(
        baselineMilliamps: Double = 1430.0 / 200, cpuAwakeMilliamps: Double = 40, cpuActiveMilliamps: Double = 60,
        screenOnMilliamps: Double = 100, screenFullExtraMilliamps: Double = 160, gpsAcquiringMilliamps: Double = 120,
        gpsTrackingMilliamps: Double = 75, gpsSleepMilliamps: Double = 5, gpsSleepTailSeconds: Double = 6,
        wifiScanMilliamps: Double = 220
    ) {
        self.baselineMilliamps = baselineMilliamps
        self.cpuAwakeMilliamps = cpuAwakeMilliamps
        self.cpuActiveMilliamps = cpuActiveMilliamps
        self.screenOnMilliamps = screenOnMilliamps
        self.screenFullExtraMilliamps = screenFullExtraMilliamps
        self.gpsAcquiringMilliamps = gpsAcquiringMilliamps
        self.gpsTrackingMilliamps = gpsTrackingMilliamps
        self.gpsSleepMilliamps = gpsSleepMilliamps
        self.gpsSleepTailSeconds = gpsSleepTailSeconds
        self.wifiScanMilliamps = wifiScanMilliamps
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.update(&baselineMilliamps, .baselineMilliamps)
        try c.update(&cpuAwakeMilliamps, .cpuAwakeMilliamps)
        try c.update(&cpuActiveMilliamps, .cpuActiveMilliamps)
        try c.update(&screenOnMilliamps, .screenOnMilliamps)
        try c.update(&screenFullExtraMilliamps, .screenFullExtraMilliamps)
        try c.update(&gpsAcquiringMilliamps, .gpsAcquiringMilliamps)
        try c.update(&gpsTrackingMilliamps, .gpsTrackingMilliamps)
        try c.update(&gpsSleepMilliamps, .gpsSleepMilliamps)
        try c.update(&gpsSleepTailSeconds, .gpsSleepTailSeconds)
        try c.update(&wifiScanMilliamps, .wifiScanMilliamps)
    }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: String = "power") throws(DeviceParameterError) {
        let currents: [(Double, String)] = [
            (baselineMilliamps, "baselineMilliamps"), (cpuAwakeMilliamps, "cpuAwakeMilliamps"),
            (cpuActiveMilliamps, "cpuActiveMilliamps"), (screenOnMilliamps, "screenOnMilliamps"),
            (screenFullExtraMilliamps, "screenFullExtraMilliamps"), (gpsAcquiringMilliamps, "gpsAcquiringMilliamps"),
            (gpsTrackingMilliamps, "gpsTrackingMilliamps"), (gpsSleepMilliamps, "gpsSleepMilliamps"),
            (wifiScanMilliamps, "wifiScanMilliamps"),
        ]
        for (value, name) in currents {
            try DeviceParameterError.check(value, in: 0...5_000, field: path + "." + name)
        }
        try DeviceParameterError.check(gpsSleepTailSeconds, in: 0...3600, field: path + ".gpsSleepTailSeconds")
    }
}
