import FenceExperiment
import FenceStats
import Foundation
import Testing

@testable import FenceStudy

/// The posterior by likelihood weighting and the leave-one-source-out discrepancy, on a model whose posterior
/// is known analytically: at (x, y, z) ∈ [0, 1]³ output 1 is x and output 2 is y (each replicated as
/// value ± 0.001); z reaches no output.
@Suite("calibration posterior and discrepancy")
struct CalibrationPosteriorTests {
    static let parameters = [
        try! SensitivityParameter(name: "x", lower: 0, upper: 1),
        try! SensitivityParameter(name: "y", lower: 0, upper: 1),
        try! SensitivityParameter(name: "z", lower: 0, upper: 1),
    ]

    /// x observed at 0.3 (source A, a battery-life class, linear), y at 0.95 (source B, a share), both
    /// averages with σ_obs = `sd` and no discrepancy.
    static func outcome(sd: Double = 0.01) -> (HistoryMatching, HistoryMatchingOutcome) {
        var x = EmulatedRegionTests.observation("x", output: 0, target: .point(0.3))
        x.reference = "A"
        var y = EmulatedRegionTests.observation("y", output: 1, target: .point(0.95))
        y.reference = "B"
        x.observationStandardDeviation = sd
        y.observationStandardDeviation = sd
        let matching = HistoryMatching(
            parameters: parameters, observations: [x, y],
            settings: HistoryMatchingSettings(waves: 2, pointsPerWave: 32, replications: 2, seed: 3))
        return (matching, matching.run(threads: 2, evaluate: EmulatedRegionTests.model))
    }

    @Test("the posterior of an observed input is N(z, σ²) about its observation; an unobserved one keeps its prior")
    func analyticPosterior() throws {
        let (matching, outcome) = Self.outcome(sd: 0.05)
        let posterior = try #require(
            matching.posterior(outcome, paths: ["x", "y", "z"], options: [[], [], []]))
        // A 2-D normal of σ = 0.05 holds about 4πσ² ≈ 3 % of the sample's weight: ESS about 1 000.
        #expect(posterior.effectiveSampleSize >= CalibrationPosterior.minimumEffectiveSampleSize)
        // σ ≈ 0.05 (the emulator's variance is small beside it): the 90 % interval is z ± 1.645·0.05, 18 % of the
        // prior's 0.9, so both move.
        for (number, observed) in zip(posterior.numbers.prefix(2), [0.3, 0.95]) {
            #expect(abs(number.median - observed) < 0.01, "\(number)")
            #expect(abs(number.lower - (observed - 0.0822)) < 0.01, "\(number)")
            #expect(abs(number.upper - min(1, observed + 0.0822)) < 0.01 || observed + 0.0822 > 1, "\(number)")
            #expect(number.moves, "\(number)")
        }
        // z: the uniform prior's 5–95 % interval, all of its width, so it stays.
        let z = posterior.numbers[2]
        #expect(abs(z.lower - 0.05) < 0.02 && abs(z.upper - 0.95) < 0.02 && abs(z.median - 0.5) < 0.02, "\(z)")
        #expect(abs(z.priorLower - 0.05) < 1e-12 && abs(z.priorUpper - 0.95) < 1e-12)
        #expect(!z.moves && z.widthShare > 0.9)

