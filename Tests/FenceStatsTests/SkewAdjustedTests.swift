import Foundation
import Testing

@testable import FenceStats

/// Hall's skew-adjusted mean and paired test, the mean of per-replication rates and the difference of two
/// pooled ratios: by hand, by their defining equations, and by coverage where the truth is known.
@Suite("Skew-adjusted means and differences")
struct SkewAdjustedTests {
    @Test("1, 2, 3, 4, 10: Hall's interval by hand and by g(T) = ±q, widened to the t interval on the short side")
    func hallByHand() throws {
        let summary = try Summary([1, 2, 3, 4, 10])
        // x̄ = 4, s = √12.5; deviations −3, −2, −1, 0, 6: m₂ = 50/5 = 10, m₃ = (−27 − 8 − 1 + 216)/5 = 36,
        // γ = 36 / 10^{3/2} = 1.138420.
        #expect(abs(summary.skewness - 1.1384199576606167) < 1e-12)
        // Hall's interval, recomputed with NumPy and SciPy: [0.894412, 20.492060]; the t interval
        // [−0.389945, 8.389945]; their union [−0.389945, 20.492060].
        let interval = try summary.skewAdjustedMeanInterval()
        let t = try summary.meanInterval()
        #expect(interval.lower == t.lower && abs(interval.lower + 0.389945) < 1e-6)
        #expect(abs(interval.upper - 20.492060) < 1e-6)
        // Hall's ends solve g(T) = ±q, T = (x̄ − μ) / se.
        let a = 1.1384199576606167 / 5.0.squareRoot()
        let q = 2.7764451051977987
        let se = 12.5.squareRoot() / 5.0.squareRoot()
        for (end, sign) in [(0.894412, 1.0), (interval.upper, -1.0)] {
            let t = (4 - end) / se
            #expect(abs(t + a * t * t / 3 + a * a * t * t * t / 27 + a / 6 - sign * q) < 1e-5)
        }
        // g⁻¹ inverts g for any a, including a ≈ 0, where it is the identity.
        for a in [-0.9, -0.1, 1e-10, 0.3, 1.2] {
            for u in [-2.5, -1.0, 0.0, 2.0] {
                let t = hallInverse(u, a: a)
                #expect(abs(t + a * t * t / 3 + a * a * t * t * t / 27 + a / 6 - u) < 1e-9, "a \(a), u \(u)")
            }
        }
    }

    @Test("A symmetric sample gets the Student-t interval; two values get it too")
    func symmetric() throws {
        for values in [[1.0, 2, 3, 4, 5], [2.0, 7]] {
            let summary = try Summary(values)
            let hall = try summary.skewAdjustedMeanInterval()
            let t = try summary.meanInterval()
            #expect(abs(hall.lower - t.lower) < 1e-12 && abs(hall.upper - t.upper) < 1e-12)
        }
    }

    @Test("Coverage on lognormal data (σ = 1, n = 30): Hall's 0.93 against the t interval's 0.89")
    func lognormalCoverage() throws {
        // The mean of a lognormal(0, 1) is e^{1/2}; its skewness (6.18) makes the t interval miss above. Hall's
        // correction recovers most of the shortfall, not all of it at a skewness this large (an independent
        // recomputation with NumPy: t 0.890, Hall 0.920 over 3 000 samples).
        let stream = RandomStream(masterSeed: 37, replication: 0, name: "test.lognormal-means")
        let truth = exp(0.5)
        var covered = (hall: 0, t: 0)
        let experiments = 4_000
        for _ in 0..<experiments {
            let summary = try Summary((0..<30).map { _ in stream.logNormal(mu: 0, sigma: 1) })
            if try summary.skewAdjustedMeanInterval().contains(truth) { covered.hall += 1 }
            if try summary.meanInterval().contains(truth) { covered.t += 1 }
        }
        let hall = Double(covered.hall) / Double(experiments)
        let t = Double(covered.t) / Double(experiments)
        #expect(hall >= 0.91 && t < hall - 0.02, "Hall \(hall), t \(t)")
    }

    @Test("The paired test's p-value is below 0.05 exactly when 0 lies outside its interval")
    func consistency() throws {
        let stream = RandomStream(masterSeed: 37, replication: 0, name: "test.paired-consistency")
        for _ in 0..<500 {
            let first = (0..<12).map { _ in stream.logNormal(mu: 0, sigma: 1) }
            let second = (0..<12).map { _ in stream.logNormal(mu: 0.3, sigma: 0.5) }
            let test = try pairedSkewAdjustedTest(first, second)
            #expect((test.pValue < 0.05) == !test.interval.contains(0), "p \(test.pValue), \(test.interval)")
        }
    }

