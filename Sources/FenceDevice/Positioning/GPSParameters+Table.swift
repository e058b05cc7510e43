import FenceParameters
import FenceStats

extension GPSParameters {
    /// Meaning, unit, valid and plausible range and source of every field (defaults: the memberwise
    /// initialiser's). `validate` also needs `warmMaximumAgeSeconds ≥ hotMaximumAgeSeconds`.
    public static let parameterTable = ParameterTable<GPSParameters>([
        .init(
            "biasSigmaMeters", .number(\.biasSigmaMeters),
            meaning: "Per-axis standard deviation of the Ornstein–Uhlenbeck bias in open sky", unit: "m",
            valid: ValidRange(0...1_000), .calibrated,
            source:
                "by history matching against the 8 m median of iPhone 3G A-GPS fixes [@Zandbergen2009] (`reports/calibration`): the posterior median when the move rule moved it (docs/history-matching.md, \"Posterior, and the defaults it may move\"); with the white noise a Rayleigh median of 5.52 m and p95 of 11.47 m in open sky, against 7–13 m measured urban [@MerryBettinger2019] and the < 15 m 95 % of consumer specifications [@GarminGPS15]",
            plausible: PlausibleRange(
                2, 8, .logUniform,
                because:
                    "open-sky medians of 2.5–10 m: below the 8 m iPhone median [@Zandbergen2009] down to survey-grade consumer chips"
            )),
        .init(
            "whiteSigmaMeters", .number(\.whiteSigmaMeters),
            meaning: "Per-axis standard deviation of the white noise in open sky", unit: "m",
            valid: ValidRange(0...1_000), .assumed, source: "a small uncorrelated part beside the bias",
            plausible: PlausibleRange(
                0.5, 3, .logUniform, because: "a fraction of the bias: fix-to-fix jitter of a metre or two")),
        .init(
            "biasTauSeconds", .number(\.biasTauSeconds), meaning: "Correlation time of the bias", unit: "s",
            valid: ValidRange(1...86_400), .read,
            source:
                "OU/AR preferred by AIC [@Schumayer2020]; autocorrelation bend ≈ 1 min [@WilsonGPSCorrelation]"),
        .init(
            "environmentScaling", .option(OptionField(\.environmentScaling)),
            meaning:
                "Which parts of the GPS error a place's gpsErrorScale multiplies: the bias and the white noise, or the bias only",
            unit: "–", valid: nil, .assumed,
            source:
                "no phone measurement of second-to-second error indoors was found; stationary L1 receivers' noise is dominated by its time-correlated part, and a white-noise model overstates its variance [@Schumayer2020]; the white noise indoors moves how often fixes jitter across a fence's edge (docs/calibration.md, \"GPS\")",
            prior: CategoricalPrior([
                .init(
                    "biasAndWhite", weight: 0.5,
                    evidence:
                        "assumption: a weak signal raises every part of the error alike; the model every other default was set with"
                ),
                .init(
                    "biasOnly", weight: 0.5,
                    evidence:
                        "assumption on measured grounds: GPS noise is mostly time-correlated [@Schumayer2020], so what a weak signal adds passes a receiver's position filter as slow error, not per-second jitter"
                ),
            ])),
        .init(
            "multipathLogSigma", .number(\.multipathLogSigma),
            meaning: "Log-space spread of a multipath outlier's extra error around the place's median", unit: "–",
            valid: ValidRange(0...3), .assumed, source: "no source",
            plausible: PlausibleRange(
                0.25, 1,
                because: "outliers from tens of metres to a few times that: a factor 1.5–5 at the 95th percentile")),
        .init(
            "multipathHoldSeconds", .whole(\.multipathHoldSeconds),
            meaning:
                "How long a multipath outlier (or its absence) lasts: one draw per window of this many seconds; 1 draws every second",
            unit: "s", valid: ValidRange(1...3_600), .assumed,
            source: "no source: outliers independent from second to second",
            plausible: PlausibleRange(
                1, 60, .logUniform,
                because:
                    "from independent seconds to the bias's 1 min correlation time [@WilsonGPSCorrelation]: a reflection lasts while the geometry does"
            )),
        .init(
            "reportedAccuracyFactor", .number(\.reportedAccuracyFactor),
            meaning: "Reported accuracy as a multiple of the per-axis total standard deviation", unit: "–",
            valid: ValidRange(0.1...10), .derived,
            source:
                "68 % radius of a Rayleigh distribution, √(−2 ln 0.32); Android's `getAccuracy()` is a 68 % radius [@AndroidGetAccuracy]; open sky reports 7.08 m, inside the 5–10 m iOS reports [@iOSReportedAccuracy]"
        ),
        .init(
            "hotStartMedianSeconds", .number(\.hotStartMedianSeconds),
            meaning: "Median time to first fix of a hot start (ephemeris fresh)", unit: "s",
            valid: ValidRange(0.1...3_600), .read, source: "hot starts of 1–8 s ([@LinxR4], [@Maretron])"),
        .init(
            "warmStartMedianSeconds", .number(\.warmStartMedianSeconds),
            meaning: "Median time to first fix of a warm start (almanac and rough position known)", unit: "s",
            valid: ValidRange(0.1...3_600), .read, source: "warm starts of 15–45 s ([@GarminGPS15], [@WikipediaTTFF])"),
        .init(
            "coldStartMedianSeconds", .number(\.coldStartMedianSeconds),
            meaning: "Median time to first fix of a cold start", unit: "s", valid: ValidRange(0.1...3_600), .read,
            source: "cold starts from 35 s ([@LinxR4]) to 12.5 min (the almanac period, [@WikipediaTTFF])"),
        .init(
            "startLogSigma", .number(\.startLogSigma),
            meaning: "Log-space spread of every time to first fix around its median", unit: "–",
            valid: ValidRange(0...3), .assumed, source: "5–95 %: ×0.61 … ×1.64 around the median",
            plausible: PlausibleRange(
                0.15, 0.6,
                because: "the sourced hot, warm and cold ranges each span a factor of 2–8 between their ends")),
        .init(
            "hotMaximumAgeSeconds", .number(\.hotMaximumAgeSeconds),
            meaning: "A start within this long of the last fix is hot", unit: "s", valid: ValidRange(0...604_800),
            .assumed, source: "half the 4 h ephemeris validity [@WikipediaTTFF]",
            plausible: PlausibleRange(
                1_800, 14_400, .logUniform,
                because: "up to the 4 h ephemeris validity [@WikipediaTTFF]; receivers differ in what they keep")),
        .init(
            "warmMaximumAgeSeconds", .number(\.warmMaximumAgeSeconds),
            meaning: "A start within this long of the last fix is warm, beyond it cold", unit: "s",
            valid: ValidRange(0...604_800), .read, source: "ephemeris valid up to 4 h [@WikipediaTTFF]"),
        .init(
            "lossOfSignalSeconds", .whole(\.lossOfSignalSeconds),
            meaning: "Consecutive seconds without signal after which a tracking receiver drops to acquisition",
            unit: "s", valid: ValidRange(1...3_600), .assumed, source: "no source",
            plausible: PlausibleRange(
                2, 30, .logUniform, because: "a few missed epochs to half a minute of dead reckoning before a search")),
        .init(
            "initialLastFixAgeSeconds", .optionalNumber(\.initialLastFixAgeSeconds),
            meaning: "Age of the receiver's last fix at scenario start; null: none, the first start is cold",
            unit: "s", valid: ValidRange(0...31_622_400), .choice, source: "a phone that has not used GPS recently"),
    ])
}

