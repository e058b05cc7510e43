import FenceStats
import Testing

@testable import FenceExperiment
@testable import FenceStudy

@Suite("The optimiser's guarantee: a pick infeasible with probability ≤ α, judged by replication-level bounds")
struct PickFeasibilityTests {
    static let problem = OptimizerTests.problem

    /// `replications` replications of 10 visits, alternately `high` and `low` of them detected.
    static func outcomes(replications: Int, high: Int, low: Int) -> [ReplicationOutcome] {
        (0..<replications).map { index in
            ReplicationOutcome(
                objective: .init(value: Double(index), weight: 1),
                constraint: .init(value: Double(index % 2 == 0 ? high : low), weight: 10))
        }
    }

    @Test("A recall's bound is the Clopper–Pearson one of the pooled visits when the replications agree")
    func exactBound() {
        // 20 replications of 9 of 10: no spread, so the pooled count's exact interval. One-sided 95 % and
        // 98.33 % lower bounds of 180 of 200 (SciPy): beta.ppf(0.05, 180, 21) = 0.858011,
        // beta.ppf(0.05/3, 180, 21) = 0.845301; upper beta.ppf(0.95, 181, 20) = 0.932739.
        let data = Self.outcomes(replications: 20, high: 9, low: 9)
        let estimate = OptimizationEstimate(data, problem: Self.problem)
        #expect(estimate.constraint == 0.9)
        #expect(abs(estimate.constraintLower! - 0.858011) < 1e-5)
        #expect(abs(estimate.constraintUpper! - 0.932739) < 1e-5)
        let bonferroni = OptimizationEstimate(data, problem: Self.problem, confidence: 1 - 0.05 / 3)
        #expect(abs(bonferroni.constraintLower! - 0.845301) < 1e-5)
    }

    @Test("Clustered visits widen a recall's bound by the design effect (Korn–Graubard), not Wilson's")
    func clusteredBound() {
        // 20 replications alternately 10 and 8 of 10 visits: R = 0.9, linearised values ±0.1, v(R) = 0.2 / (20 · 19),
        // design effect v / (0.9 · 0.1 / 200) = 1.169591; n* = 200 / 1.169591 · (z(0.95) / t(0.95, 19))² = 154.7369;
        // lower bound beta.ppf(0.05, 0.9 n*, 0.1 n* + 1) = 0.851116, upper beta.ppf(0.95, 0.9 n* + 1, 0.1 n*)
        // = 0.936820 (SciPy). Wilson's over the 200 visits as if independent would say 0.859593.
        let estimate = OptimizationEstimate(Self.outcomes(replications: 20, high: 10, low: 8), problem: Self.problem)
        #expect(abs(estimate.constraintLower! - 0.851116) < 1e-5)
        #expect(abs(estimate.constraintUpper! - 0.936820) < 1e-5)
    }

    @Test("The confirmation judges each of m finalists at 1 − α/m")
    func bonferroniLevel() throws {
        let optimizer = Optimizer(
            problem: Self.problem, knobs: [OptimizerTests.knob], settings: OptimizerTests.settings(seed: 2))
        let outcome = try optimizer.run(evaluator: CliffEvaluator(seed: 2), threads: 2)
        let confirmation = try #require(outcome.confirmation)
        let m = Double(confirmation.finalists.count)
        #expect(confirmation.feasibilityConfidence == 1 - 0.05 / m)
    }

    @Test("Where the three best candidates are infeasible by a hair, at most α of 300 picks are infeasible")
    func boundary() throws {
        // The analytic truth: x ≤ 6 has share 0.95, x = 7, 8, 9 share 0.899 < 0.9, visits clustered. Judged at
        // 0.95 each, three such finalists can make the pick infeasible with probability up to 3 α; judged at
        // 1 − α/3 it is at most α. The one-sided 95 % Clopper–Pearson upper bound of the count must be ≤ α
        // with room: the count is at most 8 of 300 (share 0.027, bound 0.047).
        let shares = Array(repeating: 0.95, count: 7) + Array(repeating: 0.899, count: 3)
        var settings = OptimizationSettings()
        settings.indifferenceZone = 0.5
        let tally = try PickFeasibilityTally.measure(
            problem: Self.problem, knob: OptimizerTests.knob, settings: settings, repetitions: 300, threads: 2
        ) { seed in KnownAnswerEvaluator(seed: seed, shares: shares, trials: 10, spread: 0.04) }
        #expect(tally.repetitions == 300)
        #expect(tally.infeasiblePicks <= 8, "\(tally.infeasiblePicks) of 300 picks infeasible")
        #expect(tally.upperBound <= 0.05)
        #expect(tally.picks >= 270)
    }
}
