import CGSL

/// The checks that turn data an emulator cannot be built from into one clear error before any linear algebra.
extension GaussianProcessEmulator {
    /// Throws unless `data` can be emulated over `space` with `settings`: enough points for the regression and
    /// one residual degree of freedom (n ≥ q + 2), a non-constant output, every input varied (linear mean),
    /// regressors not collinear, and no coincident points without noise when no nugget is fitted.
    static func check(
        _ data: EmulatorTrainingData, over space: EmulatorInputSpace, settings: EmulatorSettings
    ) throws(EmulatorError) {
        try settings.validate()
        try data.validate(in: space)
        let q = settings.regressorCount(dimensions: space.dimensions)
        guard data.count >= q + 2 else { throw .tooFewPoints(count: data.count, minimum: q + 2, regressors: q) }
        let lowest = data.means.min()!
        let highest = data.means.max()!
        guard highest - lowest > 1e-12 * max(abs(lowest), abs(highest)) else {
            throw .constantOutput(value: data.means[0])
        }
        let scaled = data.points.map { space.scaled($0) }
        if settings.mean == .linear {
            for input in 0..<space.dimensions {
                let values = scaled.map { $0[input] }
                if values.max()! - values.min()! < 1e-12 {
                    throw .constantInput(input: space.names[input], value: data.points[0][input])
                }
            }
            try checkRegressorsIndependent(scaled, dimensions: space.dimensions)
        }
        if !settings.fitsNugget { try checkNoNoiselessDuplicates(scaled, noise: data.noiseVariances) }
    }

    /// Throws when the regressors (1, x₁ … x_d) are collinear: the Cholesky factor of HᵀH, with each column
    /// normalised, has a pivot below 10⁻⁶ (a condition number of HᵀH above about 10¹²).
    private static func checkRegressorsIndependent(_ scaled: [[Double]], dimensions d: Int) throws(EmulatorError) {
        let q = d + 1
        let n = scaled.count
        var columns = [[Double]](repeating: [Double](repeating: 1, count: n), count: q)
        for c in 0..<d { for i in 0..<n { columns[c + 1][i] = scaled[i][c] - 0.5 } }
        let norms = columns.map { column in column.reduce(0) { $0 + $1 * $1 }.squareRoot() }
        guard let gram = gsl_matrix_alloc(q, q) else { fatalError("gsl_matrix_alloc: out of memory") }
        defer { gsl_matrix_free(gram) }
        for a in 0..<q {
            for b in 0...a {
                var sum = 0.0
                for i in 0..<n { sum += columns[a][i] * columns[b][i] }
                let value = sum / (norms[a] * norms[b])
                gsl_matrix_set(gram, a, b, value)
                gsl_matrix_set(gram, b, a, value)
            }
        }
        let status = gsl_linalg_cholesky_decomp1(gram)
        let smallest = (0..<q).map { gsl_matrix_get(gram, $0, $0) }.min()!
        guard status == GSL_SUCCESS, smallest > 1e-6 else {
            throw .singularDesign(
                reason: "the inputs are collinear over the \(n) training points (for example two inputs varied "
                    + "together, or fewer distinct points than \(q) regression coefficients)")
        }
    }

    /// Throws on the first pair of coincident points (scaled distance below 10⁻¹²) with no noise at either:
    /// their covariance rows are equal, so K is singular.
    private static func checkNoNoiselessDuplicates(_ scaled: [[Double]], noise: [Double]) throws(EmulatorError) {
        for i in scaled.indices where noise[i] == 0 {
            for j in 0..<i where noise[j] == 0 {
                var distance = 0.0
                for c in scaled[i].indices { distance += (scaled[i][c] - scaled[j][c]) * (scaled[i][c] - scaled[j][c]) }
                if distance < 1e-24 { throw .duplicatePoints(first: j, second: i) }
            }
        }
    }
}
