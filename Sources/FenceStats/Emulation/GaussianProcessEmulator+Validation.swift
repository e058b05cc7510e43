import CGSL
import Foundation

/// Validation on points the emulator was not trained on (for example the next wave's runs), by the diagnostics
/// of [@BastosOHagan2009]: individual standardised errors and the Mahalanobis distance of the errors jointly.
extension GaussianProcessEmulator {
    /// The emulator's predictions at `data`'s points compared with its means (and their noise variances).
    ///
    /// With e = y* − m(X*) and Σ = Cov[f(X*)] + diag(τ*² + ν) the predictive covariance of the held-out means,
    /// D² = eᵀΣ⁻¹e has mean m and variance 2m(m + n − q − 2)/(n − q − 4) for m held-out points, and
    /// D²(n − q)/(m(n − q − 2)) follows an F distribution with m and n − q degrees of freedom when the
    /// emulator is right ([@BastosOHagan2009], §4.2). The joint covariance is
    /// Cov[f(x), f(x′)] = σ²r(x, x′) − k(x)ᵀK⁻¹k(x′) + u(x)ᵀ(HᵀK⁻¹H)⁻¹u(x′).
    public func validate(on data: EmulatorTrainingData) throws(EmulatorError) -> HeldOutValidation {
        try data.validate(in: inputSpace)
        let m = data.count
        guard m >= 1 else { throw .invalidSetting(setting: "validation data", reason: "needs at least one point") }
        let (means, covariance) = jointPrediction(at: data.points)
        let errors = zip(data.means, means).map { $0 - $1 }
        guard let sigma = gsl_matrix_alloc(m, m), let residual = gsl_vector_alloc(m) else {
            fatalError("gsl_matrix_alloc: out of memory")
        }
        defer {
            gsl_matrix_free(sigma)
            gsl_vector_free(residual)
        }
        for i in 0..<m {
            for j in 0..<m { gsl_matrix_set(sigma, i, j, covariance[i * m + j]) }
            gsl_matrix_set(sigma, i, i, covariance[i * m + i] + data.noiseVariances[i] + hyperparameters.nuggetVariance)
            gsl_vector_set(residual, i, errors[i])
        }
        let standardized = (0..<m).map { errors[$0] / gsl_matrix_get(sigma, $0, $0).squareRoot() }
        guard gsl_linalg_cholesky_decomp1(sigma) == GSL_SUCCESS else {
            throw .notPositiveDefinite(jitter: 0)
        }
        gsl_blas_dtrsv(CblasLower, CblasNoTrans, CblasNonUnit, sigma, residual)
        var distance = 0.0
        gsl_blas_ddot(residual, residual, &distance)
        let k = Double(count - regressorCount)
        let points = Double(m)
        let variance = k > 4 ? 2 * points * (points + k - 2) / (k - 4) : .infinity
        let scaled = k > 2 ? distance * k / (points * (k - 2)) : .nan
        let upperTail = k > 2 ? gsl_cdf_fdist_Q(scaled, points, k) : .nan
        return HeldOutValidation(
            points: m, standardizedErrors: standardized,
            withinThree: standardized.filter { abs($0) <= 3 }.count, mahalanobisDistance: distance,
            expectedMahalanobisDistance: points, mahalanobisVariance: variance,
            mahalanobisTwoSidedP: upperTail.isNaN ? .nan : 2 * min(upperTail, 1 - upperTail))
    }

