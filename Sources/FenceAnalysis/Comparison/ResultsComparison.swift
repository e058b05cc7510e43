import FenceExperiment
import FenceStats

/// One metric of one strategy at one sweep point, base against new.
public struct MetricChange: Sendable, Equatable, Codable {
    /// What the change means.
    public enum Verdict: String, Sendable, Codable {
        /// No statistically significant change (p ≥ 0.05), or no test possible.
        case unchanged
        /// Significantly better.
        case better
        /// Significantly worse, but within the tolerance.
        case worseWithinTolerance
        /// Significantly worse and beyond the tolerance: a regression.
        case regression
        /// Defined in base (some replication has a value) and undefined in new (none has): new cannot score
        /// what base did (a recall without counted visits, a latency without a detection). Counted as a
        /// regression.
        case becameUndefined
        /// Undefined in base and defined in new.
        case becameDefined
    }

    /// Swept values of the point (empty without a sweep).
    public var values: [String: Double]
    /// The strategy's label.
    public var strategy: String
    /// The metric's name (a ``Metric`` with the ``Metric/Role/compared`` role).
    public var metric: String
    /// Which test compared the runs.
    public var test: ComparisonTest
    /// Means of the per-replication values over the replications the test used (nil without values): the
    /// shared replications when paired, every replication with Welch's test.
    public var baseMean: Double?
    public var newMean: Double?
    /// For a metric the run's summary pools (``MetricEstimator/isPooled``: recall, precision, false events
    /// per day), the pooled value over the same replications, as `run` prints it (nil for a mean, or where
    /// undefined).
    public var basePooled: Double?
    public var newPooled: Double?
    /// New − base: the mean paired difference, or the difference of means (Welch).
    public var difference: Double?
    /// 95 % interval of the difference.
    public var lower: Double?
    public var upper: Double?
    /// Two-sided p-value (nil when no test was possible: fewer than two values on a side).
    public var pValue: Double?
    /// The bad-direction allowance applied, in the metric's unit.
    public var allowance: Double
    /// The verdict.
    public var verdict: Verdict
}

/// The test behind a ``MetricChange``.
public enum ComparisonTest: String, Sendable, Codable {
    /// Paired test over the replications both runs share (same seed: common random numbers), by the
    /// estimator of the run's own paired differences (``PairedDifference``: Hall's skew-adjusted paired
    /// test, a share's difference bounded to [0, 1] values).
    case paired
    /// Welch's t-test of two independent samples (different seeds).
    case welch
}

/// `fencesim compare`: every metric of every (point, strategy) of two results, with the change's
/// interval and p-value, and which changes are regressions.
///
/// Strategies are matched by label and points by their swept values; any difference in shape (sweep
/// paths, strategies, points) is a ``ComparisonError`` listing it, and so is any difference of the
/// scenarios beyond seed and replications (``ScenarioDifferences``) unless it is allowed, when it is listed
/// in ``scenarioDifferences``. When both runs used the same seed,
/// replication k of one is the same world and source errors as replication k of the other (common random
/// numbers), so changes are paired tests (``PairedDifference``) over the replications both hold — also when one run has more
/// replications than the other (100 against the first 20 of the same code is no change at all); with
/// different seeds the runs are independent samples and Welch's t-test compares them. A change is a
/// regression when it is significant (p < 0.05) and, in the bad direction, larger than its tolerance (0 by
/// default), or when a metric defined in base is undefined in new.
public struct ResultsComparison: Sendable, Equatable, Codable {
    /// Replications the paired tests use (those both runs hold), or nil when the seeds differ and every
    /// change is Welch's test.
    public var pairedReplications: Int?
    /// Every change, by point, then strategy, then metric.
    public var changes: [MetricChange]
    /// How the scenarios differ beyond seed and replications (empty: not at all; otherwise allowed).
    public var scenarioDifferences: [String]

    /// The significance level of a regression.
    public static let significanceLevel = 0.05

    /// The changes that are regressions.
    public var regressions: [MetricChange] {
        changes.filter { $0.verdict == .regression || $0.verdict == .becameUndefined }
    }

