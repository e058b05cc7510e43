import Foundation

@testable import FenceStats

/// The independent references the emulator tests compare with: analytic test functions, and Gaussian-process
/// draws and densities computed by a plain textbook Cholesky written here (not GSL's, not the emulator's).
enum EmulatorReferences {
    /// The Branin–Hoo function on x₁ ∈ [−5, 10], x₂ ∈ [0, 15] ([@Dixon1978]): three global minima of
    /// 0.397887 at (−π, 12.275), (π, 2.275), (9.42478, 2.475).
    static func branin(_ x: [Double]) -> Double {
        let b = 5.1 / (4 * Double.pi * Double.pi)
        let c = 5 / Double.pi
        let t = 1 / (8 * Double.pi)
        let inner = x[1] - b * x[0] * x[0] + c * x[0] - 6
        return inner * inner + 10 * (1 - t) * cos(x[0]) + 10
    }

    static func braninSpace() throws -> EmulatorInputSpace {
        try EmulatorInputSpace(names: ["x1", "x2"], lower: [-5, 0], upper: [10, 15])
    }

    /// Branin at `count` Sobol points of its space (after the first `skipping`), with noise variance
    /// `noise(i)` at point i (0 by default).
    static func branin(count: Int, skipping: Int = 1, noise: (Int) -> Double = { _ in 0 }) throws
        -> (space: EmulatorInputSpace, data: EmulatorTrainingData)
    {
        let space = try braninSpace()
        let points = try QuasiRandomSequence.sobol.points(count: count, dimensions: 2, skipping: skipping)
            .map(space.unscaled)
        return (
            space,
            EmulatorTrainingData(points: points, means: points.map(branin), noiseVariances: points.indices.map(noise))
        )
    }

    /// Matérn 5/2 or squared-exponential correlation by its textbook formula ([@Rasmussen2006], eqs. 4.9 and
    /// 4.17), between scaled points with length-scales `l`.
    static func correlation(_ kind: CorrelationFunction, _ a: [Double], _ b: [Double], _ l: [Double]) -> Double {
        let r = zip(zip(a, b), l).map { pair, scale in (pair.0 - pair.1) * (pair.0 - pair.1) / (scale * scale) }
            .reduce(0, +).squareRoot()
        switch kind {
        case .matern52: return (1 + 5.0.squareRoot() * r + 5 * r * r / 3) * exp(-5.0.squareRoot() * r)
        case .squaredExponential: return exp(-r * r / 2)
        }
    }

    /// The lower Cholesky factor of a symmetric positive-definite matrix (Cholesky–Banachiewicz, row by row).
    static func cholesky(_ a: [[Double]]) -> [[Double]] {
        let n = a.count
        var l = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for i in 0..<n {
            for j in 0...i {
                var sum = a[i][j]
                for k in 0..<j { sum -= l[i][k] * l[j][k] }
                l[i][j] = i == j ? sum.squareRoot() : sum / l[j][j]
            }
        }
        return l
    }

    /// Solves L x = b (forward) and Lᵀ x = b (backward).
    static func forward(_ l: [[Double]], _ b: [Double]) -> [Double] {
        var x = b
        for i in b.indices {
            for k in 0..<i { x[i] -= l[i][k] * x[k] }
            x[i] /= l[i][i]
        }
        return x
    }

    static func backward(_ l: [[Double]], _ b: [Double]) -> [Double] {
        var x = b
        for i in b.indices.reversed() {
            for k in (i + 1)..<b.count { x[i] -= l[k][i] * x[k] }
            x[i] /= l[i][i]
        }
        return x
    }

    /// The covariance matrix σ²R + diag(noise) over scaled points.
    static func covariance(
        _ kind: CorrelationFunction, _ points: [[Double]], lengthScales: [Double], variance: Double, noise: [Double]
    ) -> [[Double]] {
        points.indices.map { i in
            points.indices.map { j in
                variance * correlation(kind, points[i], points[j], lengthScales) + (i == j ? noise[i] : 0)
            }
        }
    }

    /// A draw of a zero-mean Gaussian process (plus independent noise) at scaled `points`, from `stream`.
    static func draw(
        _ kind: CorrelationFunction, at points: [[Double]], lengthScales: [Double], variance: Double,
        noise: [Double], stream: RandomStream
    ) -> [Double] {
        // A 10⁻⁸ σ² jitter keeps the textbook factorisation stable for smooth kernels.
        let k = covariance(
            kind, points, lengthScales: lengthScales, variance: variance, noise: noise.map { $0 + 1e-8 * variance })
        let l = cholesky(k)
        let z = points.map { _ in stream.normal() }
        return points.indices.map { i in (0...i).reduce(0) { $0 + l[i][$1] * z[$1] } }
    }
}
