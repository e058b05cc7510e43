import FenceExperiment
import FenceStats
import FenceStudy
import Foundation

/// The terminal summary of a calibration: waves, structures, parameters, observations.
package enum CalibrationSummaryText {
    package static func render(_ results: CalibrationResults) -> String {
        let summary = results.summary
        var lines: [String] = [""]
        for wave in results.waves {
            let used = wave.emulation.map { "\($0.outputs.filter(\.used).count) of \($0.outputs.count)" } ?? "no"
            let share = wave.emulation?.share.map { "space not ruled out " + interval($0.samplingInterval) } ?? ""
            let subset =
                wave.emulation?.evaluatedPointsKept.map {
                    " (trained on a maximin \(HistoryMatching.maximumTrainingPoints) of the \($0) points kept)"
                } ?? ""
            lines.append(
                "wave \(wave.wave): \(wave.points) points, \(wave.survivors) not ruled out by their own runs "
                    + "(\(percent(1 - wave.shareRuledOut))); \(used) emulators pass their diagnostics\(subset); "
                    + share)
            if let refused = wave.emulation?.refused { lines.append("  refused: " + refused) }
        }
        lines.append("stopped: \(results.stopReason.rawValue); \(summary.survivors) surviving points")
        if summary.survivors == 0 {
            lines.append(
                "EMPTY REGION: no point meets \(summary.unmet.joined(separator: ", ")); closest combined "
                    + "implausibility \(number(summary.closestCombined)) with "
                    + summary.closestStructure.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                    .joined(separator: ", "))
        }
        lines.append("")
        lines.append("structure option  points  survivors  surviving share")
        for structure in summary.structures {
            lines.append(
                "\(structure.path)=\(structure.option)  \(structure.points)  \(structure.survivors)  "
                    + percent(structure.survivingShare))
        }
        lines.append("")
        lines.append("parameter  prior  surviving (median)  share of prior")
        for range in summary.parameters {
            lines.append(
                "\(range.path)  [\(number(range.priorLower)), \(number(range.priorUpper))]  "
                    + (range.survivingLower.map {
                        "[\(number($0)), \(number(range.survivingUpper))] (\(number(range.survivingMedian)))"
                    } ?? "—")
                    + "  " + (range.shareOfPrior.map(percent) ?? "—"))
        }
        lines.append("")
        lines.append("observation (set)  stated  best I  predictive 5–95 % (50 %)  in 50 %/90 %")
        for (observation, fit) in zip(results.observations, summary.observations) {
            let predictive = fit.predictive.map {
                "\(number($0[0]))–\(number($0[4])) (\(number($0[1]))–\(number($0[3])))"
            }
            lines.append(
                "\(fit.name) (\(observation.role))  \(stated(observation.target))  \(number(fit.bestImplausibility))  "
                    + (predictive ?? "—") + "  " + yes(fit.inside50) + "/" + yes(fit.inside90))
        }
        if let c50 = summary.validationCoverage50, let c90 = summary.validationCoverage90 {
            lines.append(
                "validation coverage over \(summary.independentValidation) independent observations (sources "
                    + summary.independentSources.joined(separator: ", ")
                    + "): \(percent(c50)) in 50 % intervals, \(percent(c90)) in 90 % intervals"
                    + (summary.validationSharpness90.map { ", median 90 % width \(percent($0)) of the stated value" }
                        ?? ""))
        }
        if let posterior = summary.posterior, !posterior.numbers.isEmpty {
            lines.append("")
            lines.append(
                "posterior (effective sample size \(Int(posterior.effectiveSampleSize.rounded()))): number  prior 90 %  "
                    + "median [90 %]  verdict")
            for number in posterior.numbers {
                lines.append(
                    "\(number.path)  \(self.number(number.priorLower))–\(self.number(number.priorUpper))  "
                        + "\(self.number(number.median)) [\(self.number(number.lower)), \(self.number(number.upper))]  "
                        + number.verdict(effectiveSampleSize: posterior.effectiveSampleSize))
            }
        }
        return lines.joined(separator: "\n")
    }

    static func stated(_ target: Observation.Target) -> String {
        switch target {
        case .point(let value): number(value)
        case .interval(let lower, let upper): "\(number(lower))–\(number(upper))"
        case .atLeast(let value): "≥ \(number(value))"
        case .atMost(let value): "≤ \(number(value))"
        }
    }

    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "∞" }
        return String(format: abs(value) >= 100 ? "%.0f" : abs(value) >= 1 ? "%.2f" : "%.3f", value)
    }

    static func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }

    /// "52.1 % [50.3 %, 53.9 %]".
    static func interval(_ interval: ConfidenceInterval) -> String {
        "\(percent(interval.estimate)) [\(percent(interval.lower)), \(percent(interval.upper))]"
    }

    static func yes(_ value: Bool?) -> String { value.map { $0 ? "yes" : "no" } ?? "—" }
}
