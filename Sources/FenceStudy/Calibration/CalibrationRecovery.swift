import FenceExperiment
import FenceStats
import Foundation

/// Whether the posterior recovers truths it was not built on (`fencesim calibrate --recovery N`,
/// `docs/history-matching.md`, "Recovery"): truths drawn at random from the prior, each with its own
/// observations made by FenceSim at the truth under seeds the calibration never uses, calibrated by the same
/// posterior (``CalibrationPosterior``) with wave 1's emulators of the calibration observations, and how often
/// each true number lies inside its posterior 90 % interval.
public struct CalibrationRecovery: Sendable, Equatable, Codable {
    /// The `format` member.
    public static let formatName = "fencesim-calibration-recovery/1"

    /// The seed offset of truth `t`'s simulations (added to each scenario's seed): the calibration's own runs
    /// use offset 0, so no truth shares a random number with the design's runs.
    public static func seedOffset(truth t: Int) -> UInt64 { 1_000_003 &* UInt64(t + 1) }

    /// How the recovery ran.
    public struct Settings: Sendable, Equatable, Codable {
        public var truths: Int
        /// Wave 1's design (points, replications, seed) the emulators are fitted on.
        public var points: Int
        public var replications: Int
        public var seed: UInt64
        public var samplePoints: Int
    }

    /// A number's truth against its posterior.
    public struct Number: Sendable, Equatable, Codable {
        public var path: String
        public var truth: Double
        /// The posterior's 5, 50 and 95 % quantiles (nil when no point carries weight: the truth counts as
        /// outside).
        public var lower: Double?
        public var median: Double?
        public var upper: Double?
        public var inside: Bool
    }

    /// A structural choice's true option and the posterior probability it gets (against its prior weight).
    public struct Choice: Sendable, Equatable, Codable {
        public var path: String
        public var truth: String
        public var prior: Double
        public var probability: Double
    }

    /// One synthetic truth.
    public struct Truth: Sendable, Equatable, Codable {
        public var index: Int
        /// The truth's parameter values (a choice's option index) in the parameters' order.
        public var values: [Double]
        /// Per emulated calibration observation, the synthetic observed value on its scale (nil: the metric was
        /// undefined at the truth, so the observation is left out).
        public var observed: [Double?]
        /// Whether the truth stays inside the region its observations leave, and its implausibility there.
        public var insideRegion: Bool
        public var implausibility: Double
        public var effectiveSampleSize: Double
        public var numbers: [Number]
        public var choices: [Choice]
    }

    /// One number's coverage over the truths.
    public struct Coverage: Sendable, Equatable, Codable {
        public var path: String
        public var inside: Int
        public var truths: Int
        public var share: Double
    }

    public var format: String
    public var model: ModelIdentity
    public var settings: Settings
    /// The calibration observations emulated, and wave 1's emulators' diagnostics.
    public var observations: [String]
    public var emulators: [OutputEmulation]
    public var truths: [Truth]
    /// The (truth, number) pairs, how many lie inside their 90 % interval, and the share.
    public var pairs: Int
    public var inside: Int
    public var coverage: Double
    public var parameters: [Coverage]
    /// The truths inside the region their observations leave, and the share.
    public var insideRegion: Int
    public var insideRegionShare: Double
}