    @Test("No spread: exact [c, c] without a range; the Clopper–Pearson bound of no departure with one")
    func noSpread() throws {
        let zeros = [Double](repeating: 0.5, count: 30)
        let unbounded = try pairedSkewAdjustedTest(zeros, zeros)
        #expect(unbounded.interval.lower == 0 && unbounded.interval.upper == 0 && unbounded.pValue == 1)
        // Shares, 30 equal pairs: π = 1 − 0.025^{1/30} = 0.115703, the interval ±π, p = 1.
        let shares = try pairedSkewAdjustedTest(zeros, zeros, valueRange: 0...1)
        #expect(abs(shares.interval.lower + 0.115703) < 1e-6 && abs(shares.interval.upper - 0.115703) < 1e-6)
        #expect(shares.pValue == 1)
        // Every pair differs by c = 0.1: [0.1 − 1.1π, 0.1 + 0.9π], p = 2 (1/1.1)³⁰ = 0.114617.
        let shifted = try pairedSkewAdjustedTest(zeros.map { $0 + 0.1 }, zeros, valueRange: 0...1)
        #expect(abs(shifted.interval.lower - (0.1 - 1.1 * 0.115703)) < 1e-5)
        #expect(abs(shifted.interval.upper - (0.1 + 0.9 * 0.115703)) < 1e-5)
        #expect(abs(shifted.pValue - 0.114617) < 1e-6)
    }

    @Test("Coverage of rare paired differences of shares: ≥ 0.93 with the range, far below without")
    func rareDifferences() throws {
        // 30 pairs; each pair differs (by −1/3) with probability 0.02: the true mean difference is −0.00667,
        // and 0.98³⁰ = 55 % of experiments see no difference at all.
        let stream = RandomStream(masterSeed: 37, replication: 0, name: "test.rare-differences")
        let truth = -0.02 / 3
        var covered = (bounded: 0, unbounded: 0)
        let experiments = 2_000
        for _ in 0..<experiments {
            let first = (0..<30).map { _ in stream.uniform() < 0.02 ? 2.0 / 3 : 1 }
            let second = [Double](repeating: 1, count: 30)
            if try pairedSkewAdjustedTest(first, second, valueRange: 0...1).interval.contains(truth) {
                covered.bounded += 1
            }
            if try pairedSkewAdjustedTest(first, second).interval.contains(truth) { covered.unbounded += 1 }
        }
        #expect(Double(covered.bounded) / Double(experiments) >= 0.93, "\(covered)")
        #expect(Double(covered.unbounded) / Double(experiments) < 0.6, "\(covered)")
    }

    @Test("Mean rate: with no event, [0, 3.688879 / (n · shortest exposure)]; equal rates give Garwood's")
    func meanRate() throws {
        let days = (0..<30).map { 0.4 + Double($0) / 100 }
        let none = try MeanRate(events: [Double](repeating: 0, count: 30), exposures: days).interval()
        #expect(none.estimate == 0 && none.lower == 0 && abs(none.upper - -log(0.025) / (30 * 0.4)) < 1e-9)
        // Two replications of 2 events in 1 day: Fay–Feuer with equal weights is the Garwood interval of 4
        // events in 2 days, [Γ⁻¹(0.025; 4), Γ⁻¹(0.975; 5)] / 2 = [0.544933, 5.120794].
        let equal = try MeanRate(events: [2, 2], exposures: [1, 1]).interval()
        let garwood = try poissonRateInterval(events: 4, exposure: 2)
        #expect(abs(equal.lower - garwood.lower) < 1e-9 && abs(equal.upper - garwood.upper) < 1e-9)
        #expect(abs(equal.lower - 0.544933) < 1e-6 && abs(equal.upper - 5.120794) < 1e-6)
        // Spread: the skew-adjusted mean of the rates, cut at 0.
        let spread = try MeanRate(events: [0, 3, 0, 4], exposures: [1, 1, 0.5, 1.5]).interval()
        let rates = try Summary([0, 3, 0, 4.0 / 1.5]).skewAdjustedMeanInterval()
        #expect(spread.upper == rates.upper && spread.lower == max(0, rates.lower))
        #expect(throws: StatsError.self) { try MeanRate(events: [1], exposures: [0]) }
    }

