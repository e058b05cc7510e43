import FenceStats

extension AndroidParameters {
    /// Meaning, unit, valid and plausible range and source of every field (defaults: ``init()``).
    /// `validate` also needs each Doze maximum ≥ its first value.
    public static let parameterTable = ParameterTable<AndroidParameters>([
        .init(
            "backgroundLocationLimits", .flag(\.backgroundLocationLimits),
            meaning:
                "Whether Background Location Limits apply (Android 8+): an app without a foreground service gets locations only every backgroundLocationIntervalSeconds",
            unit: "–", valid: nil, .read,
            source: "background apps get locations \"only a few times each hour\" [@AndroidBackgroundLimits]"),
        .init(
            "backgroundLocationIntervalSeconds", .number(\.backgroundLocationIntervalSeconds),
            meaning:
                "Under Background Location Limits, a request's interval (and a batched request's delivery period) is raised to at least this",
            unit: "s",
            valid: ValidRange(PlatformParameters.minimumPeriodSeconds...PlatformParameters.maximumDurationSeconds),
            .read,
            source:
                "AOSP's background throttle raises a request's interval to max(interval, 30 min) [@AOSPLocationManagerService]",
            plausible: PlausibleRange(
                600, 3_600, .logUniform,
                because: "\"a few times each hour\" [@AndroidBackgroundLimits]: from six times to once an hour")),
        .init(
            "inexactAlarmWindowFraction", .number(\.inexactAlarmWindowFraction),
            meaning:
                "An inexact alarm set for a delay d may fire anywhere in [d, d + this × d]: at the first wake-up of the phone in that window, else at its end",
            unit: "–", valid: ValidRange(0...10), .read,
            source: "AOSP AlarmManagerService's maxTriggerTime: trigger + 0.75 × futurity [@AOSPAlarmManager]"),
        .init(
            "doze", .flag(\.doze),
            meaning:
                "Whether the phone enters Doze (deep idle) when still, unplugged and with the screen off for dozeEntrySeconds",
            unit: "–", valid: nil, .read, source: "Android 6+ on Google's phones [@AOSPDeviceIdle]"),
        .init(
            "dozeEntrySeconds", .number(\.dozeEntrySeconds),
            meaning: "How long the phone must be still before Doze's first idle period", unit: "s",
            valid: ValidRange(0...PlatformParameters.maximumDurationSeconds), .derived,
            source:
                "AOSP DeviceIdleController: INACTIVE 30 min + IDLE_PENDING 30 min + SENSING 4 min + LOCATING 30 s [@AOSPDeviceIdle]"
        ),
        .init(
            "dozeFirstIdleSeconds", .number(\.dozeFirstIdleSeconds), meaning: "Doze's first idle period", unit: "s",
            valid: ValidRange(PlatformParameters.minimumPeriodSeconds...PlatformParameters.maximumDurationSeconds),
            .read, source: "AOSP DeviceIdleController IDLE_TIMEOUT 60 min [@AOSPDeviceIdle]"),
        .init(
            "dozeMaximumIdleSeconds", .number(\.dozeMaximumIdleSeconds),
            meaning: "Doze's longest idle period", unit: "s",
            valid: ValidRange(PlatformParameters.minimumPeriodSeconds...PlatformParameters.maximumDurationSeconds),
            .read, source: "AOSP DeviceIdleController MAX_IDLE_TIMEOUT 6 h [@AOSPDeviceIdle]"),
        .init(
            "dozeIdleFactor", .number(\.dozeIdleFactor),
            meaning:
                "Each Doze idle period (and maintenance window) is this many times the previous one, up to its maximum",
            unit: "–", valid: ValidRange(1...100), .read,
            source: "AOSP DeviceIdleController IDLE_FACTOR 2 [@AOSPDeviceIdle]"),
        .init(
            "dozeMaintenanceSeconds", .number(\.dozeMaintenanceSeconds),
            meaning:
                "Doze's first maintenance window: alarms, wake locks and location work normally in it", unit: "s",
            valid: ValidRange(PlatformParameters.minimumPeriodSeconds...PlatformParameters.maximumDurationSeconds),
            .read, source: "AOSP DeviceIdleController IDLE_PENDING/maintenance 5 min [@AOSPDeviceIdle]"),
        .init(
            "dozeMaximumMaintenanceSeconds", .number(\.dozeMaximumMaintenanceSeconds),
            meaning: "Doze's longest maintenance window", unit: "s",
            valid: ValidRange(PlatformParameters.minimumPeriodSeconds...PlatformParameters.maximumDurationSeconds),
            .read, source: "AOSP DeviceIdleController MAX_IDLE_PENDING_TIMEOUT 10 min [@AOSPDeviceIdle]"),
    ])
}
