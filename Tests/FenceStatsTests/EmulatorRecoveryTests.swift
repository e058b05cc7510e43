import Foundation
import Testing

@testable import FenceStats

/// Recovery of known functions and of known hyperparameters.
@Suite("Emulator recovery")
struct EmulatorRecoveryTests {
    @Test("Branin from 40 points: leave-one-out errors within ±3, the truth within ±3σ at fresh points")
    func branin() throws {
        let (space, data) = try EmulatorReferences.branin(count: 40)
        let emulator = try GaussianProcessEmulator.fit(data, over: space)
        let diagnostics = emulator.diagnostics()
        let fresh = try QuasiRandomSequence.halton.points(count: 2000, dimensions: 2).map(space.unscaled)
        let inside = zip(fresh, emulator.predictions(at: fresh)).filter { point, prediction in
            abs(EmulatorReferences.branin(point) - prediction.mean) <= 3 * prediction.variance.squareRoot()
        }.count
        // A deterministic function is not a Gaussian-process draw, so the Gaussian 99.7 % is not owed; the 3σ
        // rule's unimodal bound is: at most 4/81 outside ([@Pukelsheim1994]).
        #expect(diagnostics.shareWithinThree >= 1 - 4.0 / 81)
        #expect(Double(inside) / 2000 >= 1 - 4.0 / 81)
    }

    @Test("A warm start from earlier hyperparameters is searched first and loses nothing")
    func warmStart() throws {
        let (space, data) = try EmulatorReferences.branin(count: 30)
        let first = try GaussianProcessEmulator.fit(data, over: space)
        let again = try GaussianProcessEmulator.fit(data, over: space, startingFrom: first.hyperparameters)
        #expect(again.fit?.starts == EmulatorSettings().starts + 1)
        #expect(again.logLikelihood >= first.logLikelihood - 1e-6)
        #expect(throws: EmulatorError.self) {
            try GaussianProcessEmulator.fit(
                data, over: space, startingFrom: EmulatorHyperparameters(processVariance: 1, lengthScales: [1]))
        }
    }

    /// Joint draws of a Matérn 5/2 process at `training` + `fresh` points (scaled), one per replication.
    static func processDraws(
        training: [[Double]], fresh: [[Double]], lengthScales: [Double], variance: Double, noise: Double,
        replication: UInt64
    ) -> (training: [Double], fresh: [Double]) {
        let stream = RandomStream(masterSeed: 36, replication: replication, name: "emulator.recovery")
        let all = training + fresh
        let values = EmulatorReferences.draw(
            .matern52, at: all, lengthScales: lengthScales, variance: variance,
            noise: Array(repeating: 0, count: all.count), stream: stream)
        let noisy = values.prefix(training.count).map { $0 + noise.squareRoot() * stream.normal() }
        return (Array(noisy), Array(values.suffix(fresh.count)))
    }

    @Test("On Gaussian-process draws the 95 % intervals at fresh points cover the truth at the nominal rate")
    func nominalCoverage() throws {
        let space = try EmulatorInputSpace.unitCube(dimensions: 2)
        let training = try QuasiRandomSequence.sobol.points(count: 60, dimensions: 2, skipping: 1)
        let fresh = try QuasiRandomSequence.halton.points(count: 100, dimensions: 2, skipping: 20)
        let noise = Array(repeating: 1e-3, count: training.count)
        let truth = EmulatorHyperparameters(processVariance: 1, lengthScales: [0.25, 0.4])
        var known: [Double] = []
        var fitted: [Double] = []
        func coverage(_ emulator: GaussianProcessEmulator, _ values: [Double]) -> Double {
            let covered = zip(values, emulator.predictions(at: fresh)).filter {
                abs($0 - $1.mean) <= 1.959964 * $1.variance.squareRoot()
            }
            return Double(covered.count) / Double(fresh.count)
        }
        for replication in 0..<20 {
            let (y, values) = Self.processDraws(
                training: training, fresh: fresh, lengthScales: truth.lengthScales, variance: 1, noise: 1e-3,
                replication: UInt64(replication))
            let data = EmulatorTrainingData(points: training, means: y, noiseVariances: noise)
            known.append(
                coverage(try GaussianProcessEmulator(conditioning: data, over: space, hyperparameters: truth), values))
            fitted.append(coverage(try GaussianProcessEmulator.fit(data, over: space), values))
        }
        // The 100 fresh points of one draw are correlated: the per-draw coverage varies with sd ≈ 0.04 (measured
        // 0.035 with the true hyperparameters), so the mean over 20 draws has a standard error of about 0.01.
        // With the true hyperparameters the intervals are exact: the mean must be within 0.025 (2.5 SE) of 0.95.
        // With fitted hyperparameters the plug-in intervals ignore the hyperparameters' own uncertainty and
        // cover less (measured 0.923 against 0.941 with the truth, same draws); a shortfall of up to 0.05 is allowed.
        let knownMean = known.reduce(0, +) / Double(known.count)
        let fittedMean = fitted.reduce(0, +) / Double(fitted.count)
        #expect(abs(knownMean - 0.95) <= 0.025)
        #expect(fittedMean >= 0.90)
    }

    @Test("Maximum likelihood recovers known length-scales and variance from Gaussian-process draws")
    func lengthScales() throws {
        let space = try EmulatorInputSpace.unitCube(dimensions: 2)
        let training = try QuasiRandomSequence.sobol.points(count: 100, dimensions: 2, skipping: 1)
        var logRatios: [[Double]] = []
        for replication in 0..<10 {
            let (y, _) = Self.processDraws(
                training: training, fresh: [], lengthScales: [0.2, 0.5], variance: 1, noise: 1e-4,
                replication: UInt64(100 + replication))
            let emulator = try GaussianProcessEmulator.fit(
                EmulatorTrainingData(points: training, means: y, noiseVariances: Array(repeating: 1e-4, count: 100)),
                over: space, settings: EmulatorSettings(mean: .constant))
            let h = emulator.hyperparameters
            logRatios.append([log(h.lengthScales[0] / 0.2), log(h.lengthScales[1] / 0.5), log(h.processVariance)])
        }
        // Over 10 draws of 100 points the log ratios of the estimates to the truth spread with sd ≈ 0.12 and 0.15
        // for the length-scales and 0.5 for σ² (measured; σ² is the least identified, traded off against ℓ).
        // Their means must lie within 3 standard errors of 0: |mean| < 3 × sd/√10, i.e. 0.12, 0.15 and 0.5
        // (a bias of 12–15 % in ℓ or a factor 1.6 in σ² would fail).
        for (k, limit) in [(0, 0.12), (1, 0.15), (2, 0.5)] {
            let mean = logRatios.map { $0[k] }.reduce(0, +) / Double(logRatios.count)
            #expect(abs(mean) < limit, "hyperparameter \(k): geometric mean ratio \(exp(mean))")
        }
    }
}
