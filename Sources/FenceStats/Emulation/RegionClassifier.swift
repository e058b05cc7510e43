import CGSL
import Foundation

/// Judges blocks of points against a region's waves, predicting with every emulator in blocks (one
/// ``EmulatorPredictor`` per emulator; memory flat in the number of points judged). Not thread-safe.
///
/// The emulator's variance is the costly part (O(n²) a point), so it is computed only where it can change the
/// verdict: adding variance to the denominator only lowers an implausibility, so an output whose implausibility
/// without it is at most the cut-off keeps the point whatever the variance, and a point with fewer than k such
/// outputs above the cut-off (k-th maximum rule) is kept without any variance.
final class RegionClassifier {
    let region: NonImplausibleRegion
    let blockSize: Int
    private let predictors: [[EmulatorPredictor]]
    private let ensemblePredictors: [[EmulatorPredictor?]]

    init(_ region: NonImplausibleRegion, blockSize: Int = 256) {
        self.region = region
        self.blockSize = blockSize
        predictors = region.waves.map { wave in
            wave.outputs.map { EmulatorPredictor($0.emulator, blockSize: blockSize) }
        }
        ensemblePredictors = region.waves.map { wave in
            wave.outputs.map { output in
                guard output.target.realisationWeight > 0, case .emulated(let variance) = output.ensembleVariance else {
                    return nil
                }
                return EmulatorPredictor(variance.logVariance, blockSize: blockSize)
            }
        }
    }

    var dimensions: Int { region.inputSpace.dimensions }

    /// Whether waves `0..<throughWave` keep each of `count` ≤ `blockSize` points (design cube, row-major).
    func classify(_ units: UnsafePointer<Double>, count: Int, throughWave: Int? = nil) -> [Bool] {
        let features = region.encoding.encode(units, count: count)
        return features.withUnsafeBufferPointer { classify(features: $0.baseAddress!, count: count, throughWave) }
    }

    /// ``classify(_:count:throughWave:)`` at the emulators' scaled inputs.
    private func classify(features units: UnsafePointer<Double>, count: Int, _ throughWave: Int?) -> [Bool] {
        var kept = [Bool](repeating: true, count: count)
        for w in 0..<(throughWave ?? region.waves.count) {
            let alive = kept.indices.filter { kept[$0] }
            guard !alive.isEmpty else { break }
            let points = gather(units, alive)
            let wave = region.waves[w]
            let rank = wave.combination.rank(outputs: wave.outputs.count)
            let screened = wave.outputs.indices.map { screen(wave: w, output: $0, points, count: alive.count) }
            var candidates = [Int](repeating: 0, count: alive.count)
            for output in screened { for b in alive.indices where output.ruledOut[b] { candidates[b] += 1 } }
            var failures = [Int](repeating: 0, count: alive.count)
            for (j, output) in screened.enumerated() {
                let undecided = alive.indices.filter { candidates[$0] >= rank && output.ruledOut[$0] }
                guard !undecided.isEmpty else { continue }
                let variances = predict(predictors[w][j], gather(points, undecided), count: undecided.count).variances
                for (position, b) in undecided.enumerated() {
                    let value = HistoryMatchingTarget.implausibility(
                        distance: output.distances[b], variance: output.fixed[b] + variances[position])
                    if value > wave.cutoff { failures[b] += 1 }
                }
            }
            for b in alive.indices where failures[b] >= rank { kept[alive[b]] = false }
        }
        return kept
    }

    /// For each point: the probability that the simulator itself keeps it at the last wave, given that the
    /// earlier waves' emulators keep it (else 0). Each output's simulator mean is taken as N(m, V_em + ν + τ̄²) under
    /// the last wave's emulator, independently across outputs; the simulator keeps an output when
    /// d(f)/√(V_obs + V_md + κV_s) ≤ c, and the point when fewer than k outputs fail (a Poisson-binomial sum).
    func keepProbabilities(_ units: UnsafePointer<Double>, count: Int) -> [Double] {
        let features = region.encoding.encode(units, count: count)
        return features.withUnsafeBufferPointer { keepProbabilities(features: $0.baseAddress!, count: count) }
    }

