/// The Sobol indices of one parameter for one metric, each with its bootstrap percentile interval cut to
/// [0, 1].
///
/// An index is a share of variance, so it lies in [0, 1]; its estimate need not (an index near 0 is
/// estimated as often below 0 as above, and is left so: clipping the estimate would bias it). The interval
/// is a statement about the index, so the part of a bootstrap interval outside [0, 1] is cut away — the cut
/// interval covers the index whenever the uncut one does — and ``firstOrderCut`` / ``totalCut`` say it was.
public struct SobolIndices: Sendable, Equatable, Codable {
    /// The parameter's name.
    public var parameter: String
    /// Sᵢ: the share of the metric's variance due to this parameter alone (dimensionless).
    public var firstOrder: ConfidenceInterval
    /// S_Tᵢ: the share of the variance that goes if this parameter is fixed — its own effect plus all
    /// its interactions (dimensionless).
    public var total: ConfidenceInterval
    /// True when the bootstrap interval of ``firstOrder`` (``total``) reached outside [0, 1] and was cut to
    /// it; absent otherwise (and in results written before intervals were cut).
    public var firstOrderCut: Bool? = nil
    public var totalCut: Bool? = nil
}

/// The Sobol analysis of one metric.
public struct SobolMetricIndices: Sendable, Equatable, Codable {
    /// V: the variance of the metric over the ranges (metric unit²), from the 2N values f(A), f(B).
    public var variance: Double
    /// The indices per parameter, in the design's order; `nil` when the metric does not vary (V = 0),
    /// where the shares are undefined.
    public var parameters: [SobolIndices]?
}

extension SaltelliDesign {
    /// First-order and total Sobol indices of every parameter for every metric, with bootstrap
    /// percentile intervals ([@Efron1979]) cut to [0, 1] (``SobolIndices``).
    ///
    /// With f(·) one metric and j over the N base rows ([@Saltelli2010], table 2):
    /// - V = the variance (divisor 2N) of the 2N values f(A_j), f(B_j);
    /// - Sᵢ = (1/N) Σ_j f(B_j)·(f(A_B^(i)_j) − f(A_j)) / V (Saltelli 2010, estimator b);
    /// - S_Tᵢ = (1/2N) Σ_j (f(A_j) − f(A_B^(i)_j))² / V (Jansen's estimator, [@Jansen1999]; Saltelli 2010, f).
    ///
    /// Every value is first centred on the mean of the 2N values f(A), f(B): Jansen's estimator does not
    /// change, Saltelli's keeps its expectation (up to O(1/N)) and loses the noise a large mean would
    /// add (a battery life of 15 h varying by minutes).
    ///
    /// The intervals resample the N base rows with replacement `resamples` times (rows drawn from
    /// `RandomStream(bootstrapSeed)`, the same rows for every metric and parameter) and take the
    /// (1 − level)/2 and (1 + level)/2 quantiles of the replicates (type 7). `table[i]` holds the metric
    /// values of point `i`; the result's element `m` is metric `m`'s analysis.
    public func indices(
        _ table: [[Double]], resamples: Int = 1000, level: Double = 0.95, bootstrapSeed: StreamSeed
    ) throws(SensitivityError) -> [SobolMetricIndices] {
        let metricCount = try validateTable(table, pointCount: pointCount)
        guard resamples >= 10 else {
            throw .invalidSetting(setting: "resamples", reason: "needs at least 10, got \(resamples)")
        }
        guard level > 0 && level < 1 else {
            throw .invalidSetting(setting: "level", reason: "must be in (0, 1), got \(level)")
        }
        let d = parameters.count
        let allRows = Array(0..<baseRows)
        // The full-sample estimates; nil for a metric whose f(A), f(B) values are all equal (V = 0).
        let estimates = (0..<metricCount).map { m in
            let first = table[0][m]
            let varies = allRows.contains {
                table[$0 * pointsPerRow][m] != first || table[$0 * pointsPerRow + 1][m] != first
            }
            return varies ? estimate(table, metric: m, rows: allRows) : nil
        }
        // replicates[m].first[i] / .total[i]: the bootstrap replicates of metric m's Sᵢ / S_Tᵢ. Each
        // resample's rows are drawn once and serve every metric and parameter.
        var replicates = [(first: [[Double]], total: [[Double]])](
            repeating: ([[Double]](repeating: [], count: d), [[Double]](repeating: [], count: d)), count: metricCount)
        let stream = RandomStream(bootstrapSeed)
        for _ in 0..<resamples {
            let rows = allRows.map { _ in stream.index(below: baseRows) }
            for m in 0..<metricCount where estimates[m] != nil {
                guard let replicate = estimate(table, metric: m, rows: rows) else { continue }
                for i in 0..<d {
                    replicates[m].first[i].append(replicate.firstOrder[i])
                    replicates[m].total[i].append(replicate.total[i])
                }
            }
        }
        return (0..<metricCount).map { m in
            guard let full = estimates[m] else { return SobolMetricIndices(variance: 0, parameters: nil) }
            let indices = parameters.indices.map { i in
                let first = Self.percentile(full.firstOrder[i], replicates[m].first[i], level)
                let total = Self.percentile(full.total[i], replicates[m].total[i], level)
                return SobolIndices(
                    parameter: parameters[i].name, firstOrder: first.cut(to: 0...1), total: total.cut(to: 0...1),
                    firstOrderCut: Self.leaves(first), totalCut: Self.leaves(total))
            }
            return SobolMetricIndices(variance: full.variance, parameters: indices)
        }
    }

    /// V, Sᵢ and S_Tᵢ of metric `m` over the base rows `rows` (repeats allowed); nil when V = 0 (a
    /// resample that drew only rows of equal value).
    private func estimate(_ table: [[Double]], metric m: Int, rows: [Int]) -> (
        variance: Double, firstOrder: [Double], total: [Double]
    )? {
        let d = parameters.count
        let n = Double(rows.count)
        let mean = rows.reduce(0) { $0 + table[$1 * pointsPerRow][m] + table[$1 * pointsPerRow + 1][m] } / (2 * n)
        var sumSquares = 0.0
        var first = [Double](repeating: 0, count: d)
        var total = [Double](repeating: 0, count: d)
        for j in rows {
            let base = j * pointsPerRow
            let a = table[base][m] - mean
            let b = table[base + 1][m] - mean
            sumSquares += a * a + b * b
            for i in 0..<d {
                let ab = table[base + 2 + i][m] - mean
                first[i] += b * (ab - a)
                total[i] += (a - ab) * (a - ab)
            }
        }
        let variance = sumSquares / (2 * n)
        guard variance > 0 else { return nil }
        return (variance, first.map { $0 / n / variance }, total.map { $0 / (2 * n) / variance })
    }

    /// True when `interval` reaches outside [0, 1]; nil otherwise.
    private static func leaves(_ interval: ConfidenceInterval) -> Bool? {
        interval.lower < 0 || interval.upper > 1 ? true : nil
    }

    /// The percentile interval of `replicates` around `estimate` (a point interval when every
    /// resample had V = 0).
    private static func percentile(_ estimate: Double, _ replicates: [Double], _ level: Double) -> ConfidenceInterval {
        guard let summary = try? Summary(replicates) else {
            return ConfidenceInterval(estimate: estimate, lower: estimate, upper: estimate, level: level)
        }
        return ConfidenceInterval(
            estimate: estimate, lower: summary.quantile((1 - level) / 2), upper: summary.quantile((1 + level) / 2),
            level: level)
    }
}
