import FenceExperiment
import Foundation

/// History matching's implausibility (Vernon, Goldstein & Bower 2010; `docs/calibration.md`, "History
/// matching"): how many standard deviations a point's predicted mean lies from an observation, on the
/// observation's scale.
public enum Implausibility {
    /// The cut-off: a point with (combined) implausibility above 3 is ruled out — by Pukelsheim's 3σ rule a
    /// unimodal error exceeds 3σ with probability below 0.05 [@Pukelsheim1994].
    public static let cutoff = 3.0

    /// I = d / sqrt(V_obs + V_md + κ·s² + s²/K), where d is the distance of `mean` (on the observation's
    /// scale) from the target — |z − m̂| for a point, 0 inside an interval or on the right side of a bound,
    /// the distance to the nearest end outside — and s² the replications' variance. An undefined mean
    /// (no defined replication) is infinitely implausible.
    public static func value(
        mean: Double?, replicationVariance: Double, replications: Int, observation: Observation
    ) -> Double {
        guard let mean, mean.isFinite else { return .infinity }
        let (lower, upper) = observation.scaledBounds
        let distance = mean < lower ? lower - mean : mean > upper ? mean - upper : 0
        guard distance > 0 else { return 0 }
        let variance =
            observation.observationStandardDeviation * observation.observationStandardDeviation
            + observation.discrepancyStandardDeviation * observation.discrepancyStandardDeviation
            + observation.realisation.kappa * replicationVariance
            + replicationVariance / Double(max(replications, 1))
        return variance > 0 ? distance / variance.squareRoot() : .infinity
    }

    /// The implausibilities of several observations combined as `hmer` does: the maximum below 10
    /// observations, the second largest from 10 on (less sensitive to one poorly modelled output).
    public static func combined(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted(by: >)
        return values.count >= 10 ? sorted[1] : sorted[0]
    }
}
