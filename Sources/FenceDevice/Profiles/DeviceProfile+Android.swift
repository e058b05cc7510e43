/// The result of importing an Android `power_profile.xml`: the profile, and what was not in the
/// file and came from the base profile instead.
public struct AndroidImport: Sendable, Equatable {
    /// The imported profile.
    public var profile: DeviceProfile
    /// Keys absent from the file, each with the value used instead.
    public var defaultedKeys: [DefaultedKey]

    /// A key the file lacks and the value the import used for it.
    public struct DefaultedKey: Sendable, Equatable, CustomStringConvertible {
        /// The Android key, e.g. `cpu.awake`.
        public var key: String
        /// The value used instead (mA, or mAh for `battery.capacity`).
        public var valueUsed: Double
        /// Where the value came from.
        public var origin: String

        public var description: String { "\(key) missing: used \(valueUsed) (\(origin))" }
    }

    /// What an Android file never holds and always comes from the base profile: the GPS sleep tail
    /// (current and length), the radio's timers and the FACH / promotion currents (scaled from
    /// `radio.active` by ARO's ratios), the Wi-Fi scan length, and every positioning-source model.
    public static let alwaysFromBase =
        "GPS sleep tail, 3G timers and FACH/promotion ratios, Wi-Fi scan length, and the source models "
        + "(GPS, A-GPS, Wi-Fi, cell) come from the base profile"
}

extension DeviceProfile {
    /// Maps the keys of an Android power profile onto a device profile ([@AOSPPowerValues]; every
    /// value is a current in mA whatever the file's header says):
    ///
    /// - `battery.capacity` → battery capacity (mAh).
    /// - baseline = `cpu.idle` (suspend) + `radio.on` (paging: the mean of the four with-signal bins
    ///   after expanding to Android's five bins by repeating the last value) + `wifi.on`.
    /// - `cpu.awake` → CPU awake; the first positive `cpu.active` (or `cpu.active.cluster0`) value,
    ///   the lowest speed, → extra while busy (a short callback rarely raises the clock).
    /// - `screen.on`, `screen.full` → screen at minimum brightness and extra at full.
    /// - `gps.on` → both GPS acquiring and tracking (Android has one GPS state).
    /// - `wifi.scan` → Wi-Fi scan; `radio.active` → DCH, with FACH and promotions scaled by ARO's
    ///   ratios (``RadioParameters/scaled(toDchMilliamps:)``).
    ///
    /// `gps.on` and `cpu.idle` are required (``PowerProfileError/missingKey(file:key:meaning:)``);
    /// any other missing key takes the base profile's value (or 0 mA for `radio.on` and `wifi.on`,
    /// which the base baseline already includes) and is listed in ``AndroidImport/defaultedKeys``.
    public static func importing(
        _ android: AndroidPowerProfile, name: String, summary: String? = nil, base: DeviceProfile = .iphone4s2012
    ) throws(PowerProfileError) -> AndroidImport {
        var defaulted: [AndroidImport.DefaultedKey] = []
        func value(_ key: String, fallback: Double, origin: String) -> Double {
            if let value = android.item(key) { return value }
            defaulted.append(AndroidImport.DefaultedKey(key: key, valueUsed: fallback, origin: origin))
            return fallback
        }
        func required(_ key: String, meaning: String) throws(PowerProfileError) -> Double {
            guard let value = android.item(key) else {
                throw .missingKey(file: android.file, key: key, meaning: meaning)
            }
            return value
        }
        let baseOrigin = "base profile \(base.name)"
        let gpsOn = try required("gps.on", meaning: "GPS on current")
        let cpuIdle = try required("cpu.idle", meaning: "suspend current")

        var profile = base
        profile.name = name
        profile.summary = summary ?? "Imported from \(android.file); \(AndroidImport.alwaysFromBase) \(base.name)."
        profile.battery.capacityMilliampHours = value(
            "battery.capacity", fallback: base.battery.capacityMilliampHours, origin: baseOrigin)
        let paging: Double
        if let bins = android.values["radio.on"], !bins.isEmpty {
            let expanded = (0..<5).map { bins[min($0, bins.count - 1)] }
            paging = expanded[1...].reduce(0, +) / 4
        } else {
            paging = value("radio.on", fallback: 0, origin: "assumed 0 mA")
        }
        let wifiOn = value("wifi.on", fallback: 0, origin: "assumed 0 mA")
        profile.power.baselineMilliamps = cpuIdle + paging + wifiOn
        profile.power.cpuAwakeMilliamps = value("cpu.awake", fallback: base.power.cpuAwakeMilliamps, origin: baseOrigin)
        let speeds = android.values["cpu.active"] ?? android.values["cpu.active.cluster0"] ?? []
        if let lowest = speeds.first(where: { $0 > 0 }) {
            profile.power.cpuActiveMilliamps = lowest
        } else {
            defaulted.append(.init(key: "cpu.active", valueUsed: base.power.cpuActiveMilliamps, origin: baseOrigin))
        }
        profile.power.screenOnMilliamps = value("screen.on", fallback: base.power.screenOnMilliamps, origin: baseOrigin)
        profile.power.screenFullExtraMilliamps = value(
            "screen.full", fallback: base.power.screenFullExtraMilliamps, origin: baseOrigin)
        profile.power.gpsAcquiringMilliamps = gpsOn
        profile.power.gpsTrackingMilliamps = gpsOn
        profile.power.wifiScanMilliamps = value("wifi.scan", fallback: base.power.wifiScanMilliamps, origin: baseOrigin)
        if let active = android.item("radio.active") {
            profile.radio = base.radio.scaled(toDchMilliamps: active)
        } else {
            defaulted.append(.init(key: "radio.active", valueUsed: base.radio.dchMilliamps, origin: baseOrigin))
        }
        return AndroidImport(profile: profile, defaultedKeys: defaulted)
    }

    /// Reads the `power_profile.xml` at `path` and imports it (see ``importing(_:name:summary:base:)``).
    public static func importingAndroid(
        path: String, name: String, summary: String? = nil, base: DeviceProfile = .iphone4s2012
    ) throws(PowerProfileError) -> AndroidImport {
        try importing(AndroidPowerProfile.load(path: path), name: name, summary: summary, base: base)
    }
}
