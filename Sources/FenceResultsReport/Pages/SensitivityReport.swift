import FenceExperiment
import FenceReport
import FenceScenario
import FenceStudy
import Foundation

/// The report of a sensitivity study (`fencesim report` on the results of `fencesim sensitivity`):
/// what was perturbed, then per metric the method's ranking — Morris μ* with σ and μ, or Sobol S₁ and
/// S_T with their bootstrap intervals — or, for uncertainty propagation, each metric's 5–95 % band beside
/// the replication interval of the unperturbed scenario.
package struct SensitivityReport {
    package var results: SensitivityResults

    /// The report of `results`.
    package init(results: SensitivityResults) { self.results = results }

    /// Parameters listed per metric in the ranking tables (all of them when there are at most this many).
    package static let ranked = 10

    package func document() -> ReportDocument {
        let header = results.header
        var document = ReportDocument(title: "\(header.experiment.scenario): \(header.method.rawValue) sensitivity")
        document.addParagraph(summary())
        switch header.method {
        case .morris, .sobol:
            for (metric, estimate) in zip(header.metrics, results.estimates) {
                document.addHeading(metric.name + (metric.unit == "–" ? "" : " (\(metric.unit))"))
                document.addParagraph(unperturbed(estimate))
                if let chart = tornado(metric, estimate) {
                    document.addFigure(
                        chart, name: Self.fileName("tornado", metric),
                        caption: "Morris μ* (bar) with σ (whisker) on \(metric.name); colour shows the sign of μ.")
                }
                if let chart = sobolBars(metric, estimate) {
                    document.addFigure(
                        chart, name: Self.fileName("sobol", metric),
                        caption: "Sobol S_T and S₁ on \(metric.name) with 95 % bootstrap intervals.")
                }
                if let table = morrisTable(metric, estimate) { document.addTable(table) }
                if estimate.sobol != nil {
                    if let table = sobolTable(metric, estimate) {
                        document.addTable(table)
                    } else {
                        document.addParagraph("The metric does not vary over the ranges: no Sobol indices.")
                    }
                }
            }
        case .uncertainty:
            document.addHeading("Uncertainty band and replication interval")
            for (name, chart) in bands() {
                document.addFigure(
                    chart, name: name,
                    caption: "The band over \(results.header.bandDomain) beside the unperturbed replication interval.")
            }
            document.addTable(bandTable())
        }
        document.addHeading("Parameters and ranges")
        if let note = maskedNote() { document.addParagraph(note) }
        if let note = leftOutNote() { document.addParagraph(note) }
        document.addTable(parameterTable())
        return document
    }

    /// What was run: method, settings, parameters, replications, seed.
    package func summary() -> String {
        let header = results.header, settings = header.settings
        var design: String
        switch header.method {
        case .morris:
            design =
                "Morris screening [@Morris1991] with Campolongo's trajectory selection [@Campolongo2007]: "
                + "\(settings.trajectories ?? 0) trajectories on a \(settings.levels ?? 0)-level grid"
        case .sobol:
            design =
                "Sobol indices from Saltelli sampling [@Saltelli2010] (\(settings.samples ?? 0) base rows of the "
                + "\(settings.sequence?.rawValue ?? "") sequence; S₁ by Saltelli's estimator, S_T by Jansen's "
                + "[@Jansen1999]; 95 % bootstrap intervals from \(settings.resamples ?? 0) resamples)"
        case .uncertainty:
            design =
                "uncertainty propagation: \(settings.samples ?? 0) points, \(settings.pointSource), over every range "
                + "at once"
                + (header.region.map {
                    " (the calibrated parameters over \($0.over.description), each point taking one of its model "
                        + "points drawn with replacement by its own seeded stream)"
                } ?? "") + "; 5–95 % band (type-7 quantiles)"
        }
        return design + ", over \(header.parameters.count) parameters, \(results.points.count) design points × "
            + "\(header.experiment.replications) replications per point (the same replications at every point: "
            + "common random numbers), seed \(header.experiment.seed). A metric's value at a point is its mean over "
            + "the replications; a difference A−B is the mean paired difference between strategies A and B."
            + (header.method == .morris ? " μ*, σ and μ are in the metric's unit per full parameter range." : "")
    }

    /// The unperturbed scenario's replication interval of a metric.
    package func unperturbed(_ estimate: SensitivityResults.MetricEstimates) -> String {
        guard let interval = estimate.replicationInterval else { return "Unperturbed scenario: no interval." }
        let digits = Self.decimals(for: [interval.estimate, interval.lower, interval.upper])
        let text = { (value: Double) in String(format: "%.\(digits)f", value) }
        return "Unperturbed scenario: \(text(interval.estimate)) [\(text(interval.lower)), \(text(interval.upper))] "
            + "(95 % replication interval)."
    }

    /// The parameters ranked by μ*, with σ and μ; nil without Morris estimates.
    package func morrisTable(_ metric: SensitivityMetric, _ estimate: SensitivityResults.MetricEstimates)
        -> ReportTable?
    {
        guard let effects = estimate.morris else { return nil }
        let ranked = effects.sorted { $0.meanAbsolute > $1.meanAbsolute }.prefix(Self.ranked)
        let digits = Self.decimals(for: ranked.flatMap { [$0.meanAbsolute, $0.standardDeviation] })
        return ReportTable(
            caption: "\(metric.name): parameters ranked by Morris μ*"
                + (effects.count > Self.ranked ? " (first \(Self.ranked) of \(effects.count))" : ""),
            columns: ["Parameter", "μ*", "σ", "μ"],
            rows: ranked.map { effect -> [TableCell] in
                [
                    .text(effect.parameter), .number(effect.meanAbsolute, decimals: digits),
                    .number(effect.standardDeviation, decimals: digits), .number(effect.mean, decimals: digits),
                ]
            })
    }

    /// The parameters ranked by S_T, with S₁; nil without Sobol indices (or when the metric does not vary).
    package func sobolTable(_ metric: SensitivityMetric, _ estimate: SensitivityResults.MetricEstimates) -> ReportTable?
    {
        guard let indices = estimate.sobol?.parameters else { return nil }
        let ranked = indices.sorted { $0.total.estimate > $1.total.estimate }
        return ReportTable(
            caption: "\(metric.name): Sobol indices (95 % bootstrap intervals), ranked by S_T",
            columns: ["Parameter", "S_T", "S₁"],
            rows: ranked.map { index -> [TableCell] in
                [
                    .text(index.parameter), .estimate(Estimate(index.total), decimals: 3),
                    .estimate(Estimate(index.firstOrder), decimals: 3),
                ]
            })
    }

    /// Per metric: the replication interval of the unperturbed scenario beside the band over the ranges.
    package func bandTable() -> ReportTable {
        let rows: [[TableCell]] = zip(results.header.metrics, results.estimates).map { metric, estimate in
            let band = estimate.uncertainty
            let values = [band?.lower, band?.median, band?.upper, estimate.replicationInterval?.estimate].compactMap {
                $0
            }
            let digits = Self.decimals(for: values)
            return [
                .text(metric.name), .text(metric.unit),
                estimate.replicationInterval.map { .estimate(Estimate($0), decimals: digits) } ?? .empty,
                band.map { .number($0.median, decimals: digits) } ?? .empty,
                band.map { .number($0.lower, decimals: digits) } ?? .empty,
                band.map { .number($0.upper, decimals: digits) } ?? .empty,
            ]
        }
        return ReportTable(
            caption: "Each metric: unperturbed (95 % replication interval) and over \(results.header.bandDomain)",
            columns: ["Metric", "Unit", "Unperturbed", "Median over ranges", "5 %", "95 %"], rows: rows)
    }

    /// The parameters whose perturbation cannot reach some strategies, and why; nil when there are none.
    package func maskedNote() -> String? {
        let masked = results.header.parameters.compactMap { parameter in
            parameter.maskedFor.map {
                "\(parameter.path) (not \($0.joined(separator: ", ")): \(Scenario.maskingReason(parameter.path)))"
            }
        }
        guard !masked.isEmpty else { return nil }
        return "Masked: " + masked.joined(separator: "; ") + ". The parameter's effects on those strategies are "
            + "zero by construction, not a finding."
    }

    /// The selected parameters the study left out because they reach no strategy; nil when there are none.
    package func leftOutNote() -> String? {
        guard let leftOut = results.header.leftOut, !leftOut.isEmpty else { return nil }
        return "Left out (they reach no strategy of this scenario, so their effects would be zero by construction): "
            + leftOut.map { "\($0.path) (\($0.reason))" }.joined(separator: "; ") + "."
    }

    /// The perturbed parameters with their ranges.
    package func parameterTable() -> ReportTable {
        ReportTable(
            caption: "The perturbed parameters (ranges and provenance from the parameter table, docs/calibration.md)",
            columns: ["Parameter", "Unit", "Default", "Low", "High", "Distribution", "Provenance"],
            rows: results.header.parameters.map { parameter in
                if let options = parameter.options, let weights = parameter.weights {
                    // A structural choice: its default option, and its options with their weights.
                    let named = zip(options, weights).map { "\($0) \(NumberText.fixed($1, decimals: 2))" }
                    return [
                        .text(parameter.path), .text(parameter.unit),
                        parameter.defaultValue.flatMap { index in
                            // A results file is input: an index that names no option prints nothing.
                            options.indices.contains(Int(exactly: index) ?? -1) ? .text(options[Int(index)]) : nil
                        } ?? .empty,
                        .text(named.joined(separator: ", ")), .empty, .text(parameter.distribution.rawValue),
                        .text(parameter.provenance),
                    ]
                }
                let digits = Self.decimals(for: [parameter.lower, parameter.upper])
                return [
                    .text(parameter.path), .text(parameter.unit),
                    parameter.defaultValue.map { .number($0, decimals: digits) } ?? .empty,
                    .number(parameter.lower, decimals: digits), .number(parameter.upper, decimals: digits),
                    .text(parameter.distribution.rawValue), .text(parameter.provenance),
                ]
            })
    }

    /// Decimals showing about three significant digits of the largest magnitude among `values`.
    package static func decimals(for values: [Double]) -> Int {
        let largest = values.map(abs).filter(\.isFinite).max() ?? 0
        guard largest > 0 else { return 2 }
        return max(0, min(6, 2 - Int(log10(largest).rounded(.down))))
    }
}
