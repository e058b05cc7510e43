import Foundation
import Testing

@testable import FenceStats

/// The emulator of the spread between replications against known variances, and its χ² bias correction.
@Suite("Replication variance emulator")
struct ReplicationVarianceEmulatorTests {
    /// Sample variances (divisor n − 1) of `replications` normal draws with variance `variance(x)` at each point.
    static func sampleVariances(
        _ points: [[Double]], replications: Int, variance: ([Double]) -> Double, seed: UInt64
    ) -> [Double] {
        let stream = RandomStream(masterSeed: seed, replication: 0, name: "emulator.replications")
        return points.map { point in
            let draws = (0..<replications).map { _ in stream.normal(mean: 0, sd: variance(point).squareRoot()) }
            let mean = draws.reduce(0, +) / Double(replications)
            return draws.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(replications - 1)
        }
    }

    @Test("A constant variance is recovered without the log scale's bias (3 replications a point)")
    func unbiased() throws {
        // log s² of 3 replications is biased by ψ(1) − log 1 = −0.577 and has variance ψ′(1) = π²/6 = 1.645; over
        // 150 points the corrected estimate's standard error is √(1.645/150) = 0.105, so it must lie within
        // 0.32 (3 SE) of log 3 — which the uncorrected bias of 0.577 would break.
        let space = try EmulatorInputSpace.unitCube(dimensions: 2)
        let points = try QuasiRandomSequence.sobol.points(count: 150, dimensions: 2, skipping: 1)
        let variances = Self.sampleVariances(points, replications: 3, variance: { _ in 3 }, seed: 5)
        let emulator = try ReplicationVarianceEmulator.fit(
            points: points, sampleVariances: variances, replications: points.map { _ in 3 }, over: space,
            settings: EmulatorSettings(mean: .constant))
        #expect(abs(log(emulator.variance(at: [0.3, 0.6]) / 3)) < 0.32)
        let naive = variances.map { log($0) }.reduce(0, +) / Double(variances.count)
        #expect(abs(naive - log(3)) > 0.32)
    }

    @Test("A variance that grows with the input is followed")
    func trend() throws {
        // σ²(x) = e^(1 + 2x): log σ² is linear, which the linear mean recovers; with 10 replications a point
        // (ψ′(4.5) ≈ 0.25) and 40 points the fitted line's error is about √(0.25/40) ≈ 0.08 at its centre.
        let space = try EmulatorInputSpace.unitCube(dimensions: 1)
        let points = (0..<40).map { [Double($0) / 39] }
        let truth: ([Double]) -> Double = { exp(1 + 2 * $0[0]) }
        let variances = Self.sampleVariances(points, replications: 10, variance: truth, seed: 9)
        let emulator = try ReplicationVarianceEmulator.fit(
            points: points, sampleVariances: variances, replications: points.map { _ in 10 }, over: space)
        for x in [0.1, 0.5, 0.9] { #expect(abs(log(emulator.variance(at: [x]) / truth([x]))) < 0.3) }
    }

    @Test("Replications that all agree everywhere leave nothing to emulate; fewer than 2 are refused")
    func refusals() throws {
        let space = try EmulatorInputSpace.unitCube(dimensions: 1)
        let points = (0..<5).map { [Double($0) / 4] }
        #expect(throws: EmulatorError.constantOutput(value: 0)) {
            try ReplicationVarianceEmulator.fit(
                points: points, sampleVariances: Array(repeating: 0, count: 5),
                replications: Array(repeating: 4, count: 5),
                over: space)
        }
        #expect(throws: EmulatorError.invalidValue(point: 2, field: "replications", value: 1)) {
            try ReplicationVarianceEmulator.fit(
                points: points, sampleVariances: Array(repeating: 1, count: 5), replications: [4, 4, 1, 4, 4],
                over: space)
        }
    }
}
