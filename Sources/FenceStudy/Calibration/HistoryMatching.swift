import FenceExperiment
import FenceStats
import Foundation
import Synchronization

/// History matching in waves over the unit cube of some parameters (``SensitivityParameter``), for any
/// stochastic model that gives, at a point, each observation's replication values on the observation's
/// scale (`docs/calibration.md`, "History matching").
///
/// Wave 1 evaluates the first points of a Sobol sequence [@Sobol1967]. Each later wave draws a larger
/// pool of the sequence's next points and keeps those whose nearest evaluated point (coordinates in
/// quantiles, a structural choice's distance 0 for the same option and 1 otherwise) was not ruled out —
/// rejection against the region not yet ruled out — and, when fewer than the wave's points pass, fills
/// the wave with proposals around surviving points (each coordinate moved by a normal step of the
/// survivors' spread, reflected into [0, 1]; a choice redrawn with probability 0.2). Waves stop at
/// ``HistoryMatchingSettings/waves``, when nothing survives, or — from wave
/// ``HistoryMatchingSettings/minimumWaves`` on — when the region's estimated share of the space shrank by
/// less than ``HistoryMatchingSettings/shrinkTolerance`` of itself in a wave. Every point
/// is a pure function of the seed and the points evaluated before its wave, and the points of a wave are
/// evaluated independently, so the result does not depend on the thread count.
public struct HistoryMatching: Sendable {
    /// The parameters matched, in order.
    public let parameters: [SensitivityParameter]
    /// The observations (calibration and validation; only calibration ones rule points out).
    public let observations: [Observation]
    /// The settings.
    public let settings: HistoryMatchingSettings

    public init(parameters: [SensitivityParameter], observations: [Observation], settings: HistoryMatchingSettings) {
        self.parameters = parameters
        self.observations = observations
        self.settings = settings
    }

    /// The indices of the calibration observations.
    public var calibrationIndices: [Int] { observations.indices.filter { observations[$0].set == .calibration } }

    /// Runs the waves; `evaluate` gives, for point `index` of wave `wave` at parameter values in
    /// ``parameters`` order, each observation's replication values on its scale (an empty array where the
    /// metric is undefined on every replication). `progress` receives (wave, points done in the wave,
    /// points in the wave).
    public func run<E: Error>(
        threads: Int, progress: (@Sendable (Int, Int, Int) -> Void)? = nil,
        evaluate: @Sendable (_ wave: Int, _ index: Int, _ values: [Double]) throws(E) -> [[Double]]
    ) throws(E) -> HistoryMatchingOutcome {
        var points: [MatchedPoint] = []
        let sample = Mutex(PredictiveSample(observations: observations.count, seed: settings.seed))
        var waves: [WaveSummary] = []
        var stopReason = HistoryMatchingOutcome.StopReason.waveLimit
        let volumeSample = self.volumeSample()
        for wave in 1...settings.waves {
            let design = designWave(wave, evaluated: points)
            if design.units.isEmpty {
                stopReason = .empty
                break
            }
            // Each point's replication values are reduced to its summary as soon as it is run; a surviving
            // point's also go to the predictive sample, so no wave's values are held together.
            let evaluated = try parallelMap(
                count: design.units.count, threads: threads,
                progress: { done in
                    progress?(wave, done, design.units.count)
                }
            ) { (index: Int) throws(E) -> MatchedPoint in
                let values = try evaluate(wave, index, parameters.values(atQuantiles: design.units[index]))
                let matched = point(
                    wave: wave, index: index, unit: design.units[index], proposal: index >= design.accepted,
                    values: values)
                if matched.survives {
                    let key = settings.key(wave: wave, index: index)
                    sample.withLock { $0.add(values, point: key) }
                }
                return matched
            }
            points.append(contentsOf: evaluated)
            let wavePoints = points.filter { $0.wave == wave }
            let survivors = wavePoints.filter { $0.survives }.count
            let share = surviving(volumeSample, among: points)
            waves.append(
                WaveSummary(
                    wave: wave, points: wavePoints.count, fromRejection: design.accepted,
                    poolSize: design.poolSize, survivors: survivors,
                    shareRuledOut: 1 - Double(survivors) / Double(max(wavePoints.count, 1)),
                    spaceShareNotRuledOut: share, monteCarloRatio: monteCarloRatio(wavePoints)))
            if !points.contains(where: \.survives) {
                stopReason = .empty
                break
            }
            if waves.count >= max(settings.minimumWaves, 2),
                share >= (1 - settings.shrinkTolerance) * waves[waves.count - 2].spaceShareNotRuledOut
            {
                stopReason = .stoppedShrinking
                break
            }
        }
        return HistoryMatchingOutcome(
            points: points, predictive: sample.withLock { $0.values }, waves: waves, stopReason: stopReason)
    }

    /// A point's implausibilities from its replication values.
    func point(wave: Int, index: Int, unit: [Double], proposal: Bool, values: [[Double]]) -> MatchedPoint {
        var means: [Double?] = []
        var variances: [Double?] = []
        var implausibilities: [Double?] = []
        for (observation, replications) in zip(observations, values) {
            let summary = try? Summary(replications.filter(\.isFinite))
            means.append(summary?.mean)
            variances.append(summary?.variance)
            let value = Implausibility.value(
                mean: summary?.mean, replicationVariance: summary?.variance ?? 0, replications: replications.count,
                observation: observation)
            implausibilities.append(value.isFinite ? value : nil)
        }
        let combined = Implausibility.combined(calibrationIndices.map { implausibilities[$0] ?? .infinity })
        return MatchedPoint(
            wave: wave, index: index, proposal: proposal, unit: unit,
            values: parameters.values(atQuantiles: unit), means: means, variances: variances,
            implausibilities: implausibilities, combined: combined.isFinite ? combined : nil)
    }

    /// The largest ratio, over the wave's surviving points and the calibration observations, of the Monte
    /// Carlo variance s²/K to V_obs + V_md (0 when nothing survives).
    func monteCarloRatio(_ points: [MatchedPoint]) -> Double {
        var ratio = 0.0
        for point in points where point.survives {
            for index in calibrationIndices {
                let observation = observations[index]
                let fixed =
                    observation.observationStandardDeviation * observation.observationStandardDeviation
                    + observation.discrepancyStandardDeviation * observation.discrepancyStandardDeviation
                guard let variance = point.variances[index], fixed > 0 else { continue }
                ratio = max(ratio, variance / Double(settings.replications) / fixed)
            }
        }
        return ratio
    }
}
