import FenceKernel
import FencePlatform

/// Registry entries of the duty-cycled strategies (with the capture parameters of ``CaptureSettings``).
public enum DutyCycledDescriptors {
    /// `periodic`: a fix every `period` seconds.
    public static let periodic = StrategyDescriptor(
        name: "periodic",
        summary: "A fix every period seconds with the chosen accuracy (duty-cycled GPS).",
        parameters: [
            ParameterSpec(
                "period", .number(range: 1...86_400, unit: "s"), default: .number(60), "Time between captures, seconds."
            )
        ] + CaptureSettings.specs,
        make: { reader throws(StrategyParameterError) in
            let capture = try CaptureSettings(reading: reader)
            return DutyCycledStrategy(
                policy: FixedPeriod(period: .seconds(try reader.number("period"))), capture: capture)
        })

    /// `distance-adaptive`: sleep = clamp((distance to nearest fence − radius) / vmax, Tmin, Tmax).
    public static let distanceAdaptive = StrategyDescriptor(
        name: "distance-adaptive",
        summary: "Sleep clamp(distance to the nearest fence boundary / vmax, Tmin, Tmax), then take a fix (AOSP rule).",
        parameters: [
            ParameterSpec(
                "maxSpeed", .number(range: 0.1...1_000, unit: "m/s"), default: .number(100),
                "Assumed maximum speed, m/s (AOSP: 100)."),
            ParameterSpec(
                "minInterval", .number(range: 1...86_400, unit: "s"), default: .number(60),
                "Shortest sleep, seconds (AOSP older releases: 60)."),
            ParameterSpec(
                "maxInterval", .number(range: 1...86_400, unit: "s"), default: .number(7_200),
                "Longest sleep, seconds (AOSP: 7200)."),
        ] + CaptureSettings.specs,
        make: { reader throws(StrategyParameterError) in
            let capture = try CaptureSettings(reading: reader)
            let minimum = try reader.number("minInterval"), maximum = try reader.number("maxInterval")
            guard maximum >= minimum else {
                throw StrategyParameterError(
                    strategy: "distance-adaptive", parameter: "maxInterval",
                    message: "must be at least minInterval (\(minimum) s); raise maxInterval or lower minInterval")
            }
            return DutyCycledStrategy(
                policy: DistanceOverSpeed(
                    maximumSpeedMetersPerSecond: try reader.number("maxSpeed"), minimum: .seconds(minimum),
                    maximum: .seconds(maximum)),
                capture: capture)
        })
}