    @Test("The difference of two pooled ratios: MOVER by hand, and the correlation of the linearised values")
    func difference() throws {
        // a: 1/2, 2/2, 0/1, 3/4 (R = 2/3, z = −4/27, 8/27, −8/27, 4/27); b: 2/2, 2/2, 1/1, 3/4 (R = 8/9,
        // z = (y − 8x/9)/(9/4): 2/27 · 4/9·… computed below by the formula).
        let a = try PooledRatio(numerators: [1, 2, 0, 3], denominators: [2, 2, 1, 4])
        let b = try PooledRatio(numerators: [2, 2, 1, 3], denominators: [2, 2, 1, 4])
        let difference = try PooledRatioDifference(a, minus: b)
        #expect(abs(difference.difference - (6.0 / 9 - 8.0 / 9)) < 1e-15)
        let za = a.linearised
        let zb = b.linearised
        var products = (ab: 0.0, aa: 0.0, bb: 0.0)
        for (x, y) in zip(za, zb) {
            products.ab += x * y
            products.aa += x * x
            products.bb += y * y
        }
        let r = products.ab / (products.aa * products.bb).squareRoot()
        #expect(abs(difference.correlation - r) < 1e-15)
        // With fixed intervals a: [0.5, 0.8] around 2/3 and b: [0.8, 0.95] around 8/9:
        // L = D − √((2/3 − 0.5)² + (0.95 − 8/9)² − 2r(2/3 − 0.5)(0.95 − 8/9)),
        // U = D + √((0.8 − 2/3)² + (8/9 − 0.8)² − 2r(0.8 − 2/3)(8/9 − 0.8)).
        let interval = try difference.interval { (ratio: PooledRatio, level: Double) throws(StatsError) in
            ratio == a
                ? ConfidenceInterval(estimate: ratio.ratio, lower: 0.5, upper: 0.8, level: level)
                : ConfidenceInterval(estimate: ratio.ratio, lower: 0.8, upper: 0.95, level: level)
        }
        let d = 6.0 / 9 - 8.0 / 9
        let below = (6.0 / 9 - 0.5, 0.95 - 8.0 / 9)
        let above = (0.8 - 6.0 / 9, 8.0 / 9 - 0.8)
        #expect(
            abs(interval.lower - (d - (below.0 * below.0 + below.1 * below.1 - 2 * r * below.0 * below.1).squareRoot()))
                < 1e-12)
        #expect(
            abs(interval.upper - (d + (above.0 * above.0 + above.1 * above.1 - 2 * r * above.0 * above.1).squareRoot()))
                < 1e-12)
        #expect(throws: StatsError.self) {
            try PooledRatioDifference(a, minus: try PooledRatio(numerators: [1, 1], denominators: [1, 1]))
        }
    }

    @Test("Coverage of the difference of clustered shares over shared replications: ≥ 0.93")
    func differenceCoverage() throws {
        // Replication i has a share pᵢ (beta, mean 0.9, ρ = 0.1) for the baseline and pᵢ − 0.05 for the other
        // strategy on the same trials (common random numbers): the true difference of pooled shares is −0.05.
        let stream = RandomStream(masterSeed: 37, replication: 0, name: "test.difference-coverage")
        var covered = 0
        let experiments = 1_000
        for _ in 0..<experiments {
            var successesA: [Double] = []
            var successesB: [Double] = []
            var trials: [Double] = []
            for _ in 0..<30 {
                let x = stream.gamma(shape: 0.9 * 9, scale: 1)
                let p = x / (x + stream.gamma(shape: 0.1 * 9, scale: 1))
                let m = 1 + stream.poisson(mean: 5)
                var a = 0.0
                var b = 0.0
                for _ in 0..<m {
                    let u = stream.uniform()
                    if u < p { b += 1 }
                    if u < p - 0.05 { a += 1 }
                }
                successesA.append(a)
                successesB.append(b)
                trials.append(Double(m))
            }
            let difference = try PooledRatioDifference(
                try PooledRatio(numerators: successesA, denominators: trials),
                minus: try PooledRatio(numerators: successesB, denominators: trials))
            let interval = try difference.interval { (ratio: PooledRatio, level: Double) throws(StatsError) in
                try ratio.designEffectInterval(.share, level: level)
            }
            if interval.contains(-0.05) { covered += 1 }
        }
        #expect(Double(covered) / Double(experiments) >= 0.93, "\(covered) of \(experiments)")
    }
}
