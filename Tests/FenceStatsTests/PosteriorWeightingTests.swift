import Foundation
import Testing

@testable import FenceStats

/// The likelihood of a history-matching target and the importance weights a posterior is read from, against
/// hand calculations and tables of the normal distribution.
@Suite("posterior weighting")
struct PosteriorWeightingTests {
    @Test("a point's log density; an interval's log mass, accurate far in the tail; a bound's")
    func likelihood() {
        let point = HistoryMatchingTarget(value: 1, observationVariance: 3, discrepancyVariance: 1)
        // N(1; 0, 4): −½·(1/2)² − log 2 (the constant −½ log 2π left out).
        #expect(abs(point.logLikelihood(mean: 0, variance: 4) - (-0.125 - log(2.0))) < 1e-12)
        let interval = HistoryMatchingTarget(lower: -1, upper: 1, observationVariance: 0, discrepancyVariance: 0)
        // P(−1 < Z < 1) = 0.682689492137086 (normal tables).
        #expect(abs(interval.logLikelihood(mean: 0, variance: 1) - log(0.682689492137086)) < 1e-12)
        // 10 to 12 σ above the mean: Q(10) − Q(12) = 7.619853024160527e-24 − 1.776482112077680e-33.
        let far = HistoryMatchingTarget(lower: 10, upper: 12, observationVariance: 0, discrepancyVariance: 0)
        #expect(
            abs(far.logLikelihood(mean: 0, variance: 1) - log(7.619853024160527e-24 - 1.776482112077680e-33)) < 1e-9)
        // Below: the same mass mirrored.
        let below = HistoryMatchingTarget(lower: -12, upper: -10, observationVariance: 0, discrepancyVariance: 0)
        #expect(abs(below.logLikelihood(mean: 0, variance: 1) - far.logLikelihood(mean: 0, variance: 1)) < 1e-9)
        // "At least 2" with mean 0 and sd 2: P(Z > 1) = 0.158655253931457.
        let bound = HistoryMatchingTarget(
            lower: 2, upper: .infinity, observationVariance: 0, discrepancyVariance: 0)
        #expect(abs(bound.logLikelihood(mean: 0, variance: 4) - log(0.158655253931457)) < 1e-12)
    }

    @Test("importance weights: normalised, Kish's effective size, the inverse weighted distribution's quantiles")
    func weights() throws {
        // Weights 1, 1, 2, 0 (log weights 0, 0, log 2, −∞): normalised 0.25, 0.25, 0.5, 0; ESS = 1/(2·0.0625 + 0.25) = 8/3.
        let weights = try #require(ImportanceWeights(logWeights: [0, 0, log(2.0), -.infinity]))
        #expect(weights.weights == [0.25, 0.25, 0.5, 0])
        #expect(abs(weights.effectiveSampleSize - 8.0 / 3) < 1e-12)
        // Values 3, 1, 2, 0: cumulative by value 1 → 0.25, 2 → 0.75, 3 → 1 (0 carries no weight).
        #expect(weights.quantiles(of: [3, 1, 2, 0], at: [0.5, 0.2, 0.9, 0.75]) == [2, 1, 3, 2])
        #expect(abs(weights.mean(of: [3, 1, 2, 0]) - 2) < 1e-12)
        #expect(ImportanceWeights(logWeights: [-.infinity, .nan]) == nil)
    }

    @Test("systematic resampling: each point drawn ⌊w·n⌋ or ⌈w·n⌉ times, none of weight 0, in sample order")
    func systematicDraws() throws {
        // Weights 0, 0.25, 0, 0.75 (the first and third carry none); cumulative 0, 0.25, 0.25, 1.
        let weights = try #require(ImportanceWeights(logWeights: [-.infinity, 0, -.infinity, log(3.0)]))
        // Positions (0.5 + k)/4 = 0.125, 0.375, 0.625, 0.875: the first in (0, 0.25], the rest in (0.25, 1].
        #expect(weights.systematicDraws(4, offset: 0.5) == [1, 3, 3, 3])
        // Offset 0: positions 0, 0.25, 0.5, 0.75; 0.25 ends point 1's interval and opens point 3's.
        #expect(weights.systematicDraws(4, offset: 0) == [1, 3, 3, 3])
        // A position at the very end stays on the last point with weight, not the weightless one after it.
        let trailing = try #require(ImportanceWeights(logWeights: [0, 0, -.infinity]))
        #expect(trailing.systematicDraws(2, offset: 0.999_999) == [0, 1])
        // 10 draws of 0.25, 0.25, 0.5: 2.5, 2.5 and 5 expected; systematic gives 2 or 3, 2 or 3, and exactly 5.
        let third = try #require(ImportanceWeights(logWeights: [0, 0, log(2.0)]))
        for offset in [0.0, 0.3, 0.7, 0.99] {
            let draws = third.systematicDraws(10, offset: offset)
            let counts = (0..<3).map { point in draws.filter { $0 == point }.count }
            #expect((2...3).contains(counts[0]) && (2...3).contains(counts[1]) && counts[2] == 5)
            #expect(draws == draws.sorted())
        }
    }
}
