import FenceExperiment
import FenceStats
import Foundation

/// The posterior over the calibrated numbers and structural options, by emulator-based likelihood weighting
/// under the prior (`docs/history-matching.md`, "Posterior"): the first ``samplePoints`` points of Sobol's
/// sequence in the prior's quantiles, each weighted by the product over the calibration observations of the
/// Gaussian likelihood N(z; m(x), V_obs + V_md + V_em(x) + ν + τ̄² + κ·V_s(x)) under the latest accepted wave's
/// emulator that passed its diagnostics (an interval or a bound by the probability mass N puts on it), and 0
/// where the region the waves leave rules the point out. Per number its posterior median (the point
/// estimate) and 90 % interval (the 5–95 % weighted quantiles) against the prior's, per option its posterior
/// probability, and the move rule's verdict.
public struct CalibrationPosterior: Sendable, Equatable, Codable {
    /// The prior sample's size.
    public static let samplePoints = 32_768
    /// The move rule: a number's default moves to its posterior median only when its posterior 90 % interval
    /// is at most this share of the prior's 90 % interval, both measured on the prior's quantile scale ...
    public static let maximumWidthShare = 0.5
    /// ... and the weighted sample is worth at least this many equally weighted points: the 5 % and 95 %
    /// quantiles' probability levels are then known to about √(0.05·0.95/400) ≈ 0.011.
    public static let minimumEffectiveSampleSize = 400.0
    /// The draws a results file keeps for `--over` and `--robust-over` (``draws``).
    public static let drawCount = 256
    /// The name of the random stream of the draws' offset (master seed = the calibration's seed).
    public static let drawStreamName = "calibration.posterior-draws"

    /// A calibrated number's prior and posterior.
    public struct Number: Sendable, Equatable, Codable {
        public var path: String
        /// The prior's 5, 50 and 95 % quantiles.
        public var priorLower: Double
        public var priorMedian: Double
        public var priorUpper: Double
        /// The posterior's 5, 50 (the point estimate) and 95 % weighted quantiles.
        public var lower: Double
        public var median: Double
        public var upper: Double
        /// The posterior 90 % interval's width over the prior's, on the prior's quantile scale.
        public var widthShare: Double
        /// Whether the rule moves the default to the posterior median (why: ``verdict(effectiveSampleSize:)``).
        public var moves: Bool

        /// The rule's verdict and why, given the posterior's effective sample size: the width share in whole per
        /// cent, or to one decimal where the whole per cent would land on the rule's threshold (49.6 % is not
        /// "50 %" against "at most 50 %"). Composed from the numbers, so a report written from an earlier results
        /// file says the same.
        public func verdict(effectiveSampleSize: Double) -> String {
            let threshold = 100 * CalibrationPosterior.maximumWidthShare
            let whole = (100 * widthShare).rounded()
            let percent =
                whole == threshold
                ? String(format: "%.1f", 100 * widthShare) : String(Int(whole))
            if effectiveSampleSize < CalibrationPosterior.minimumEffectiveSampleSize {
                return "stays: effective sample size \(Int(effectiveSampleSize)) is below "
                    + "\(Int(CalibrationPosterior.minimumEffectiveSampleSize))"
            }
            return moves
                ? "moves to the posterior median: its 90 % interval is \(percent) % of the prior's"
                : "stays: its 90 % interval is \(percent) % of the prior's (more than \(Int(threshold)) %)"
        }
    }

    /// A structural option's prior weight and posterior probability.
    public struct Option: Sendable, Equatable, Codable {
        public var path: String
        public var option: String
        public var prior: Double
        public var probability: Double
    }

    /// An observation's likelihood and the wave whose emulator gave it.
    public struct Likelihood: Sendable, Equatable, Codable {
        public var observation: String
        public var wave: Int
    }

    public var samplePoints: Int
    /// The sample points the region keeps (the others weigh 0); with none, or none of them carrying weight,
    /// there are no numbers or options and the effective sample size is 0.
    public var regionPoints: Int
    /// Kish's effective sample size of the weights.
    public var effectiveSampleSize: Double
    public var likelihoods: [Likelihood]
    public var numbers: [Number]
    public var options: [Option]
    /// The model discrepancy by leave-one-source-out (nil with fewer than two calibration sources emulated).
    public var discrepancy: DiscrepancyEstimate?
    /// ``drawCount`` draws from the posterior, each the calibrated parameters' values in `parameters[]` order (an
    /// option as its index), in sample order: the weighted sample resampled systematically
    /// (``ImportanceWeights/systematicDraws(_:offset:)``, its offset from the stream ``drawStreamName``), so a
    /// point is drawn about weight × ``drawCount`` times. Nil when the effective sample size is below
    /// ``minimumEffectiveSampleSize`` (the draws would repeat a few points and understate the spread), and in files
    /// written before draws; `--over` and `--robust-over` then draw from the surviving simulated points.
    public var draws: [[Double]]?
}

