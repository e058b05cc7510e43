import CGSL
import Foundation

/// The emulator's (restricted) log-likelihood and its gradient at given hyperparameters, over one training set,
/// with GSL's Cholesky decomposition, inverse and BLAS ([@GSLLinalg]).
///
/// The model: yᵢ = h(xᵢ)ᵀβ + η(xᵢ) + εᵢ, η a Gaussian process of variance σ² and correlation r, εᵢ ~ N(0, τᵢ² + ν)
/// with τᵢ² the known variance of the mean and ν the fitted nugget. So K = σ²R + diag(τ²) + (ν + jitter)I,
/// A = HᵀK⁻¹H, β̂ = A⁻¹HᵀK⁻¹y (generalised least squares), α = K⁻¹(y − Hβ̂), Q = (y − Hβ̂)ᵀK⁻¹(y − Hβ̂), and
/// ([@Rasmussen2006], §2.7 and §5.4.1)
///
///     marginal:   log L  = −½ Q − ½ log|K| − (n/2) log 2π
///     restricted: log L_R = −½ Q − ½ log|K| − ½ log|A| − ((n − q)/2) log 2π
///     ∂ log L / ∂θⱼ = ½ tr((ααᵀ − M) ∂K/∂θⱼ),  M = K⁻¹ (marginal) or P = K⁻¹ − K⁻¹HA⁻¹HᵀK⁻¹ (restricted)
///
/// With K = LLᵀ, W = L⁻¹H and z = L⁻¹y: A = WᵀW, β̂ = A⁻¹Wᵀz and Q = ‖z − Wβ̂‖². The buffers are GSL
/// matrices allocated once per training set; a workspace is used by one thread at a time.
final class LikelihoodWorkspace {
    /// Points, inputs and regression coefficients.
    let n: Int
    let d: Int
    let q: Int
    /// Scaled points, n × d row-major.
    let points: [Double]
    /// The training means (output units).
    let values: [Double]
    /// τᵢ², the known variances of the means.
    let noise: [Double]
    let correlation: CorrelationFunction
    let restricted: Bool

    /// K, then its Cholesky factor L (lower), then K⁻¹, then (restricted) P in the lower triangle.
    private let covariance: UnsafeMutablePointer<gsl_matrix>
    /// Per pair i > j: σ²·g(h²ᵢⱼ) below the diagonal, r(h²ᵢⱼ) above it (for the gradient).
    private let pairTerms: UnsafeMutablePointer<gsl_matrix>
    /// H, n × q: 1 and (for a linear mean) the scaled coordinates centred on 0.5.
    private let regressors: UnsafeMutablePointer<gsl_matrix>
    /// Scratch for K⁻¹ by triangular solves (allocated when n > `solveInverseAbove`).
    private let inverseScratch: UnsafeMutablePointer<gsl_matrix>?
    /// Above this many points K⁻¹ comes from two triangular solves against the identity (GSL's `dtrsm`) rather
    /// than `gsl_linalg_cholesky_invert`: with GSL's reference CBLAS the latter slows down sharply once the
    /// matrix leaves the cache (measured here: 9 against 14 ms at n = 256, 193 against 74 ms at n = 512). The
    /// two give the same inverse to rounding (about 10⁻¹⁴ relative).
    static let solveInverseAbove = 300
    /// W = L⁻¹H, then (gradient, restricted) K⁻¹H·L_A⁻ᵀ.
    private let whitened: UnsafeMutablePointer<gsl_matrix>
    /// A = HᵀK⁻¹H, then its Cholesky factor L_A.
    private let regressionMatrix: UnsafeMutablePointer<gsl_matrix>
    private let valuesVector: UnsafeMutablePointer<gsl_vector>
    private let projected: UnsafeMutablePointer<gsl_vector>
    /// β̂ and α after an evaluation.
    private let coefficients: UnsafeMutablePointer<gsl_vector>
    private let weights: UnsafeMutablePointer<gsl_vector>

    /// The jitter added to the diagonal at the last factorisation (output units squared).
    private(set) var jitter = 0.0
    /// The smallest jitter tried, as a multiple of σ² (a floor that keeps K's condition number below about
    /// 10¹⁰ whatever the length-scales), and the factor between successive tries up to `jitterCeiling`.
    static let jitterFloor = 1e-10
    static let jitterStep = 100.0
    static let jitterCeiling = 1e-4

