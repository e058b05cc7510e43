import FenceParameters
import FenceStats

extension MotionParameters {
    /// Meaning, unit, valid and plausible range and source of every field (defaults: ``init()``).
    public static let parameterTable = ParameterTable<MotionParameters>([
        .init(
            "sensingMilliamps", .number(\.sensingMilliamps),
            meaning:
                "Extra current while activity updates run: accelerometer sampling and the classifier (main processor or motion co-processor)",
            unit: "mA", valid: ValidRange(0...5_000), .derived,
            source:
                "a pre-M7 iPhone app counting steps in the background costs 20–30 % of a 1440 mAh battery a day, 12–18 mA [@ARGUS2013]; a motion co-processor 0.3–1 mA (24 h of activity ≈ 3 min of FaceTime, [@WWDC2014Motion]); N95 accelerometer 96 mW = 26 mA [@SenseLess2009]",
            plausible: PlausibleRange(
                0.3, 26, .logUniform,
                because: "from a motion co-processor (iPhone 5s on) to an accelerometer polled by the N95's processor")),
        delay(
            "stationaryDelayMedianSeconds", \.stationaryDelayMedianSeconds, "stationary", .read,
            source: "median transition-detection delay of an accelerometer classifier, 9 s [@Phan2014Transitions]",
            plausible: PlausibleRange(
                3, 30, .logUniform, because: "a few 2.5 s classification windows to half a minute")),
        delay(
            "walkingDelayMedianSeconds", \.walkingDelayMedianSeconds, "walking", .derived,
            source: "Core Motion detects walking in 5–10 s, typically [@WWDC2014Motion]; the middle",
            plausible: PlausibleRange(
                3, 15, .logUniform, because: "3–5 s from a pocket, longer in the hand [@WWDC2014Motion]")),
        delay(
            "cyclingDelayMedianSeconds", \.cyclingDelayMedianSeconds, "cycling", .assumed,
            source: "Core Motion's cycling latency is long unless the phone is on the upper arm [@WWDC2014Motion]",
            plausible: PlausibleRange(60, 600, .logUniform, because: "\"long\": one to ten minutes")),
        delay(
            "automotiveDelayMedianSeconds", \.automotiveDelayMedianSeconds, "automotive", .assumed,
            source:
                "Core Motion's driving latency varies: fast with the phone mounted, slower in a pocket [@WWDC2014Motion]",
            plausible: PlausibleRange(
                30, 120, .logUniform, because: "longer than walking's, shorter than cycling's")),
        .init(
            "delayLogSigma", .number(\.delayLogSigma), meaning: "Log-space spread of the detection delays",
            unit: "–", valid: ValidRange(0...3), .assumed,
            source: "walking's typical 5–10 s [@WWDC2014Motion] is about ± 0.35 in log space; a little wider",
            plausible: PlausibleRange(0.2, 1, because: "from the quoted 5–10 s range to a factor of e either way")),
        accuracy(
            "stationaryAccuracy", \.stationaryAccuracy, "stationary",
            plausible: PlausibleRange(
                0.85, 0.99, because: "a still phone is the easiest class; errors are short stops while walking")),
        accuracy(
            "walkingAccuracy", \.walkingAccuracy, "walking",
            plausible: PlausibleRange(0.85, 0.99, because: "walking is the best-recognised moving class")),
        accuracy(
            "cyclingAccuracy", \.cyclingAccuracy, "cycling",
            plausible: PlausibleRange(
                0.6, 0.95, because: "cycling is the class Core Motion recommends against relying on [@WWDC2014Motion]")),
        accuracy(
            "automotiveAccuracy", \.automotiveAccuracy, "automotive",
            plausible: PlausibleRange(
                0.75, 0.98, because: "a vehicle on a smooth road can read as stationary")),
        .init(
            "significantMotionMilliamps", .number(\.significantMotionMilliamps),
            meaning: "Extra current while the significant-motion detector is armed (a one-shot low-power sensor)",
            unit: "mA", valid: ValidRange(0...5_000), .derived,
            source:
                "accelerometer chips declare 0.13–0.2 mA in Android sensor HALs; low-power sensors must run without the main processor [@AndroidSensorPower]",
            plausible: PlausibleRange(
                0.05, 1, .logUniform, because: "from the chip's own current to a motion co-processor's 0.3–1 mA")),
        .init(
            "significantMotionDelayMedianSeconds", .number(\.significantMotionDelayMedianSeconds),
            meaning: "Median delay from the start of a spell of movement to the significant-motion trigger",
            unit: "s", valid: ValidRange(0...3_600), .derived,
            source:
                "Android's own motion check samples two 2.5 s accelerometer windows 5 s apart: 7.5 s [@AndroidSensorPower]",
            plausible: PlausibleRange(
                3, 30, .logUniform, because: "one 2.5 s window to the classifier's slower classes")),
        .init(
            "significantMotionFalseTriggersPerHour", .number(\.significantMotionFalseTriggersPerHour),
            meaning: "Rate of significant-motion triggers while the phone is truly still (a knock, a phone picked up)",
            unit: "1/h", valid: ValidRange(0...3_600), .assumed,
            source: "no source gives a false-trigger rate",
            plausible: PlausibleRange(0, 4, because: "from never to a phone handled every quarter hour")),
    ])

    /// A median detection delay: s, 0 … 3 600 accepted.
    private static func delay(
        _ name: String, _ path: WritableKeyPath<MotionParameters, Double> & Sendable, _ activity: String,
        _ provenance: ParameterProvenance, source: String, plausible: PlausibleRange
    ) -> ModelParameter<MotionParameters> {
        ModelParameter(
            name, .number(path),
            meaning: "Median delay before the classifier reports that the phone became \(activity)",
            unit: "s", valid: ValidRange(0...3_600), provenance, source: source, plausible: plausible)
    }

    /// A per-class accuracy: a probability; assumed around the overall 93.6 % of a phone classifier.
    private static func accuracy(
        _ name: String, _ path: WritableKeyPath<MotionParameters, Double> & Sendable, _ activity: String,
        plausible: PlausibleRange
    ) -> ModelParameter<MotionParameters> {
        ModelParameter(
            name, .number(path),
            meaning:
                "Probability that the classifier names \(activity) when it is the true activity (else its neighbour)",
            unit: "–", valid: ValidRange(0...1), .assumed,
            source:
                "around the 93.6 % overall accuracy of a phone classifier of still/walk/run/bike/motorised [@Reddy2010]",
            plausible: plausible)
    }
}
