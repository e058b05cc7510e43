import FenceFiles

/// A named phone: battery, component currents, data radio, and the positioning-source models.
///
/// Built-in profiles are listed in ``DeviceProfile/builtIn``; Android `power_profile.xml` files
/// import with ``DeviceProfile/importing(_:name:base:)``.
public struct DeviceProfile: Codable, Sendable, Equatable {
    /// Short identifier, e.g. `iphone4s-2012`.
    public var name: String
    /// What phone this is and where its numbers come from.
    public var summary: String
    /// The battery.
    public var battery: BatteryParameters
    /// Current tables of baseline, CPU, screen, GPS and Wi-Fi.
    public var power: PowerParameters
    /// The 3G data radio.
    public var radio: RadioParameters
    /// The GPS receiver's error, start-up and signal-loss model.
    public var gps: GPSParameters
    /// What network assistance adds to GPS.
    public var agps: AssistedGPSParameters
    /// Wi-Fi positioning.
    public var wifi: WiFiParameters
    /// Cell positioning.
    public var cell: CellParameters
    /// Motion sensing: its current, the classifier's delays and accuracy.
    public var motion: MotionParameters

    /// A profile; every part defaults to the iPhone 4S-era values (`iphone4s2012`; sources in `docs/calibration.md`).
    public init(
        name: String, summary: String, battery: BatteryParameters = BatteryParameters(),
        power: PowerParameters = PowerParameters(), radio: RadioParameters = RadioParameters(),
        gps: GPSParameters = GPSParameters(), agps: AssistedGPSParameters = AssistedGPSParameters(),
        wifi: WiFiParameters = WiFiParameters(), cell: CellParameters = CellParameters(),
        motion: MotionParameters = MotionParameters()
    ) {
        self.name = name
        self.summary = summary
        self.battery = battery
        self.power = power
        self.radio = radio
        self.gps = gps
        self.agps = agps
        self.wifi = wifi
        self.cell = cell
        self.motion = motion
    }

    /// Decodes an object that must have a `name`; every other field is optional and keeps the
    /// iPhone 4S-era default when missing.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), summary: "")
        try c.update(&summary, .summary)
        try c.update(&battery, .battery)
        try c.update(&power, .power)
        try c.update(&radio, .radio)
        try c.update(&gps, .gps)
        try c.update(&agps, .agps)
        try c.update(&wifi, .wifi)
        try c.update(&cell, .cell)
        try c.update(&motion, .motion)
    }

    /// Checks every part (field paths are `battery.…`, `power.…`, `radio.…`, `gps.…`, `agps.…`,
    /// `wifi.…`, `cell.…`, `motion.…`).
    public func validate() throws(DeviceParameterError) {
        guard !name.isEmpty else {
            throw DeviceParameterError(
                field: JSONPath([.key("name")]), value: "\"\"", expected: "a non-empty profile name")
        }
        try battery.validate()
        try power.validate()
        try radio.validate()
        try gps.validate()
        try agps.validate()
        try wifi.validate()
        try cell.validate()
        try motion.validate()
    }
}