    init(
        scaledPoints: [Double], values: [Double], noise: [Double], dimensions: Int, mean: EmulatorSettings.MeanFunction,
        correlation: CorrelationFunction, likelihood: EmulatorSettings.Likelihood
    ) {
        GSL.configure()
        n = values.count
        d = dimensions
        q = mean == .linear ? dimensions + 1 : 1
        points = scaledPoints
        self.values = values
        self.noise = noise
        self.correlation = correlation
        restricted = likelihood == .restricted
        covariance = Self.matrix(n, n)
        pairTerms = Self.matrix(n, n)
        inverseScratch = n > Self.solveInverseAbove ? Self.matrix(n, n) : nil
        regressors = Self.matrix(n, q)
        whitened = Self.matrix(n, q)
        regressionMatrix = Self.matrix(q, q)
        valuesVector = Self.vector(n)
        projected = Self.vector(q)
        coefficients = Self.vector(q)
        weights = Self.vector(n)
        for i in 0..<n {
            gsl_vector_set(valuesVector, i, values[i])
            gsl_matrix_set(regressors, i, 0, 1)
            if q > 1 { for c in 0..<d { gsl_matrix_set(regressors, i, c + 1, points[i * d + c] - 0.5) } }
        }
    }

    deinit {
        gsl_matrix_free(covariance)
        gsl_matrix_free(pairTerms)
        if let inverseScratch { gsl_matrix_free(inverseScratch) }
        gsl_matrix_free(regressors)
        gsl_matrix_free(whitened)
        gsl_matrix_free(regressionMatrix)
        gsl_vector_free(valuesVector)
        gsl_vector_free(projected)
        gsl_vector_free(coefficients)
        gsl_vector_free(weights)
    }

    /// The result of one evaluation.
    struct Evaluation {
        /// log L or log L_R.
        var logLikelihood: Double
        /// ∂/∂(log σ²), ∂/∂(log ℓₖ) for each input, then ∂/∂(log ν) when the nugget is fitted (empty unless asked).
        var gradient: [Double]
    }

    /// Builds K at `hyper` and factorises it, raising the jitter until the factorisation succeeds. Throws
    /// ``EmulatorError/notPositiveDefinite(jitter:)`` past the ceiling. Afterwards `covariance` holds L.
    func factorize(_ hyper: EmulatorHyperparameters, storePairs: Bool) throws(EmulatorError) {
        var relative = Self.jitterFloor
        while relative <= Self.jitterCeiling * 1.000001 {
            jitter = relative * hyper.processVariance
            fillCovariance(hyper, storePairs: storePairs)
            if gsl_linalg_cholesky_decomp1(covariance) == GSL_SUCCESS { return }
            relative *= Self.jitterStep
        }
        throw .notPositiveDefinite(jitter: Self.jitterCeiling)
    }

    /// Evaluates the (restricted) log-likelihood at `hyper`, and its gradient in the log hyperparameters when
    /// `gradient` is set. Returns nil when K or A cannot be factorised. The likelihood alone costs one Cholesky
    /// decomposition and triangular solves; the gradient adds the inverse of K.
    func evaluate(_ hyper: EmulatorHyperparameters, gradient: Bool, fitsNugget: Bool) -> Evaluation? {
        do throws(EmulatorError) {
            try factorize(hyper, storePairs: gradient)
        } catch {
            return nil
        }
        guard let logLikelihood = likelihoodFromFactor() else { return nil }
        guard gradient else { return Evaluation(logLikelihood: logLikelihood, gradient: []) }
        guard invertFactor(projecting: restricted) else { return nil }
        return Evaluation(logLikelihood: logLikelihood, gradient: gradientTerms(hyper, fitsNugget: fitsNugget))
    }

    /// What a conditioned emulator keeps: L, L⁻¹H, L_A, β̂, α, the diagonal of P (leave-one-out) and the
    /// likelihood.
    struct Factors {
        var cholesky: [Double]
        var whitenedRegressors: [Double]
        var regressionCholesky: [Double]
        var coefficients: [Double]
        var weights: [Double]
        var projectionDiagonal: [Double]
        var logLikelihood: Double
        var jitter: Double
    }

