import FenceExperiment
import FenceScenario
import FenceStudy
import Foundation

/// The terminal summary of a sensitivity study: per metric, the unperturbed scenario's replication
/// interval and the method's headline — the parameters ranked first by Morris μ* or Sobol S_T, or the
/// 5–95 % uncertainty band.
package enum SensitivitySummaryText {
    /// How many parameters each metric's line names.
    package static let shown = 3

    package static func render(_ results: SensitivityResults) -> String {
        var lines: [String] = []
        for (metric, estimate) in zip(results.header.metrics, results.estimates) {
            let unit = metric.unit == "–" ? "" : " " + metric.unit
            var line = metric.name + ": unperturbed "
            if let interval = estimate.replicationInterval {
                line += "\(number(interval.estimate)) [\(number(interval.lower)), \(number(interval.upper))]\(unit)"
            } else {
                line += "n/a"
            }
            if let effects = estimate.morris {
                let top = effects.sorted { $0.meanAbsolute > $1.meanAbsolute }.prefix(shown)
                line += "; μ* " + top.map { "\($0.parameter) \(number($0.meanAbsolute))" }.joined(separator: ", ")
            } else if let sobol = estimate.sobol {
                if let indices = sobol.parameters {
                    let top = indices.sorted { $0.total.estimate > $1.total.estimate }.prefix(shown)
                    line +=
                        "; S_T "
                        + top.map {
                            "\($0.parameter) \(number($0.total.estimate)) [\(number($0.total.lower)), "
                                + "\(number($0.total.upper))]"
                        }.joined(separator: ", ")
                } else {
                    line += "; does not vary over the ranges"
                }
            } else if let band = estimate.uncertainty {
                let domain = results.header.region == nil ? "the ranges" : "the calibrated region"
                line += "; over \(domain) median \(number(band.median)), 5–95 % [\(number(band.lower)), "
                line += "\(number(band.upper))]\(unit)"
            }
            lines.append(line)
        }
        if let region = results.header.region { lines.append("band over \(region.over.description)") }
        for parameter in results.header.parameters {
            guard let masked = parameter.maskedFor else { continue }
            lines.append(
                "masked: \(parameter.path) does not reach \(masked.joined(separator: ", ")) "
                    + "(\(Scenario.maskingReason(parameter.path)): zero effect by construction)")
        }
        for parameter in results.header.leftOut ?? [] {
            lines.append("left out: \(parameter.path) (\(parameter.reason))")
        }
        return lines.joined(separator: "\n")
    }

    /// Four significant digits.
    package static func number(_ value: Double) -> String { String(format: "%.4g", value) }
}
