/// One simulator output as history matching sees it: its emulator, the observation it is matched to and the
/// simulator's spread between realisations.
public struct EmulatedOutput: Sendable {
    /// The output's name (for diagnostics and reports).
    public var name: String
    /// The emulator of the simulator's mean.
    public var emulator: GaussianProcessEmulator
    /// The observation.
    public var target: HistoryMatchingTarget
    /// V_s(x), weighted in by the target's κ.
    public var ensembleVariance: EnsembleVariance

    public init(
        name: String, emulator: GaussianProcessEmulator, target: HistoryMatchingTarget,
        ensembleVariance: EnsembleVariance = .none
    ) {
        self.name = name
        self.emulator = emulator
        self.target = target
        self.ensembleVariance = ensembleVariance
    }

    /// The implausibility at `point` (input units), with the emulator's variance added ([@Vernon2010]):
    ///
    ///     I(x) = d(m(x), [lower, upper]) / √(V_obs + V_md + V_em(x) + ν + τ̄² + κ·V_s(x))
    ///
    /// where V_em is the emulator's variance of the simulator's mean, ν its fitted nugget (0 unless fitted:
    /// variation the inputs did not explain, so counted as emulator uncertainty, as [@hmer] counts its nugget),
    /// τ̄² the training means' average Monte Carlo variance (``nuggetAndMonteCarloVariance``) and d the distance
    /// to the observation.
    public func implausibility(at point: [Double]) -> Double {
        let prediction = emulator.prediction(at: point)
        return HistoryMatchingTarget.implausibility(
            distance: target.distance(prediction.mean),
            variance: fixedVariance(at: point) + prediction.variance)
    }

    /// V_obs + V_md + ν + τ̄² + κ·V_s(x): the denominator's terms that do not need the emulator's variance.
    public func fixedVariance(at point: [Double]) -> Double {
        var variance = target.observationVariance + target.discrepancyVariance + nuggetAndMonteCarloVariance
        if target.realisationWeight > 0 { variance += target.realisationWeight * ensembleVariance(at: point) }
        return variance
    }

    /// ν + τ̄²: the emulator's nugget and the average over its training points of their means' Monte Carlo variance
    /// s²ᵢ/nᵢ. The emulator predicts the simulated mean, which lies about τ̄² from the expectation an observation is
    /// compared with; every point's replications run on the same seeds (common random numbers), so that error is
    /// shared by neighbouring points, the fit sees a smooth function and its variance does not hold the error —
    /// the simulator's own implausibility adds s²/n, and the emulator's must too.
    public var nuggetAndMonteCarloVariance: Double {
        emulator.hyperparameters.nuggetVariance + emulator.trainingData.averageNoiseVariance
    }

    /// V_s at `point` (output units squared).
    public func ensembleVariance(at point: [Double]) -> Double {
        switch ensembleVariance {
        case .none: 0
        case .constant(let value): value
        case .emulated(let emulator): emulator.variance(at: point)
        }
    }
}
