/// Some emulated outputs' predictions at a fixed quasi-random sample of a region's design cube, with the
/// region's verdict at each point: what a posterior by likelihood weighting under the prior needs, computed
/// once (the emulators' predictions do not depend on the observed values, so other targets — a held-out
/// source, a synthetic truth's observations — reweigh the same sample without predicting again).
///
/// The sample is the first points of Sobol's sequence in the design cube (Halton's above 40 coordinates), the
/// share estimate's kind of sample (``NonImplausibleRegion/estimateShare(samplePoints:uncertaintyPoints:level:blockSize:)``):
/// in prior quantiles, so it is a sample of the prior.
public struct EmulatedSample: Sendable {
    /// One output at every sample point.
    public struct Output: Sendable {
        /// The output's name and the observation it was matched to.
        public var name: String
        public var target: HistoryMatchingTarget
        /// The emulator's means m(x), its variances with the fitted nugget and the means' Monte Carlo variance
        /// V_em(x) + ν + τ̄², and κ·V_s(x).
        public var means: [Double]
        public var emulatorVariances: [Double]
        public var realisationVariances: [Double]

        /// The log-likelihood of `target` (default: the output's own) at sample point `i` (see
        /// ``HistoryMatchingTarget/logLikelihood(mean:variance:)``).
        public func logLikelihood(at i: Int, target: HistoryMatchingTarget? = nil) -> Double {
            let target = target ?? self.target
            return target.logLikelihood(mean: means[i], variance: variance(at: i, target: target))
        }

        /// The implausibility of `target` (default: the output's own) at sample point `i`.
        public func implausibility(at i: Int, target: HistoryMatchingTarget? = nil) -> Double {
            let target = target ?? self.target
            return HistoryMatchingTarget.implausibility(
                distance: target.distance(means[i]), variance: variance(at: i, target: target))
        }

        /// V_obs + V_md + V_em(x) + ν + τ̄² + κ·V_s(x) at sample point `i`.
        func variance(at i: Int, target: HistoryMatchingTarget) -> Double {
            target.observationVariance + target.discrepancyVariance + emulatorVariances[i] + realisationVariances[i]
        }
    }

    /// The design coordinates per point, and the points (row-major, `dimensions` each).
    public let dimensions: Int
    public let units: [Double]
    /// Whether the region (every wave) keeps each point.
    public let regionKeeps: [Bool]
    /// The outputs, in the order given.
    public let outputs: [Output]

    /// The number of sample points.
    public var count: Int { regionKeeps.count }

    /// Coordinate `c` of sample point `i`.
    public func unit(_ i: Int, _ c: Int) -> Double { units[i * dimensions + c] }

    /// Whether `outputs` (indices into ``outputs``) with `targets` (one per index; default their own) keep each
    /// point: their implausibilities combined by `combination` at most `cutoff` — a one-wave region of these
    /// outputs alone, judged at the sample.
    public func keeps(
        outputs indices: [Int], targets: [HistoryMatchingTarget]? = nil, cutoff: Double = 3,
        combination: ImplausibilityCombination = .automatic
    ) -> [Bool] {
        (0..<count).map { i in
            let values = indices.enumerated().map { position, o in
                outputs[o].implausibility(at: i, target: targets?[position])
            }
            return combination.combined(values) <= cutoff
        }
    }

    /// The posterior weights by likelihood under the prior: at each point kept by `within`, the product of
    /// `outputs`' likelihoods of `targets` (default: their own); 0 elsewhere. Nil when no kept point carries
    /// weight.
    public func weights(
        outputs indices: [Int], targets: [HistoryMatchingTarget]? = nil, within kept: [Bool]
    ) -> ImportanceWeights? {
        let logWeights = (0..<count).map { i -> Double in
            guard kept[i] else { return -.infinity }
            return indices.enumerated().reduce(0) { sum, entry in
                sum + outputs[entry.element].logLikelihood(at: i, target: targets?[entry.offset])
            }
        }
        // The sample is the prior's, so the likelihood is the importance weight.
        return ImportanceWeights(logWeights: logWeights)
    }

    /// Output `o`'s predictive mean and variance under `weights`: the weighted mean of m(x), and the weighted
    /// variance of m(x) plus the weighted mean of V_em(x) + ν + τ̄² + κ·V_s(x) (a one-device output's spread
    /// included), on the output's scale.
    public func predictive(output o: Int, weights: ImportanceWeights) -> (mean: Double, variance: Double) {
        let output = outputs[o]
        let mean = weights.mean(of: output.means)
        let spread = weights.mean(of: output.means.map { ($0 - mean) * ($0 - mean) })
        let own = weights.mean(of: zip(output.emulatorVariances, output.realisationVariances).map { $0 + $1 })
        return (mean, spread + own)
    }
}

extension NonImplausibleRegion {
    /// `outputs`' predictions (emulators over this region's input space) at the first `points` points of the
    /// quasi-random sequence in the design cube, and this region's verdict at each, judged `blockSize` at a
    /// time. Throws ``EmulatorError/inputSpaceMismatch(output:)`` when an output is over another space.
    public func sample(_ outputs: [EmulatedOutput], points: Int, blockSize: Int = 1024) throws(EmulatorError)
        -> EmulatedSample
    {
        guard points >= 1, blockSize >= 1 else {
            throw .invalidSetting(setting: "emulated sample", reason: "needs at least one point and a block size ≥ 1")
        }
        let emulated = try NonImplausibleRegion(
            inputSpace: inputSpace, waves: [HistoryMatchingWave(outputs: outputs)], encoding: encoding)
        let regionClassifier = RegionClassifier(self, blockSize: blockSize)
        let outputClassifier = RegionClassifier(emulated, blockSize: blockSize)
        let d = encoding.designDimensions
        let stream = QuasiRandomStream(dimensions: d)
        var units = [Double](repeating: 0, count: points * d)
        var keeps: [Bool] = []
        var predicted = outputs.map {
            EmulatedSample.Output(
                name: $0.name, target: $0.target, means: [], emulatorVariances: [], realisationVariances: [])
        }
        var start = 0
        while start < points {
            let count = min(blockSize, points - start)
            units.withUnsafeMutableBufferPointer { buffer in
                for b in 0..<count { stream.next(into: buffer.baseAddress! + (start + b) * d) }
            }
            let block = Array(units[(start * d)..<((start + count) * d)])
            block.withUnsafeBufferPointer { buffer in
                keeps += regionClassifier.classify(buffer.baseAddress!, count: count)
                let features = encoding.encode(buffer.baseAddress!, count: count)
                for j in outputs.indices {
                    let result = outputClassifier.outputPredictions(
                        wave: 0, output: j, features: features, count: count)
                    predicted[j].means += result.means
                    predicted[j].emulatorVariances += result.emulatorVariances
                    predicted[j].realisationVariances += result.realisationVariances
                }
            }
            start += count
        }
        return EmulatedSample(dimensions: d, units: units, regionKeeps: keeps, outputs: predicted)
    }
}
