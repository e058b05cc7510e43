import FenceFiles

/// The named profiles. Values and their sources are listed in `docs/calibration.md` ("Device").
extension DeviceProfile {
    /// Every built-in profile, by name.
    public static let builtIn: [String: DeviceProfile] = Dictionary(
        uniqueKeysWithValues: [iphone4s2012, nexusS2010, galaxyNexus2011, nexus4_2012, nexus5_2013, nokiaN95_2007].map {
            ($0.name, $0)
        })

    /// The built-in profile called `name`, or an error listing the names.
    public static func named(_ name: String) throws(DeviceParameterError) -> DeviceProfile {
        guard let profile = builtIn[name] else {
            throw DeviceParameterError(
                field: JSONPath([.key("device"), .key("profile")]), value: "'\(name)'",
                expected: "one of " + builtIn.keys.sorted().joined(separator: ", "))
        }
        return profile
    }

    /// The paper's phone (iPhone 4S, 2011–2012): 1430 mAh at 3.7 V and the calibrated component
    /// currents, radio timers and source models listed with their sources in `docs/calibration.md`.
    public static let iphone4s2012 = DeviceProfile(
        name: "iphone4s-2012",
        summary: "iPhone 4S era (2012): 1430 mAh, 3.7 V [@iPhone4SBattery]; baseline from Apple's 200 h standby "
            + "rating [@AppleiPhone4SSpecs], GPS from PowerTutor (G1/Nexus One) [@PowerTutor] and ARO [@ARO], "
            + "Wi-Fi scan and CPU from Nexus One/Nexus S power profiles [@AndroidPowerProfiles], 3G radio from "
            + "AT&T ARO (docs/calibration.md)")

    /// Nokia N95 8GB (2007), SenseLess's phone, from its Table 1 [@SenseLess2009]: whole-phone powers
    /// (the table's battery lives are one energy, 4.43 Wh, over each power, idle included), so each
    /// component is its row's power less the 26 mW idle, at 3.7 V. GPS tracking is the outdoor row
    /// (623 mW), acquiring the indoor one (383 mW: indoors the receiver mostly searches); Wi-Fi scanning
    /// 661 mW; the accelerometer pipeline 96 mW. The app's processor time is inside those rows, so the
    /// CPU's own currents are 0. Every source model (GPS error, Wi-Fi, cell) and the radio stay the
    /// iPhone 4S-era ones (`docs/calibration.md`, "Motion sensing").
    public static let nokiaN95_2007 = DeviceProfile(
        name: "nokia-n95-8gb-2007",
        summary:
            "Nokia N95 8GB (2007), SenseLess Table 1 [@SenseLess2009]: idle 26 mW, GPS 623 mW outdoors / 383 mW indoors, "
            + "Wi-Fi 661 mW, accelerometer 96 mW (whole-phone; components = row − idle at 3.7 V); "
            + "4.43 Wh = 1197 mAh from the table's battery lives (docs/calibration.md)",
        battery: BatteryParameters(capacityMilliampHours: n95EnergyWattHours * 1_000 / 3.7, nominalVolts: 3.7),
        power: PowerParameters(
            baselineMilliamps: 26 / 3.7, cpuAwakeMilliamps: 0, cpuActiveMilliamps: 0,
            gpsAcquiringMilliamps: (383 - 26) / 3.7, gpsTrackingMilliamps: (623 - 26) / 3.7,
            wifiScanMilliamps: (661 - 26) / 3.7),
        motion: MotionParameters(sensingMilliamps: (96 - 26) / 3.7))

    /// The energy of the N95 8GB's battery in SenseLess Table 1, Wh: the mean of power × battery life
    /// over its five rows (623 mW × 7.1 h, 383 × 11.6, 661 × 6.7, 96 × 45.9, 26 × 170.6; 4.42–4.44 Wh).
    static let n95EnergyWattHours =
        [0.623 * 7.1, 0.383 * 11.6, 0.661 * 6.7, 0.096 * 45.9, 0.026 * 170.6].reduce(0, +) / 5

