import FenceExperiment
import FenceStats
import Foundation
import Testing

@testable import FenceStudy

/// Self-tests of the emulated waves that can fail, on a model whose region is known
/// analytically: at (x, y) ∈ [0, 1]², output 1 is x and output 2 is y, each replicated as value ± 0.001.
@Suite("history matching with emulators: self-tests")
struct EmulatedRegionTests {
    static let parameters = [
        try! SensitivityParameter(name: "x", lower: 0, upper: 1),
        try! SensitivityParameter(name: "y", lower: 0, upper: 1),
    ]

    static let model: @Sendable (Int, Int, [Double]) -> [[Double]] = { _, _, values in
        [[values[0] - 0.001, values[0] + 0.001], [values[1] - 0.001, values[1] + 0.001]]
    }

    /// An average observation of output `output` (0: x, 1: y) with σ_obs = 0.01 and no discrepancy.
    static func observation(
        _ name: String, output: Int, target: Observation.Target, set: Observation.Set = .calibration
    )
        -> Observation
    {
        CalibrationTests.observation(
            name, target: target, sd: 0.01, discrepancy: 0, realisation: .average, set: set,
            quantity: output == 0 ? .batteryLifeHours : .entryRecall)
    }

    static func run(_ observations: [Observation]) -> HistoryMatchingOutcome {
        HistoryMatching(
            parameters: parameters, observations: observations,
            settings: HistoryMatchingSettings(waves: 3, pointsPerWave: 24, replications: 2, seed: 3)
        ).run(threads: 2, evaluate: model)
    }

    /// The simulator keeps x within 3 × √(0.01² + s²/K) of the target (s² = 2·0.001², K = 2).
    static let margin = 3 * (0.01 * 0.01 + 0.001 * 0.001).squareRoot()

    @Test("an informative observation added shrinks the emulated share, each share's interval holds the analytic one")
    func informativeObservationShrinks() throws {
        // Output 1 in [0.4, 0.6] keeps a slab of width 0.2 + 2·margin; only output 2 observed as a validation
        // reading changes nothing; as a calibration reading in [0.2, 0.3] it keeps (0.1 + 2·margin) of the slab.
        let first = Self.observation("x", output: 0, target: .interval(lower: 0.4, upper: 0.6))
        let heldOut = Self.observation("y", output: 1, target: .interval(lower: 0.2, upper: 0.3), set: .validation)
        let informative = Self.observation("y", output: 1, target: .interval(lower: 0.2, upper: 0.3))
        let alone = Self.run([first, heldOut])
        let both = Self.run([first, informative])
        let shareAlone = try #require(alone.waves.last?.emulation?.share)
        let shareBoth = try #require(both.waves.last?.emulation?.share)
        let truthAlone = 0.2 + 2 * Self.margin
        let truthBoth = truthAlone * (0.1 + 2 * Self.margin)
        #expect(shareAlone.interval.lower <= truthAlone && truthAlone <= shareAlone.interval.upper, "\(shareAlone)")
        #expect(shareBoth.interval.lower <= truthBoth && truthBoth <= shareBoth.interval.upper, "\(shareBoth)")
        // The conservative share (the region the next wave samples) holds the true region, and the added
        // observation shrinks it well below the first's.
        #expect(shareAlone.samplingInterval.upper >= truthAlone)
        #expect(shareBoth.share < 0.5 * shareAlone.share, "\(shareBoth.share) vs \(shareAlone.share)")
        // Every wave's emulators passed their diagnostics here (smooth outputs, known noise).
        for wave in both.waves { #expect(wave.emulation?.refused == nil) }
    }

    @Test("an impossible observation empties the emulated region, and the calibration says so")
    func impossibleObservationEmpties() throws {
        let first = Self.observation("x", output: 0, target: .interval(lower: 0.4, upper: 0.6))
        // y never exceeds 1: "at least 5" is 4 / 0.01 = 400 standard deviations away everywhere.
        let impossible = Self.observation("impossible", output: 1, target: .atLeast(5))
        let outcome = Self.run([first, impossible])
        #expect(outcome.stopReason == .empty)
        let share = try #require(outcome.waves.last?.emulation?.share)
        #expect(share.keptPoints == 0)
        #expect(outcome.points.allSatisfy { !$0.survives })
    }

    @Test("past 256 kept points a wave trains on a maximin 256 of them, and its region still holds the analytic share")
    func trainingSetCapped() throws {
        // x in [0.2, 0.8] keeps a slab of width 0.6 + 2·margin; wave 1's 200 Sobol points leave about 125 in it,
        // and wave 2's 200 points are drawn inside it, so wave 2 has about 325 kept points to train on.
        let slab = Self.observation("x", output: 0, target: .interval(lower: 0.2, upper: 0.8))
        let heldOut = Self.observation("y", output: 1, target: .interval(lower: 0.2, upper: 0.3), set: .validation)
        let matching = HistoryMatching(
            parameters: Self.parameters, observations: [slab, heldOut],
            settings: HistoryMatchingSettings(waves: 2, pointsPerWave: 200, replications: 2, seed: 3))
        let outcome = matching.run(threads: 2, evaluate: Self.model)
        try #require(outcome.waves.count == 2)
        let kept = outcome.points.filter { abs($0.values[0] - 0.5) <= 0.3 + Self.margin }.count
        #expect(kept > HistoryMatching.maximumTrainingPoints)
        #expect(outcome.waves[0].emulation?.outputs.map(\.trainingPoints) == [200])
        #expect(outcome.waves[1].emulation?.outputs.map(\.trainingPoints) == [HistoryMatching.maximumTrainingPoints])
        // The results say so: wave 1 trained on every kept point, wave 2 on 256 of more than 256 (at most its
        // 200 and wave 1's 200).
        #expect(outcome.waves[0].emulation?.evaluatedPointsKept == nil)
        let keptBeforeWave2 = try #require(outcome.waves[1].emulation?.evaluatedPointsKept)
        #expect(keptBeforeWave2 > HistoryMatching.maximumTrainingPoints && keptBeforeWave2 <= 400)
        let share = try #require(outcome.waves[1].emulation?.share)
        let truth = 0.6 + 2 * Self.margin
        #expect(share.interval.lower <= truth && truth <= share.interval.upper, "\(share)")
        // The subset is a pure function of the points: one thread gives the same waves.
        #expect(matching.run(threads: 1, evaluate: Self.model).waves == outcome.waves)
    }
}
