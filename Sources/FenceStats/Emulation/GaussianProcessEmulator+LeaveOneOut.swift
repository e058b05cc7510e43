/// Leave-one-out predictions in closed form: each training point predicted by the emulator conditioned on the
/// others at the same hyperparameters, with β re-estimated without it.
///
/// With P = K⁻¹ − K⁻¹H(HᵀK⁻¹H)⁻¹HᵀK⁻¹ and α = Py, the prediction of yᵢ without point i has error
/// yᵢ − μ₋ᵢ = αᵢ/Pᵢᵢ and variance 1/Pᵢᵢ ([@Dubrule1983] for universal kriging; with K⁻¹ for P, the known-mean
/// case of [@Rasmussen2006], §5.4.2). The variance is that of the noisy training mean yᵢ, so it includes τᵢ²
/// and ν; the emulator's own share is 1/Pᵢᵢ − τᵢ² − ν − jitter.
extension GaussianProcessEmulator {
    /// The leave-one-out prediction of every training point, in training order.
    public func leaveOneOut() -> [LeaveOneOutPrediction] {
        (0..<count).map { i in
            let precision = projectionDiagonal[i]
            let total = 1 / precision
            let mean = trainingData.means[i] - weights[i] / precision
            let own = total - trainingData.noiseVariances[i] - hyperparameters.nuggetVariance - jitter
            return LeaveOneOutPrediction(
                mean: mean, variance: max(0, own), totalVariance: total,
                standardizedError: weights[i] / precision.squareRoot())
        }
    }
}

/// One training point predicted from the others.
public struct LeaveOneOutPrediction: Sendable, Equatable {
    /// μ₋ᵢ, the emulator's mean at xᵢ without point i (output units).
    public var mean: Double
    /// The variance of the simulator's mean at xᵢ given the other points (output units squared).
    public var variance: Double
    /// The variance of yᵢ − μ₋ᵢ: `variance` plus the point's noise variance, the nugget and the jitter.
    public var totalVariance: Double
    /// (yᵢ − μ₋ᵢ)/√`totalVariance`: about standard normal when the emulator is right ([@BastosOHagan2009]).
    public var standardizedError: Double
}
