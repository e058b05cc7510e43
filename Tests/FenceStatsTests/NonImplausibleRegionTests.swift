import Foundation
import Testing

@testable import FenceStats

/// History matching over emulators: implausibility by hand, the region's share against analytic truths, its
/// monotonicity, the block classifier against point-by-point judgement, and the next wave's design.
@Suite("Non-implausible region")
struct NonImplausibleRegionTests {
    static let space = try! EmulatorInputSpace.unitCube(dimensions: 1)

    /// An emulator of sin 3x on [0, 1] from 20 noiseless points: accurate to about 10⁻⁴.
    static func sineEmulator() throws -> GaussianProcessEmulator {
        let points = (0..<20).map { [Double($0) / 19] }
        return try GaussianProcessEmulator.fit(
            EmulatorTrainingData(points: points, means: points.map { sin(3 * $0[0]) }), over: space)
    }

    /// The share of [0, 1] where |sin 3x − z| ≤ w (for 0 < z − w, z + w < 1): sin 3x ∈ [z − w, z + w] on
    /// 3x ∈ [asin(z − w), asin(z + w)] and on its mirror about π/2 (3x ≤ 3 < π − asin(0.1)), so the share is
    /// 2(asin(z + w) − asin(z − w))/3.
    static func sineShare(_ z: Double, _ w: Double) -> Double { 2 * (asin(z + w) - asin(z - w)) / 3 }

    @Test("Implausibility adds the emulator's variance, the nugget and κ·V_s to the denominator")
    func implausibilityByHand() throws {
        let emulator = try Self.sineEmulator()
        let target = HistoryMatchingTarget(
            value: 0.5, observationVariance: 0.01, discrepancyVariance: 0.002, realisationWeight: 1)
        let output = EmulatedOutput(
            name: "sine", emulator: emulator, target: target, ensembleVariance: .constant(0.003))
        for x in [0.05, 0.37, 0.81] {
            let prediction = emulator.prediction(at: [x])
            let expected = abs(0.5 - prediction.mean) / (0.01 + 0.002 + 0.003 + prediction.variance).squareRoot()
            #expect(abs(output.implausibility(at: [x]) - expected) < 1e-12)
        }
        let interval = HistoryMatchingTarget(lower: 0.2, upper: 0.6, observationVariance: 0.01, discrepancyVariance: 0)
        let inside = EmulatedOutput(name: "sine", emulator: emulator, target: interval)
        #expect(inside.implausibility(at: [0.1]) == 0)  // sin 0.3 = 0.296, inside [0.2, 0.6]
    }

