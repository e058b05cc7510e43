/// Uncertainty propagation: every parameter sampled over its range at once, so the spread of each
/// metric over the points is the metric's uncertainty under the parameters' ranges.
public struct UncertaintyDesign: SensitivityDesign {
    /// How the sample points are drawn.
    public enum Sampling: Sendable, Equatable {
        /// The first points of a quasi-random sequence (even coverage; no seed).
        case quasiRandom(QuasiRandomSequence)
        /// Independent uniform quantiles: point i's come from `RandomStream(seed.child("point.i"))`.
        case random(seed: StreamSeed)
    }

    public let parameters: [SensitivityParameter]
    /// The number of sample points.
    public let sampleCount: Int
    /// How the points are drawn.
    public let sampling: Sampling
    /// The quasi-random points (empty for random sampling, whose points are drawn on demand).
    private let quasiRandomPoints: [[Double]]

    /// A design of `sampleCount` points drawn by `sampling`.
    public init(parameters: [SensitivityParameter], sampleCount: Int, sampling: Sampling) throws(SensitivityError) {
        try parameters.validateNames()
        guard sampleCount >= 2 else {
            throw .invalidSetting(setting: "samples", reason: "needs at least 2 points, got \(sampleCount)")
        }
        self.parameters = parameters
        self.sampleCount = sampleCount
        self.sampling = sampling
        switch sampling {
        case .quasiRandom(let sequence):
            try sequence.checkCoverage(count: sampleCount, dimensions: parameters.count)
            quasiRandomPoints = try sequence.points(count: sampleCount, dimensions: parameters.count)
        case .random:
            quasiRandomPoints = []
        }
    }

    public var pointCount: Int { sampleCount }

    public func unitPoint(at index: Int) -> [Double] {
        checkIndex(index)
        switch sampling {
        case .quasiRandom:
            return quasiRandomPoints[index]
        case .random(let seed):
            let stream = RandomStream(seed.child("point.\(index)"))
            return parameters.map { _ in stream.uniform() }
        }
    }
}

/// The distribution of one metric over an uncertainty design's points.
public struct UncertaintyBand: Sendable, Equatable, Codable {
    /// The number of points.
    public var count: Int
    /// The median, in the metric's unit.
    public var median: Double
    /// The lower edge of the band (the `lowerProbability` quantile), in the metric's unit.
    public var lower: Double
    /// The upper edge of the band (the `upperProbability` quantile), in the metric's unit.
    public var upper: Double
    /// The probability of the lower edge (0.05 for the 5–95 % band).
    public var lowerProbability: Double
    /// The probability of the upper edge (0.95 for the 5–95 % band).
    public var upperProbability: Double
    /// The sample-quantile definition used (``UncertaintyBand/quantileEstimator``).
    public var estimator: String

    /// The quantile estimator of ``Summary``: type 7 of Hyndman and Fan, linear interpolation between
    /// order statistics (GSL's `gsl_stats_quantile_from_sorted_data`, R's default).
    public static let quantileEstimator = "Hyndman-Fan type 7 (linear interpolation between order statistics)"
}

extension UncertaintyDesign {
    /// Each metric's median and (`lowerProbability`, `upperProbability`) band over the design's points
    /// (quantiles of type 7, [@HyndmanFan1996]). `table[i]` holds the metric values of point `i`; the
    /// result's element `m` is metric `m`'s band.
    public func bands(
        _ table: [[Double]], lowerProbability: Double = 0.05, upperProbability: Double = 0.95
    ) throws(SensitivityError) -> [UncertaintyBand] {
        let metricCount = try validateTable(table, pointCount: pointCount)
        guard lowerProbability >= 0 && lowerProbability < upperProbability && upperProbability <= 1 else {
            throw .invalidSetting(
                setting: "band", reason: "needs 0 ≤ lower < upper ≤ 1, got \(lowerProbability) and \(upperProbability)")
        }
        var bands: [UncertaintyBand] = []
        for m in 0..<metricCount {
            let summary: Summary
            do {
                summary = try Summary(table.map { $0[m] })
            } catch {
                preconditionFailure("validateTable admits only finite, non-empty columns: \(error)")
            }
            bands.append(
                UncertaintyBand(
                    count: summary.count, median: summary.median, lower: summary.quantile(lowerProbability),
                    upper: summary.quantile(upperProbability), lowerProbability: lowerProbability,
                    upperProbability: upperProbability, estimator: UncertaintyBand.quantileEstimator))
        }
        return bands
    }
}
