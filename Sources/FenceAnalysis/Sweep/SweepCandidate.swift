import FenceExperiment

/// One configuration of an experiment — a strategy at a sweep point — with the two quantities a sweep
/// trades off: battery life and entry recall, each the strategy's summary with the interval its estimator
/// gives (``MetricEstimator/intervalDescription``: a mean with the t interval widened by Hall's skewness
/// correction; recall pooled with the Clopper–Pearson interval over the effective sample size).
public struct SweepCandidate: Sendable, Equatable, Codable {
    /// Index of the sweep point.
    public var point: Int
    /// Swept path → value at that point (empty without a sweep).
    public var values: [String: Double]
    /// The strategy's label.
    public var strategy: String
    /// Mean battery life, hours, with its 95 % interval.
    public var batteryLifeHours: MeanEstimate
    /// Entry recall pooled over visits, with its 95 % interval.
    public var entryRecall: ProportionEstimate

    /// Every (point, strategy) of `results` that has both a battery life and a recall, in point then
    /// strategy order.
    public static func all(in results: ExperimentResults) -> [SweepCandidate] {
        results.points.flatMap { point in
            point.strategies.compactMap { summary -> SweepCandidate? in
                guard let battery = summary[.batteryLifeHours]?.mean, let recall = summary[.entryRecall]?.share else {
                    return nil
                }
                return SweepCandidate(
                    point: point.index, values: point.values, strategy: summary.label, batteryLifeHours: battery,
                    entryRecall: recall)
            }
        }
    }

    /// Whether this candidate is at least as good as `other` in both battery life and recall (by their
    /// point estimates) and strictly better in one.
    public func dominates(_ other: SweepCandidate) -> Bool {
        let life = batteryLifeHours.mean, otherLife = other.batteryLifeHours.mean
        let recall = entryRecall.estimate, otherRecall = other.entryRecall.estimate
        return life >= otherLife && recall >= otherRecall && (life > otherLife || recall > otherRecall)
    }

    /// The Pareto frontier of `candidates`: those no other candidate dominates, by increasing battery
    /// life (so by decreasing recall). Candidates with identical estimates are all kept.
    public static func paretoFrontier(_ candidates: [SweepCandidate]) -> [SweepCandidate] {
        candidates.filter { candidate in !candidates.contains { $0.dominates(candidate) } }
            .sorted {
                ($0.batteryLifeHours.mean, -$0.entryRecall.estimate, $0.point)
                    < ($1.batteryLifeHours.mean, -$1.entryRecall.estimate, $1.point)
            }
    }

    /// The candidate with the longest mean battery life among those whose recall interval's lower bound
    /// is at or above `target` (recall meets the target with 95 % confidence); ties go to the lower
    /// point index. Nil when none qualifies.
    public static func best(meeting target: Double, among candidates: [SweepCandidate]) -> SweepCandidate? {
        candidates.filter { $0.entryRecall.lower >= target }
            .max { ($0.batteryLifeHours.mean, -$0.point) < ($1.batteryLifeHours.mean, -$1.point) }
    }
}