    /// Compares `new` against `base` with `tolerances` (by metric name; others are 0). Scenarios that differ
    /// beyond seed and replications are refused (a ``ComparisonError`` headed by
    /// ``scenariosDifferHeading``) unless `allowDifferent`.
    public init(
        base: ExperimentResults, new: ExperimentResults, tolerances: [Tolerance] = [], allowDifferent: Bool = false
    ) throws(ComparisonError) {
        try Self.checkShape(base, new)
        scenarioDifferences = ScenarioDifferences(base: base, new: new).differences
        if !scenarioDifferences.isEmpty, !allowDifferent {
            throw ComparisonError(problems: [Self.scenariosDifferHeading] + scenarioDifferences)
        }
        let shared = base.seed == new.seed ? min(base.replications, new.replications) : nil
        pairedReplications = shared
        let newPoints = Dictionary(new.points.map { ($0.values, $0.index) }, uniquingKeysWith: { a, _ in a })
        let baseRows = Self.rowsByKey(base), newRows = Self.rowsByKey(new)
        var changes: [MetricChange] = []
        for point in base.points {
            let newIndex = newPoints[point.values]!
            for label in base.strategyLabels {
                let before = baseRows[Key(point: point.index, strategy: label)] ?? []
                let after = newRows[Key(point: newIndex, strategy: label)] ?? []
                for metric in base.metrics.with(.compared) {
                    let tolerance = tolerances.last { $0.metric == metric.name }
                    changes.append(
                        Self.change(
                            metric, before, after, sharedReplications: shared, tolerance: tolerance,
                            values: point.values, strategy: label))
                }
            }
        }
        self.changes = changes
    }

    struct Key: Hashable {
        var point: Int
        var strategy: String
    }

    /// Each (point, strategy)'s runs, indexed by replication (nil where a row is missing).
    static func rowsByKey(_ results: ExperimentResults) -> [Key: [RunMetrics?]] {
        var table: [Key: [RunMetrics?]] = [:]
        for row in results.rows where row.replication < results.replications {
            let key = Key(point: row.point, strategy: row.strategy)
            table[key, default: [RunMetrics?](repeating: nil, count: results.replications)][row.replication] =
                row.metrics
        }
        return table
    }

    /// Lists every difference in shape between `base` and `new`.
    static func checkShape(_ base: ExperimentResults, _ new: ExperimentResults) throws(ComparisonError) {
        var problems: [String] = []
        let basePaths = base.sweep.map(\.path), newPaths = new.sweep.map(\.path)
        if basePaths != newPaths {
            problems.append(
                "the sweeps differ: base varies [\(basePaths.joined(separator: ", "))], new varies "
                    + "[\(newPaths.joined(separator: ", "))]")
        }
        let onlyBase = base.strategyLabels.filter { !new.strategyLabels.contains($0) }
        let onlyNew = new.strategyLabels.filter { !base.strategyLabels.contains($0) }
        if !onlyBase.isEmpty { problems.append("strategies only in base: \(onlyBase.joined(separator: ", "))") }
        if !onlyNew.isEmpty { problems.append("strategies only in new: \(onlyNew.joined(separator: ", "))") }
        if basePaths == newPaths {
            let baseValues = Set(base.points.map(\.values)), newValues = Set(new.points.map(\.values))
            let describe = { (values: [String: Double]) in
                basePaths.map { "\($0)=\(values[$0].map { "\($0)" } ?? "?")" }.joined(separator: " ")
            }
            let onlyBasePoints = base.points.map(\.values).filter { !newValues.contains($0) }
            let onlyNewPoints = new.points.map(\.values).filter { !baseValues.contains($0) }
            if !onlyBasePoints.isEmpty {
                problems.append("points only in base: " + onlyBasePoints.map(describe).joined(separator: ", "))
            }
            if !onlyNewPoints.isEmpty {
                problems.append("points only in new: " + onlyNewPoints.map(describe).joined(separator: ", "))
            }
        }
        guard problems.isEmpty else { throw ComparisonError(problems: problems) }
    }