    /// Nexus S (crespo, Dec 2010): Google's measured `power_profile.xml`
    /// (`scenarios/profiles/nexus_s_crespo__3f7eba01905a.xml`).
    public static let nexusS2010 = android(
        name: "nexus-s-2010",
        summary: "Nexus S (2010), Google power_profile.xml @ crespo 3f7eba01 [@AndroidPowerProfiles]",
        values: [
            "battery.capacity": [1500], "cpu.idle": [1.4], "cpu.awake": [44],
            "cpu.active": [55.4, 82.1, 113.7, 205.4, 259],
            "screen.on": [49], "screen.full": [260], "gps.on": [50], "wifi.on": [4], "wifi.scan": [220],
            "radio.active": [185], "radio.on": [3.4, 3.4],
        ])

    /// Galaxy Nexus (maguro, 2011): Google's `power_profile.xml`
    /// (`scenarios/profiles/galaxy_nexus_maguro__78580f557b8e.xml`).
    public static let galaxyNexus2011 = android(
        name: "galaxy-nexus-2011",
        summary: "Galaxy Nexus (2011), Google power_profile.xml @ maguro 78580f55 [@AndroidPowerProfiles]",
        values: [
            "battery.capacity": [1750], "cpu.idle": [7], "cpu.awake": [20], "cpu.active": [120, 228, 299, 397],
            "screen.on": [200], "screen.full": [160], "gps.on": [55], "wifi.on": [1], "wifi.scan": [100],
            "radio.active": [150], "radio.on": [3.0, 3.0],
        ])

    /// Nexus 4 (mako, 2012): LG/Google's measured `power_profile.xml`
    /// (`scenarios/profiles/nexus4_mako__43449055062e.xml`).
    public static let nexus4_2012 = android(
        name: "nexus4-2012",
        summary: "Nexus 4 (2012), LG/Google measured power_profile.xml @ mako 43449055 [@AndroidPowerProfiles]",
        values: [
            "battery.capacity": [2100], "cpu.idle": [3.68], "cpu.awake": [14.74],
            "cpu.active": [47.05, 75.78, 84.5, 93.99, 109.46, 122.35, 135.35, 187.07, 206.62, 224.54, 237.52, 247.18],
            "screen.on": [98.19], "screen.full": [211.6], "gps.on": [70.05], "wifi.on": [1.38], "wifi.scan": [52.1],
            "radio.active": [185.6], "radio.on": [7.65, 0.97],
        ])

    /// Nexus 5 (hammerhead, 2013): LG/Google's `power_profile.xml` "measured with Vout 4.0V"
    /// (`scenarios/profiles/nexus5_hammerhead__15ecd6c0fead.xml`).
    public static let nexus5_2013 = android(
        name: "nexus5-2013",
        summary: "Nexus 5 (2013), LG/Google measured power_profile.xml @ hammerhead 15ecd6c0 [@AndroidPowerProfiles]",
        values: [
            "battery.capacity": [2300], "cpu.idle": [3.2], "cpu.awake": [17.4],
            "cpu.active": [
                57.9, 88.2, 99.6, 138.8, 149.6, 170.2, 178.3, 189.1, 232.1, 256.5, 266.4, 287.7, 325.7, 386.2,
            ],
            "screen.on": [82.75], "screen.full": [201.16], "gps.on": [76.23], "wifi.on": [3.5], "wifi.scan": [75.48],
            "radio.active": [185.19], "radio.on": [4.8, 1.11],
        ])

    /// A profile from the values of an Android power profile, mapped by ``importing(_:name:summary:base:)``
    /// on the iPhone 4S-era base (every key it needs is given, so nothing is defaulted).
    private static func android(name: String, summary: String, values: [String: [Double]]) -> DeviceProfile {
        do {
            let imported = try importing(
                AndroidPowerProfile(file: name, values: values), name: name, summary: summary, base: iphone4s2012)
            precondition(imported.defaultedKeys.isEmpty, "built-in profile \(name) lacks \(imported.defaultedKeys)")
            return imported.profile
        } catch {
            preconditionFailure("built-in profile \(name): \(error)")
        }
    }
}
