import FenceExperiment
import FenceStats
import Foundation

/// One calibration observation's emulator at a wave: what it was trained on, its diagnostics, and whether the
/// wave uses it to rule points out.
public struct OutputEmulation: Sendable, Equatable, Codable {
    /// The observation's name.
    public var observation: String
    /// The training points (those of the region before the wave with a defined mean, from at most
    /// ``HistoryMatching/maximumTrainingPoints`` the wave trains on).
    public var trainingPoints: Int
    /// The regression mean fitted (`linear`, or `constant` when the points do not vary every input).
    public var mean: EmulatorSettings.MeanFunction?
    /// How V_s(x), the spread between realisations, entered (`none`, `constant`, `emulated`).
    public var ensembleVariance: String
    /// The leave-one-out diagnostics against the observation (nil when no emulator could be fitted).
    public var diagnostics: EmulatorDiagnostics?
    /// Whether the wave rules points out with this emulator (it fitted and passed its diagnostics).
    public var used: Bool
    /// Why it is not used: the fit's error or the diagnostics' broken rules.
    public var reasons: [String]
}

/// The emulators of one wave, the region they leave and the stop rule's figure.
public struct WaveEmulation: Sendable, Equatable, Codable {
    /// Per calibration observation, in order.
    public var outputs: [OutputEmulation]
    /// Why the wave is refused for refocusing (nil: accepted): no emulator passed its diagnostics.
    public var refused: String?
    /// The share of the space every accepted wave's emulators keep, with its intervals and per structural
    /// option (nil for a refused wave). On one fixed sample, so it cannot rise between waves.
    public var share: NonImplausibleShare?
    /// The evaluated points the region before the wave kept, when there were more than
    /// ``HistoryMatching/maximumTrainingPoints`` (the emulators trained on a maximin subset of them); nil when
    /// every kept point trained them.
    public var evaluatedPointsKept: Int?
}

extension HistoryMatching {
    /// The design cube's encoding for the emulators: a number's quantile as it stands, a choice as indicator
    /// inputs (``InputEncoding``).
    var encoding: InputEncoding {
        InputEncoding(coordinates: parameters.map { $0.isCategorical ? .choice(weights: $0.weights) : .number })
    }

    /// The emulators' input space: the encoding's inputs, each in [0, 1].
    func emulatorSpace() throws(EmulatorError) -> EmulatorInputSpace {
        let names = encoding.featureNames(parameters.map(\.name))
        return try EmulatorInputSpace(
            names: names, lower: Array(repeating: 0, count: names.count),
            upper: Array(repeating: 1, count: names.count))
    }

    /// The most points a wave's emulators are trained on: 256. An assumption: 16 points per emulator input for
    /// the committed calibration's 16 inputs (10 numbers and 6 option indicators), above the 10 per input that
    /// suffice for an initial design [@Loeppky2009]; it bounds each fit's n × n factors (0.5 MB a matrix) and
    /// its cost, cubic in n (`docs/benchmarks.md`, "Emulators"), so a wave's memory and time stop growing with
    /// the points evaluated.
    public static let maximumTrainingPoints = 256

    /// The points a wave's emulators are fitted on, from `kept` (the points the region before the wave keeps,
    /// in evaluation order): all of them, or, when there are more than ``maximumTrainingPoints``, a greedy
    /// maximin subset of that many in the emulators' inputs (``GaussianProcessEmulator/maximinSubset(_:size:)``),
    /// so the points the emulators leave out are those nearest others; in evaluation order, deterministic.
    func trainingSet(_ kept: [MatchedPoint]) -> [MatchedPoint] {
        guard kept.count > Self.maximumTrainingPoints else { return kept }
        let features = kept.map { encoding.features($0.unit) }
        return GaussianProcessEmulator.maximinSubset(features, size: Self.maximumTrainingPoints).map { kept[$0] }
    }

