import Foundation
import Testing

@testable import FenceStats

/// Data an emulator cannot be built from: each refused with its own error, before any linear algebra.
@Suite("Emulator failures")
struct EmulatorFailureTests {
    let space = try! EmulatorInputSpace(names: ["a", "b"], lower: [0, 0], upper: [1, 10])

    func points(_ count: Int) throws -> [[Double]] {
        try QuasiRandomSequence.sobol.points(count: count, dimensions: 2, skipping: 1).map(space.unscaled)
    }

    @Test("Coincident points without noise are refused; with a replication variance or a nugget they fit")
    func duplicates() throws {
        var points = try points(12)
        points.append(points[3])
        let means = points.map { $0[0] + sin($0[1]) }
        #expect(throws: EmulatorError.duplicatePoints(first: 3, second: 12)) {
            try GaussianProcessEmulator.fit(EmulatorTrainingData(points: points, means: means), over: space)
        }
        var noise = Array(repeating: 0.0, count: points.count)
        noise[12] = 0.01
        let noisy = try GaussianProcessEmulator.fit(
            EmulatorTrainingData(points: points, means: means, noiseVariances: noise), over: space)
        #expect(noisy.prediction(at: points[3]).mean.isFinite)
        let nugget = try GaussianProcessEmulator.fit(
            EmulatorTrainingData(points: points, means: means), over: space,
            settings: EmulatorSettings(fitsNugget: true))
        #expect(nugget.hyperparameters.nuggetVariance > 0)
    }

    @Test("A constant output is refused with its value")
    func constantOutput() throws {
        let points = try points(10)
        let error = #expect(throws: EmulatorError.self) {
            try GaussianProcessEmulator.fit(
                EmulatorTrainingData(points: points, means: Array(repeating: 0.97, count: 10)), over: space)
        }
        #expect(error == .constantOutput(value: 0.97))
        #expect(error?.description.contains("nothing to emulate") == true)
    }

    @Test("Too few points for the regression are refused; a constant mean needs fewer")
    func tooFewPoints() throws {
        let points = try points(3)
        let data = EmulatorTrainingData(points: points, means: [1, 2, 4])
        #expect(throws: EmulatorError.tooFewPoints(count: 3, minimum: 5, regressors: 3)) {
            try GaussianProcessEmulator.fit(data, over: space)
        }
        #expect(throws: Never.self) {
            try GaussianProcessEmulator.fit(data, over: space, settings: EmulatorSettings(mean: .constant))
        }
    }

    @Test("An input held fixed, or two inputs varied together, make the regression singular")
    func singularDesign() throws {
        let fixed = try points(10).map { [$0[0], 4.0] }
        #expect(throws: EmulatorError.constantInput(input: "b", value: 4)) {
            try GaussianProcessEmulator.fit(
                EmulatorTrainingData(points: fixed, means: fixed.map { sin(5 * $0[0]) }), over: space)
        }
        let together = try points(10).map { [$0[0], 10 * $0[0]] }
        let error = #expect(throws: EmulatorError.self) {
            try GaussianProcessEmulator.fit(
                EmulatorTrainingData(points: together, means: together.map { sin(5 * $0[0]) }), over: space)
        }
        guard case .singularDesign = error else {
            Issue.record("expected a singular design, got \(String(describing: error))")
            return
        }
    }

    @Test("Bad values name the point and field")
    func badValues() throws {
        var points = try points(8)
        let means = points.map { $0[0] }
        #expect(throws: EmulatorError.invalidValue(point: 2, field: "mean", value: .infinity)) {
            var bad = means
            bad[2] = .infinity
            _ = try GaussianProcessEmulator.fit(EmulatorTrainingData(points: points, means: bad), over: space)
        }
        #expect(throws: EmulatorError.invalidValue(point: 1, field: "noise variance", value: -1)) {
            var noise = Array(repeating: 0.0, count: 8)
            noise[1] = -1
            _ = try GaussianProcessEmulator.fit(
                EmulatorTrainingData(points: points, means: means, noiseVariances: noise), over: space)
        }
        points[5][1] = 11
        #expect(throws: EmulatorError.pointOutsideInputSpace(point: 5, input: "b", value: 11, lower: 0, upper: 10)) {
            try GaussianProcessEmulator.fit(EmulatorTrainingData(points: points, means: means), over: space)
        }
        #expect(throws: EmulatorError.invalidInputRange(input: "x", lower: 1, upper: 1)) {
            try EmulatorInputSpace(names: ["x"], lower: [1], upper: [1])
        }
    }
}
