import FenceAnalysis
import Foundation

/// The `coverage.md` of `fencesim coverage`: what was run, each kind of interval's coverage, then every
/// interval's.
package enum CoverageMarkdown {
    package static func render(_ study: CoverageStudy) -> String {
        var lines = ["# Interval coverage: \(study.scenario)", ""]
        lines.append(
            "\(study.experiments) independent experiments of \(study.replications) replications (seeds "
                + "\(study.firstSeed)–\(study.firstSeed + UInt64(study.experiments) - 1)) against a reference run of "
                + "\(study.referenceReplications) replications (seed \(study.referenceSeed)), \(study.model). "
                + "Coverage is the share of the experiments whose \(percent(study.level)) interval contains the "
                + "reference's estimate (the truth, up to the reference's own error); the target is "
                + "\(Format.fixed(study.target, 2)). Width is the mean width of the intervals"
                + (study.baseline.map { "; the baseline columns are the same study with \($0)." } ?? "."))
        lines.append("")
        lines.append("## By kind of interval")
        lines.append("")
        let baseline = study.baseline != nil
        lines.append(
            "| interval | summary | intervals | coverage | lowest (where) |"
                + (baseline ? " width / baseline width |" : ""))
        lines.append("|---|---|---:|---:|---|" + (baseline ? "---:|" : ""))
        for kind in study.kinds {
            var cells = [
                "`\(kind.name)`", kind.shape.rawValue, "\(kind.intervals)",
                kind.coverage.map { Format.fixed($0, 3) } ?? "–",
                kind.lowestCoverage.map { Format.fixed($0, 3) + " (`\(kind.lowestPath ?? "")`)" } ?? "–",
            ]
            if baseline { cells.append(kind.widthRatio.map { Format.fixed($0, 2) } ?? "–") }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("## Every interval")
        lines.append("")
        lines.append(
            "Coverage with its Wilson 95 % interval over the experiments that reported an interval; ⚠ marks a "
                + "coverage whose interval lies wholly below the target. The reference's own interval should be "
                + "about √(R/N) as wide as the experiments' (\(Format.fixed((Double(study.replications) / Double(study.referenceReplications)).squareRoot(), 2))); "
                + "† marks one more than a quarter as wide: a mean carried by a few extreme replications, which "
                + "the reference itself does not pin down, so its coverage says little.")
        lines.append("")
        lines.append(
            "| interval | reference | with interval | coverage [95% CI] | width |"
                + (baseline ? " baseline coverage | baseline width |" : ""))
        lines.append("|---|---:|---:|---:|---:|" + (baseline ? "---:|---:|" : ""))
        for row in study.rows {
            let flag = study.belowTarget.contains(row) ? " ⚠" : ""
            let digits = decimals(row.reference)
            let reference =
                Format.interval(row.reference, row.referenceLower, row.referenceUpper, digits)
                + (row.referenceIsUncertain ? " †" : "")
            var cells = [
                "`\(row.path)`", reference,
                "\(row.withInterval) / \(row.experiments)",
                row.coverage.map { Format.interval($0, row.coverageLower, row.coverageUpper, 3) + flag } ?? "–",
                width(row.meanWidth, unbounded: row.unboundedWidths),
            ]
            if baseline {
                cells.append(row.baselineCoverage.map { Format.fixed($0, 3) } ?? "–")
                cells.append(width(row.baselineMeanWidth, unbounded: 0))
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Enough decimals to show about four significant digits.
    static func decimals(_ value: Double) -> Int {
        let magnitude = abs(value)
        guard magnitude > 0, magnitude.isFinite else { return 0 }
        return max(0, min(6, 3 - Int(log10(magnitude).rounded(.down))))
    }

    static func width(_ width: Double?, unbounded: Int) -> String {
        let text = width.map { Format.fixed($0, decimals($0)) } ?? "–"
        return unbounded > 0 ? text + " (\(unbounded) unbounded)" : text
    }

    static func percent(_ level: Double) -> String { Format.fixed(level * 100, 0) + " %" }
}
