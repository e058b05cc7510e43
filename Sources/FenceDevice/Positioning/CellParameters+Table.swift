import FenceParameters
import FenceStats

extension CellParameters {
    /// Meaning, unit, valid and plausible range and source of every field (defaults: ``init()``).
    public static let parameterTable = ParameterTable<CellParameters>([
        .init(
            "cpuBusySeconds", .number(\.cpuBusySeconds), meaning: "CPU work of one cell fix, at the busy current",
            unit: "s", valid: ValidRange(0...60), .assumed, source: "a CPU wake of half a second",
            plausible: PlausibleRange(
                0.1, 2, .logUniform,
                because: "a modem query and a position computation: a tenth of a second to a few seconds")),
        .init(
            "cacheHitProbability", .number(\.cacheHitProbability),
            meaning: "Probability that the tower lookup is answered from the phone's cache", unit: "–",
            valid: ValidRange(0...1), .assumed, source: "no source",
            plausible: PlausibleRange(
                0.5, 0.95,
                because: "a commuter crosses the same cells every day, so most lookups hit; not all (new cells, expiry)"
            )),
        .init(
            "lookupTransferSeconds", .number(\.lookupTransferSeconds),
            meaning: "DCH time of one tower lookup on a cache miss", unit: "s", valid: ValidRange(0...600), .assumed,
            source: "a small request and response",
            plausible: PlausibleRange(
                0.05, 1, .logUniform,
                because: "a few hundred bytes: tens of milliseconds on a good link, up to a second on a poor 3G link")),
        .init(
            "minimumTowersForTriangulation", .whole(\.minimumTowersForTriangulation),
            meaning: "Towers that must be heard to triangulate; fewer gives cell-ID (the serving tower's position)",
            unit: "–", valid: ValidRange(2...20), .assumed, source: "lateration in the plane needs three ranges",
            plausible: PlausibleRange(
                2, 4, because: "two with the serving sector's direction; four for a fit robust to one bad range")),
        .init(
            "triangulationErrorFraction", .number(\.triangulationErrorFraction),
            meaning: "Median triangulation error as a fraction of the mean distance to the three nearest towers heard",
            unit: "–", valid: ValidRange(0.01...10), .calibrated,
            source:
                "fitted to the suburban median error of 600 m of iPhone 3G cellular fixes [@Zandbergen2009], the centre of its log-uniform prior; history matching against the same median (`reports/calibration`) narrows it, but not to the half of the prior's width at which the move rule moves a default to the posterior median (docs/history-matching.md, \"Posterior, and the defaults it may move\")",
            plausible: PlausibleRange(
                0.4, 1.2, .logUniform,
                because:
                    "suburban medians from about 350 m to 1 km (\"several hundred m to a few km\", [@Zandbergen2009]) scale it proportionally"
            )),
        .init(
            "errorLogSigma", .number(\.errorLogSigma), meaning: "Log-space spread of the triangulation error",
            unit: "–", valid: ValidRange(0...3), .derived, source: "ln(163/65)/1.645 from [@Chen2006]"),
        .init(
            "reportedAccuracyMeters", .number(\.reportedAccuracyMeters),
            meaning: "The accuracy a cell fix reports", unit: "m", valid: .positive(maximum: 1_000_000), .read,
            source: "the constant iOS reports for tower fixes [@iOSReportedAccuracy]"),
    ])
}
