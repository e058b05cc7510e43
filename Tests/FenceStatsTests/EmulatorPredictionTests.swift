import Foundation
import Testing

@testable import FenceStats

/// The emulator's predictions against hand calculations: interpolation without noise, the variance at a
/// training point with known noise, the prediction far from every point, and determinism.
@Suite("Emulator predictions")
struct EmulatorPredictionTests {
    @Test("Without noise the fitted emulator interpolates its training points, with variance at the jitter's level")
    func interpolatesWithoutNoise() throws {
        let (space, data) = try EmulatorReferences.branin(count: 30)
        let points = data.points
        for correlation in CorrelationFunction.allCases {
            let emulator = try GaussianProcessEmulator.fit(
                data, over: space, settings: EmulatorSettings(correlation: correlation))
            let range = data.means.max()! - data.means.min()!
            for (prediction, value) in zip(emulator.predictions(at: points), data.means) {
                // The jitter (10⁻¹⁰ σ² or more) makes the fit a near-interpolation: errors of order jitter/σ² × σ.
                #expect(abs(prediction.mean - value) < 1e-5 * range)
                #expect(prediction.variance <= 10 * emulator.jitter)
            }
        }
    }

    @Test("At an isolated noisy point the variance is the noise combined with σ², by hand")
    func isolatedNoisyPoints() throws {
        // Five points at least 0.25 apart with ℓ = 0.005: correlations below e^(−√5·50), so K is diagonal,
        // K = diag(σ² + τᵢ² + jitter). With a constant mean (universal kriging, [@Rasmussen2006] §2.7):
        // wᵢ = 1/Kᵢᵢ, β̂ = Σwᵢyᵢ/Σwᵢ, at xᵢ: m = β̂ + σ²wᵢ(yᵢ − β̂), V = σ² − σ⁴wᵢ + (1 − σ²wᵢ)²/Σw;
        // far from every point: m = β̂, V = σ² + 1/Σw.
        let space = try EmulatorInputSpace.unitCube(dimensions: 1)
        let points: [[Double]] = [[0], [0.25], [0.5], [0.75], [1]]
        let means = [1.0, 3.0, -2.0, 0.5, 4.0]
        let noise = [0.1, 0.2, 0.05, 0.4, 0.3]
        let sigma2 = 2.0
        let hyper = EmulatorHyperparameters(processVariance: sigma2, lengthScales: [0.005])
        let emulator = try GaussianProcessEmulator(
            conditioning: EmulatorTrainingData(points: points, means: means, noiseVariances: noise), over: space,
            hyperparameters: hyper, settings: EmulatorSettings(mean: .constant))
        #expect(emulator.jitter == 1e-10 * sigma2)
        let w = noise.map { 1 / (sigma2 + $0 + emulator.jitter) }
        let sumW = w.reduce(0, +)
        let beta = zip(w, means).map(*).reduce(0, +) / sumW
        for i in points.indices {
            let prediction = emulator.prediction(at: points[i])
            let mean = beta + sigma2 * w[i] * (means[i] - beta)
            let variance = sigma2 - sigma2 * sigma2 * w[i] + (1 - sigma2 * w[i]) * (1 - sigma2 * w[i]) / sumW
            #expect(abs(prediction.mean - mean) < 1e-12)
            #expect(abs(prediction.variance - variance) < 1e-12)
            // Nugget-only: with σ² ≫ τ², V ≈ τ²: here within the regression term and τ⁴/σ².
            #expect(prediction.variance < noise[i] + 1 / sumW)
        }
        let far = emulator.prediction(at: [0.125])
        #expect(abs(far.mean - beta) < 1e-12)
        #expect(abs(far.variance - (sigma2 + 1 / sumW)) < 1e-12)
    }

