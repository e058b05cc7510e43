import CGSL
import Foundation

/// An emulator's prediction at one point: the expected simulator mean and the variance of that expectation.
public struct EmulatorPrediction: Sendable, Equatable {
    /// m(x), output units.
    public var mean: Double
    /// V(x), output units squared: the uncertainty of the simulator's mean at x (without replication noise or
    /// the fitted nugget; see ``GaussianProcessEmulator``).
    public var variance: Double

    public init(mean: Double, variance: Double) {
        self.mean = mean
        self.variance = variance
    }
}

/// Predicts with one emulator in blocks of points, reusing its buffers: memory n × `blockSize` doubles, at most
/// ``bufferDoubles``, whatever the number of points predicted or trained on. Not thread-safe: one predictor per
/// thread.
///
/// Per block of m points: the cross-covariances C (n × m), the means hᵀβ̂ + Cᵀα (O(n m d)); for variances,
/// GSL's triangular solve V = L⁻¹C (O(n² m), the cost that dominates), then σ² − ‖vⱼ‖² + ‖L_A⁻¹(hⱼ − (L⁻¹H)ᵀvⱼ)‖².
public final class EmulatorPredictor {
    /// The emulator predicted with.
    public let emulator: GaussianProcessEmulator
    /// The most points per block: the one asked for, fewer when n × it would exceed ``bufferDoubles``.
    public let blockSize: Int
    /// The most doubles of the cross-covariance buffer (n × block; 1 MiB): blocks of 1 024 points up to 128
    /// training points, smaller beyond, so a region's predictors stay the same size as its training sets grow.
    /// Each point's prediction is computed column by column, so the block size does not change it.
    public static let bufferDoubles = 131_072
    private let cross: UnsafeMutablePointer<gsl_matrix>
    private let projected: UnsafeMutablePointer<gsl_matrix>
    private var regressorBuffer: [Double]

    /// A predictor for `emulator`, `blockSize` points at a time (default 256).
    public init(_ emulator: GaussianProcessEmulator, blockSize: Int = 256) {
        GSL.configure()
        self.emulator = emulator
        self.blockSize = max(1, min(blockSize, Self.bufferDoubles / max(1, emulator.count)))
        guard let cross = gsl_matrix_alloc(emulator.count, self.blockSize),
            let projected = gsl_matrix_alloc(emulator.regressorCount, self.blockSize)
        else { fatalError("gsl_matrix_alloc: out of memory") }
        self.cross = cross
        self.projected = projected
        regressorBuffer = [Double](repeating: 0, count: emulator.regressorCount * self.blockSize)
    }

    deinit {
        gsl_matrix_free(cross)
        gsl_matrix_free(projected)
    }

    /// Predictions at `points` (input units).
    public func predict(_ points: [[Double]]) -> [EmulatorPrediction] {
        let scaled = points.flatMap { emulator.inputSpace.scaled($0) }
        let result = scaled.withUnsafeBufferPointer { predict(scaled: $0.baseAddress!, count: points.count) }
        return zip(result.means, result.variances).map { EmulatorPrediction(mean: $0, variance: $1) }
    }

    /// Means and (unless `variances` is false) variances at `count` points in scaled coordinates (row-major),
    /// block by block.
    func predict(scaled units: UnsafePointer<Double>, count: Int, variances wanted: Bool = true)
        -> (means: [Double], variances: [Double])
    {
        var means = [Double](repeating: 0, count: count)
        var variances = [Double](repeating: 0, count: wanted ? count : 0)
        let d = emulator.dimensions
        means.withUnsafeMutableBufferPointer { m in
            variances.withUnsafeMutableBufferPointer { v in
                var start = 0
                while start < count {
                    let block = min(blockSize, count - start)
                    predictBlock(
                        units + start * d, count: block, means: m.baseAddress! + start,
                        variances: wanted ? v.baseAddress! + start : nil)
                    start += block
                }
            }
        }
        return (means, variances)
    }