    /// Wave `wave`'s emulators, one per calibration observation, fitted on `training` (the points the region
    /// before the wave keeps, this wave's included), each judged by its leave-one-out diagnostics; the fits
    /// run on up to `threads` threads (each is deterministic, so the result is not affected). The wave is the
    /// emulators that pass (nil when none does, with the reason).
    func emulate(_ training: [MatchedPoint], over space: EmulatorInputSpace, threads: Int) -> (
        wave: HistoryMatchingWave?, summary: WaveEmulation
    ) {
        let indices = calibrationIndices
        let fitted = parallelMap(count: indices.count, threads: threads) { (position: Int) -> EmulatedFit in
            emulateOutput(indices[position], training, over: space)
        }
        let used = fitted.compactMap(\.output)
        let summary = WaveEmulation(
            outputs: fitted.map(\.summary),
            refused: used.isEmpty
                ? "no calibration observation's emulator passed its diagnostics, so the wave cannot refocus; the "
                    + "simulated points' own implausibilities stand" : nil,
            share: nil)
        return (used.isEmpty ? nil : HistoryMatchingWave(outputs: used, cutoff: Implausibility.cutoff), summary)
    }

    /// One observation's emulator and its summary.
    struct EmulatedFit: Sendable {
        var output: EmulatedOutput?
        var summary: OutputEmulation
    }

    /// The emulator of observation `index` on `training`: the points' means on the observation's scale with
    /// their variances s²/K as known noise (a nugget fitted when one replication leaves the noise unknown), a
    /// linear mean — a constant one when the points do not vary every input or are too few for a slope each —
    /// and, for one device's observation, V_s(x) from ``ReplicationVarianceEmulator`` (the replications'
    /// pooled variance where that cannot be fitted).
    func emulateOutput(_ index: Int, _ training: [MatchedPoint], over space: EmulatorInputSpace) -> EmulatedFit {
        let observation = observations[index]
        let usable = training.filter { $0.means[index]?.isFinite == true }
        let points = usable.map { encoding.features($0.unit) }
        let variances = usable.map { $0.variances[index] ?? 0 }
        let counts = usable.map { $0.replicationCounts[index] }
        let data = EmulatorTrainingData(
            points: points, means: usable.map { $0.means[index]! }, sampleVariances: variances, replications: counts)
        var summary = OutputEmulation(
            observation: observation.name, trainingPoints: usable.count, mean: nil, ensembleVariance: "none",
            diagnostics: nil, used: false, reasons: [])
        var settings = EmulatorSettings()
        settings.fitsNugget = settings.fitsNugget || counts.contains { $0 < 2 }
        let emulator: GaussianProcessEmulator
        do {
            emulator = try GaussianProcessEmulator.fit(data, over: space, settings: settings)
        } catch {
            settings.mean = .constant
            do { emulator = try GaussianProcessEmulator.fit(data, over: space, settings: settings) } catch {
                summary.reasons = ["no emulator: \(error)"]
                return EmulatedFit(output: nil, summary: summary)
            }
        }
        summary.mean = settings.mean
        let target = observation.historyMatchingTarget
        let ensemble = ensembleVariance(points: points, variances: variances, counts: counts, target: target, space)
        summary.ensembleVariance = ensemble.label
        let output = EmulatedOutput(
            name: observation.name, emulator: emulator, target: target, ensembleVariance: ensemble.variance)
        let diagnostics = output.diagnostics()
        summary.diagnostics = diagnostics
        if case .fails(let reasons) = diagnostics.verdict {
            summary.reasons = reasons
            return EmulatedFit(output: nil, summary: summary)
        }
        summary.used = true
        return EmulatedFit(output: output, summary: summary)
    }

    /// V_s for an observation that is one realisation: emulated from the points' sample variances, or their
    /// mean where that emulator cannot be fitted; none for an average or without two replications a point.
    private func ensembleVariance(
        points: [[Double]], variances: [Double], counts: [Int], target: HistoryMatchingTarget,
        _ space: EmulatorInputSpace
    ) -> (variance: EnsembleVariance, label: String) {
        guard target.realisationWeight > 0, !counts.isEmpty, counts.allSatisfy({ $0 >= 2 }) else {
            return (.none, "none")
        }
        if let emulated = try? ReplicationVarianceEmulator.fit(
            points: points, sampleVariances: variances, replications: counts, over: space)
        {
            return (.emulated(emulated), "emulated")
        }
        return (.constant(variances.reduce(0, +) / Double(variances.count)), "constant")
    }
}