    /// Conditions on the training data at `hyper`. Throws when K or A cannot be factorised.
    func condition(_ hyper: EmulatorHyperparameters) throws(EmulatorError) -> Factors {
        try factorize(hyper, storePairs: false)
        guard let logLikelihood = likelihoodFromFactor() else {
            throw .singularDesign(reason: "HᵀK⁻¹H is not positive definite at these hyperparameters")
        }
        let cholesky = lowerTriangle(covariance)
        let whitenedRegressors = (0..<n * q).map { gsl_matrix_get(whitened, $0 / q, $0 % q) }
        let regressionCholesky = lowerTriangle(regressionMatrix)
        // P whatever the likelihood: leave-one-out re-estimates β without the point left out.
        guard invertFactor(projecting: true) else { throw .notPositiveDefinite(jitter: jitter / hyper.processVariance) }
        return Factors(
            cholesky: cholesky, whitenedRegressors: whitenedRegressors, regressionCholesky: regressionCholesky,
            coefficients: contents(coefficients), weights: contents(weights),
            projectionDiagonal: (0..<n).map { gsl_matrix_get(covariance, $0, $0) }, logLikelihood: logLikelihood,
            jitter: jitter)
    }

    /// With L in `covariance`: log|K|; W = L⁻¹H (in `whitened`); z = L⁻¹y; A = WᵀW and its factor L_A;
    /// β̂ = A⁻¹Wᵀz; the whitened residual z − Wβ̂, whose squared norm is the quadratic form; α = L⁻ᵀ(z − Wβ̂).
    /// Returns the log-likelihood, or nil when A is singular or the likelihood is not finite. L stays.
    private func likelihoodFromFactor() -> Double? {
        var logDeterminant = 0.0
        for i in 0..<n { logDeterminant += 2 * log(gsl_matrix_get(covariance, i, i)) }
        gsl_matrix_memcpy(whitened, regressors)
        gsl_blas_dtrsm(CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, 1, covariance, whitened)
        gsl_vector_memcpy(weights, valuesVector)
        gsl_blas_dtrsv(CblasLower, CblasNoTrans, CblasNonUnit, covariance, weights)
        gsl_blas_dsyrk(CblasLower, CblasTrans, 1, whitened, 0, regressionMatrix)
        guard gsl_linalg_cholesky_decomp1(regressionMatrix) == GSL_SUCCESS else { return nil }
        var regressionLogDeterminant = 0.0
        for i in 0..<q { regressionLogDeterminant += 2 * log(gsl_matrix_get(regressionMatrix, i, i)) }
        gsl_blas_dgemv(CblasTrans, 1, whitened, weights, 0, projected)
        guard gsl_linalg_cholesky_solve(regressionMatrix, projected, coefficients) == GSL_SUCCESS else { return nil }
        gsl_blas_dgemv(CblasNoTrans, -1, whitened, coefficients, 1, weights)
        var quadratic = 0.0
        gsl_blas_ddot(weights, weights, &quadratic)
        gsl_blas_dtrsv(CblasLower, CblasTrans, CblasNonUnit, covariance, weights)
        var logLikelihood = -0.5 * quadratic - 0.5 * logDeterminant
        if restricted {
            logLikelihood += -0.5 * regressionLogDeterminant - 0.5 * Double(n - q) * log(2 * Double.pi)
        } else {
            logLikelihood += -0.5 * Double(n) * log(2 * Double.pi)
        }
        return logLikelihood.isFinite ? logLikelihood : nil
    }

    /// After ``likelihoodFromFactor()``: replaces L by K⁻¹, or (`projecting`) by P = K⁻¹ − K⁻¹HA⁻¹HᵀK⁻¹ in the
    /// lower triangle, through K⁻¹H = L⁻ᵀW and K⁻¹H L_A⁻ᵀ. W is overwritten.
    private func invertFactor(projecting: Bool) -> Bool {
        if projecting {
            gsl_blas_dtrsm(CblasLeft, CblasLower, CblasTrans, CblasNonUnit, 1, covariance, whitened)
        }
        if n > Self.solveInverseAbove {
            gsl_matrix_set_identity(inverseScratch!)
            gsl_blas_dtrsm(CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, 1, covariance, inverseScratch!)
            gsl_blas_dtrsm(CblasLeft, CblasLower, CblasTrans, CblasNonUnit, 1, covariance, inverseScratch!)
            gsl_matrix_memcpy(covariance, inverseScratch!)
        } else {
            guard gsl_linalg_cholesky_invert(covariance) == GSL_SUCCESS else { return false }
        }
        if projecting {
            gsl_blas_dtrsm(CblasRight, CblasLower, CblasTrans, CblasNonUnit, 1, regressionMatrix, whitened)
            gsl_blas_dsyrk(CblasLower, CblasNoTrans, -1, whitened, 1, covariance)
        }
        return true
    }