    /// The first problem of a refusal of scenarios that differ (the differences follow).
    public static let scenariosDifferHeading = "the scenarios differ beyond seed and replications"

    /// The change of one metric between the base and new runs (indexed by replication).
    static func change(
        _ metric: Metric, _ baseRuns: [RunMetrics?], _ newRuns: [RunMetrics?], sharedReplications: Int?,
        tolerance: Tolerance?, values: [String: Double], strategy: String
    ) -> MetricChange {
        let baseRuns = sharedReplications.map { Array(baseRuns.prefix($0)) } ?? baseRuns
        let newRuns = sharedReplications.map { Array(newRuns.prefix($0)) } ?? newRuns
        let before = baseRuns.map { $0.flatMap(metric.value) }
        let after = newRuns.map { $0.flatMap(metric.value) }
        let baseValues = before.compactMap { $0 }.filter(\.isFinite)
        let newValues = after.compactMap { $0 }.filter(\.isFinite)
        let baseMean = baseValues.isEmpty ? nil : baseValues.reduce(0, +) / Double(baseValues.count)
        let newMean = newValues.isEmpty ? nil : newValues.reduce(0, +) / Double(newValues.count)
        var change = MetricChange(
            values: values, strategy: strategy, metric: metric.name, test: sharedReplications == nil ? .welch : .paired,
            baseMean: baseMean, newMean: newMean,
            basePooled: pooled(metric, baseRuns), newPooled: pooled(metric, newRuns),
            difference: nil, lower: nil, upper: nil, pValue: nil,
            allowance: tolerance?.allowance(baseMean: baseMean ?? 0) ?? 0, verdict: .unchanged)
        switch (baseValues.isEmpty, newValues.isEmpty) {
        case (false, true): change.verdict = .becameUndefined
        case (true, false): change.verdict = .becameDefined
        default: break
        }
        let outcome =
            sharedReplications == nil
            ? welchTest(baseValues, newValues)
            : pairedTest(before, after, valueRange: metric.estimator.runValueRange)
        guard let test = outcome else { return change }
        change.difference = test.difference
        change.lower = test.lower
        change.upper = test.upper
        change.pValue = test.pValue
        if test.pValue < significanceLevel {
            let bad = metric.direction == .higherIsBetter ? -test.difference : test.difference
            change.verdict = bad <= 0 ? .better : (bad > change.allowance ? .regression : .worseWithinTolerance)
        }
        return change
    }

    /// A test's outcome: the difference new − base, its 95 % interval and the two-sided p-value.
    struct Outcome {
        var difference: Double
        var lower: Double
        var upper: Double
        var pValue: Double

        init(_ test: TTestResult) {
            self.init(test.difference, test.interval.lower, test.interval.upper, test.pValue)
        }

        init(_ difference: Double, _ lower: Double, _ upper: Double, _ pValue: Double) {
            self.difference = difference
            self.lower = lower
            self.upper = upper
            self.pValue = pValue
        }
    }

    /// The paired test of new − base over replications where both values exist (by index), by the estimator
    /// of the run's own paired differences (``PairedDifference``, with the range every run's value lies in).
    static func pairedTest(_ before: [Double?], _ after: [Double?], valueRange: ClosedRange<Double>?) -> Outcome? {
        PairedDifference(after, baseline: before, valueRange: valueRange).map {
            Outcome($0.difference, $0.lower, $0.upper, $0.pValue)
        }
    }

    /// The summary's pooled value of `runs` when `metric` is pooled (nil for a mean, or where undefined).
    static func pooled(_ metric: Metric, _ runs: [RunMetrics?]) -> Double? {
        guard metric.estimator.isPooled else { return nil }
        return metric.estimator.summarise(runs.compactMap { $0 })?.value
    }

    /// Welch's t-test of mean(new) − mean(base) (``welchTTest(_:_:level:)`` decides two constant samples
    /// exactly); nil with fewer than two values on either side.
    static func welchTest(_ before: [Double], _ after: [Double]) -> Outcome? {
        (try? welchTTest(after, before)).map(Outcome.init)
    }
}
