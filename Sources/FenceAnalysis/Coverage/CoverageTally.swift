import FenceStats

/// How often the intervals of repeated, independent experiments cover a reference value: for every interval
/// a reference document holds (``ReportedInterval``, by path), the share of experiments whose interval at
/// the same path contains the reference's estimate there.
///
/// The reference is one run of many replications (N ≫ R); its estimate stands in for the truth, off by its
/// own standard error, about √(R/N) of an experiment's (0.12 for R = 30, N = 2 000), which lowers the
/// coverage of a 95 % interval by about 0.001.
public struct CoverageTally: Sendable {
    /// The reference's intervals, in document order.
    public let reference: [ReportedInterval]
    private var counts: [String: Counts]

    /// What one path has seen so far.
    struct Counts: Sendable {
        var experiments = 0
        var covered = 0
        var withoutInterval = 0
        var finiteWidths = 0
        var widthSum = 0.0
    }

    /// A tally against `reference` (the intervals of the reference run's documents).
    public init(reference: [ReportedInterval]) {
        self.reference = reference
        counts = Dictionary(reference.map { ($0.path, Counts()) }, uniquingKeysWith: { a, _ in a })
    }

    /// Adds one experiment's intervals. A reference path the experiment lacks, or holds without bounds,
    /// counts as an experiment without an interval; paths the reference lacks have no truth and are left out.
    public mutating func add(experiment: [ReportedInterval]) {
        let found = Dictionary(experiment.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        for truth in reference {
            guard var count = counts[truth.path] else { continue }
            count.experiments += 1
            if let interval = found[truth.path], let lower = interval.lower, let upper = interval.upper {
                if lower <= truth.estimate && truth.estimate <= upper { count.covered += 1 }
                if (upper - lower).isFinite {
                    count.finiteWidths += 1
                    count.widthSum += upper - lower
                }
            } else {
                count.withoutInterval += 1
            }
            counts[truth.path] = count
        }
    }

    /// One row per reference path, in document order.
    public func rows() -> [CoverageRow] {
        reference.map { truth in
            let count = counts[truth.path] ?? Counts()
            let withInterval = count.experiments - count.withoutInterval
            let share = withInterval > 0 ? try? wilsonInterval(successes: count.covered, trials: withInterval) : nil
            return CoverageRow(
                path: truth.path, shape: truth.shape, reference: truth.estimate, referenceLower: truth.lower,
                referenceUpper: truth.upper, experiments: count.experiments,
                withInterval: withInterval, covered: count.covered, coverage: share?.estimate,
                coverageLower: share?.lower, coverageUpper: share?.upper,
                meanWidth: count.finiteWidths > 0 ? count.widthSum / Double(count.finiteWidths) : nil,
                unboundedWidths: withInterval - count.finiteWidths)
        }
    }
}

/// The coverage of one interval of the results over the experiments.
public struct CoverageRow: Sendable, Equatable, Codable {
    /// Where the interval lies in the documents (``ReportedInterval/path``).
    public var path: String
    /// What summary holds it.
    public var shape: ReportedInterval.Shape
    /// The reference run's estimate: the value the intervals should cover.
    public var reference: Double
    /// The reference's own interval (nil where it has none). Its width should be about √(R/N) of an
    /// experiment's (0.12 for R = 30, N = 2 000); much wider, and the reference is too uncertain to judge the
    /// experiments by (a mean carried by a few extreme replications): ``referenceIsUncertain``.
    public var referenceLower: Double?
    public var referenceUpper: Double?
    /// Experiments run, and those that reported an interval here (a mean of fewer than two values, a
    /// metric undefined in an experiment, a crossing without resamples report none).
    public var experiments: Int
    public var withInterval: Int
    /// Intervals that contain the reference value.
    public var covered: Int
    /// covered / withInterval with its Wilson 95 % interval ([@Wilson1927]); nil without intervals.
    public var coverage: Double?
    public var coverageLower: Double?
    public var coverageUpper: Double?
    /// The mean width (upper − lower) of the intervals with both bounds finite, and how many were not (a
    /// crossing bound beyond the swept range).
    public var meanWidth: Double?
    public var unboundedWidths: Int
    /// The same interval's coverage and mean width in a baseline study (the estimators before a change),
    /// when one was given.
    public var baselineCoverage: Double? = nil
    public var baselineMeanWidth: Double? = nil

    /// True when the reference's interval is more than a quarter as wide as the experiments' mean interval —
    /// twice what √(R/N) allows at R = 30, N = 2 000: the reference then does not stand in for the truth, and
    /// the coverage measured against it says little.
    public var referenceIsUncertain: Bool {
        guard let lower = referenceLower, let upper = referenceUpper, let width = meanWidth, width > 0 else {
            return false
        }
        return upper - lower > width / 4
    }
}
