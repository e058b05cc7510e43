import FenceExperiment
import FenceReport
import FenceStudy
import Foundation

/// The report of a calibration (`fencesim report` on the results of `fencesim calibrate`): what was
/// matched, per wave the share ruled out, per structure and parameter what survives, per observation the
/// posterior-predictive interval beside the measurement, and the validation coverage.
package struct CalibrationReport {
    package var results: CalibrationResults

    /// The report of `results`.
    package init(results: CalibrationResults) { self.results = results }

    package func document() -> ReportDocument {
        let summary = results.summary
        var document = ReportDocument(title: "Calibration by history matching")
        document.addParagraph(overview())
        if summary.survivors == 0 {
            document.addParagraph(
                "**The region is empty**: no evaluated point meets "
                    + summary.unmet.map { "`\($0)`" }.joined(separator: ", ")
                    + " (best implausibility above 3). The closest point (combined implausibility "
                    + CalibrationSummaryText.number(summary.closestCombined) + ") has "
                    + structureText(summary.closestStructure) + ".")
        }
        document.addHeading("Waves")
        document.addTable(waveTable())
        for wave in results.waves {
            if let refused = wave.emulation?.refused { document.addParagraph("Wave \(wave.wave) refused: \(refused).") }
        }
        document.addTable(emulatorTable())
        document.addHeading("Observations: measurement and posterior-predictive interval")
        document.addParagraph(
            "The predictive quantiles pool the surviving points' replications (one device's measurement) or their "
                + "means (an average). A stated interval is inside a predictive interval when the two overlap. "
                + "The standardised error is (nearest end of the stated value − predictive mean) / sqrt(predictive "
                + "variance + V_obs + V_md) on the observation's scale."
                + (summary.validationCoverage50.map { c50 in
                    " Validation coverage: \(CalibrationSummaryText.percent(c50)) of the "
                        + "\(summary.independentValidation) independent validation observations (their sources shaped "
                        + "nothing in the model; a held-out observation whose source the model cites is predicted but "
                        + "not counted) inside their 50 % interval, "
                        + CalibrationSummaryText.percent(summary.validationCoverage90 ?? 0)
                        + " inside their 90 % interval"
                        + (summary.validationSharpness90.map {
                            ", whose median width is \(CalibrationSummaryText.percent($0)) of the stated value (sharpness)"
                        } ?? "") + "."
                } ?? ""))
        for (name, chart) in predictiveCharts() {
            document.addFigure(
                chart, name: name,
                caption: "Predicted (median, 5–95 % over the surviving points) beside the value as stated.")
        }
        document.addTable(observationTable())
        if !summary.structures.isEmpty {
            document.addHeading("Structural choices as a model index")
            document.addTable(structureTable())
            document.addTable(structureShareTable())
        }
        addPosterior(to: &document)
        document.addHeading("Parameters: surviving range against prior range")
        document.addTable(parameterTable())
        if let pairs = pairsChart() {
            document.addFigure(
                pairs, name: "pairs",
                caption: "The \(pairs.variables.count) parameters whose bins' optical depths differ most (numbers in "
                    + "\(PairsBinning.numericBins) equal bins of their prior quantile, choices by option), as `hmer` "
                    + "draws them [@hmer]: above the diagonal the smallest combined implausibility per cell (green: "
                    + "not ruled out, orange to red: above the cut-off \(CalibrationSummaryText.number(results.cutoff))), "
                    + "below it the optical depth (the share of the cell's points not ruled out), on the diagonal each "
                    + "bin's optical depth from 0 to 1; white cells hold no point.")
        }
        document.addHeading("Observations and their readings")
        document.addList(
            results.observations.map {
                "`\($0.name)` (\($0.set.rawValue), [@\($0.reference)], \($0.scale.rawValue) scale, "
                    + "\($0.realisation.rawValue)): \($0.reading) Uncertainty σ = "
                    + "\(CalibrationSummaryText.number($0.observationStandardDeviation)): \($0.uncertaintyReasoning) "
                    + "Model discrepancy σ = \(CalibrationSummaryText.number($0.discrepancyStandardDeviation))."
            })
        return document
    }

    /// What was run.
    func overview() -> String {
        let settings = results.settings
        let calibration = results.observations.filter { $0.set == .calibration }.count
        return "History matching [@Vernon2010] of \(results.parameters.count) parameters against "
            + "\(calibration) calibration observations (\(results.observations.count - calibration) held out for "
            + "validation): \(results.waves.count) waves of \(settings.pointsPerWave) points × "
            + "\(settings.replications) replications (common random numbers), seed \(settings.seed); implausibility "
            + "cut-off \(CalibrationSummaryText.number(results.cutoff)) [@Pukelsheim1994], combined by the "
            + (calibration >= 10 ? "second largest" : "largest")
            + " implausibility [@hmer]. Stopped: \(stopText). \(results.summary.survivors) of "
            + "\(results.points.count) evaluated points are not ruled out. Made by \(results.model)."
    }

    var stopText: String {
        switch results.stopReason {
        case .waveLimit: "every wave asked for ran"
        case .stoppedShrinking:
            "the emulators' region's share of the space shrank by less than "
                + CalibrationSummaryText.percent(results.settings.shrinkTolerance) + " in a wave"
        case .empty: "the emulators' region is empty"
        case .refused: "no emulator of the last wave passed its diagnostics, so it could not refocus"
        }
    }

    func structureText(_ structure: [String: String]) -> String {
        structure.sorted { $0.key < $1.key }.map { "`\($0.key)` = \($0.value)" }.joined(separator: ", ")
    }

    func waveTable() -> ReportTable {
        ReportTable(
            caption: "Per wave: points run (wave 1 a Sobol design; later waves chosen from the candidates the "
                + "region so far keeps), the share of the wave's points their own simulated implausibility rules "
                + "out, the calibration observations whose emulators passed their diagnostics, and the share of "
                + "the space every accepted wave's emulators keep on one fixed sample of "
                + "\(results.settings.shareSamplePoints) points (95 % Wilson interval; it cannot rise between waves), "
                + "with the share the simulator is expected to keep and its interval from the emulators' uncertainty.",
            columns: [
                "wave", "points", "candidates kept", "ruled out", "emulators used", "region share",
                "expected share", "max s²/K ÷ (V_obs + V_md)",
            ],
            rows: results.waves.map { wave in
                let emulation = wave.emulation
                let used = emulation.map { "\($0.outputs.filter(\.used).count) of \($0.outputs.count)" } ?? "—"
                return [
                    .text("\(wave.wave)"), .text("\(wave.points)"),
                    .text("\(wave.design.candidatesKept) of \(wave.design.candidatesTried)"),
                    .text(CalibrationSummaryText.percent(wave.shareRuledOut)),
                    .text(emulation?.refused == nil ? used : "refused"),
                    .text(emulation?.share.map { CalibrationSummaryText.interval($0.samplingInterval) } ?? "—"),
                    .text(emulation?.share.map { CalibrationSummaryText.interval($0.interval) } ?? "—"),
                    .number(wave.monteCarloRatio, decimals: 3),
                ]
            })
    }

    func observationTable() -> ReportTable {
        ReportTable(
            caption: "Each observation: the value as stated, the best implausibility of any point, the predictive "
                + "5–95 % and 25–75 % intervals over the surviving points, coverage and standardised error.",
            columns: [
                "observation", "set", "stated", "best I", "predictive 5–95 %", "25–75 %", "in 50 % / 90 %",
                "std. error",
            ],
            rows: zip(results.observations, results.summary.observations).map { observation, fit in
                let p = fit.predictive
                return [
                    .text(observation.name), .text(observation.role),
                    .text(CalibrationSummaryText.stated(observation.target)),
                    .text(CalibrationSummaryText.number(fit.bestImplausibility)),
                    p.map { .text("\(CalibrationSummaryText.number($0[0]))–\(CalibrationSummaryText.number($0[4]))") }
                        ?? .empty,
                    p.map { .text("\(CalibrationSummaryText.number($0[1]))–\(CalibrationSummaryText.number($0[3]))") }
                        ?? .empty,
                    .text(CalibrationSummaryText.yes(fit.inside50) + " / " + CalibrationSummaryText.yes(fit.inside90)),
                    fit.standardisedError.map { .number($0, decimals: 2) } ?? .empty,
                ]
            })
    }

    func structureTable() -> ReportTable {
        let names = results.observations.map(\.name)
        return ReportTable(
            caption: "Each option of each structural choice: points evaluated with it, surviving points, its share "
                + "of all surviving points, and the best implausibility per observation with it.",
            columns: ["choice", "option", "points", "survivors", "share of survivors"] + names.map { "best I: \($0)" },
            rows: results.summary.structures.map { structure in
                [
                    .text(structure.path), .text(structure.option), .text("\(structure.points)"),
                    .text("\(structure.survivors)"), .text(CalibrationSummaryText.percent(structure.survivingShare)),
                ] + structure.bestImplausibility.map { .text(CalibrationSummaryText.number($0)) }
            })
    }

    func parameterTable() -> ReportTable {
        ReportTable(
            caption: "Each number's prior (plausible) range and the surviving points' range and median; the share "
                + "is the surviving range's width over the prior's (in logarithms for a log-uniform prior).",
            columns: ["parameter", "prior", "surviving", "median", "share of prior"],
            rows: results.summary.parameters.map { range in
                [
                    .text(range.path),
                    .text(
                        "\(CalibrationSummaryText.number(range.priorLower))–\(CalibrationSummaryText.number(range.priorUpper))"
                    ),
                    range.survivingLower.map {
                        .text(
                            "\(CalibrationSummaryText.number($0))–\(CalibrationSummaryText.number(range.survivingUpper))"
                        )
                    } ?? .empty,
                    range.survivingMedian.map { .text(CalibrationSummaryText.number($0)) } ?? .empty,
                    range.shareOfPrior.map { .text(CalibrationSummaryText.percent($0)) } ?? .empty,
                ]
            })
    }
}
