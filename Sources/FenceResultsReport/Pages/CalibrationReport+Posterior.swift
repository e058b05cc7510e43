import FenceReport
import FenceStudy
import Foundation

/// The posterior section: each number's estimate and 90 % interval against its prior with the move rule's
/// verdict, each option's posterior probability, and the model discrepancy by leave-one-source-out.
extension CalibrationReport {
    /// Adds the section to `document` (a sentence saying why there is none for results without a posterior).
    func addPosterior(to document: inout ReportDocument) {
        document.addHeading("Posterior: estimates and the rule that moves a default")
        guard let posterior = results.summary.posterior else {
            document.addParagraph(
                "No posterior: no wave's emulators were accepted, or the results were written before calibrate "
                    + "computed one (run `fencesim calibrate` again).")
            return
        }
        let rule =
            "a default moves to its posterior median only when the posterior 90 % interval is at most "
            + CalibrationSummaryText.percent(CalibrationPosterior.maximumWidthShare)
            + " of the prior's 90 % interval on the prior's quantile scale and the effective sample size is at least "
            + "\(Int(CalibrationPosterior.minimumEffectiveSampleSize))"
        document.addParagraph(
            "Likelihood weighting under the prior: \(posterior.samplePoints) points of Sobol's sequence in the "
                + "priors' quantiles, \(posterior.regionPoints) of them in the region the waves leave (the others "
                + "weigh 0), each weighted by the Gaussian likelihood of every calibration observation under its "
                + "emulator ("
                + posterior.likelihoods.map { "`\($0.observation)` wave \($0.wave)" }
                .joined(separator: ", ") + "; an interval or a bound by the probability mass it gets). "
                + "Effective sample size \(Int(posterior.effectiveSampleSize.rounded())). The rule: \(rule). "
                + "The defaults in the parameter table are not changed by calibrate.")
        if !posterior.numbers.isEmpty {
            document.addTable(
                ReportTable(
                    caption: "Each calibrated number: its prior's 5–95 % interval, the posterior median and 90 % "
                        + "interval, the posterior interval's width over the prior's on the prior's quantile scale, "
                        + "and the rule's verdict.",
                    columns: [
                        "number", "prior 90 %", "posterior median", "posterior 90 %", "width / prior's", "verdict",
                    ],
                    rows: posterior.numbers.map { number in
                        [
                            .text(number.path), .text(range(number.priorLower, number.priorUpper)),
                            .text(CalibrationSummaryText.number(number.median)),
                            .text(range(number.lower, number.upper)),
                            .text(CalibrationSummaryText.percent(number.widthShare)),
                            .text(number.verdict(effectiveSampleSize: posterior.effectiveSampleSize)),
                        ]
                    }))
        }
        if !posterior.options.isEmpty {
            document.addTable(
                ReportTable(
                    caption: "Each structural option's prior weight and posterior probability.",
                    columns: ["choice", "option", "prior", "posterior"],
                    rows: posterior.options.map { option in
                        [
                            .text(option.path), .text(option.option),
                            .text(CalibrationSummaryText.percent(option.prior)),
                            .text(CalibrationSummaryText.percent(option.probability)),
                        ]
                    }))
        }
        guard let discrepancy = posterior.discrepancy else { return }
        document.addHeading("Model discrepancy by leave-one-source-out")
        document.addParagraph(
            "Each calibration source held out in turn: the region and posterior from the other sources' observations "
                + "(wave 1's emulators), the held-out observations predicted, and the excess of the squared distance "
                + "of the predictive mean from the stated value over V_obs and the predictive variance. Per class "
                + "σ̂_md = √(mean of the positive excesses); the V_md used is max(default, σ̂_md)². No validation "
                + "observation takes part.")
        document.addTable(
            ReportTable(
                caption: "Per held-out observation, on its scale.",
                columns: ["observation", "source", "class", "predictive mean", "predictive sd", "distance", "excess"],
                rows: discrepancy.heldOut.map { held in
                    [
                        .text(held.observation), .text(held.source), .text(held.discrepancyClass.rawValue),
                        .text(CalibrationSummaryText.number(held.predictiveMean)),
                        .text(CalibrationSummaryText.number(held.predictiveVariance.squareRoot())),
                        .text(CalibrationSummaryText.number(held.distance)),
                        .text(CalibrationSummaryText.number(held.excess)),
                    ]
                }))
        document.addTable(
            ReportTable(
                caption: "Per class: the default σ_md, the estimate and the σ_md the rule gives.",
                columns: ["class", "observations", "default σ_md", "estimated σ̂_md", "used σ_md"],
                rows: discrepancy.classes.map { estimate in
                    [
                        .text(estimate.discrepancyClass.rawValue), .text("\(estimate.observations)"),
                        .text(CalibrationSummaryText.number(estimate.defaultStandardDeviation)),
                        .text(CalibrationSummaryText.number(estimate.estimatedStandardDeviation)),
                        .text(CalibrationSummaryText.number(estimate.usedStandardDeviation)),
                    ]
                }))
    }

    private func range(_ lower: Double, _ upper: Double) -> String {
        "\(CalibrationSummaryText.number(lower))–\(CalibrationSummaryText.number(upper))"
    }
}
