import FenceAnalysis
import FenceExperiment
import Foundation

/// The text `fencesim sweep` prints: each point's battery life and recall with intervals, then the
/// analysis across points (Pareto frontier, best point meeting the target, recall crossing).
package enum SweepSummaryText {
    package static func render(_ results: ExperimentResults, _ analysis: SweepAnalysis) -> String {
        let paths = results.sweep.map(\.path)
        let target = Format.fixed(analysis.target, 2)
        var table = TextTable(
            paths.map(SweptParameter.shortName) + [
                "strategy", "battery life h [95% CI]", "entry recall [95% CI]", "false entries/day", "≥ \(target)",
            ])
        for point in results.points {
            for summary in point.strategies {
                let life = summary[.batteryLifeHours].map { Format.interval($0.value, $0.lower, $0.upper, 2) } ?? "–"
                let recall = summary[.entryRecall].map { Format.interval($0.value, $0.lower, $0.upper, 3) } ?? "–"
                let meets = summary[.entryRecall]?.share.map { $0.lower >= analysis.target ? "yes" : "no" } ?? "–"
                let falseEntries = summary[.falseEntriesPerDay].map { Format.fixed($0.value, 2) } ?? "–"
                table.add(
                    paths.map { Format.swept(point.values[$0]) }
                        + [
                            summary.label, summary.extrapolatedRuns > 0 ? life + " *" : life, recall, falseEntries,
                            meets,
                        ])
            }
        }
        var lines = [table.text]
        if results.points.contains(where: { $0.strategies.contains { $0.extrapolatedRuns > 0 } }) {
            lines.append(
                "* some runs outlived the horizon or the recorded track's end: their battery life is extrapolated "
                    + "(usable capacity ÷ mean current over the simulated span)")
        }
        lines.append("")
        lines.append(
            "Pareto frontier (battery life ↑, recall ↑): "
                + analysis.frontier.map { describe($0, paths: paths) }.joined(separator: "; "))
        for best in analysis.best {
            let choice =
                best.candidate.map { describe($0, paths: paths) } ?? "no point has a recall interval above \(target)"
            lines.append("Best \(best.strategy) with entry recall ≥ \(target) at 95 % confidence: \(choice)")
        }
        for crossing in analysis.crossings {
            lines.append(describe(crossing))
        }
        lines += trends(results)
        return lines.joined(separator: "\n")
    }

    /// For a single swept parameter, how each strategy's battery life and recall move along it: "three-manager:
    /// from outerRadius 250 to 3000, battery life 19.86 → 14.53 h (falling at every step), entry recall
    /// 0.918 → 0.994 (rising or flat at every step) over 583 → 328 counted visits". The visit counts matter:
    /// only visits begun while the phone is alive count, so a longer battery life counts more of the day.
    package static func trends(_ results: ExperimentResults) -> [String] {
        guard results.sweep.count == 1, let path = results.sweep.first?.path, results.points.count >= 2 else {
            return []
        }
        let ordered = results.points.sorted { ($0.values[path] ?? 0) < ($1.values[path] ?? 0) }
        let name = SweptParameter.shortName(path)
        return results.strategyLabels.compactMap { label in
            let summaries = ordered.compactMap { point in point.strategies.first { $0.label == label } }
            let life = summaries.compactMap { $0[.batteryLifeHours]?.value }
            let recall = summaries.compactMap { $0[.entryRecall]?.share }
            guard life.count == ordered.count, let first = recall.first, let last = recall.last,
                recall.count == ordered.count
            else { return nil }
            return "\(label): from \(name) \(Format.swept(ordered.first?.values[path])) to "
                + "\(Format.swept(ordered.last?.values[path])), battery life \(Format.fixed(life[0], 2)) → "
                + "\(Format.fixed(life[life.count - 1], 2)) h (\(direction(life))), entry recall "
                + "\(Format.fixed(first.estimate, 3)) → \(Format.fixed(last.estimate, 3)) "
                + "(\(direction(recall.map(\.estimate)))) over \(first.trials) → \(last.trials) counted visits"
        }
    }

    /// How a sequence moves step by step: "rising at every step", "falling or flat at every step",
    /// "not monotone: 3 rises, 2 falls", "flat".
    package static func direction(_ values: [Double]) -> String {
        let steps = zip(values, values.dropFirst())
        let rises = steps.filter { $1 > $0 }.count, falls = steps.filter { $1 < $0 }.count
        let flats = values.count - 1 - rises - falls
        switch (rises, falls) {
        case (0, 0): return "flat"
        case (_, 0): return flats == 0 ? "rising at every step" : "rising or flat at every step"
        case (0, _): return flats == 0 ? "falling at every step" : "falling or flat at every step"
        default: return "not monotone: \(rises) rise\(rises == 1 ? "" : "s"), \(falls) fall\(falls == 1 ? "" : "s")"
        }
    }

    /// `outerRadius=1500 three-manager: 15.06 h, recall 0.976`.
    package static func describe(_ candidate: SweepCandidate, paths: [String]) -> String {
        let at = paths.map { "\(SweptParameter.shortName($0))=\(Format.swept(candidate.values[$0]))" }
            .joined(separator: " ")
        return (at.isEmpty ? "" : at + " ")
            + "\(candidate.strategy): \(Format.fixed(candidate.batteryLifeHours.mean, 2)) h, "
            + "recall \(Format.fixed(candidate.entryRecall.estimate, 3)) [\(Format.fixed(candidate.entryRecall.lower, 3)), "
            + "\(Format.fixed(candidate.entryRecall.upper, 3))]"
    }

    /// One line on where a strategy's recall crosses the target.
    package static func describe(_ crossing: RecallCrossing) -> String {
        let target = Format.fixed(crossing.target, 2)
        let head = "\(crossing.strategy): entry recall "
        let interval =
            "95 % bootstrap interval [\(describe(crossing.lower, crossing)), \(describe(crossing.upper, crossing))], "
            + "\(crossing.resamples) resamples"
            + (crossing.resamplesWithoutCrossing > 0 ? ", \(crossing.resamplesWithoutCrossing) without a crossing" : "")
        switch crossing.status {
        case .crosses:
            return head
                + "reaches \(target) at \(crossing.path) = \(crossing.value.map(Format.approximate) ?? "–") (\(interval))"
        case .aboveEverywhere:
            return head + "is above \(target) over the whole swept range of \(crossing.path) (\(interval))"
        case .belowEverywhere:
            return head + "stays below \(target) over the whole swept range of \(crossing.path) (\(interval))"
        }
    }
    /// A bootstrap bound: the value, or `< 250` / `> 3000` outside the swept range.
    package static func describe(_ bound: RecallCrossing.Bound?, _ crossing: RecallCrossing) -> String {
        guard let bound else { return "–" }
        switch bound.position {
        case .belowRange: return "< " + Format.swept(crossing.rangeLower)
        case .inside: return bound.value.map(Format.approximate) ?? "–"
        case .aboveRange: return "> " + Format.swept(crossing.rangeUpper)
        }
    }
}

extension Format {
    /// A swept value as written: integers without decimals, others in Swift's shortest form; "–" for nil.
    package static func swept(_ value: Double?) -> String {
        guard let value else { return "–" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        if "\(value)".contains("e") { return "\(value)" }
        return fixed(value, min(6, decimalsNeeded(value)))
    }

    /// An interpolated value to four significant digits (at least the units): 265.3, 1523, 0.8125.
    package static func approximate(_ value: Double) -> String {
        guard value != 0, value.isFinite else { return fixed(value, 0) }
        let magnitude = Int(log10(abs(value)).rounded(.down))
        return fixed(value, max(0, 3 - magnitude))
    }

    /// Decimals of the shortest round-trip form of `value`.
    private static func decimalsNeeded(_ value: Double) -> Int {
        let text = "\(value)"
        guard let dot = text.firstIndex(of: ".") else { return 3 }
        return text.distance(from: dot, to: text.endIndex) - 1
    }
}
