import FenceDevice
import FenceExperiment

/// The human-readable summary `fencesim run` prints: the comparison table with intervals, the energy
/// breakdown and the paired differences against the first strategy.
package enum ResultsSummaryText {
    package static func render(_ point: PointResult, baselineLabel: String) -> String {
        var table = TextTable([
            "strategy", "battery life h [95% CI]", "entry recall [95% CI]", "exit recall", "false entries/day",
            "false exits/day", "latency median s", "mean current mA",
        ])
        for summary in point.strategies {
            let life = summary.batteryLifeHours.map { Format.interval($0.mean, $0.lower, $0.upper, 2) } ?? "–"
            let flagged = summary.extrapolatedRuns > 0 ? "\(life) *" : life
            let recall = summary.entryRecall.map { Format.interval($0.estimate, $0.lower, $0.upper, 3) } ?? "–"
            let exits = summary.exitRecall.map { Format.fixed($0.estimate, 3) } ?? "–"
            let falseEntries = summary.falseEntriesPerDay.map { Format.interval($0.mean, $0.lower, $0.upper, 2) } ?? "–"
            let falseExits = summary.falseExitsPerDay.map { Format.fixed($0.mean, 1) } ?? "–"
            let latency = summary.entryLatencyMedianSeconds.map { Format.fixed($0.mean, 0) } ?? "–"
            let current = summary.meanCurrentMilliamps.map { Format.interval($0.mean, $0.lower, $0.upper, 1) } ?? "–"
            table.add([summary.label, flagged, recall, exits, falseEntries, falseExits, latency, current])
        }
        var text = table.text
        if point.strategies.contains(where: { $0.extrapolatedRuns > 0 }) {
            text +=
                "\n* some runs outlived the horizon or the recorded track's end: their battery life is extrapolated "
                + "(usable capacity ÷ mean current over the simulated span)"
        }
        let components = DeviceComponent.allCases.filter { component in
            point.strategies.contains { $0.chargeByComponentMilliampHours[component] != nil }
        }
        var energy = TextTable(["energy mAh (mean per run)"] + components.map(\.rawValue) + ["total"])
        for summary in point.strategies {
            let values = components.map { summary.chargeByComponentMilliampHours[$0]?.mean ?? 0 }
            energy.add([summary.label] + values.map { Format.fixed($0, 1) } + [Format.fixed(values.reduce(0, +), 1)])
        }
        text += "\n\n" + energy.text
        var spam = TextTable([
            "notification spam", "declarations/true transition [95% CI]", "first-entry precision [95% CI]",
            "repeat entries/day", "precision (any entry in a visit)",
        ])
        for summary in point.strategies {
            let perTransition =
                summary.declarationsPerTransition.map { Format.interval($0.mean, $0.lower, $0.upper, 2) } ?? "–"
            let first = summary.firstEntryPrecision.map { Format.interval($0.estimate, $0.lower, $0.upper, 3) } ?? "–"
            let repeats = summary.repeatEntriesPerDay.map { Format.fixed($0.mean, 1) } ?? "–"
            let precision = summary.precision.map { Format.fixed($0.estimate, 3) } ?? "–"
            spam.add([summary.label, perTransition, first, repeats, precision])
        }
        text += "\n\n" + spam.text
        if point.strategies.contains(where: {
            $0.gpsFixErrorMedianMeters != nil || $0.wifiFixErrorMedianMeters != nil
                || $0.cellFixErrorMedianMeters != nil
        }) {
            var errors = TextTable(["median fix error m [95% CI]", "GPS and A-GPS", "Wi-Fi", "cell"])
            for summary in point.strategies {
                func cell(_ estimate: MeanEstimate?, _ decimals: Int) -> String {
                    estimate.map { Format.interval($0.mean, $0.lower, $0.upper, decimals) } ?? "–"
                }
                errors.add([
                    summary.label, cell(summary.gpsFixErrorMedianMeters, 1), cell(summary.wifiFixErrorMedianMeters, 1),
                    cell(summary.cellFixErrorMedianMeters, 0),
                ])
            }
            text += "\n\n" + errors.text
        }
        let others = point.strategies.dropFirst()
        if !others.isEmpty {
            var paired = TextTable([
                "vs \(baselineLabel) (paired)", "Δ battery life h", "p", "Δ entry recall", "p", "Δ false entries/day",
                "p",
            ])
            for summary in others {
                func cell(_ name: String, _ decimals: Int) -> [String] {
                    guard let d = summary.versusBaseline[name] else { return ["–", "–"] }
                    return [Format.interval(d.difference, d.lower, d.upper, decimals), Format.pValue(d.pValue)]
                }
                paired.add(
                    [summary.label] + cell("batteryLifeHours", 2) + cell("entryRecall", 3)
                        + cell("falseEntriesPerDay", 2))
            }
            text += "\n\n" + paired.text
        }
        return text
    }
}
