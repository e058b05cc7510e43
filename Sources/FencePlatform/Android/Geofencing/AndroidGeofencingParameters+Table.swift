import FenceParameters
import FenceStats

extension AndroidGeofencingParameters {
    /// Meaning, unit, valid and plausible range and source of every field (defaults: ``init()``).
    /// `validate` also needs each EXIT share below its ENTER share.
    public static let parameterTable = ParameterTable<AndroidGeofencingParameters>([
        .init(
            "maximumGeofences", .whole(\.maximumGeofences), meaning: "Geofences one app may register", unit: "fences",
            valid: ValidRange(0...10_000), .read,
            source:
                "\"100 geofences per app, per device user\" [@AndroidGeofencing]; the 101st fails (GEOFENCE_TOO_MANY_GEOFENCES)"
        ),
        period(
            "evaluationIntervalSeconds", \.evaluationIntervalSeconds,
            meaning: "Interval between the system's network-fix evaluations of an app's geofences (no limits in force)",
            .derived,
            source:
                "\"usually the latency is less than 2 minutes\" [@AndroidGeofencing]: a crossing waits at most one period for the next evaluation, so 2 min",
            plausible: PlausibleRange(
                30, 120, .logUniform,
                because:
                    "responsiveness of \"tens of seconds\" without Background Location Limits [@AndroidLocationBattery] to the documented 2 min"
            )),
        period(
            "backgroundEvaluationIntervalSeconds", \.backgroundEvaluationIntervalSeconds,
            meaning: "Interval between evaluations while Background Location Limits (Android 8+) are in effect",
            .derived,
            source:
                "\"about 2-3 minutes on average\" under Background Location Limits [@AndroidGeofencing]: a uniform wait averages half a period, so 2 × 2.5 min",
            plausible: PlausibleRange(
                120, 360, .logUniform,
                because:
                    "responsiveness of \"approximately two minutes\" under the limits [@AndroidLocationBattery] to twice the 3 min average [@AndroidGeofencing]"
            )),
        period(
            "stationaryEvaluationIntervalSeconds", \.stationaryEvaluationIntervalSeconds,
            meaning: "Interval between evaluations once the device has been still for stationaryAfterSeconds",
            .derived,
            source:
                "\"the latency may increase (up to 6 minutes)\" after a long stationary period [@AndroidGeofencing]: the longest wait is one period",
            plausible: PlausibleRange(
                180, 600, .logUniform,
                because: "from the background cadence's low end to 10 min; the 6 min is an upper figure, not a cadence")
        ),
        .init(
            "stationaryAfterSeconds", .number(\.stationaryAfterSeconds),
            meaning: "How long the device must stay still before evaluations slow to the stationary cadence",
            unit: "s", valid: ValidRange(0...maximumDurationSeconds), .assumed,
            source: "\"stationary for a significant period of time\" [@AndroidGeofencing], duration not given",
            plausible: PlausibleRange(
                300, 3_600, .logUniform,
                because: "from a few minutes' wait at a stop to an hour at a desk")),
        .init(
            "largeFenceRadiusMeters", .number(\.largeFenceRadiusMeters),
            meaning:
                "Fences of at least this radius use the \"bigger geofence\" overlap thresholds, smaller ones the others",
            unit: "m", valid: .positive(maximum: 100_000), .assumed,
            source:
                "the rule names \"a bigger geofence\" and \"a smaller geofence\" without sizes [@RadiusProximityKit]; set at the low end of the recommended minimum radius, 100-150 m [@AndroidGeofencing]",
            plausible: PlausibleRange(
                50, 200, .logUniform,
                because:
                    "from the Wi-Fi error the guide says to assume (50 m) to the 200 m a vendor calls the least reliable radius [@TransistorsoftBG]"
            )),
        share(
            "largeFenceEnterShare", \.largeFenceEnterShare,
            meaning: "ENTER when at least this share of the fix's accuracy disc lies inside a bigger fence",
            source: "\"at least 85% for a bigger geofence\" (Play services 3.2+) [@RadiusProximityKit]"),
        share(
            "largeFenceExitShare", \.largeFenceExitShare,
            meaning: "EXIT when at most this share of the fix's accuracy disc lies inside a bigger fence",
            source: "\"for an exit alert, the ratio threshold used is 15% or 25%\" [@RadiusProximityKit]"),
        share(
            "smallFenceEnterShare", \.smallFenceEnterShare,
            meaning: "ENTER when at least this share of the fix's accuracy disc lies inside a smaller fence",
            source: "\"75% for a smaller geofence\" [@RadiusProximityKit]"),
        share(
            "smallFenceExitShare", \.smallFenceExitShare,
            meaning: "EXIT when at most this share of the fix's accuracy disc lies inside a smaller fence",
            source: "\"15% or 25%\", the smaller fence's being 25 % [@RadiusProximityKit]"),
    ])

    /// The longest duration any parameter may give, seconds (``PlatformParameters/maximumDurationSeconds``).
    static let maximumDurationSeconds = PlatformParameters.maximumDurationSeconds

    /// A repeated period: seconds, ``PlatformParameters/minimumPeriodSeconds`` … the longest duration.
    private static func period(
        _ name: String, _ path: WritableKeyPath<AndroidGeofencingParameters, Double> & Sendable, meaning: String,
        _ provenance: ParameterProvenance, source: String, plausible: PlausibleRange? = nil
    ) -> ModelParameter<AndroidGeofencingParameters> {
        ModelParameter(
            name, .number(path), meaning: meaning, unit: "s",
            valid: ValidRange(PlatformParameters.minimumPeriodSeconds...maximumDurationSeconds), provenance,
            source: source, plausible: plausible)
    }

    /// A share of the accuracy disc's area, 0 … 1, read in the source.
    private static func share(
        _ name: String, _ path: WritableKeyPath<AndroidGeofencingParameters, Double> & Sendable, meaning: String,
        source: String
    ) -> ModelParameter<AndroidGeofencingParameters> {
        ModelParameter(
            name, .number(path), meaning: meaning, unit: "–", valid: ValidRange(0...1), .read, source: source)
    }
}
