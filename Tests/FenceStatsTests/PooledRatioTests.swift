import Foundation
import Testing

@testable import FenceStats

/// The pooled ratio over replications: its variance by hand and by the textbook formula, the two share
/// intervals and the rate interval by hand, their edges, and their coverage on clustered data whose truth is
/// known. Quantiles by hand from the tables: z(0.975) = 1.959964, t(0.975, 3) = 3.182446.
@Suite("Pooled ratios over replications")
struct PooledRatioTests {
    // Four replications: 1 of 2, 2 of 2, 0 of 1, 3 of 4 → R = 6/9.
    let successes: [Double] = [1, 2, 0, 3]
    let trials: [Double] = [2, 2, 1, 4]

    @Test("R, the linearised values and Cochran's variance by hand")
    func variance() throws {
        let ratio = try PooledRatio(numerators: successes, denominators: trials)
        #expect(ratio.ratio == 6.0 / 9)
        // zᵢ = (yᵢ − R xᵢ) / x̄ with x̄ = 9/4: (1 − 4/3) · 4/9 = −4/27, (2 − 4/3) · 4/9 = 8/27, −8/27, 4/27.
        let expected: [Double] = [-4.0 / 27, 8.0 / 27, -8.0 / 27, 4.0 / 27]
        for (z, e) in zip(ratio.linearised, expected) { #expect(abs(z - e) < 1e-15) }
        // v = Σ z² / (n (n − 1)) = (160 / 729) / 12 = 0.018289895.
        #expect(abs(ratio.variance - 160.0 / 729 / 12) < 1e-15)
        // Cochran's form, recomputed: (1 / (n x̄²)) Σ (y − R x)² / (n − 1), with Σ (y − R x)² = 10/9.
        let n = 4.0
        let meanTrials = 9.0 / 4
        #expect(abs(ratio.variance - (10.0 / 9) / (n - 1) / (n * meanTrials * meanTrials)) < 1e-15)
        // Design effect against the binomial variance p(1 − p) / Σ x = (2/9) / 9: 0.740741.
        #expect(abs(try #require(ratio.designEffect(.share)) - 0.7407407407) < 1e-9)
    }

    @Test("Bad input: lengths, negatives, no trials, successes above trials")
    func badInput() throws {
        #expect(throws: StatsError.lengthMismatch(2, 1)) { try PooledRatio(numerators: [1, 2], denominators: [3]) }
        #expect(throws: StatsError.self) { try PooledRatio(numerators: [-1, 2], denominators: [3, 3]) }
        #expect(throws: StatsError.self) { try PooledRatio(numerators: [0, 0], denominators: [0, 0]) }
        #expect(throws: StatsError.emptySample) { try PooledRatio(numerators: [Double](), denominators: []) }
        let above = try PooledRatio(numerators: [3, 1], denominators: [2, 2])
        #expect(throws: StatsError.self) { try above.designEffectInterval(.share) }
        #expect(throws: StatsError.self) { try above.skewAdjustedInterval(.share) }
        #expect(try above.skewAdjustedInterval(.rate).estimate == 1)
    }

    @Test("The design-effect share interval by hand: Clopper–Pearson over the effective trials")
    func designEffectInterval() throws {
        let ratio = try PooledRatio(numerators: successes, denominators: trials)
        let interval = try ratio.designEffectInterval(.share)
        // n* = p(1 − p) / v · (z / t)² = (2/9) / 0.018289895 · (1.959964 / 3.182446)² = 4.608401, x* = 2n*/3 =
        // 3.072267; the beta quantiles B⁻¹(0.025; x*, n* − x* + 1) and B⁻¹(0.975; x* + 1, n* − x*), recomputed
        // with SciPy: [0.171523, 0.973538].
        #expect(abs(interval.lower - 0.171523) < 1e-6 && abs(interval.upper - 0.973538) < 1e-6)
        #expect(interval.estimate == 6.0 / 9)
    }

    @Test("The design-effect rate interval and the union with the skew-adjusted one, by hand")
    func rateUnion() throws {
        // 0, 3, 0, 4 events over 1, 1, 0.5, 1.5 days: R = 7/4, v = 0.606771 (by hand in skewAdjusted below);
        // design effect v / (R / 4) = 1.387; with (t(0.975, 3) / z)² = 2.636 the effective exposure is
        // 4 / 3.656 = 1.094 days holding 1.915 events; Garwood's interval of that, by SciPy: [0.197562, 6.479728].
        let ratio = try PooledRatio(numerators: [0, 3, 0, 4], denominators: [1, 1, 0.5, 1.5])
        #expect(abs(try #require(ratio.designEffect(.rate)) - 0.606771 / (1.75 / 4)) < 1e-5)
        let design = try ratio.designEffectInterval(.rate)
        #expect(abs(design.lower - 0.197562) < 1e-6 && abs(design.upper - 6.479728) < 1e-6 && design.estimate == 1.75)
        // The union with the skew-adjusted [0, 4.228982]: [0, 6.479728].
        let union = try ratio.skewOrDesignEffectInterval(.rate)
        #expect(union.lower == 0 && union.upper == design.upper && union.estimate == 1.75)
        // No event: both are Garwood's interval of 0 events over the exposure, and so is the union.
        let quiet = try PooledRatio(numerators: [0, 0, 0], denominators: [1, 2, 3])
        let none = try quiet.skewOrDesignEffectInterval(.rate)
        #expect(none.lower == 0 && abs(none.upper - -log(0.025) / 6) < 1e-9)
    }

    @Test("Clopper–Pearson: 81 of 263 against SciPy, x = 0 and x = n by the closed forms")
    func clopperPearson() throws {
        let interval = try clopperPearsonInterval(successes: 81, trials: 263)
        #expect(abs(interval.lower - 0.252737) < 1e-6 && abs(interval.upper - 0.367622) < 1e-6)
        // x = n: [(α/2)^{1/n}, 1]; x = 0: [0, 1 − (α/2)^{1/n}].
        for n in [1, 8, 52, 5_000] {
            let all = try clopperPearsonInterval(successes: n, trials: n)
            let none = try clopperPearsonInterval(successes: 0, trials: n)
            #expect(all.upper == 1 && abs(all.lower - pow(0.025, 1 / Double(n))) < 1e-9)
            #expect(none.lower == 0 && abs(none.upper - (1 - pow(0.025, 1 / Double(n)))) < 1e-9)
        }
    }

    @Test("Exact at the edges: 1 above when every trial succeeds, 0 below when none does, never a point")
    func edges() throws {
        let all = try PooledRatio(numerators: [2, 1, 3, 0, 2], denominators: [2, 1, 3, 0, 2])
        let none = try PooledRatio(numerators: [0, 0, 0, 0, 0], denominators: [2, 1, 3, 0, 2])
        for interval in [try all.designEffectInterval(.share), try all.skewAdjustedInterval(.share)] {
            // 8 of 8: the Clopper–Pearson interval of the pooled count, [0.025^{1/8}, 1] = [0.630583, 1].
            #expect(interval.upper == 1 && interval.estimate == 1)
            #expect(abs(interval.lower - 0.630583) < 1e-6)
        }
        for interval in [try none.designEffectInterval(.share), try none.skewAdjustedInterval(.share)] {
            #expect(interval.lower == 0 && abs(interval.upper - 0.369417) < 1e-6)
        }
        // 52 of 52 in 30 replications: exactly 1 (the Wilson formula in floating point gave 0.9999999999999999).
        let visits = (0..<30).map { $0 < 22 ? 2.0 : 1.0 }
        #expect(visits.reduce(0, +) == 52)
        let perfect = try PooledRatio(numerators: visits, denominators: visits)
        let fiftyTwo = try perfect.designEffectInterval(.share)
        #expect(fiftyTwo.upper == 1 && abs(fiftyTwo.lower - 0.931518) < 1e-6)
        // 30 replications of 0 events over 0.5 days each: the Garwood interval of 0 events in 15 days,
        // [0, −ln(0.025) / 15], not [0, 0].
        let quiet = try PooledRatio(
            numerators: [Double](repeating: 0, count: 30), denominators: .init(repeating: 0.5, count: 30))
        let rate = try quiet.skewAdjustedInterval(.rate)
        #expect(rate.lower == 0 && abs(rate.upper - -log(0.025) / 15) < 1e-9)
    }

    @Test("The skew-adjusted interval by hand: Hall's ends, widened to the t interval, cut at 0")
    func skewAdjusted() throws {
        // A rate: 0, 3, 0, 4 events over 1, 1, 0.5, 1.5 days: R = 7/4; z = (k − R d) / d̄ with d̄ = 1:
        // −1.75, 1.25, −0.875, 1.375; m₂ = 1.8203125, m₃ = −0.369140625, γ = m₃ / m₂^{3/2} = −0.1503048,
        // se = √(Σ z² / 12) = 0.7789550, a = γ / 2.
        let ratio = try PooledRatio(numerators: [0, 3, 0, 4], denominators: [1, 1, 0.5, 1.5])
        #expect(abs(ratio.variance.squareRoot() - 0.7789550) < 1e-7)
        // Hall's interval (NumPy and SciPy): [−0.699, 4.045584]; the t interval 7/4 ± 3.182446 · 0.778955 =
        // [−0.728982, 4.228982]; the union cut at 0: [0, 4.228982].
        let interval = try ratio.skewAdjustedInterval(.rate)
        #expect(interval.lower == 0 && abs(interval.upper - 4.228982) < 1e-6)
        // Hall's upper end solves g(T) = −q: T = (R − μ) / se, g(T) = T + aT²/3 + a²T³/27 + a/6.
        let a = -0.1503048228698421 / 2
        let q = 3.182446305283708
        let t = (1.75 - 4.045584) / 0.7789549623266633
        #expect(abs(t + a * t * t / 3 + a * a * t * t * t / 27 + a / 6 + q) < 1e-5)
    }

    @Test("Symmetric linearised values give the t interval of the ratio exactly")
    func symmetric() throws {
        // z = −4/27, 8/27, −8/27, 4/27: γ = 0, so R ± t(0.975, 3)·√v = 2/3 ± 3.182446 · 0.135240, cut at 1.
        let ratio = try PooledRatio(numerators: successes, denominators: trials)
        let interval = try ratio.skewAdjustedInterval(.share)
        #expect(abs(interval.lower - (6.0 / 9 - 3.1824463052837078 * ratio.variance.squareRoot())) < 1e-12)
        #expect(interval.upper == 1)
    }

    /// Clustered trials whose truth is known: replication i has a success probability pᵢ drawn from a beta
    /// distribution of mean `p` and intra-cluster correlation `rho`, and a Poisson-like number of trials.
    static func clusteredShares(
        replications: Int, p: Double, rho: Double, meanTrials: Double, stream: RandomStream
    ) -> (successes: [Double], trials: [Double]) {
        var successes: [Double] = []
        var trials: [Double] = []
        let concentration = (1 - rho) / rho
        for _ in 0..<replications {
            let x = stream.gamma(shape: p * concentration, scale: 1)
            let pi = x / (x + stream.gamma(shape: (1 - p) * concentration, scale: 1))
            let m = 1 + stream.poisson(mean: meanTrials - 1)
            successes.append(Double((0..<m).filter { _ in stream.uniform() < pi }.count))
            trials.append(Double(m))
        }
        return (successes, trials)
    }

    @Test("Coverage on clustered shares (ρ = 0.1): ≥ 0.93 for both, where the pooled Wilson interval misses")
    func shareCoverage() throws {
        let stream = RandomStream(masterSeed: 37, replication: 0, name: "test.clustered-shares")
        let experiments = 2_000
        var covered = (designEffect: 0, skewAdjusted: 0, pooled: 0)
        for _ in 0..<experiments {
            let data = Self.clusteredShares(replications: 30, p: 0.9, rho: 0.1, meanTrials: 6, stream: stream)
            let ratio = try PooledRatio(numerators: data.successes, denominators: data.trials)
            if try ratio.designEffectInterval(.share).contains(0.9) { covered.designEffect += 1 }
            if try ratio.skewAdjustedInterval(.share).contains(0.9) { covered.skewAdjusted += 1 }
            let pooled = try wilsonInterval(
                successes: Int(ratio.numeratorTotal), trials: Int(ratio.denominatorTotal))
            if pooled.contains(0.9) { covered.pooled += 1 }
        }
        let share = { (count: Int) in Double(count) / Double(experiments) }
        #expect(share(covered.designEffect) >= 0.93, "design effect: \(share(covered.designEffect))")
        #expect(share(covered.skewAdjusted) >= 0.93, "skew-adjusted: \(share(covered.skewAdjusted))")
        // The design effect here is 1 + (m̄ − 1)ρ ≈ 1.5: the pooled Wilson interval is √1.5 too narrow.
        #expect(share(covered.pooled) < 0.92, "pooled Wilson: \(share(covered.pooled))")
    }

    @Test("Coverage on overdispersed counts with a long tail: the skew-adjusted rate interval ≥ 0.93")
    func rateCoverage() throws {
        // Negative binomial counts (gamma-Poisson, shape 0.3: most replications see nothing, a few many)
        // over exposures of 0.5–1.5 days, true rate 2 per day.
        let stream = RandomStream(masterSeed: 37, replication: 0, name: "test.overdispersed-rates")
        let experiments = 2_000
        var covered = (skewAdjusted: 0, garwood: 0)
        for _ in 0..<experiments {
            var events: [Double] = []
            var days: [Double] = []
            for _ in 0..<30 {
                let exposure = 0.5 + stream.uniform()
                let intensity = stream.gamma(shape: 0.3, scale: 2 / 0.3)
                events.append(Double(stream.poisson(mean: intensity * exposure)))
                days.append(exposure)
            }
            let ratio = try PooledRatio(numerators: events, denominators: days)
            if try ratio.skewAdjustedInterval(.rate).contains(2) { covered.skewAdjusted += 1 }
            if try poissonRateInterval(events: Int(ratio.numeratorTotal), exposure: ratio.denominatorTotal).contains(2)
            {
                covered.garwood += 1
            }
        }
        let share = { (count: Int) in Double(count) / Double(experiments) }
        #expect(share(covered.skewAdjusted) >= 0.93, "skew-adjusted: \(share(covered.skewAdjusted))")
        #expect(share(covered.garwood) < 0.7, "pooled Garwood: \(share(covered.garwood))")
    }
}
