import FenceExperiment
import FenceStudy
import Foundation

/// The `report.md` of `fencesim calibrate --recovery N`: how often the posterior's 90 % intervals hold
/// synthetic truths, overall and per number, whether the truths stay inside their regions, and every truth.
package enum CalibrationRecoveryMarkdown {
    package static func render(_ recovery: CalibrationRecovery) -> String {
        let settings = recovery.settings
        var lines = ["# Calibration recovery: \(settings.truths) synthetic truths", ""]
        lines.append(
            "Each truth is a point drawn at random from the prior (seed \(settings.seed)); its observations are "
                + "FenceSim's outputs at the truth under seeds the calibration never uses (one replication for one "
                + "device's reading, the mean of \(settings.replications) for an average) plus an error drawn with "
                + "each observation's declared V_obs + V_md, and it is calibrated by the posterior of "
                + "`docs/history-matching.md` (likelihood weighting of \(settings.samplePoints) prior sample points) "
                + "with the emulators of wave 1 of the committed design (\(settings.points) points × "
                + "\(settings.replications) replications: their simulations do not depend on observed values). "
                + "Model: \(recovery.model).")
        lines.append("")
        lines.append(
            "**\(recovery.inside) of \(recovery.pairs) (truth, number) pairs (\(percent(recovery.coverage))) lie "
                + "inside their posterior 90 % interval** (target at least 80 %); **\(recovery.insideRegion) of "
                + "\(settings.truths) truths (\(percent(recovery.insideRegionShare))) stay inside the region their "
                + "observations leave.**")
        lines.append("")
        lines.append("## Per number")
        lines.append("")
        lines.append("| number | inside its 90 % interval | share |")
        lines.append("|---|---:|---:|")
        for coverage in recovery.parameters {
            lines.append(
                "| `\(coverage.path)` | \(coverage.inside) of \(coverage.truths) | \(percent(coverage.share)) |")
        }
        lines.append("")
        if let first = recovery.truths.first, !first.choices.isEmpty {
            lines.append("## Structural choices")
            lines.append("")
            lines.append(
                "The mean posterior probability of the true option against its mean prior weight (a choice the "
                    + "observations inform moves it above the prior).")
            lines.append("")
            lines.append("| choice | true option's posterior probability | its prior weight |")
            lines.append("|---|---:|---:|")
            for (c, choice) in first.choices.enumerated() {
                let n = Double(recovery.truths.count)
                let probability = recovery.truths.reduce(0) { $0 + $1.choices[c].probability } / n
                let prior = recovery.truths.reduce(0) { $0 + $1.choices[c].prior } / n
                lines.append("| `\(choice.path)` | \(Format.fixed(probability, 3)) | \(Format.fixed(prior, 3)) |")
            }
            lines.append("")
        }
        lines.append("## Emulators (wave 1)")
        lines.append("")
        lines.append("| observation | training points | LOO errors within ±3 | used |")
        lines.append("|---|---:|---:|---|")
        for emulator in recovery.emulators {
            let within = emulator.diagnostics.map { percent($0.shareWithinThree) } ?? "–"
            lines.append(
                "| `\(emulator.observation)` | \(emulator.trainingPoints) | \(within) | "
                    + (emulator.used ? "yes" : "no: " + emulator.reasons.joined(separator: "; ")) + " |")
        }
        lines.append("")
        lines.append("## Every truth")
        lines.append("")
        lines.append("| truth | inside region (I) | effective sample size | numbers inside their interval |")
        lines.append("|---:|---|---:|---|")
        for truth in recovery.truths {
            let missed = truth.numbers.filter { !$0.inside }.map { "`\($0.path)`" }
            lines.append(
                "| \(truth.index) | \(truth.insideRegion ? "yes" : "no") (\(Format.fixed(truth.implausibility, 2))) | "
                    + "\(Int(truth.effectiveSampleSize.rounded())) | \(truth.numbers.count - missed.count) of "
                    + "\(truth.numbers.count)" + (missed.isEmpty ? "" : "; outside: " + missed.joined(separator: ", "))
                    + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func percent(_ value: Double) -> String { Format.fixed(100 * value, 1) + " %" }
}
