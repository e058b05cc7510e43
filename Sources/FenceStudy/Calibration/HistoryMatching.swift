import FenceExperiment
import FenceStats
import Foundation
import Synchronization

/// History matching in waves with emulators over the unit cube of some parameters (``SensitivityParameter``),
/// for any stochastic model that gives, at a point, each observation's replication values on the
/// observation's scale (`docs/history-matching.md`, "Waves").
///
/// Wave 1 evaluates the first points of a Sobol sequence [@Sobol1967]. After each wave one Gaussian-process
/// emulator per calibration observation is fitted on the points the region so far keeps, at most
/// ``maximumTrainingPoints`` of them (``trainingSet(_:)``, ``emulate(_:over:threads:)``), and judged by its
/// leave-one-out diagnostics; the emulators that pass form
/// the wave's region, intersected with the earlier waves' (a ``NonImplausibleRegion``: refocusing,
/// [@Vernon2010]). Its share of the space is estimated on one fixed quasi-random sample, so it cannot rise
/// between waves, and the next wave's points are a space-filling design from it. Waves stop at
/// ``HistoryMatchingSettings/waves``; when the region is empty (no sample point or design point kept); when a
/// wave is refused (no emulator passed its diagnostics: the points run so far and their own implausibilities
/// are what the calibration can state); or from wave 2 on when the share shrank by less than
/// ``HistoryMatchingSettings/shrinkTolerance`` of itself in a wave (further waves of this size no longer
/// refocus; a tolerance of 0 never stops on this, since the share cannot rise). Every point is a pure function of the seed and the points evaluated before its wave, the fits
/// and designs are deterministic, and the points of a wave are evaluated independently, so the result does
/// not depend on the thread count.
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
    /// metric is undefined on every replication). `designed` receives each wave's design (wave, points in the
    /// unit cube) before its points run. `progress` receives (wave, points done in the wave, points in the wave).
    public func run<E: Error>(
        threads: Int, progress: (@Sendable (Int, Int, Int) -> Void)? = nil,
        designed: ((Int, [[Double]]) -> Void)? = nil,
        evaluate: @Sendable (_ wave: Int, _ index: Int, _ values: [Double]) throws(E) -> [[Double]]
    ) throws(E) -> HistoryMatchingOutcome {
        var points: [MatchedPoint] = []
        let sample = Mutex(PredictiveSample(observations: observations.count, seed: settings.seed))
        var waves: [WaveSummary] = []
        var stopReason = HistoryMatchingOutcome.StopReason.waveLimit
        // The parameters were checked when the study was made: at least one, so the space exists.
        let space = try! emulatorSpace()
        var region = try! NonImplausibleRegion(inputSpace: space, encoding: encoding)
        var design = WaveDesign(
            points: sequence(count: settings.pointsPerWave, start: 0), candidatesTried: settings.pointsPerWave,
            candidatesKept: settings.pointsPerWave, minimumDistance: 0, complete: true)
        for wave in 1...settings.waves {
            let units = design.points
            if units.isEmpty {
                stopReason = .empty
                break
            }
            designed?(wave, units)
            // Each point's replication values are reduced to its summary as soon as it is run; a surviving
            // point's also go to the predictive sample, so no wave's values are held together.
            let evaluated = try parallelMap(
                count: units.count, threads: threads,
                progress: { done in
                    progress?(wave, done, units.count)
                }
            ) { (index: Int) throws(E) -> MatchedPoint in
                let values = try evaluate(wave, index, parameters.values(atQuantiles: units[index]))
                let matched = point(wave: wave, index: index, unit: units[index], values: values)
                if matched.survives {
                    let key = settings.key(wave: wave, index: index)
                    sample.withLock { $0.add(values, point: key) }
                }
                return matched
            }
            points.append(contentsOf: evaluated)
            let survivors = evaluated.filter(\.survives).count
            var summary = WaveSummary(
                wave: wave, points: evaluated.count, design: WaveSummary.Design(from: design), survivors: survivors,
                shareRuledOut: 1 - Double(survivors) / Double(max(evaluated.count, 1)),
                monteCarloRatio: monteCarloRatio(evaluated), emulation: nil)
            let kept = region.keeps(points.map(\.unit))
            let keptPoints = points.indices.filter { kept[$0] }.map { points[$0] }
            let training = trainingSet(keptPoints)
            let (emulated, emulation) = emulate(training, over: space, threads: threads)
            summary.emulation = emulation
            if training.count < keptPoints.count { summary.emulation?.evaluatedPointsKept = keptPoints.count }
            guard let emulated else {
                waves.append(summary)
                stopReason = .refused
                break
            }
            // The waves' emulators share the space, checked above.
            try! region.add(emulated)
            let share = try! region.estimateShare(
                samplePoints: settings.shareSamplePoints, uncertaintyPoints: settings.shareUncertaintyPoints)
            summary.emulation?.share = share
            waves.append(summary)
            if share.keptPoints == 0 {
                stopReason = .empty
                break
            }
            if let previous = waves.dropLast().last?.emulation?.share?.share,
                share.share > (1 - settings.shrinkTolerance) * previous
            {
                stopReason = .stoppedShrinking
                break
            }
            guard wave < settings.waves else { break }
            design = try! region.designWave(
                count: settings.pointsPerWave, seed: settings.designSeed(wave: wave + 1),
                existing: points.map(\.unit))
        }
        return HistoryMatchingOutcome(
            points: points, predictive: sample.withLock { $0.values }, waves: waves, stopReason: stopReason,
            region: region)
    }

    /// A point's implausibilities from its replication values.
    func point(wave: Int, index: Int, unit: [Double], values: [[Double]]) -> MatchedPoint {
        var means: [Double?] = []
        var counts: [Int] = []
        var variances: [Double?] = []
        var implausibilities: [Double?] = []
        for (observation, replications) in zip(observations, values) {
            let finite = replications.filter(\.isFinite)
            let summary = try? Summary(finite)
            counts.append(finite.count)
            means.append(summary?.mean)
            variances.append(summary?.variance)
            let value = Implausibility.value(
                mean: summary?.mean, replicationVariance: summary?.variance ?? 0, replications: replications.count,
                observation: observation)
            implausibilities.append(value.isFinite ? value : nil)
        }
        let combined = Implausibility.combined(calibrationIndices.map { implausibilities[$0] ?? .infinity })
        return MatchedPoint(
            wave: wave, index: index, unit: unit,
            values: parameters.values(atQuantiles: unit), means: means, variances: variances, replicationCounts: counts,
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