    @Test("A nearly linear output is followed by the linear mean across the space")
    func linearOutputExact() throws {
        let space = try EmulatorInputSpace(names: ["a", "b", "c"], lower: [0, -1, 10], upper: [1, 1, 20])
        let points = try QuasiRandomSequence.sobol.points(count: 20, dimensions: 3, skipping: 1).map(space.unscaled)
        // Not exactly linear (a small wiggle keeps the output from being a plane the regression fits with zero
        // residual), but the plane dominates: far outside the design the emulator follows the regression.
        func f(_ x: [Double]) -> Double { 3 + 2 * x[0] - 4 * x[1] + 0.5 * x[2] + 0.01 * sin(7 * x[0]) }
        let emulator = try GaussianProcessEmulator.fit(
            EmulatorTrainingData(points: points, means: points.map(f)), over: space)
        for point in [[0.3, 0.2, 15.0], [0.9, -0.8, 11.0]] {
            #expect(abs(emulator.prediction(at: point).mean - f(point)) < 0.05)
        }
    }

    @Test("A predictor's block shrinks so n × block stays within its buffer, and blocks do not change a prediction")
    func blockSizeBounded() throws {
        // 300 noisy training points: 1 024-point blocks would take 300 × 1 024 doubles; the buffer holds 131 072.
        let (space, data) = try EmulatorReferences.branin(count: 300, noise: { 0.5 + Double($0 % 3) })
        let emulator = try GaussianProcessEmulator(
            conditioning: data, over: space,
            hyperparameters: EmulatorHyperparameters(processVariance: 2_000, lengthScales: [0.3, 0.3]))
        let large = EmulatorPredictor(emulator, blockSize: 1_024)
        #expect(large.blockSize == EmulatorPredictor.bufferDoubles / 300)
        #expect(EmulatorPredictor(emulator, blockSize: 100).blockSize == 100)
        let points = try QuasiRandomSequence.sobol.points(count: 1_000, dimensions: 2, skipping: 500)
            .map(space.unscaled)
        // One point at a time is the reference: every prediction is the same bit for bit.
        let single = EmulatorPredictor(emulator, blockSize: 1).predict(points)
        #expect(large.predict(points) == single)
        #expect(EmulatorPredictor(emulator, blockSize: 7).predict(points) == single)
    }

    @Test("The same data give the same emulator bit for bit; a record rebuilds it exactly")
    func deterministic() throws {
        let (space, data) = try EmulatorReferences.branin(count: 25, skipping: 3, noise: { 0.5 + Double($0 % 3) })
        let settings = EmulatorSettings(fitsNugget: true)
        let first = try GaussianProcessEmulator.fit(data, over: space, settings: settings)
        let second = try GaussianProcessEmulator.fit(data, over: space, settings: settings)
        #expect(first.hyperparameters == second.hyperparameters)
        #expect(first.fit == second.fit)
        let fresh = try QuasiRandomSequence.halton.points(count: 50, dimensions: 2).map(space.unscaled)
        #expect(first.predictions(at: fresh) == second.predictions(at: fresh))
        let encoded = try JSONEncoder().encode(first.record)
        let rebuilt = try GaussianProcessEmulator(JSONDecoder().decode(EmulatorRecord.self, from: encoded))
        #expect(rebuilt.predictions(at: fresh) == first.predictions(at: fresh))
        #expect(rebuilt.leaveOneOut() == first.leaveOneOut())
    }

    @Test("Blocked predictions equal one-at-a-time predictions")
    func blocksAgree() throws {
        let (space, data) = try EmulatorReferences.branin(count: 20)
        let emulator = try GaussianProcessEmulator.fit(data, over: space)
        let fresh = try QuasiRandomSequence.halton.points(count: 37, dimensions: 2).map(space.unscaled)
        let blocked = EmulatorPredictor(emulator, blockSize: 8).predict(fresh)
        for (point, prediction) in zip(fresh, blocked) {
            let single = emulator.prediction(at: point)
            #expect(abs(single.mean - prediction.mean) <= 1e-12 * max(1, abs(single.mean)))
            #expect(abs(single.variance - prediction.variance) <= 1e-9 * max(1e-6, single.variance))
        }
    }
}