    /// ``keepProbabilities(_:count:)`` at the emulators' scaled inputs.
    private func keepProbabilities(features units: UnsafePointer<Double>, count: Int) -> [Double] {
        guard let last = region.waves.indices.last else { return Array(repeating: 1, count: count) }
        let earlier = classify(features: units, count: count, last)
        var result = [Double](repeating: 0, count: count)
        let alive = earlier.indices.filter { earlier[$0] }
        guard !alive.isEmpty else { return result }
        let points = gather(units, alive)
        let wave = region.waves[last]
        // failureCounts[b][f]: the probability that exactly f outputs fail so far at point b.
        var failureCounts = [[Double]](repeating: [1], count: alive.count)
        for (j, output) in wave.outputs.enumerated() {
            let predicted = predict(predictors[last][j], points, count: alive.count)
            let ensemble = ensembleVariances(wave: last, output: j, points, count: alive.count)
            let unresolved = output.nuggetAndMonteCarloVariance
            for b in alive.indices {
                let allowed =
                    wave.cutoff
                    * (output.target.observationVariance + output.target.discrepancyVariance
                    + output.target.realisationWeight * ensemble[b]).squareRoot()
                let low = output.target.lower - allowed
                let high = output.target.upper + allowed
                let sd = (predicted.variances[b] + unresolved).squareRoot()
                let mean = predicted.means[b]
                let keep: Double
                if sd > 0 {
                    keep = max(0, gsl_cdf_ugaussian_P((high - mean) / sd) - gsl_cdf_ugaussian_P((low - mean) / sd))
                } else {
                    keep = mean >= low && mean <= high ? 1 : 0
                }
                var next = [Double](repeating: 0, count: failureCounts[b].count + 1)
                for (f, probability) in failureCounts[b].enumerated() {
                    next[f] += probability * keep
                    next[f + 1] += probability * (1 - keep)
                }
                failureCounts[b] = next
            }
        }
        let rank = wave.combination.rank(outputs: wave.outputs.count)
        for (position, b) in alive.enumerated() { result[b] = failureCounts[position].prefix(rank).reduce(0, +) }
        return result
    }

    /// Output `j` of wave `w` at `count` points (the emulators' scaled inputs, row-major): the emulator's
    /// means, its variances with the fitted nugget and the means' Monte Carlo variance added (V_em + ν + τ̄²,
    /// ``EmulatedOutput/nuggetAndMonteCarloVariance``) and κ·V_s (0 for an average).
    func outputPredictions(wave w: Int, output j: Int, features points: [Double], count: Int) -> (
        means: [Double], emulatorVariances: [Double], realisationVariances: [Double]
    ) {
        let output = region.waves[w].outputs[j]
        let predicted = predict(predictors[w][j], points, count: count)
        let unresolved = output.nuggetAndMonteCarloVariance
        let kappa = output.target.realisationWeight
        return (
            predicted.means, predicted.variances.map { $0 + unresolved },
            ensembleVariances(wave: w, output: j, points, count: count).map { kappa * $0 }
        )
    }

    /// One output's screening at `count` points: distances, the denominator's terms without the emulator's
    /// variance, and whether the implausibility without that variance exceeds the cut-off.
    private struct Screening {
        var distances: [Double]
        var fixed: [Double]
        var ruledOut: [Bool]
    }

    private func screen(wave w: Int, output j: Int, _ points: [Double], count: Int) -> Screening {
        let output = region.waves[w].outputs[j]
        let means = predict(predictors[w][j], points, count: count, variances: false).means
        let ensemble = ensembleVariances(wave: w, output: j, points, count: count)
        let base =
            output.target.observationVariance + output.target.discrepancyVariance
            + output.nuggetAndMonteCarloVariance
        var screening = Screening(distances: [], fixed: [], ruledOut: [])
        for b in 0..<count {
            let distance = output.target.distance(means[b])
            let fixed = base + output.target.realisationWeight * ensemble[b]
            screening.distances.append(distance)
            screening.fixed.append(fixed)
            screening.ruledOut.append(
                HistoryMatchingTarget.implausibility(distance: distance, variance: fixed) > region.waves[w].cutoff)
        }
        return screening
    }

    /// V_s at `count` points for one output (0 where its target's κ is 0).
    private func ensembleVariances(wave w: Int, output j: Int, _ points: [Double], count: Int) -> [Double] {
        let output = region.waves[w].outputs[j]
        guard output.target.realisationWeight > 0 else { return Array(repeating: 0, count: count) }
        switch output.ensembleVariance {
        case .none: return Array(repeating: 0, count: count)
        case .constant(let value): return Array(repeating: value, count: count)
        case .emulated:
            let predicted = predict(ensemblePredictors[w][j]!, points, count: count)
            return zip(predicted.means, predicted.variances).map { exp($0 + $1 / 2) }
        }
    }

    /// Means and (when asked) variances at `count` points (scaled, row-major).
    private func predict(
        _ predictor: EmulatorPredictor, _ points: [Double], count: Int, variances wanted: Bool = true
    ) -> (means: [Double], variances: [Double]) {
        points.withUnsafeBufferPointer { predictor.predict(scaled: $0.baseAddress!, count: count, variances: wanted) }
    }

    /// The points `indices` of `units` (row-major, d coordinates each), contiguous.
    private func gather(_ units: UnsafePointer<Double>, _ indices: [Int]) -> [Double] {
        var result = [Double](repeating: 0, count: indices.count * dimensions)
        for (position, index) in indices.enumerated() {
            for c in 0..<dimensions { result[position * dimensions + c] = units[index * dimensions + c] }
        }
        return result
    }

    private func gather(_ points: [Double], _ indices: [Int]) -> [Double] {
        points.withUnsafeBufferPointer { gather($0.baseAddress!, indices) }
    }
}