extension HistoryMatching {
    /// The emulators a posterior weighs with: per calibration observation, its emulator at the latest
    /// accepted wave where it passed its diagnostics (with that wave, from 1); observations never emulated are
    /// left out.
    func latestEmulators(_ region: NonImplausibleRegion) -> [(output: EmulatedOutput, wave: Int)] {
        calibrationIndices.compactMap { o in
            for w in region.waves.indices.reversed() {
                if let output = region.waves[w].outputs.first(where: { $0.name == observations[o].name }) {
                    return (output, w + 1)
                }
            }
            return nil
        }
    }

    /// The posterior of `outcome` (nil when no wave was accepted; no numbers or options when the region keeps no
    /// sample point, or none carries weight).
    func posterior(_ outcome: HistoryMatchingOutcome, paths: [String], options: [[String]]) -> CalibrationPosterior? {
        let region = outcome.region
        guard let first = region.waves.first else { return nil }
        let latest = latestEmulators(region)
        // One sample for both: wave 1's emulators (the discrepancy's) first, then the later ones the posterior uses.
        let later = latest.filter { $0.wave > 1 }
        guard
            let sample = try? region.sample(
                first.outputs + later.map(\.output), points: CalibrationPosterior.samplePoints)
        else { return nil }
        let used = latest.map { entry in
            entry.wave == 1
                ? first.outputs.firstIndex { $0.name == entry.output.name }!
                : first.outputs.count + later.firstIndex { $0.output.name == entry.output.name }!
        }
        let weights = sample.weights(outputs: used, within: sample.regionKeeps)
        let summary = weights.map { marginals(sample, weights: $0, paths: paths, options: options) }
        return CalibrationPosterior(
            samplePoints: sample.count, regionPoints: sample.regionKeeps.filter { $0 }.count,
            effectiveSampleSize: weights?.effectiveSampleSize ?? 0,
            likelihoods: latest.map { CalibrationPosterior.Likelihood(observation: $0.output.name, wave: $0.wave) },
            numbers: summary?.numbers ?? [], options: summary?.options ?? [],
            discrepancy: discrepancy(sample, outputs: Array(first.outputs.indices)),
            draws: weights.flatMap { draws(sample, weights: $0) })
    }

    /// The posterior's draws (``CalibrationPosterior/draws``); nil below the least effective sample size.
    func draws(_ sample: EmulatedSample, weights: ImportanceWeights) -> [[Double]]? {
        guard weights.effectiveSampleSize >= CalibrationPosterior.minimumEffectiveSampleSize else { return nil }
        let offset = RandomStream(masterSeed: settings.seed, replication: 0, name: CalibrationPosterior.drawStreamName)
            .uniform()
        return weights.systematicDraws(CalibrationPosterior.drawCount, offset: offset).map { i in
            parameters.values(atQuantiles: parameters.indices.map { sample.unit(i, $0) })
        }
    }

    /// Per number its prior and posterior quantiles and whether the move rule moves it; per option its prior
    /// weight and posterior probability.
    func marginals(_ sample: EmulatedSample, weights: ImportanceWeights, paths: [String], options: [[String]]) -> (
        numbers: [CalibrationPosterior.Number], options: [CalibrationPosterior.Option]
    ) {
        var numbers: [CalibrationPosterior.Number] = []
        var choices: [CalibrationPosterior.Option] = []
        for (c, parameter) in parameters.enumerated() {
            let units = (0..<sample.count).map { sample.unit($0, c) }
            if parameter.isCategorical {
                let total = parameter.weights.reduce(0, +)
                for (k, option) in options[c].enumerated() {
                    choices.append(
                        CalibrationPosterior.Option(
                            path: paths[c], option: option, prior: parameter.weights[k] / total,
                            probability: weights.probability {
                                InputEncoding.option(atQuantile: units[$0], weights: parameter.weights) == k
                            }))
                }
                continue
            }
            let q = weights.quantiles(of: units, at: [0.05, 0.5, 0.95])
            let widthShare = (q[2] - q[0]) / 0.9
            let narrow = widthShare <= CalibrationPosterior.maximumWidthShare
            let enough = weights.effectiveSampleSize >= CalibrationPosterior.minimumEffectiveSampleSize
            numbers.append(
                CalibrationPosterior.Number(
                    path: paths[c], priorLower: parameter.value(atQuantile: 0.05),
                    priorMedian: parameter.value(atQuantile: 0.5), priorUpper: parameter.value(atQuantile: 0.95),
                    lower: parameter.value(atQuantile: q[0]), median: parameter.value(atQuantile: q[1]),
                    upper: parameter.value(atQuantile: q[2]), widthShare: widthShare, moves: narrow && enough))
        }
        return (numbers, choices)
    }
}
