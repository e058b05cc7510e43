import Foundation

/// The correlation of the emulator's residual process between two points, a function of the scaled distance
/// h = √(Σₖ (Δₖ/ℓₖ)²) with one length-scale ℓₖ per input (in scaled units: fractions of the input's range).
///
/// Both are stationary and positive definite in any dimension ([@Rasmussen2006], §4.2).
public enum CorrelationFunction: String, Sendable, Codable, CaseIterable {
    /// Matérn with ν = 5/2: r(h) = (1 + √5 h + 5h²/3) e^(−√5 h) ([@Rasmussen2006], eq. 4.17). Twice
    /// differentiable sample paths: smooth without the squared exponential's near-singular matrices. The default.
    case matern52
    /// Squared exponential: r(h) = e^(−h²/2) ([@Rasmussen2006], eq. 4.9). Infinitely smooth sample paths.
    case squaredExponential

    /// r(h²), from the squared scaled distance h².
    @inline(__always)
    func correlation(squaredDistance h2: Double) -> Double {
        switch self {
        case .matern52:
            let s = (5 * h2).squareRoot()
            return (1 + s + s * s / 3) * exp(-s)
        case .squaredExponential:
            return exp(-0.5 * h2)
        }
    }

    /// g(h²) such that ∂r/∂(log ℓₖ) = g · (Δₖ/ℓₖ)²: for Matérn 5/2, (5/3)(1 + √5 h) e^(−√5 h); for the
    /// squared exponential, r itself (differentiate r(h) with ∂h/∂(log ℓₖ) = −(Δₖ/ℓₖ)²/h).
    @inline(__always)
    func logLengthScaleFactor(squaredDistance h2: Double) -> Double {
        switch self {
        case .matern52:
            let s = (5 * h2).squareRoot()
            return 5.0 / 3.0 * (1 + s) * exp(-s)
        case .squaredExponential:
            return exp(-0.5 * h2)
        }
    }
}

/// h² = Σₖ (aₖ − bₖ)² wₖ over `d` coordinates, with wₖ = 1/ℓₖ²: the squared scaled distance the correlation
/// functions take.
@inline(__always)
func scaledSquaredDistance(
    _ a: UnsafePointer<Double>, _ b: UnsafePointer<Double>, inverseSquares w: UnsafePointer<Double>, dimensions d: Int
) -> Double {
    var h2 = 0.0
    for k in 0..<d {
        let difference = a[k] - b[k]
        h2 += difference * difference * w[k]
    }
    return h2
}
