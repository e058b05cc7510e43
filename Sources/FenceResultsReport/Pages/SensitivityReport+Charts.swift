import FenceExperiment
import FenceReport
import FenceStudy

extension SensitivityReport {
    /// Morris: a tornado of the parameters ranked first by μ* (bars), with σ (whiskers) and the sign of μ.
    package func tornado(_ metric: SensitivityMetric, _ estimate: SensitivityResults.MetricEstimates) -> (any Chart)? {
        guard let effects = estimate.morris else { return nil }
        let ranked = effects.sorted { $0.meanAbsolute > $1.meanAbsolute }.prefix(Self.ranked)
        return TornadoChart(
            title: "\(metric.name): Morris μ* with σ",
            summary: "Parameters ranked by the mean absolute elementary effect on \(metric.name)",
            bars: ranked.map { effect in
                TornadoBar(
                    label: effect.parameter, meanAbsoluteEffect: effect.meanAbsolute,
                    standardDeviation: effect.standardDeviation, meanEffect: effect.mean)
            },
            valueAxis: Axis(title: "Effect per full range", unit: Self.unit(metric), includesZero: true))
    }

    /// Sobol: S_T and S₁ per parameter, with their bootstrap intervals.
    package func sobolBars(_ metric: SensitivityMetric, _ estimate: SensitivityResults.MetricEstimates) -> (any Chart)?
    {
        guard let indices = estimate.sobol?.parameters else { return nil }
        let ranked = indices.sorted { $0.total.estimate > $1.total.estimate }
        return IntervalBarChart(
            title: "\(metric.name): Sobol indices",
            summary: "Total and first-order Sobol indices of \(metric.name), with 95 % bootstrap intervals",
            series: ["S_T (total)", "S₁ (first order)"],
            groups: ranked.map {
                IntervalBarGroup(label: $0.parameter, values: [Estimate($0.total), Estimate($0.firstOrder)])
            },
            valueAxis: Axis(title: "Sobol index", includesZero: true))
    }

    /// Uncertainty: per quantity, each strategy's (and difference's) band beside its replication interval.
    package func bands() -> [(name: String, chart: any Chart)] {
        MetricCatalogue.standard.ordering(results.header.metrics.map(\.quantity)).compactMap { quantity in
            let rows = zip(results.header.metrics, results.estimates).compactMap { metric, estimate -> BandRow? in
                guard metric.quantity == quantity, let band = estimate.uncertainty else { return nil }
                return BandRow(
                    label: metric.baseline.map { "\(metric.strategy) − \($0)" } ?? metric.strategy,
                    median: band.median, outer: QuantileBand(lower: band.lower, upper: band.upper),
                    replication: estimate.replicationInterval.map(Estimate.init))
            }
            guard !rows.isEmpty else { return nil }
            let chart = BandChart(
                title: "\(quantity.name): uncertainty band and replication interval",
                summary: "\(quantity.name) over the parameters' ranges (5–95 %, median) beside the 95 % "
                    + "replication interval of the unperturbed scenario, per strategy and paired difference",
                rows: rows, valueAxis: Axis(title: quantity.name, unit: quantity.unit.axisUnit))
            return (Self.slug("band-" + quantity.name), chart)
        }
    }

    /// The metric's unit for an axis (nil for a dimensionless one).
    package static func unit(_ metric: SensitivityMetric) -> String? { metric.quantity.unit.axisUnit }

    /// A chart file name for a metric (a slug).
    package static func fileName(_ prefix: String, _ metric: SensitivityMetric) -> String {
        slug(prefix + "-" + metric.name)
    }

    /// `text` as a figure slug: lowercase ASCII letters and digits, every other run of characters one dash
    /// (`three-manager−continuous.batteryLifeHours` → `three-manager-continuous-batterylifehours`).
    package static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        return slug.hasSuffix("-") ? String(slug.dropLast()) : slug
    }
}
