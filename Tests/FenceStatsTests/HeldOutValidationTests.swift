import Foundation
import Testing

@testable import FenceStats

/// Validation on held-out points ([@BastosOHagan2009]): the joint prediction against the pointwise one, and the
/// Mahalanobis distance's distribution on process draws.
@Suite("Held-out validation")
struct HeldOutValidationTests {
    @Test("The joint prediction's means and diagonal are the pointwise predictions")
    func jointMatchesPointwise() throws {
        let (space, data) = try EmulatorReferences.branin(count: 25)
        let emulator = try GaussianProcessEmulator.fit(data, over: space)
        let fresh = try QuasiRandomSequence.halton.points(count: 9, dimensions: 2).map(space.unscaled)
        let (means, covariance) = emulator.jointPrediction(at: fresh)
        for (j, prediction) in emulator.predictions(at: fresh).enumerated() {
            #expect(abs(means[j] - prediction.mean) < 1e-9 * max(1, abs(prediction.mean)))
            #expect(abs(covariance[j * 9 + j] - prediction.variance) < 1e-7 * max(1e-6, prediction.variance))
            for k in 0..<9 { #expect(abs(covariance[j * 9 + k] - covariance[k * 9 + j]) < 1e-9) }
        }
    }

    @Test("With the true hyperparameters the Mahalanobis distance averages the number of held-out points")
    func mahalanobis() throws {
        // With known hyperparameters the predictive distribution of the held-out values is exactly Gaussian, so
        // D² ~ χ²ₘ: over 20 draws with m = 15 its mean has standard error √(2·15/20) = 1.22; allowed 3.7 (3 SE).
        let space = try EmulatorInputSpace.unitCube(dimensions: 2)
        let training = try QuasiRandomSequence.sobol.points(count: 40, dimensions: 2, skipping: 1)
        let held = try QuasiRandomSequence.halton.points(count: 15, dimensions: 2, skipping: 7)
        let truth = EmulatorHyperparameters(processVariance: 2, lengthScales: [0.3, 0.5])
        var distances: [Double] = []
        for replication in 0..<20 {
            let stream = RandomStream(masterSeed: 37, replication: UInt64(replication), name: "emulator.validation")
            let noise = 0.01
            let values = EmulatorReferences.draw(
                .matern52, at: training + held, lengthScales: truth.lengthScales, variance: 2,
                noise: Array(repeating: noise, count: 55), stream: stream)
            let emulator = try GaussianProcessEmulator(
                conditioning: EmulatorTrainingData(
                    points: training, means: Array(values.prefix(40)),
                    noiseVariances: Array(repeating: noise, count: 40)),
                over: space, hyperparameters: truth)
            let validation = try emulator.validate(
                on: EmulatorTrainingData(
                    points: held, means: Array(values.suffix(15)), noiseVariances: Array(repeating: noise, count: 15)))
            #expect(validation.expectedMahalanobisDistance == 15)
            distances.append(validation.mahalanobisDistance)
        }
        let mean = distances.reduce(0, +) / Double(distances.count)
        #expect(abs(mean - 15) < 3.7)
    }

    @Test("An over-confident emulator's Mahalanobis distance is far out in its tail")
    func overConfident() throws {
        let (space, data) = try EmulatorReferences.branin(count: 30)
        var hyper = try GaussianProcessEmulator.fit(data, over: space).hyperparameters
        hyper.processVariance /= 1e4
        let emulator = try GaussianProcessEmulator(conditioning: data, over: space, hyperparameters: hyper)
        let held = try QuasiRandomSequence.halton.points(count: 20, dimensions: 2).map(space.unscaled)
        let validation = try emulator.validate(
            on: EmulatorTrainingData(points: held, means: held.map(EmulatorReferences.branin)))
        #expect(validation.mahalanobisDistance > 10 * validation.expectedMahalanobisDistance)
        #expect(validation.mahalanobisTwoSidedP < 0.001)
    }
}
