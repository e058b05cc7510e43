import Foundation
import Testing

@testable import FenceStats

/// Leave-one-out predictions in closed form against brute force: the emulator conditioned again without each
/// point, at the same hyperparameters.
@Suite("Emulator leave-one-out")
struct EmulatorLeaveOneOutTests {
    @Test(
        "Closed-form leave-one-out equals refitting without each point",
        arguments: [EmulatorSettings.MeanFunction.linear, .constant])
    func matchesBruteForce(_ mean: EmulatorSettings.MeanFunction) throws {
        let (space, data) = try EmulatorReferences.branin(count: 24, noise: { 0.5 * Double(1 + $0 % 4) })
        let points = data.points
        let noise = data.noiseVariances
        let settings = EmulatorSettings(mean: mean, fitsNugget: true)
        let emulator = try GaussianProcessEmulator.fit(data, over: space, settings: settings)
        let closed = emulator.leaveOneOut()
        for i in points.indices {
            var reduced = data
            reduced.points.remove(at: i)
            reduced.means.remove(at: i)
            reduced.noiseVariances.remove(at: i)
            let refit = try GaussianProcessEmulator(
                conditioning: reduced, over: space, hyperparameters: emulator.hyperparameters, settings: settings)
            let prediction = refit.prediction(at: points[i])
            let total = prediction.variance + noise[i] + emulator.hyperparameters.nuggetVariance + refit.jitter
            let scale = max(1, abs(prediction.mean))
            #expect(abs(closed[i].mean - prediction.mean) < 1e-7 * scale, "point \(i)")
            #expect(abs(closed[i].totalVariance - total) < 1e-7 * total, "point \(i)")
            #expect(abs(closed[i].variance - prediction.variance) < 1e-6 * total, "point \(i)")
            let standardized = (data.means[i] - prediction.mean) / total.squareRoot()
            #expect(abs(closed[i].standardizedError - standardized) < 1e-6 * max(1, abs(standardized)))
        }
    }

    @Test("Diagnostics count the points the emulator rules out and the simulator keeps, as by hand")
    func misclassification() throws {
        let (space, data) = try EmulatorReferences.branin(count: 40, noise: { _ in 4 })
        let emulator = try GaussianProcessEmulator.fit(data, over: space)
        let target = HistoryMatchingTarget(
            value: 30, observationVariance: 9, discrepancyVariance: 1, realisationWeight: 1)
        let output = EmulatedOutput(name: "branin", emulator: emulator, target: target, ensembleVariance: .constant(2))
        let diagnostics = output.diagnostics()
        // By hand from the leave-one-out predictions: the simulator keeps i when |yᵢ − 30|/√(9 + 1 + 2 + 4) ≤ 3;
        // the emulator rules it out when |μ₋ᵢ − 30|/√(9 + 1 + 2 + 4 + V₋ᵢ) > 3 (τ̄² = 4, the means' average
        // Monte Carlo variance).
        var kept = 0
        var misclassified: [Int] = []
        var withoutMonteCarlo: [Int] = []
        for (i, loo) in emulator.leaveOneOut().enumerated() where abs(data.means[i] - 30) / 16.0.squareRoot() <= 3 {
            kept += 1
            if abs(loo.mean - 30) / (16 + loo.variance).squareRoot() > 3 { misclassified.append(i) }
            if abs(loo.mean - 30) / (12 + loo.variance).squareRoot() > 3 { withoutMonteCarlo.append(i) }
        }
        #expect(output.nuggetAndMonteCarloVariance == 4)
        #expect(diagnostics.simulatorKept == kept)
        #expect(diagnostics.misclassified == misclassified)
        #expect(kept > 0)
        // The means are Branin's exact values, as common random numbers leave them (every point's error shared, so
        // none is seen): without τ̄² the emulator would rule out points the simulator keeps only for lacking the
        // term the simulator has.
        #expect(withoutMonteCarlo.count > misclassified.count, "\(withoutMonteCarlo) vs \(misclassified)")
    }

    @Test("An over-confident emulator fails its diagnostics and says why")
    func overConfidentFails() throws {
        let (space, data) = try EmulatorReferences.branin(count: 40)
        let fitted = try GaussianProcessEmulator.fit(data, over: space)
        #expect(fitted.diagnostics().verdict == .passes)
        // The fitted hyperparameters with σ² divided by 10⁴: the same means, standard deviations 100 times too
        // small, so most standardised errors leave ±3.
        var hyper = fitted.hyperparameters
        hyper.processVariance /= 1e4
        let overConfident = try GaussianProcessEmulator(conditioning: data, over: space, hyperparameters: hyper)
        let diagnostics = overConfident.diagnostics()
        #expect(diagnostics.shareWithinThree < 0.95)
        guard case .fails(let reasons) = diagnostics.verdict else {
            Issue.record("an over-confident emulator passed")
            return
        }
        #expect(reasons.count == 1)
        #expect(reasons[0].contains("outside ±3"))
    }
}