extension CalibrationRecovery {
    /// The recovery of `truths` synthetic truths from `known`, the rows of a recovery's units
    /// (``RecoveryHeader``): wave 1 of `matching` (one wave) is replayed from its design points' rows and one
    /// emulator fitted per calibration observation; the emulators that pass their diagnostics predict once at
    /// the posterior's prior sample. Truth t is ``HistoryMatching/recoveryTruth(_:)``; each emulated
    /// observation's synthetic value is FenceSim's at the truth under the seed offset ``seedOffset(truth:)`` (the
    /// row of unit points + t) — one replication for one device's reading, the replications' mean for an average
    /// — plus an error drawn with the observation's V_obs + V_md; its target is that point with the observation's
    /// σ_obs, σ_md and κ.
    init(
        matching: HistoryMatching, paths: [String], options: [[String]], model: ModelIdentity, truths count: Int,
        known: [Int: [[Double]]]
    ) throws(AnalysisError) {
        let settings = matching.settings
        let points = settings.pointsPerWave
        guard let outcome = matching.replayed(known: known.filter { $0.key < points }) else {
            throw AnalysisError(parameter: "--recovery", message: "the recorded points do not finish wave 1")
        }
        guard let wave = outcome.region.waves.first else {
            throw AnalysisError(
                parameter: "--recovery",
                message: "no calibration observation's emulator passed its diagnostics at wave 1",
                fix: "run more --points or --replications")
        }
        let space = outcome.region
        let sample: EmulatedSample
        do {
            sample = try NonImplausibleRegion(inputSpace: space.inputSpace, encoding: space.encoding)
                .sample(wave.outputs, points: CalibrationPosterior.samplePoints)
        } catch {
            throw AnalysisError(parameter: "--recovery", message: "the posterior's prior sample: \(error)")
        }
        let observations = matching.observations
        let observed = wave.outputs.map { output in observations.firstIndex { $0.name == output.name }! }
        var truths: [Truth] = []
        for t in 0..<count {
            guard let simulated = known[points + t], simulated.count == observations.count else {
                throw AnalysisError(parameter: "--recovery", message: "the recorded units lack truth \(t)")
            }
            let noise = RandomStream(masterSeed: settings.seed, replication: UInt64(t), name: "recovery-observations")
            let synthetic = observed.map { o -> Double? in
                let runs = simulated[o].filter(\.isFinite)
                guard let one = runs.first else { return nil }
                let base = observations[o].realisation == .oneDevice ? one : runs.reduce(0, +) / Double(runs.count)
                let target = observations[o].historyMatchingTarget
                return base + noise.normal(sd: (target.observationVariance + target.discrepancyVariance).squareRoot())
            }
            truths.append(
                matching.recovered(
                    t, synthetic: synthetic, observed: observed, sample: sample, wave: wave, paths: paths,
                    options: options))
        }
        let numbers = truths.flatMap(\.numbers)
        let inRegion = truths.filter(\.insideRegion).count
        self.init(
            format: Self.formatName, model: model,
            settings: Settings(
                truths: count, points: points, replications: settings.replications, seed: settings.seed,
                samplePoints: sample.count),
            observations: wave.outputs.map(\.name), emulators: outcome.waves.first?.emulation?.outputs ?? [],
            truths: truths, pairs: numbers.count, inside: numbers.filter(\.inside).count,
            coverage: Double(numbers.filter(\.inside).count) / Double(max(numbers.count, 1)),
            parameters: (truths.first?.numbers.map(\.path) ?? []).map { path in
                let pairs = numbers.filter { $0.path == path }
                let inside = pairs.filter(\.inside).count
                return Coverage(
                    path: path, inside: inside, truths: pairs.count, share: Double(inside) / Double(pairs.count))
            },
            insideRegion: inRegion, insideRegionShare: Double(inRegion) / Double(max(count, 1)))
    }
}

extension HistoryMatching {
    /// Truth `t` of a recovery: a uniform point of the prior's quantile cube, seeded by the design seed and `t`,
    /// and its parameter values.
    func recoveryTruth(_ t: Int) -> (unit: [Double], values: [Double]) {
        let draw = RandomStream(masterSeed: settings.seed, replication: UInt64(t), name: "recovery-truth")
        let unit = (0..<parameters.count).map { _ in draw.uniform() }
        return (unit, parameters.values(atQuantiles: unit))
    }

    /// Truth `t`'s posterior from its `synthetic` observations (one per `observed` observation, nil left out).
    fileprivate func recovered(
        _ t: Int, synthetic: [Double?], observed: [Int], sample: EmulatedSample, wave: HistoryMatchingWave,
        paths: [String], options: [[String]]
    ) -> CalibrationRecovery.Truth {
        let (unit, values) = recoveryTruth(t)
        let active = synthetic.indices.filter { synthetic[$0] != nil }
        let targets = active.map { j -> HistoryMatchingTarget in
            var target = observations[observed[j]].historyMatchingTarget
            (target.lower, target.upper) = (synthetic[j]!, synthetic[j]!)
            return target
        }
        let retargeted = zip(active, targets).map { j, target in
            var output = wave.outputs[j]
            output.target = target
            return output
        }
        // The emulators' space is the design cube, so a truth's quantiles are its design point.
        let region = try! NonImplausibleRegion(
            inputSpace: wave.outputs[0].emulator.inputSpace, waves: [HistoryMatchingWave(outputs: retargeted)],
            encoding: encoding)
        let implausibility = active.isEmpty ? 0 : region.implausibilities(at: unit)[0]
        let kept = sample.keeps(outputs: active, targets: targets)
        var truth = CalibrationRecovery.Truth(
            index: t, values: values, observed: synthetic, insideRegion: implausibility <= Implausibility.cutoff,
            implausibility: implausibility, effectiveSampleSize: 0, numbers: [], choices: [])
        let weights = sample.weights(outputs: active, targets: targets, within: kept)
        let margins = weights.map { marginals(sample, weights: $0, paths: paths, options: options) }
        truth.effectiveSampleSize = weights?.effectiveSampleSize ?? 0
        var number = 0
        for (c, parameter) in parameters.enumerated() {
            if parameter.isCategorical {
                let option = Int(values[c])
                let total = parameter.weights.reduce(0, +)
                truth.choices.append(
                    CalibrationRecovery.Choice(
                        path: paths[c], truth: options[c][option], prior: parameter.weights[option] / total,
                        probability: margins?.options.first {
                            $0.path == paths[c] && $0.option == options[c][option]
                        }?
                        .probability ?? 0))
                continue
            }
            let posterior = margins?.numbers[number]
            number += 1
            truth.numbers.append(
                CalibrationRecovery.Number(
                    path: paths[c], truth: values[c], lower: posterior?.lower, median: posterior?.median,
                    upper: posterior?.upper,
                    inside: posterior.map { $0.lower <= values[c] && values[c] <= $0.upper } ?? false))
        }
        return truth
    }
}