    @Test("The estimated share matches the analytic share of sin 3x within 0.1 of 0.5")
    func shareAgainstTruth() throws {
        let output = EmulatedOutput(
            name: "sine", emulator: try Self.sineEmulator(),
            target: HistoryMatchingTarget(value: 0.5, observationVariance: 0.1 * 0.1 / 9, discrepancyVariance: 0))
        let region = try NonImplausibleRegion(inputSpace: Self.space, waves: [HistoryMatchingWave(outputs: [output])])
        let estimate = try region.estimateShare(samplePoints: 20_000, uncertaintyPoints: 5_000)
        let truth = Self.sineShare(0.5, 0.1)
        #expect(estimate.samplingInterval.contains(truth))
        #expect(estimate.interval.contains(truth))
        #expect(abs(estimate.expectedShare - truth) < 0.01)
        #expect(
            estimate.surelyKeptShare <= estimate.expectedShare && estimate.expectedShare <= estimate.possiblyKeptShare)
    }

    @Test("Adding a wave or an informative output cannot raise the share; an impossible observation empties it")
    func monotone() throws {
        let emulator = try Self.sineEmulator()
        func output(_ z: Double, _ sd: Double) -> EmulatedOutput {
            EmulatedOutput(
                name: "sine", emulator: emulator,
                target: HistoryMatchingTarget(value: z, observationVariance: sd * sd, discrepancyVariance: 0))
        }
        var region = try NonImplausibleRegion(
            inputSpace: Self.space, waves: [HistoryMatchingWave(outputs: [output(0.5, 0.1)])])
        let first = try region.estimateShare(samplePoints: 10_000, uncertaintyPoints: 100)
        try region.add(HistoryMatchingWave(outputs: [output(0.55, 0.02)]))
        let second = try region.estimateShare(samplePoints: 10_000, uncertaintyPoints: 100)
        #expect(second.keptPoints <= first.keptPoints)
        #expect(second.keptPoints > 0)
        // Two outputs in one wave (maximum rule): the region of both.
        let both = try NonImplausibleRegion(
            inputSpace: Self.space, waves: [HistoryMatchingWave(outputs: [output(0.5, 0.1), output(0.55, 0.02)])])
        #expect(try both.estimateShare(samplePoints: 10_000, uncertaintyPoints: 100).keptPoints == second.keptPoints)
        let impossible = try NonImplausibleRegion(
            inputSpace: Self.space, waves: [HistoryMatchingWave(outputs: [output(5, 0.1)])])
        let empty = try impossible.estimateShare(samplePoints: 10_000, uncertaintyPoints: 1_000)
        #expect(empty.keptPoints == 0)
        #expect(empty.possiblyKeptShare == 0)
        let design = try impossible.designWave(count: 5, seed: 1, maximumCandidates: 4096)
        #expect(design.points.isEmpty)
        #expect(!design.complete)
    }

    @Test("The block classifier agrees with judging each point alone (κ, V_s emulated and constant, second maximum)")
    func classifierAgrees() throws {
        let (space, data) = try EmulatorReferences.branin(count: 30, noise: { _ in 1 })
        let points = data.points
        let emulator = try GaussianProcessEmulator.fit(data, over: space)
        let spread = try ReplicationVarianceEmulator.fit(
            points: points, sampleVariances: points.map { 5 + $0[0] }, replications: points.map { _ in 10 },
            over: space)
        func output(_ z: Double, _ variance: EnsembleVariance, _ kappa: Double) -> EmulatedOutput {
            EmulatedOutput(
                name: "branin \(z)", emulator: emulator,
                target: HistoryMatchingTarget(
                    value: z, observationVariance: 9, discrepancyVariance: 1, realisationWeight: kappa),
                ensembleVariance: variance)
        }
        let region = try NonImplausibleRegion(
            inputSpace: space,
            waves: [
                HistoryMatchingWave(outputs: [output(40, .emulated(spread), 1), output(30, .constant(4), 1)]),
                HistoryMatchingWave(
                    outputs: [output(35, .none, 0), output(25, .emulated(spread), 0.5), output(60, .constant(2), 1)],
                    combination: .secondMaximum),
            ])
        let sample = try QuasiRandomSequence.halton.points(count: 700, dimensions: 2)
        let kept = sample.flatMap { $0 }.withUnsafeBufferPointer {
            RegionClassifier(region, blockSize: 64).classify($0.baseAddress!, count: sample.count)
        }
        let direct = sample.map { region.contains(space.unscaled($0)) }
        #expect(kept == direct)
        #expect(kept.contains(true) && kept.contains(false))
    }

    @Test("The estimated share and the expected share bracket the truth on Branin")
    func braninShare() throws {
        let (space, data) = try EmulatorReferences.branin(count: 30)
        let emulator = try GaussianProcessEmulator.fit(data, over: space)
        let target = HistoryMatchingTarget(value: 20, observationVariance: 4, discrepancyVariance: 0)
        let region = try NonImplausibleRegion(
            inputSpace: space,
            waves: [HistoryMatchingWave(outputs: [EmulatedOutput(name: "branin", emulator: emulator, target: target)])])
        let estimate = try region.estimateShare(samplePoints: 50_000, uncertaintyPoints: 10_000)
        let sample = try QuasiRandomSequence.sobol.points(count: 50_000, dimensions: 2).map(space.unscaled)
        let truth = Double(sample.filter { abs(EmulatorReferences.branin($0) - 20) <= 6 }.count) / 50_000
        // The emulator keeps what it is unsure of: its share is at least the truth (up to sampling), and the
        // interval built from the keep probabilities holds the truth.
        #expect(estimate.samplingInterval.upper >= truth)
        #expect(estimate.interval.contains(truth))
    }

    @Test("Greedy maximin picks the farthest candidate each time, by hand")
    func maximinByHand() {
        let candidates = (0...10).map { [Double($0) / 10] }
        let chosen = NonImplausibleRegion.maximin(candidates, count: 4, existing: [])
        // 0 first (the first candidate), then 1 (farthest from 0), 0.5, then 0.2 (0.2, 0.3, 0.7 and 0.8 tie at
        // 0.2 from the chosen; the earliest wins).
        #expect(chosen == [[0], [1], [0.5], [0.2]])
        let away = NonImplausibleRegion.maximin(candidates, count: 1, existing: [[0], [0.4]])
        #expect(away == [[1]])
    }

    @Test("A wave's design is inside the region, spread out, and reproducible from its seed")
    func design() throws {
        let target = HistoryMatchingTarget(value: 0.5, observationVariance: 0.01, discrepancyVariance: 0)
        let space = try EmulatorInputSpace(names: ["x", "unused"], lower: [0, 0], upper: [1, 1])
        // A 2-input region whose emulator ignores its second input: an emulator over (x, unused).
        let points = try QuasiRandomSequence.sobol.points(count: 30, dimensions: 2, skipping: 1)
        let twoInputs = try GaussianProcessEmulator.fit(
            EmulatorTrainingData(points: points, means: points.map { sin(3 * $0[0]) }), over: space)
        let region = try NonImplausibleRegion(
            inputSpace: space,
            waves: [HistoryMatchingWave(outputs: [EmulatedOutput(name: "sine", emulator: twoInputs, target: target)])])
        let design = try region.designWave(count: 12, seed: 7)
        #expect(design.complete)
        #expect(design.points.count == 12)
        #expect(design.points.allSatisfy { region.contains($0) })
        #expect(try region.designWave(count: 12, seed: 7) == design)
        #expect(try region.designWave(count: 12, seed: 8).points != design.points)
        // The region is two bands of x, about 0.15 wide in all, by 1 in the unused input: 12 maximin points
        // over it lie well apart (a 12-point grid over 0.15 × 1 has spacing about 0.14).
        #expect(design.candidatesKept >= 12 * 20)
        #expect(design.minimumDistance > 0.05)
    }

    @Test("Points are shared among options in proportion to their shares, by largest remainder")
    func allocate() {
        #expect(NonImplausibleShare.allocate(points: 10, proportionalTo: [0.5, 0.3, 0.2]) == [5, 3, 2])
        #expect(NonImplausibleShare.allocate(points: 10, proportionalTo: [1, 1, 1]) == [4, 3, 3])
        #expect(NonImplausibleShare.allocate(points: 7, proportionalTo: [0, 0.25, 0]) == [0, 7, 0])
        #expect(NonImplausibleShare.allocate(points: 7, proportionalTo: [0, 0]) == [0, 0])
    }

    @Test("Combination by the k-th largest implausibility")
    func combination() {
        #expect(ImplausibilityCombination.maximum.combined([1, 4, 2]) == 4)
        #expect(ImplausibilityCombination.secondMaximum.combined([1, 4, 2]) == 2)
        #expect(ImplausibilityCombination.automatic.combined([1, 4, 2]) == 4)
        #expect(ImplausibilityCombination.automatic.combined((0..<10).map(Double.init)) == 8)
        #expect(ImplausibilityCombination.secondMaximum.combined([3]) == 3)
    }
}