    /// Means and the joint covariance (m × m, row-major) of the simulator's mean at `points` (input units).
    public func jointPrediction(at points: [[Double]]) -> (means: [Double], covariance: [Double]) {
        let m = points.count
        let n = count
        let q = regressorCount
        let units = points.map { inputSpace.scaled($0) }
        let sigma2 = hyperparameters.processVariance
        let inverseSquares = hyperparameters.lengthScales.map { 1 / ($0 * $0) }
        func correlation(_ a: UnsafePointer<Double>, _ b: [Double]) -> Double {
            let h2 = b.withUnsafeBufferPointer { b in
                inverseSquares.withUnsafeBufferPointer {
                    scaledSquaredDistance(a, b.baseAddress!, inverseSquares: $0.baseAddress!, dimensions: dimensions)
                }
            }
            return settings.correlation.correlation(squaredDistance: h2)
        }
        var cross = [Double](repeating: 0, count: n * m)
        var regressed = [Double](repeating: 0, count: q * m)
        scaledPoints.withUnsafeBufferPointer { x in
            for i in 0..<n {
                for j in 0..<m { cross[i * m + j] = sigma2 * correlation(x.baseAddress! + i * dimensions, units[j]) }
            }
        }
        for j in 0..<m {
            regressed[j] = 1
            if q > 1 { for c in 0..<dimensions { regressed[(c + 1) * m + j] = units[j][c] - 0.5 } }
        }
        var means = [Double](repeating: 0, count: m)
        for j in 0..<m {
            for k in 0..<q { means[j] += regressed[k * m + j] * coefficients[k] }
            for i in 0..<n { means[j] += cross[i * m + j] * weights[i] }
        }
        var covariance = [Double](repeating: 0, count: m * m)
        for a in 0..<m {
            for b in 0..<m {
                covariance[a * m + b] = units[a].withUnsafeBufferPointer {
                    sigma2 * correlation($0.baseAddress!, units[b])
                }
            }
        }
        cholesky.withUnsafeBufferPointer { l in
            whitenedRegressors.withUnsafeBufferPointer { w in
                regressionCholesky.withUnsafeBufferPointer { la in
                    cross.withUnsafeMutableBufferPointer { c in
                        regressed.withUnsafeMutableBufferPointer { u in
                            covariance.withUnsafeMutableBufferPointer { result in
                                var factor = gsl_matrix_const_view_array(l.baseAddress, n, n)
                                var whitened = gsl_matrix_const_view_array(w.baseAddress, n, q)
                                var regression = gsl_matrix_const_view_array(la.baseAddress, q, q)
                                var v = gsl_matrix_view_array(c.baseAddress, n, m)
                                var z = gsl_matrix_view_array(u.baseAddress, q, m)
                                var joint = gsl_matrix_view_array(result.baseAddress, m, m)
                                // V = L⁻¹C; Z = L_A⁻¹(H*ᵀ − WᵀV); Cov = σ²R** − VᵀV + ZᵀZ.
                                gsl_blas_dtrsm(
                                    CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, 1, &factor.matrix, &v.matrix)
                                gsl_blas_dgemm(CblasTrans, CblasNoTrans, -1, &whitened.matrix, &v.matrix, 1, &z.matrix)
                                gsl_blas_dtrsm(
                                    CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, 1, &regression.matrix, &z.matrix)
                                gsl_blas_dgemm(CblasTrans, CblasNoTrans, -1, &v.matrix, &v.matrix, 1, &joint.matrix)
                                gsl_blas_dgemm(CblasTrans, CblasNoTrans, 1, &z.matrix, &z.matrix, 1, &joint.matrix)
                            }
                        }
                    }
                }
            }
        }
        return (means, covariance)
    }
}

/// An emulator checked against held-out points ([@BastosOHagan2009]).
public struct HeldOutValidation: Sendable, Equatable, Codable {
    /// The held-out points.
    public var points: Int
    /// (y*ⱼ − m(x*ⱼ))/√Σⱼⱼ, each about standard normal when the emulator is right.
    public var standardizedErrors: [Double]
    /// How many lie within ±3.
    public var withinThree: Int
    /// D² = eᵀΣ⁻¹e, its expected value (the number of points) and its variance.
    public var mahalanobisDistance: Double
    public var expectedMahalanobisDistance: Double
    public var mahalanobisVariance: Double
    /// The two-sided p-value of D² under the scaled F distribution: small when D² is too large (the emulator
    /// understates its uncertainty or misses a trend) or too small (it overstates it).
    public var mahalanobisTwoSidedP: Double
}
