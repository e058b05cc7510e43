import FenceParameters
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
            "wifiReportedAccuracyMeters", .number(\.wifiReportedAccuracyMeters),
            meaning:
                "The accuracy the fused provider reports for a Wi-Fi fix (the radius the Geofencing API's overlap rule and the proximity alerts' inside test use); under Android it replaces device.wifi's reportedAccuracyMeters",
            unit: "m", valid: ValidRange(1...10_000), .read,
            source:
                "\"When Wi-Fi is available location accuracy is usually between 20 - 50 meters … assume that Wi-Fi location accuracy is about 50 meters\" [@AndroidGeofencing]",
            plausible: PlausibleRange(
                20, 50, .uniform, because: "\"usually between 20 - 50 meters\" [@AndroidGeofencing]")),
        .init(
            "inexactAlarmWindowFraction", .number(\.inexactAlarmWindowFraction),
            meaning:
                "An inexact alarm set for a delay d may fire anywhere in [d, d + this × d]: at the first wake-up of the phone in that window, else at its end",
            unit: "–", valid: ValidRange(0...10), .read,
            source: "AOSP AlarmManagerService's maxTriggerTime: trigger + 0.75 × futurity [@AOSPAlarmManager]"),
        .init(
            "doze", .flag(\.doze),
            meaning:
                "Whether the phone enters Doze (deep idle) when still, unplugged and with the screen off (after dozeInactiveSeconds and dozeIdlePendingSeconds)",
            unit: "–", valid: nil, .read, source: "Android 6+ on Google's phones [@AOSPDeviceIdle]"),
        .init(
            "dozeInactiveSeconds", .number(\.dozeInactiveSeconds),
            meaning:
                "Doze's INACTIVE phase after the phone is unplugged (screen off): motion is not watched in it; then dozeIdlePendingSeconds follow",
            unit: "s", valid: ValidRange(0...PlatformParameters.maximumDurationSeconds), .read,
            source: "AOSP DeviceIdleController INACTIVE_TIMEOUT 30 min [@AOSPDeviceIdle]"),
        .init(
            "dozeIdlePendingSeconds", .number(\.dozeIdlePendingSeconds),
            meaning:
                "From the end of an INACTIVE phase to idle, with the significant-motion sensor armed: motion in it starts a fresh INACTIVE phase of dozeMotionInactiveSeconds",
            unit: "s", valid: ValidRange(0...PlatformParameters.maximumDurationSeconds), .derived,
            source:
                "AOSP DeviceIdleController IDLE_AFTER_INACTIVE 30 min + SENSING 4 min + LOCATING 30 s [@AOSPDeviceIdle]"
        ),
        .init(
            "dozeMotionInactiveSeconds", .number(\.dozeMotionInactiveSeconds),
            meaning:
                "Doze's INACTIVE phase after motion woke the phone from IDLE_PENDING, idle or a maintenance window",
            unit: "s", valid: ValidRange(0...PlatformParameters.maximumDurationSeconds), .read,
            source: "AOSP DeviceIdleController MOTION_INACTIVE_TIMEOUT 10 min [@AOSPDeviceIdle]"),
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
