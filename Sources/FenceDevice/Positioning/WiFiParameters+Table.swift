import FenceParameters
import FenceStats
import FenceWorld

extension WiFiParameters {
    /// Meaning, unit, valid and plausible range and source of every scalar field and of every class's entry of
    /// the per-class `medianErrorMeters` map (``medianRows``).
    public static let parameterTable = ParameterTable<WiFiParameters>(
        [
            .init(
                "scanSeconds", .number(\.scanSeconds), meaning: "Duration of one scan at the scan current", unit: "s",
                valid: ValidRange(0.01...60), .read,
                source: "11–14 channels × ~40 ms dwell ⇒ 0.5–1 s [@WiFiScanDwell]; the high end"),
            .init(
                "cpuAwakeSeconds", .number(\.cpuAwakeSeconds), meaning: "How long a scan holds the CPU awake",
                unit: "s", valid: ValidRange(0...60), .assumed,
                source: "the \"scan tax\": the CPU stays awake [@WiScan]",
                plausible: PlausibleRange(
                    1, 3, because: "at least the scan itself, plus the lookup and the app's handling")),
            .init(
                "minimumAccessPoints", .whole(\.minimumAccessPoints),
                meaning: "Access points a scan must see to position",
                unit: "–", valid: ValidRange(1...100), .derived,
                source:
                    "consistent with the World's access-point densities, calibrated so that P(≥ 1 in range) is the assumed WPS availability; with 3 the urban availability would fall to 0.75, suburban to 0.30"
            ),
            .init(
                "cacheHitProbability", .number(\.cacheHitProbability),
                meaning: "Probability that the lookup is answered from the phone's cache", unit: "–",
                valid: ValidRange(0...1), .assumed, source: "no source",
                plausible: PlausibleRange(
                    0.4, 0.9, because: "daily routes reuse cached tiles; new places and expiry miss")),
            .init(
                "lookupTransferSeconds", .number(\.lookupTransferSeconds),
                meaning: "DCH time of one lookup on a cache miss", unit: "s", valid: ValidRange(0...600), .assumed,
                source: "a small request and response",
                plausible: PlausibleRange(
                    0.05, 1, .logUniform, because: "a small request: tens of milliseconds to a second on a poor link")),
        ] + medianRows + [
            .init(
                "errorLogSigma", .number(\.errorLogSigma), meaning: "Log-space spread of the radial error", unit: "–",
                valid: ValidRange(0...3), .assumed, source: "guided by the 0.56 derived from [@Chen2006]",
                plausible: PlausibleRange(
                    0.4, 0.9, because: "around the 0.56 of [@Chen2006], up to the wider spread of mixed environments")),
            .init(
                "outlierProbability", .number(\.outlierProbability),
                meaning: "Probability that a fix is an outlier from moved access points", unit: "–",
                valid: ValidRange(0...1), .assumed, source: "rare large outliers",
                plausible: PlausibleRange(
                    0.001, 0.05, .logUniform, because: "rare: from one fix in a thousand to one in twenty")),
            .init(
                "outlierMedianMeters", .number(\.outlierMedianMeters),
                meaning: "Median size of an outlier's error (log-normal with errorLogSigma)", unit: "m",
                valid: .positive(maximum: 1_000_000), .assumed, source: "an access point moved across town",
                plausible: PlausibleRange(
                    300, 5_000, .logUniform, because: "a moved access point: another district to another city")),
            .init(
                "reportedAccuracyMeters", .number(\.reportedAccuracyMeters),
                meaning: "The accuracy a Wi-Fi fix reports",
                unit: "m", valid: .positive(maximum: 1_000_000), .read,
                source: "the constant iOS reports for Wi-Fi fixes [@iOSReportedAccuracy]"),
        ])

    /// The median error of each environment class, `medianErrorMeters.CLASS`: indoor read in a measurement
    /// ([@Zandbergen2009]), the others assumed by access-point density around the Skyhook medians of three cities
    /// ([@Zandbergen2012], which they were set against, so that study shaped them).
    static let medianRows: [ModelParameter<WiFiParameters>] = EnvironmentClass.allCases.map { environment in
        let keys = ["medianErrorMeters", environment.rawValue]
        let field = \WiFiParameters.[medianErrorMeters: environment]
        let meaning = "Median error of a Wi-Fi fix in the \(environment.rawValue) class"
        let valid = ValidRange.positive(maximum: 1_000_000)
        switch environment {
        case .indoor:
            return .init(
                keys: keys, .number(field), meaning: meaning, unit: "m", valid: valid, .read,
                source: "iPhone 3G at indoor sites [@Zandbergen2009]",
                plausible: PlausibleRange(
                    43, 92, .logUniform, because: "the Skyhook medians of three cities [@Zandbergen2012]"))
        case .urban, .urbanCanyon:
            return .init(
                keys: keys, .number(field), meaning: meaning, unit: "m", valid: valid, .assumed,
                source:
                    "dense access points, assumed more accurate than the Skyhook medians of three cities, 43–92 m [@Zandbergen2012]",
                plausible: PlausibleRange(
                    20, 92, .logUniform,
                    because:
                        "from about the 13–40 m of a research database surveyed along the test routes [@Cheng2005] to the largest Skyhook city median [@Zandbergen2012]"
                ))
        case .suburban:
            return .init(
                keys: keys, .number(field), meaning: meaning, unit: "m", valid: valid, .assumed,
                source: "within the Skyhook medians of three cities, 43–92 m [@Zandbergen2012]",
                plausible: PlausibleRange(
                    37.5, 150, .logUniform,
                    because:
                        "a factor of two either way: the Skyhook city medians span a factor of 2.1 [@Zandbergen2012]"))
        case .openSky, .rural, .underground:
            return .init(
                keys: keys, .number(field), meaning: meaning, unit: "m", valid: valid, .assumed,
                source:
                    "sparse access points: the top of the Skyhook medians of three cities, 43–92 m [@Zandbergen2012]"
                    + (environment == .underground
                        ? "; unused where no access point is heard (underground has none)" : ""),
                plausible: PlausibleRange(
                    45, 180, .logUniform,
                    because:
                        "a factor of two either way: the Skyhook city medians span a factor of 2.1 [@Zandbergen2012]"))
        }
    }
}

extension WiFiParameters {
    /// The entry of ``medianErrorMeters`` for `environment`, metres, as the parameter table reads and sets it (a
    /// class the map lacks reads its default).
    subscript(medianErrorMeters environment: EnvironmentClass) -> Double {
        get { medianErrorMeters[environment] ?? Self.standardMedianErrorMeters[environment]! }
        set { medianErrorMeters[environment] = newValue }
    }
}