    /// Means (and, when `variances` is given, variances) at `count` ≤ `blockSize` points in scaled coordinates
    /// (`count` × d, row-major), into `means[0..<count]` and `variances[0..<count]`.
    private func predictBlock(
        _ units: UnsafePointer<Double>, count m: Int, means: UnsafeMutablePointer<Double>,
        variances: UnsafeMutablePointer<Double>?
    ) {
        precondition(m <= blockSize, "predictBlock: more points than the block size")
        guard m > 0 else { return }
        let e = emulator
        let n = e.count
        let d = e.dimensions
        let q = e.regressorCount
        let sigma2 = e.hyperparameters.processVariance
        let inverseSquares = e.hyperparameters.lengthScales.map { 1 / ($0 * $0) }
        let c = cross.pointee.data!
        let stride = cross.pointee.tda
        e.scaledPoints.withUnsafeBufferPointer { x in
            inverseSquares.withUnsafeBufferPointer { w in
                for i in 0..<n {
                    for b in 0..<m {
                        let h2 = scaledSquaredDistance(
                            x.baseAddress! + i * d, units + b * d, inverseSquares: w.baseAddress!, dimensions: d)
                        c[i * stride + b] = sigma2 * e.settings.correlation.correlation(squaredDistance: h2)
                    }
                }
            }
        }
        regressorBuffer.withUnsafeMutableBufferPointer { h in
            for b in 0..<m { e.regressors(units + b * d, into: h.baseAddress! + b * q) }
            e.weights.withUnsafeBufferPointer { alpha in
                for b in 0..<m {
                    var mean = 0.0
                    for k in 0..<q { mean += h[b * q + k] * e.coefficients[k] }
                    for i in 0..<n { mean += c[i * stride + b] * alpha[i] }
                    means[b] = mean
                }
            }
        }
        guard let variances else { return }
        var block = gsl_matrix_submatrix(cross, 0, 0, n, m)
        var projectedBlock = gsl_matrix_submatrix(projected, 0, 0, q, m)
        e.cholesky.withUnsafeBufferPointer { l in
            e.whitenedRegressors.withUnsafeBufferPointer { w in
                var factor = gsl_matrix_const_view_array(l.baseAddress, n, n)
                var whitened = gsl_matrix_const_view_array(w.baseAddress, n, q)
                gsl_blas_dtrsm(CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, 1, &factor.matrix, &block.matrix)
                gsl_blas_dgemm(CblasTrans, CblasNoTrans, 1, &whitened.matrix, &block.matrix, 0, &projectedBlock.matrix)
            }
        }
        let p = projected.pointee.data!
        let pStride = projected.pointee.tda
        regressorBuffer.withUnsafeBufferPointer { h in
            e.regressionCholesky.withUnsafeBufferPointer { la in
                var z = [Double](repeating: 0, count: q)
                for b in 0..<m {
                    var explained = 0.0
                    for i in 0..<n { explained += c[i * stride + b] * c[i * stride + b] }
                    // z = L_A⁻¹ (h − (L⁻¹H)ᵀ v), by forward substitution (q is small).
                    var regression = 0.0
                    for k in 0..<q {
                        var value = h[b * q + k] - p[k * pStride + b]
                        for j in 0..<k { value -= la[k * q + j] * z[j] }
                        z[k] = value / la[k * q + k]
                        regression += z[k] * z[k]
                    }
                    variances[b] = max(0, sigma2 - explained + regression)
                }
            }
        }
    }
}

extension GaussianProcessEmulator {
    /// The prediction at `point` (input units).
    public func prediction(at point: [Double]) -> EmulatorPrediction { predictions(at: [point])[0] }

    /// Predictions at `points` (input units), in blocks (see ``EmulatorPredictor``).
    public func predictions(at points: [[Double]]) -> [EmulatorPrediction] {
        EmulatorPredictor(self, blockSize: min(256, max(1, points.count))).predict(points)
    }
}
