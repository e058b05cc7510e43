import FenceExperiment
import FenceReport
import FenceStudy

extension ResultsReport {
    /// The headline quantities whose model-uncertainty band the results report shows.
    package static let uncertaintyQuantities: [Metric] = [
        .batteryLifeHours, .entryRecall, .falseEntriesPerDay,
    ]

    /// Model uncertainty: the uncertainty band of a sensitivity study of the same scenario (`fencesim
    /// sensitivity --method uncertainty`) beside the replication interval, for the headline quantities.
    package func addModelUncertainty(_ study: SensitivityResults, to report: inout ReportDocument) {
        let header = study.header
        report.addHeading("Model uncertainty")
        report.addParagraph(
            "The replication intervals above are sampling noise under the model's assumed parameters. The "
                + "uncertainty band is the spread of each mean when every assumed or calibrated parameter varies "
                + (header.region == nil
                    ? "over its plausible range at once"
                    : "at once, the calibrated ones over \(header.bandDomain) and the others over their plausible "
                        + "ranges")
                + " (\(header.parameters.count) parameters, "
                + "\(study.points.count) points, \(header.settings.pointSource), \(header.experiment.replications) "
                + "replications per point; median and 5–95 % band; fencesim sensitivity --method uncertainty, "
                + "docs/sensitivity.md). The unperturbed interval beside it is the study's own run of this "
                + "scenario with \(header.experiment.replications) replications.")
        let sensitivity = SensitivityReport(results: study)
        let names = Set(Self.uncertaintyQuantities.map { SensitivityReport.slug("band-" + $0.name) })
        for (name, chart) in sensitivity.bands() where names.contains(name) {
            report.addFigure(
                chart, name: "uncertainty-" + name,
                caption: "The band over \(header.bandDomain) beside the unperturbed replication interval.")
        }
        report.addTable(sensitivity.bandTable())
    }
}

extension SensitivityResults {
    /// Whether these are the uncertainty band of `results`' scenario and strategies; nil when they are,
    /// else what differs.
    package func uncertaintyMismatch(with results: ExperimentResults) -> String? {
        if header.method != .uncertainty { return "holds a \(header.method.rawValue) study, not an uncertainty band" }
        if header.experiment.scenario != results.scenario {
            return "is a study of scenario '\(header.experiment.scenario)', not '\(results.scenario)'"
        }
        if header.experiment.strategyLabels != results.strategyLabels {
            return "has the strategies " + header.experiment.strategyLabels.joined(separator: ", ") + ", not "
                + results.strategyLabels.joined(separator: ", ")
        }
        return nil
    }
}