extension AssistedGPSParameters {
    /// Meaning, unit, valid and plausible range and source of every field.
    public static let parameterTable = ParameterTable<AssistedGPSParameters>([
        .init(
            "assistedStartMedianSeconds", .number(\.assistedStartMedianSeconds),
            meaning: "Median time to first fix with fresh assistance data", unit: "s", valid: ValidRange(0.1...3_600),
            .read, source: "6–20 s (u-blox aided 6–12 [@UbloxAntaris4], handsets < 20 [@MotorolaAGPS])"),
        .init(
            "downloadTransferSeconds", .number(\.downloadTransferSeconds),
            meaning: "DCH time of one assistance download", unit: "s", valid: ValidRange(0...600), .assumed,
            source: "a one-second transfer",
            plausible: PlausibleRange(
                0.3, 5, .logUniform, because: "a few kilobytes of ephemeris: under a second to seconds on 3G")),
        .init(
            "assistanceValiditySeconds", .number(\.assistanceValiditySeconds),
            meaning: "How long downloaded assistance (ephemeris) stays valid", unit: "s",
            valid: ValidRange(0...604_800), .read,
            source: "valid 2–4 h ([@WikipediaTTFF], [@Maretron]); the low end"),
        .init(
            "visibilityMultiplier", .number(\.visibilityMultiplier),
            meaning: "Factor on the place's GPS visibility while assisted, capped at 1", unit: "–",
            valid: ValidRange(1...10), .assumed, source: "indoor availability 0.2 → 0.3 with assistance",
            plausible: PlausibleRange(
                1, 2.5, because: "from no gain to indoor availability 0.2 → 0.5 (assistance lowers the signal needed)")),
    ])
}
