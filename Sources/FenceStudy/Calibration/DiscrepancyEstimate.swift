import FenceExperiment
import FenceStats
import Foundation

/// The model discrepancy estimated by leave-one-source-out over the calibration sources, with wave 1's
/// emulators (fitted on a space-filling design, so no observed value chose their training points;
/// `docs/history-matching.md`, "Model discrepancy"). Validation observations take no part.
///
/// For each calibration source: the region and the posterior from the other sources' observations alone
/// (a one-wave region of their emulators, likelihood weighting under the prior as in
/// ``CalibrationPosterior``), and the held-out source's observations predicted under it: the predictive mean
/// μ and variance V_pred (the weighted variance of m(x) and the weighted mean of V_em + ν + τ̄² + κ·V_s). Its excess
/// d(z, μ)² − V_obs − V_pred (d the distance to the stated value or interval) is what the model misses beyond
/// the observation's error and the prediction's uncertainty. Per class of observation the estimate is
/// σ̂_md = √(mean of max(0, excess)), and the **rule**: V_md used = max(default, σ̂_md)², so a class's
/// discrepancy is never set below its argued default by a handful of residuals.
public struct DiscrepancyEstimate: Sendable, Equatable, Codable {
    /// One held-out calibration observation.
    public struct HeldOut: Sendable, Equatable, Codable {
        public var observation: String
        public var source: String
        public var discrepancyClass: Observation.DiscrepancyClass
        /// On the observation's scale: the predictive mean and variance, the distance of the mean from the
        /// stated value, V_obs, and the excess d² − V_obs − V_pred.
        public var predictiveMean: Double
        public var predictiveVariance: Double
        public var distance: Double
        public var observationVariance: Double
        public var excess: Double
        /// The effective sample size of the other sources' posterior.
        public var effectiveSampleSize: Double
    }

    /// One class's estimate and the V_md the rule gives it (standard deviations on the class's scale).
    public struct ClassEstimate: Sendable, Equatable, Codable {
        public var discrepancyClass: Observation.DiscrepancyClass
        public var observations: Int
        public var defaultStandardDeviation: Double
        public var estimatedStandardDeviation: Double
        public var usedStandardDeviation: Double
    }

    public var heldOut: [HeldOut]
    public var classes: [ClassEstimate]
}

extension HistoryMatching {
    /// The leave-one-source-out estimate over `sample`'s outputs `indices` (wave 1's emulators, named by their
    /// observations); nil with fewer than two calibration sources among them.
    func discrepancy(_ sample: EmulatedSample, outputs indices: [Int]) -> DiscrepancyEstimate? {
        let observationOf = indices.map { j in observations.first { $0.name == sample.outputs[j].name }! }
        let sources = Array(Swift.Set(observationOf.map(\.reference))).sorted()
        guard sources.count >= 2 else { return nil }
        var heldOut: [DiscrepancyEstimate.HeldOut] = []
        for source in sources {
            let others = indices.indices.filter { observationOf[$0].reference != source }.map { indices[$0] }
            let kept = sample.keeps(outputs: others)
            guard let weights = sample.weights(outputs: others, within: kept) else { continue }
            for (position, j) in indices.enumerated() where observationOf[position].reference == source {
                let observation = observationOf[position]
                let predicted = sample.predictive(output: j, weights: weights)
                let distance = observation.historyMatchingTarget.distance(predicted.mean)
                let observationVariance =
                    observation.observationStandardDeviation
                    * observation.observationStandardDeviation
                heldOut.append(
                    DiscrepancyEstimate.HeldOut(
                        observation: observation.name, source: source,
                        discrepancyClass: observation.discrepancyClass, predictiveMean: predicted.mean,
                        predictiveVariance: predicted.variance, distance: distance,
                        observationVariance: observationVariance,
                        excess: distance * distance - observationVariance - predicted.variance,
                        effectiveSampleSize: weights.effectiveSampleSize))
            }
        }
        let classes = Observation.DiscrepancyClass.allCases.compactMap { kind -> DiscrepancyEstimate.ClassEstimate? in
            let members = heldOut.filter { $0.discrepancyClass == kind }
            guard !members.isEmpty else { return nil }
            let defaultSD = observations.first { $0.discrepancyClass == kind }!.defaultDiscrepancyStandardDeviation
            let estimate = (members.reduce(0) { $0 + max(0, $1.excess) } / Double(members.count)).squareRoot()
            return DiscrepancyEstimate.ClassEstimate(
                discrepancyClass: kind, observations: members.count, defaultStandardDeviation: defaultSD,
                estimatedStandardDeviation: estimate, usedStandardDeviation: max(defaultSD, estimate))
        }
        return DiscrepancyEstimate(heldOut: heldOut, classes: classes)
    }
}