    /// ½ Σᵢⱼ (αᵢαⱼ − Mᵢⱼ) ∂Kᵢⱼ/∂θ for θ = log σ², log ℓₖ, log ν, with ∂K/∂log σ² = σ²R,
    /// ∂Kᵢⱼ/∂log ℓₖ = σ² g(h²ᵢⱼ)(Δᵢⱼₖ/ℓₖ)² (``CorrelationFunction``) and ∂K/∂log ν = νI.
    private func gradientTerms(_ hyper: EmulatorHyperparameters, fitsNugget: Bool) -> [Double] {
        var result = [Double](repeating: 0, count: 1 + d + (fitsNugget ? 1 : 0))
        let inverseSquares = hyper.lengthScales.map { 1 / ($0 * $0) }
        let m = covariance.pointee.data!
        let pairs = pairTerms.pointee.data!
        let stride = covariance.pointee.tda
        let alpha = weights.pointee.data!
        let alphaStride = weights.pointee.stride
        var varianceTerm = 0.0
        var nuggetTerm = 0.0
        var lengthTerms = [Double](repeating: 0, count: d)
        points.withUnsafeBufferPointer { x in
            lengthTerms.withUnsafeMutableBufferPointer { lengths in
                for i in 0..<n {
                    let ai = alpha[i * alphaStride]
                    let diagonal = ai * ai - m[i * stride + i]
                    varianceTerm += diagonal
                    nuggetTerm += diagonal
                    for j in 0..<i {
                        let w = 2 * (ai * alpha[j * alphaStride] - m[i * stride + j])
                        varianceTerm += w * pairs[j * stride + i]
                        let factor = w * pairs[i * stride + j]
                        for c in 0..<d {
                            let difference = x[i * d + c] - x[j * d + c]
                            lengths[c] += factor * difference * difference * inverseSquares[c]
                        }
                    }
                }
            }
        }
        result[0] = 0.5 * hyper.processVariance * varianceTerm
        for c in 0..<d { result[1 + c] = 0.5 * lengthTerms[c] }
        if fitsNugget { result[1 + d] = 0.5 * hyper.nuggetVariance * nuggetTerm }
        return result
    }

    /// K = σ²R + diag(τ²) + (ν + jitter)I, both triangles; with `storePairs`, the gradient's pair terms too.
    private func fillCovariance(_ hyper: EmulatorHyperparameters, storePairs: Bool) {
        let inverseSquares = hyper.lengthScales.map { 1 / ($0 * $0) }
        let sigma2 = hyper.processVariance
        let k = covariance.pointee.data!
        let pairs = pairTerms.pointee.data!
        let stride = covariance.pointee.tda
        let diagonalExtra = sigma2 + hyper.nuggetVariance + jitter
        points.withUnsafeBufferPointer { x in
            inverseSquares.withUnsafeBufferPointer { w in
                for i in 0..<n {
                    for j in 0..<i {
                        let h2 = scaledSquaredDistance(
                            x.baseAddress! + i * d, x.baseAddress! + j * d, inverseSquares: w.baseAddress!,
                            dimensions: d)
                        let r = correlation.correlation(squaredDistance: h2)
                        k[i * stride + j] = sigma2 * r
                        k[j * stride + i] = sigma2 * r
                        if storePairs {
                            pairs[i * stride + j] = sigma2 * correlation.logLengthScaleFactor(squaredDistance: h2)
                            pairs[j * stride + i] = r
                        }
                    }
                    k[i * stride + i] = diagonalExtra + noise[i]
                }
            }
        }
    }

    /// Copies of a vector's and a q × q matrix's contents (row-major).
    private func contents(_ vector: UnsafeMutablePointer<gsl_vector>) -> [Double] {
        (0..<vector.pointee.size).map { gsl_vector_get(vector, $0) }
    }

    private func lowerTriangle(_ matrix: UnsafeMutablePointer<gsl_matrix>) -> [Double] {
        let size = matrix.pointee.size1
        var result = [Double](repeating: 0, count: size * size)
        for i in 0..<size { for j in 0...i { result[i * size + j] = gsl_matrix_get(matrix, i, j) } }
        return result
    }

    private static func matrix(_ rows: Int, _ columns: Int) -> UnsafeMutablePointer<gsl_matrix> {
        guard let matrix = gsl_matrix_calloc(rows, columns) else { fatalError("gsl_matrix_calloc: out of memory") }
        return matrix
    }

    private static func vector(_ size: Int) -> UnsafeMutablePointer<gsl_vector> {
        guard let vector = gsl_vector_calloc(size) else { fatalError("gsl_vector_calloc: out of memory") }
        return vector
    }
}