        // The draws: 256 of (x, y, z). Their x is about N(0.3, 0.05²): mean within 4 standard errors
        // (0.05/√256 = 0.003, widened for the resampling's dependence to 0.012), sd within 0.035 – 0.065; z stays
        // spread over its prior (its mean 0.5 ± 0.1).
        let draws = try #require(posterior.draws)
        #expect(draws.count == CalibrationPosterior.drawCount && draws.allSatisfy { $0.count == 3 })
        let x = draws.map { $0[0] }
        let mean = x.reduce(0, +) / Double(x.count)
        let sd = (x.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(x.count - 1)).squareRoot()
        #expect(abs(mean - 0.3) < 0.012 && (0.035...0.065).contains(sd), "x: mean \(mean), sd \(sd)")
        let zDraws = draws.map { $0[2] }
        #expect(abs(zDraws.reduce(0, +) / Double(zDraws.count) - 0.5) < 0.1 && zDraws.max()! - zDraws.min()! > 0.8)
        // The same calibration draws the same points.
        #expect(matching.posterior(outcome, paths: ["x", "y", "z"], options: [[], [], []])?.draws == draws)
    }

    @Test("a posterior too narrow for the prior sample is found, but the rule does not move on so few points")
    func effectiveSampleSizeClause() throws {
        let (matching, outcome) = Self.outcome(sd: 0.01)
        let posterior = try #require(
            matching.posterior(outcome, paths: ["x", "y", "z"], options: [[], [], []]))
        // 4π·0.01² of 32 768 points: about 40 effective.
        #expect(posterior.effectiveSampleSize < CalibrationPosterior.minimumEffectiveSampleSize)
        // So few effective points would repeat a handful: no draws.
        #expect(posterior.draws == nil)
        for (number, observed) in zip(posterior.numbers.prefix(2), [0.3, 0.95]) {
            #expect(abs(number.median - observed) < 0.004, "\(number)")
            #expect(abs(number.upper - number.lower - 2 * 0.01645) < 0.01, "\(number)")
            #expect(
                !number.moves
                    && number.verdict(effectiveSampleSize: posterior.effectiveSampleSize).contains(
                        "effective sample size"),
                "\(number)")
        }
    }

    @Test("the verdict writes a width share that rounds onto the 50 % threshold to one decimal, others whole")
    func verdictText() {
        let number = { (widthShare: Double, moves: Bool) in
            CalibrationPosterior.Number(
                path: "x", priorLower: 0.05, priorMedian: 0.5, priorUpper: 0.95, lower: 0.3, median: 0.5, upper: 0.7,
                widthShare: widthShare, moves: moves)
        }
        #expect(
            number(0.496, true).verdict(effectiveSampleSize: 1548)
                == "moves to the posterior median: its 90 % interval is 49.6 % of the prior's")
        #expect(
            number(0.504, false).verdict(effectiveSampleSize: 1548)
                == "stays: its 90 % interval is 50.4 % of the prior's (more than 50 %)")
        #expect(number(0.43, true).verdict(effectiveSampleSize: 1548).contains(" 43 % of the prior's"))
        #expect(number(0.63, false).verdict(effectiveSampleSize: 1548).contains(" 63 % of the prior's"))
        #expect(
            number(0.2, false).verdict(effectiveSampleSize: 40)
                == "stays: effective sample size 40 is below 400")
    }

    @Test(
        "leave-one-source-out: a held-out reading the others cannot predict raises its class's V_md, one they can leaves the default"
    )
    func leaveOneSourceOut() throws {
        let (matching, outcome) = Self.outcome()
        let estimate = try #require(
            matching.posterior(outcome, paths: ["x", "y", "z"], options: [[], [], []])?.discrepancy)
        // Holding out B, y's prediction from x's posterior is its uniform prior: mean 0.5, variance 1/12, so the
        // excess is 0.45² − 0.01² − 1/12 = 0.1191 and σ̂ = 0.345, above the shares' default 0.05.
        let shares = try #require(estimate.classes.first { $0.discrepancyClass == .shares })
        #expect(abs(shares.estimatedStandardDeviation - (0.45 * 0.45 - 0.0001 - 1.0 / 12).squareRoot()) < 0.02)
        #expect(shares.usedStandardDeviation == shares.estimatedStandardDeviation)
        // Holding out A: 0.2² < 1/12, no excess; the default (0.1 on a linear battery life) stands.
        let battery = try #require(estimate.classes.first { $0.discrepancyClass == .batteryLives })
        #expect(battery.estimatedStandardDeviation == 0)
        #expect(battery.usedStandardDeviation == 0.1)
    }
}
