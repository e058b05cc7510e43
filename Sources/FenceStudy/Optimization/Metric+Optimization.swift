import FenceExperiment

extension Metric {
    /// One run's contribution to an optimisation's pooled estimate of the metric: the numerator and the weight
    /// the replications pool (successes and visits of a recall, false entries and simulated days of a rate, the
    /// value and 1 of a mean; ``MetricEstimator/part(_:)``), so the optimiser bounds it as every summary of it is
    /// bounded (`docs/intervals.md`).
    public func observation(_ run: RunMetrics) -> ReplicationOutcome.Part {
        let part = estimator.part(run)
        return .init(value: part.numerator, weight: part.denominator)
    }

    /// `catalogue`'s metric called `name` that an optimisation can use (role ``Role/optimized``); nil otherwise.
    public static func optimized(named name: String, in catalogue: MetricCatalogue = .standard) -> Metric? {
        catalogue.named(name).flatMap { $0.roles.contains(.optimized) ? $0 : nil }
    }

    /// The names of the metrics an optimisation can use, for messages ("batteryLifeHours, …").
    public static func optimizedNames(in catalogue: MetricCatalogue = .standard) -> String {
        catalogue.with(.optimized).map(\.name).joined(separator: ", ")
    }
}
