import FenceStats
import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// A stubbed evaluator with a known answer: candidate x ∈ {0, …, 9} has objective mean x (noise: a
/// replication's shared luck, N(0, 1), plus the candidate's own, N(0, 0.5)), and a share whose true value
/// is 0.98 up to x = 5 and 0.80 beyond (10 trials per replication). Maximising the objective subject to
/// share ≥ 0.9 has the known optimum x = 5. At a robust model point `m` the share of x = 5 falls to 0.80
/// when `m` is odd (half the points), so a robust check at the 10 % quantile must move the pick to x = 4.
struct CliffEvaluator: OptimizationEvaluator {
    var seed: UInt64

    func share(_ x: Int, model: Int?) -> Double {
        if x == 5, let model, model % 2 == 1 { return 0.80 }
        return x <= 5 ? 0.98 : 0.80
    }

    func outcome(values: [Double], replication: Int, model: Int?) -> ReplicationOutcome {
        let x = Int(values[0])
        let shared = RandomStream(masterSeed: seed, replication: UInt64(replication), name: "stub.shared")
        let own = RandomStream(
            masterSeed: seed, replication: UInt64(replication), name: "stub.own/\(x)/\(model ?? -1)")
        let objective = Double(x) + shared.normal() + own.normal(sd: 0.5)
        let p = share(x, model: model)
        let successes = (0..<10).filter { _ in own.uniform() < p }.count
        return ReplicationOutcome(
            objective: .init(value: objective, weight: 1), constraint: .init(value: Double(successes), weight: 10))
    }
}

@Suite("Optimizer: successive halving and confirmation on a known optimum")
struct OptimizerTests {
    static let problem = OptimizationProblem(
        strategy: "stub", objective: .batteryLifeHours, direction: .maximize, constraint: .entryRecall,
        comparison: .atLeast, threshold: 0.9, confidence: 0.95)
    static let knob = OptimizationKnob(path: "x", kind: .integer, values: (0...9).map(Double.init))

    static func settings(seed: UInt64) -> OptimizationSettings {
        var settings = OptimizationSettings()
        settings.seed = seed
        settings.indifferenceZone = 0.5
        return settings
    }

    @Test("The pick is the known optimum x = 5 in at least 95 % of 60 seeds")
    func knownOptimum() throws {
        var hits = 0
        for seed in 1...60 {
            let optimizer = Optimizer(
                problem: Self.problem, knobs: [Self.knob], settings: Self.settings(seed: UInt64(seed)))
            let outcome = try optimizer.run(evaluator: CliffEvaluator(seed: UInt64(seed)), threads: 1)
            if let pick = outcome.pick, optimizer.candidates[pick] == [5] { hits += 1 }
        }
        #expect(hits >= 57, "picked x = 5 in \(hits) of 60 seeds")
    }

    @Test("Stages count their runs; the total is the distinct runs; every candidate starts on the same replications")
    func runCounts() throws {
        let optimizer = Optimizer(problem: Self.problem, knobs: [Self.knob], settings: Self.settings(seed: 3))
        let outcome = try optimizer.run(evaluator: CliffEvaluator(seed: 3), threads: 2)
        #expect(outcome.stages.first?.candidates == 10)
        #expect(outcome.stages.first?.runs == 10 * OptimizationSettings().initialReplications)
        let halvingRuns = outcome.stages.reduce(0) { $0 + $1.runs }
        let confirmationRuns = outcome.confirmation?.runs ?? 0
        #expect(outcome.runs == halvingRuns + confirmationRuns)
        // The stub's infeasible side (x ≥ 6, share 0.80) is dropped as surely infeasible by the halving.
        let infeasible = outcome.candidates.filter { $0.values[0] >= 6 }
        #expect(infeasible.allSatisfy { $0.droppedInfeasible })
    }

