import Foundation
import Testing

@testable import FenceStats

/// Estimators against published reference values. Sources:
/// - t and z quantiles: standard tables (t(0.975, 9) = 2.262157, t(0.975, 29) = 2.045230, z(0.975) = 1.959964).
/// - Wilson interval for 81/263: [0.2553, 0.3662] (a worked example in the style of [@Newcombe1998]).
/// - Student's sleep data (Cushny & Peebles 1905, R's `sleep`): R `t.test(paired = TRUE)` gives
///   t = −4.0621, df = 9, p = 0.002833, CI [−2.4599, −0.7001]; Welch: t = −1.8608, df = 17.776, p = 0.07939.
@Suite("Estimators")
struct EstimatorTests {
    let sleepDrug1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0]
    let sleepDrug2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4]

    @Test("Student-t and normal quantiles match the tables")
    func quantiles() throws {
        #expect(abs(try Quantiles.studentT(0.975, degreesOfFreedom: 9) - 2.262157) < 1e-6)
        #expect(abs(try Quantiles.studentT(0.975, degreesOfFreedom: 29) - 2.045230) < 1e-6)
        #expect(abs(try Quantiles.normal(0.975) - 1.959964) < 1e-6)
        #expect(throws: StatsError.self) { try Quantiles.studentT(1.5, degreesOfFreedom: 9) }
    }

    @Test("Summary: mean, variance, quantiles by hand")
    func summary() throws {
        let s = try Summary([2, 4, 4, 4, 5, 5, 7, 9])
        #expect(s.count == 8)
        #expect(s.mean == 5)
        #expect(abs(s.variance - 32.0 / 7) < 1e-12)  // Σ(x − 5)² = 32, n − 1 = 7
        #expect(s.min == 2 && s.max == 9)
        #expect(s.median == 4.5)
        #expect(abs(s.quantile(0.25) - 4) < 1e-12)  // type 7: h = 1.75 → x[1] + 0.75·(x[2] − x[1]) = 4
        #expect(throws: StatsError.emptySample) { try Summary([]) }
        #expect(throws: StatsError.nonFinite) { try Summary([1, .nan]) }
    }

    @Test("Median by selection: by hand for odd and even counts, none for an empty sample")
    func medianBySelection() {
        #expect(Summary.median(of: [9, 2, 7, 4, 5]) == 5)  // sorted 2 4 5 7 9
        #expect(Summary.median(of: [5, 4, 9, 2, 4, 7, 4, 5]) == 4.5)  // sorted 2 4 4 4 5 5 7 9: (4 + 5) / 2
        #expect(Summary.median(of: []) == nil)
    }

    @Test("Student-t interval for a mean: hand calculation")
    func meanInterval() throws {
        // Ten values 1…10: mean 5.5, sd = √(82.5/9) = 3.02765; half-width = 2.262157·3.02765/√10.
        let interval = try Summary((1...10).map(Double.init)).meanInterval()
        let half = 2.262157 * (82.5 / 9).squareRoot() / 10.0.squareRoot()
        #expect(abs(interval.lower - (5.5 - half)) < 1e-5)
        #expect(abs(interval.upper - (5.5 + half)) < 1e-5)
    }

    @Test("Wilson score interval for 81 of 263 is [0.2553, 0.3662]")
    func wilson() throws {
        let interval = try wilsonInterval(successes: 81, trials: 263)
        #expect(abs(interval.lower - 0.2553) < 5e-5)
        #expect(abs(interval.upper - 0.3662) < 5e-5)
        let all = try wilsonInterval(successes: 10, trials: 10)
        #expect(all.upper == 1 && all.lower > 0.69 && all.lower < 0.73)  // 10/10: [0.7225, 1]
        // Exact at the edges for every n (52 of 52 once printed 0.9999999999999999); at p̂ = 1 the lower
        // bound is n / (n + z²) by hand: 52 / (52 + 1.959964²) = 0.931235.
        for n in 1...500 {
            #expect(try wilsonInterval(successes: n, trials: n).upper == 1, "n = \(n)")
            #expect(try wilsonInterval(successes: 0, trials: n).lower == 0, "n = \(n)")
        }
        let z = 1.959963984540054
        #expect(abs(try wilsonInterval(successes: 52, trials: 52).lower - 52 / (52 + z * z)) < 1e-12)
        #expect(throws: StatsError.self) { try wilsonInterval(successes: 3, trials: 0) }
    }

    @Test("Paired t-test on Student's sleep data matches R")
    func paired() throws {
        let result = try pairedTTest(sleepDrug1, sleepDrug2)
        #expect(abs(result.t - -4.0621) < 1e-4)
        #expect(result.degreesOfFreedom == 9)
        #expect(abs(result.pValue - 0.002833) < 1e-6)
        #expect(abs(result.interval.lower - -2.4599) < 1e-4)
        #expect(abs(result.interval.upper - -0.7001) < 1e-4)
    }

    @Test("Welch's t-test on Student's sleep data matches R")
    func welch() throws {
        let result = try welchTTest(sleepDrug1, sleepDrug2)
        #expect(abs(result.t - -1.8608) < 1e-4)
        #expect(abs(result.degreesOfFreedom - 17.776) < 1e-3)
        #expect(abs(result.pValue - 0.07939) < 1e-5)
    }

    @Test("Identical paired samples: no difference, p = 1")
    func pairedIdentical() throws {
        let result = try pairedTTest([1, 2, 3], [1, 2, 3])
        #expect(result.difference == 0 && result.pValue == 1)
    }

    @Test("Welch's test on two constant samples is decided exactly")
    func welchConstant() throws {
        // No sampling error: equal means → t = 0, p = 1; means 2 and 5 → difference −3, t = −∞, p = 0.
        let same = try welchTTest([4, 4, 4], [4, 4])
        #expect(same.difference == 0 && same.t == 0 && same.pValue == 1)
        let apart = try welchTTest([2, 2, 2], [5, 5])
        #expect(apart.difference == -3 && apart.t == -.infinity && apart.pValue == 0)
        #expect(apart.interval.lower == -3 && apart.interval.upper == -3 && apart.degreesOfFreedom == 3)
    }

    @Test("Curve crossing: linear by hand, monotone curve, no crossing")
    func crossing() throws {
        // Two points: linear interpolation, 0.5 + 0.05·x = 0.9 at x = 8.
        #expect(abs(try CurveCrossing.locate(x: [0, 10], y: [0.5, 1.0], target: 0.9) - 8) < 1e-9)
        // A logistic recall curve sampled every 250 m, symmetric about 1000 m.
        let xs = stride(from: 0.0, through: 3000, by: 250).map { $0 }
        let ys = xs.map { 1 / (1 + exp(-($0 - 1000) / 300)) }
        #expect(abs(try CurveCrossing.locate(x: xs, y: ys, target: 0.5) - 1000) < 1e-6)
        // Between grid points: logit(0.9)·300 + 1000 = 1659.17 m; the monotone cubic is within 15 m.
        #expect(abs(try CurveCrossing.locate(x: xs, y: ys, target: 0.9) - (1000 + 300 * log(9))) < 15)
        #expect(throws: StatsError.noCrossing(target: 2)) { try CurveCrossing.locate(x: xs, y: ys, target: 2) }
        #expect(throws: StatsError.self) { try CurveCrossing.locate(x: [0, 0], y: [1, 2], target: 1.5) }
    }
}
