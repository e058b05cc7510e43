import FenceParameters
import FenceStats

extension PowerParameters {
    /// Meaning, unit, valid and plausible range and source of every field. Currents are drawn at the
    /// battery's nominal voltage, above the baseline.
    public static let parameterTable = ParameterTable<PowerParameters>([
        current(
            "baselineMilliamps", \.baselineMilliamps,
            meaning: "Always drawn: suspended SoC, cellular paging, Wi-Fi associated idle", .derived,
            source: "1430 mAh / 200 h Apple standby rating [@AppleiPhone4SSpecs] (often rounded to 7.2)"),
        current(
            "cpuAwakeMilliamps", \.cpuAwakeMilliamps, meaning: "CPU awake but idle (wake lock held, app running)",
            .read, source: "`cpu.awake` 20–44 mA [@AndroidPowerProfiles]"),
        current(
            "cpuActiveMilliamps", \.cpuActiveMilliamps,
            meaning: "Extra CPU current while running code (a callback), on top of awake", .derived,
            source:
                "busy = awake + active = 100 mA (assumed) per callback; `cpu.active` 55–260 mA [@AndroidPowerProfiles]"),
        .init(
            "cpuWakeTailSeconds", .number(\.cpuWakeTailSeconds),
            meaning: "How long the CPU stays awake after its work, a wake (a scan, a transfer) or a hold ends",
            unit: "s", valid: ValidRange(0...60), .assumed,
            source:
                "no measured iOS figure; suspend entry is not free and Android releases a location wake lock when the callback returns",
            plausible: PlausibleRange(0.5, 2, because: "from a quick suspend to a couple of seconds of idle before it")),
        current(
            "screenOnMilliamps", \.screenOnMilliamps, meaning: "Screen on at minimum brightness", .read,
            source: "`screen.on` Nexus One [@AndroidPowerProfiles] (49–200)"),
        current(
            "screenFullExtraMilliamps", \.screenFullExtraMilliamps,
            meaning: "Extra screen current at full brightness over minimum (brightness b adds b times this)", .read,
            source: "`screen.full` Nexus One / Galaxy Nexus [@AndroidPowerProfiles] (160–260)"),
        current(
            "gpsAcquiringMilliamps", \.gpsAcquiringMilliamps,
            meaning: "GPS receiver searching for satellites (acquiring or reacquiring)", .read,
            source:
                "G1 \"ON\" 429.55 mW = 116 mA [@PowerTutor]; acquiring draws more than tracking ([@Ublox6PSM], [@HoluxM241])"
        ),
        current(
            "gpsTrackingMilliamps", \.gpsTrackingMilliamps, meaning: "GPS receiver tracking with a fix", .read,
            source: "Nexus One 268.94 mW = 72.7 mA [@PowerTutor], ARO 0.28 W = 75.7 mA [@ARO]"),
        current(
            "gpsSleepMilliamps", \.gpsSleepMilliamps, meaning: "GPS receiver in its sleep tail after a stop", .read,
            source: "Nexus One SLEEP 17.5 mW = 4.7 mA [@PowerTutor]"),
        .init(
            "gpsSleepTailSeconds", .number(\.gpsSleepTailSeconds), meaning: "Length of the GPS sleep tail", unit: "s",
            valid: ValidRange(0...3_600), .read, source: "PowerTutor `gpsSleepTime` [@PowerTutor]"),
        current(
            "wifiScanMilliamps", \.wifiScanMilliamps, meaning: "Wi-Fi radio while scanning", .read,
            source: "`wifi.scan` Nexus One / Nexus S / Galaxy S II [@AndroidPowerProfiles] (Nexus 5: 75)"),
    ])

    /// A component current: mA, 0 … 5 000 accepted.
    private static func current(
        _ name: String, _ path: WritableKeyPath<PowerParameters, Double> & Sendable, meaning: String,
        _ provenance: ParameterProvenance, source: String, plausible: PlausibleRange? = nil
    ) -> ModelParameter<PowerParameters> {
        ModelParameter(
            name, .number(path), meaning: meaning, unit: "mA", valid: ValidRange(0...5_000), provenance,
            source: source, plausible: plausible)
    }
}