    @Test("The run count is bounded by construction: at most the stated maximum at every seed, and within a budget")
    func boundedRuns() throws {
        // By hand, with the defaults (4 first replications, cap 32, 3 finalists, n₀ = 40): a stage runs at
        // most the first stage's 10 × 4 = 40 runs; a stage adding r replications runs only while
        // (3 + 1) × r ≤ 40, so stages add 4 (stage 2) and 8 (stage 3) but not 16: 3 stages, ≤ 120 runs.
        // The confirmation: 3 finalists × 2 × 40 = 240. In all ≤ 360.
        var stagesSeen: Set<Int> = []
        for seed in 1...20 {
            let optimizer = Optimizer(
                problem: Self.problem, knobs: [Self.knob], settings: Self.settings(seed: UInt64(seed)))
            #expect(optimizer.maximumRuns == 360)
            let outcome = try optimizer.run(evaluator: CliffEvaluator(seed: UInt64(seed)), threads: 2)
            #expect(outcome.runs <= 360, "seed \(seed): \(outcome.runs) runs")
            #expect(outcome.maximumRuns == 360)
            #expect(outcome.stages.allSatisfy { $0.runs <= 40 }, "seed \(seed): \(outcome.stages.map(\.runs))")
            stagesSeen.insert(outcome.stages.count)
        }
        #expect(stagesSeen.allSatisfy { $0 <= 3 })
        // A budget (at least the first stage and the confirmation's n₀, as the command requires) is never
        // passed and, below the unbudgeted maximum or above it, the confirmation's N is what the budget leaves
        // when it starts, shared by the m finalists (fixed before any confirmation run, so it cannot depend on
        // which finalists its first n₀ replications put out): N = max(n₀, ⌊(budget − runs before it) / m⌋).
        for budget in [160, 200, 250, 600] {
            var settings = Self.settings(seed: 4)
            settings.budget = budget
            let optimizer = Optimizer(problem: Self.problem, knobs: [Self.knob], settings: settings)
            #expect(optimizer.maximumRuns == budget)
            let outcome = try optimizer.run(evaluator: CliffEvaluator(seed: 4), threads: 2)
            #expect(outcome.runs <= budget, "budget \(budget): \(outcome.runs) runs")
            let confirmation = try #require(outcome.confirmation)
            let before = outcome.runs - confirmation.runs
            let m = confirmation.finalists.count
            #expect(budget - before >= m * 40)
            #expect(confirmation.replications == max(40, (budget - before) / m))
            #expect(confirmation.runs == m * 40 + confirmation.contenders.count * (confirmation.replications - 40))
        }
    }

    @Test("The same seed gives the same outcome on 1 and 4 threads, and from a half-filled checkpoint")
    func determinism() throws {
        let optimizer = Optimizer(problem: Self.problem, knobs: [Self.knob], settings: Self.settings(seed: 9))
        let one = try optimizer.run(evaluator: CliffEvaluator(seed: 9), threads: 1)
        let four = try optimizer.run(evaluator: CliffEvaluator(seed: 9), threads: 4)
        #expect(one == four)
        let evaluator = CliffEvaluator(seed: 9)
        var known: [Optimizer.Key: ReplicationOutcome] = [:]
        for replication in 0..<4 {
            for x in 0..<5 {
                known[Optimizer.Key(candidate: x, replication: replication, model: nil)] = evaluator.outcome(
                    values: [Double(x)], replication: replication, model: nil)
            }
        }
        #expect(try optimizer.run(evaluator: evaluator, threads: 2, known: known) == one)
    }

    @Test("Robust mode: the default-point pick x = 5 fails at the 10 % quantile over model points; x = 4 wins")
    func robust() throws {
        let robust = RobustSettings(
            source: "stub", paths: ["m"], points: (0..<10).map { [Double($0)] }, quantile: 0.1, replications: 20)
        let optimizer = Optimizer(
            problem: Self.problem, knobs: [Self.knob], settings: Self.settings(seed: 5), robust: robust)
        let outcome = try optimizer.run(evaluator: CliffEvaluator(seed: 5), threads: 2)
        let pick = try #require(outcome.pick)
        #expect(optimizer.candidates[pick] == [5])
        let check = try #require(outcome.robust)
        #expect(check.verdicts.first?.candidate == pick)
        #expect(check.verdicts.first?.holds == false)
        #expect(check.pick.map { optimizer.candidates[$0] } == [4])
        #expect(check.runs == check.verdicts.count * 10 * 20)
    }

    @Test("A grid larger than fullGridUpTo is sampled by a Latin hypercube: one value per stratum of each knob")
    func latinHypercube() {
        var settings = OptimizationSettings()
        settings.fullGridUpTo = 4
        settings.sampledCandidates = 10
        let knobs = [
            OptimizationKnob(path: "a", kind: .continuous, values: [], lower: 0, upper: 10),
            OptimizationKnob(path: "b", kind: .integer, values: (0..<10).map(Double.init)),
        ]
        let candidates = CandidateSet.make(knobs: knobs, settings: settings)
        #expect(candidates.count == 10)
        #expect(Set(candidates.map { Int($0[0]) }) == Set(0..<10))
        #expect(Set(candidates.map { $0[1] }) == Set((0..<10).map(Double.init)))
    }
}
