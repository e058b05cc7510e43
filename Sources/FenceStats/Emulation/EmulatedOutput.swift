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
    ///     I(x) = d(m(x), [lower, upper]) / √(V_obs + V_md + V_em(x) + ν + κ·V_s(x))
    ///
    /// where V_em is the emulator's variance of the simulator's mean, ν its fitted nugget (0 unless fitted:
    /// variation the inputs did not explain, so counted as emulator uncertainty, as [@hmer] counts its nugget)
    /// and d the distance to the observation.
    public func implausibility(at point: [Double]) -> Double {
        let prediction = emulator.prediction(at: point)
        return HistoryMatchingTarget.implausibility(
            distance: target.distance(prediction.mean),
            variance: fixedVariance(at: point) + prediction.variance)
    }

    /// V_obs + V_md + ν + κ·V_s(x): the denominator's terms that do not need the emulator's variance.
    public func fixedVariance(at point: [Double]) -> Double {
        var variance =
            target.observationVariance + target.discrepancyVariance + emulator.hyperparameters.nuggetVariance
        if target.realisationWeight > 0 { variance += target.realisationWeight * ensembleVariance(at: point) }
        return variance
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
