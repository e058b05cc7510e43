import FenceStats
import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// A stubbed evaluator on a 10 × 10 grid whose known optimum a Latin hypercube of 32 points usually
/// misses: candidate (x, y) has objective mean x − |y − 3| (noise: a replication's shared luck, N(0, 1), plus
/// the candidate's own, N(0, 0.5)) and a share whose true value is 0.98 for x ≤ 6 and 0.80 beyond (10
/// trials per replication). Maximising the objective subject to share ≥ 0.9 has the known optimum (6, 3), on
/// the constraint's edge, as the outer radius's best is in the paper's problem.
struct RidgeEvaluator: OptimizationEvaluator {
    var seed: UInt64

    func outcome(values: [Double], replication: Int, model: Int?) -> ReplicationOutcome {
        let (x, y) = (Int(values[0]), Int(values[1]))
        let shared = RandomStream(masterSeed: seed, replication: UInt64(replication), name: "stub.shared")
        let own = RandomStream(masterSeed: seed, replication: UInt64(replication), name: "stub.own/\(x)/\(y)")
        let objective = Double(x - abs(y - 3)) + shared.normal() + own.normal(sd: 0.5)
        let p = x <= 6 ? 0.98 : 0.80
        let successes = (0..<10).filter { _ in own.uniform() < p }.count
        return ReplicationOutcome(
            objective: .init(value: objective, weight: 1), constraint: .init(value: Double(successes), weight: 10))
    }
}

@Suite("Optimizer: local search around the best finalist")
struct LocalSearchTests {
    static let knobs = ["x", "y"].map { OptimizationKnob(path: $0, kind: .integer, values: (0...9).map(Double.init)) }

    static func optimizer(seed: UInt64, rounds: Int = OptimizationSettings().localSearchRounds) -> Optimizer {
        var settings = OptimizationSettings()
        settings.seed = seed
        settings.indifferenceZone = 0.5
        settings.localSearchRounds = rounds
        return Optimizer(problem: OptimizerTests.problem, knobs: knobs, settings: settings)
    }

    @Test("The pick is the known optimum (6, 3) in ≥ 95 % of 60 seeds, mostly when the starting candidates miss it")
    func knownOptimum() throws {
        var (hits, hitsWithout, foundByLocalSearch) = (0, 0, 0)
        for seed in UInt64(1)...60 {
            let optimizer = Self.optimizer(seed: seed)
            #expect(optimizer.candidates.count <= 32)
            let outcome = try optimizer.run(evaluator: RidgeEvaluator(seed: seed), threads: 2)
            let picked = outcome.pick.map { outcome.candidates[$0].values }
            if picked == [6, 3] {
                hits += 1
                if !optimizer.candidates.contains([6, 3]) { foundByLocalSearch += 1 }
            }
            #expect(outcome.runs <= outcome.maximumRuns, "seed \(seed)")
            let without = try Self.optimizer(seed: seed, rounds: 0).run(
                evaluator: RidgeEvaluator(seed: seed), threads: 2)
            if without.pick.map({ without.candidates[$0].values }) == [6, 3] { hitsWithout += 1 }
        }
        #expect(hits >= 57, "picked (6, 3) in \(hits) of 60 seeds")
        // The optimum is one of 100 grid points and a 32-point hypercube holds it at about a third of the seeds:
        // without local search it can be picked no more often than that.
        #expect(hitsWithout < 30, "without local search: \(hitsWithout) of 60")
        #expect(foundByLocalSearch >= 20, "found by the local search alone at \(foundByLocalSearch) seeds")
    }

    @Test("Neighbours: one knob one step; a continuous knob moves by a stratum's width within its range")
    func neighbours() {
        let optimizer = Self.optimizer(seed: 1)
        #expect(optimizer.neighbourhood(of: [0, 5]) == [[1, 5], [0, 4], [0, 6]])
        #expect(optimizer.neighbourhood(of: [9, 9]) == [[8, 9], [9, 8]])
        let continuous = OptimizationKnob(path: "c", kind: .continuous, values: [], lower: 0, upper: 32)
        #expect(continuous.neighbours(of: 0.5, stepFraction: 1.0 / 32) == [1.5])
        #expect(continuous.neighbours(of: 10, stepFraction: 1.0 / 32) == [9, 11])
        let listed = OptimizationKnob(path: "l", kind: .categorical, values: [250, 500, 1000, 2000])
        #expect(listed.neighbours(of: 1000, stepFraction: 1.0 / 32) == [500, 2000])
        #expect(listed.neighbourCount == 2)
        #expect(OptimizationKnob(path: "b", kind: .categorical, values: [0, 1]).neighbourCount == 1)
    }

    @Test("The run count is bounded by construction: a round's stages within the stated most, the total too")
    func boundedRuns() throws {
        // By hand: 2 knobs × 2 neighbours × 4 replications = 16 new runs in a round's first stage; a stage
        // adding r replications at most max(16, r): r = 4, 8, 16 → 16 + 16 + 16 + 16 = 64 per round. The
        // halving: 32 candidates (fewer when the draw repeats a point) × 4 = at most 128 runs per stage.
        for seed in UInt64(1)...10 {
            let optimizer = Self.optimizer(seed: seed)
            #expect(optimizer.roundRuns == 64)
            let outcome = try optimizer.run(evaluator: RidgeEvaluator(seed: seed), threads: 2)
            for round in Set(outcome.stages.map(\.round)).subtracting([0]) {
                let stages = outcome.stages.filter { $0.round == round }
                #expect(stages.reduce(0) { $0 + $1.runs } <= 64, "seed \(seed) round \(round)")
                #expect(stages.first.map { $0.runs <= 16 } ?? false)
            }
            #expect(outcome.runs == outcome.stages.reduce(0) { $0 + $1.runs } + (outcome.confirmation?.runs ?? 0))
            #expect(outcome.runs <= optimizer.maximumRuns)
            // Every candidate the search added is one knob one step from an earlier candidate.
            for added in outcome.candidates.dropFirst(optimizer.candidates.count) {
                let earlier = outcome.candidates.prefix(added.index).map(\.values)
                #expect(earlier.contains { zip($0, added.values).map { abs($0 - $1) }.reduce(0, +) == 1 })
            }
        }
    }

    @Test("Deterministic with added candidates: 1 and 4 threads, a half-filled checkpoint, shards batch by batch")
    func determinism() throws {
        let optimizer = Self.optimizer(seed: 7)
        let evaluator = RidgeEvaluator(seed: 7)
        let one = try optimizer.run(evaluator: evaluator, threads: 1)
        #expect(one.stages.contains { $0.round > 0 })
        #expect(try optimizer.run(evaluator: evaluator, threads: 4) == one)
        // Shards: each batch split in two shares, each share's runs made from the batch's own candidate list
        // (as a shard's `StudyDriver.runShard` makes them), merged, until the recorded runs finish the optimisation.
        var recorded: [Optimizer.Key: ReplicationOutcome] = [:]
        var batches = 0
        while let batch = optimizer.pendingBatch(known: recorded), batches < 100 {
            batches += 1
            for shard in [Shard(index: 1, count: 2)!, Shard(index: 2, count: 2)!] {
                for key in shard.units(of: batch) where recorded[key] == nil {
                    recorded[key] = evaluator.outcome(
                        values: batch.candidates[key.candidate], replication: key.replication, model: key.model)
                }
            }
        }
        #expect(optimizer.replayed(known: recorded) == one)
        // Half of those runs as a checkpoint: the resumed optimisation ends the same.
        let half = Dictionary(
            uniqueKeysWithValues: recorded.sorted { $0.key.candidate < $1.key.candidate }.prefix(
                recorded.count / 2
            ).map { ($0.key, $0.value) })
        #expect(try optimizer.run(evaluator: evaluator, threads: 2, known: half) == one)
    }
}

@Suite("OptimizationEstimate: a bound projected to more replications")
struct ProjectedFeasibilityTests {
    @Test("The safe-side bound's distance from the estimate shrinks by √(ran / target)")
    func projection() {
        var estimate = OptimizationEstimate([], problem: OptimizerTests.problem)
        estimate.replications = 10
        estimate.constraint = 0.95
        estimate.constraintLower = 0.86
        // By hand: at 40 replications the distance 0.09 shrinks by √(10/40) = 1/2 to 0.045: bound 0.905 ≥ 0.9.
        #expect(estimate.projectedFeasible(OptimizerTests.problem, replications: 40, confidence: 0.95))
        // At 30 it shrinks by √(1/3) to 0.052: bound 0.898 < 0.9; at the 10 it ran, 0.86.
        #expect(!estimate.projectedFeasible(OptimizerTests.problem, replications: 30, confidence: 0.95))
        #expect(!estimate.projectedFeasible(OptimizerTests.problem, replications: 10, confidence: 0.95))
        // At the confirmation's Bonferroni level over 3 finalists, 1 − 0.05/3: the distance grows by the ratio of
        // the normal quantiles, z(0.98333) / z(0.95) = 2.12805 / 1.64485 = 1.29377 (tables). At 50 replications
        // 0.09 · √(10/50) · 1.29377 = 0.0521: bound 0.8979 < 0.9; at 60, 0.0475: bound 0.9025 ≥ 0.9.
        #expect(!estimate.projectedFeasible(OptimizerTests.problem, replications: 50, confidence: 1 - 0.05 / 3))
        #expect(estimate.projectedFeasible(OptimizerTests.problem, replications: 60, confidence: 1 - 0.05 / 3))
        estimate.constraint = 0.89
        #expect(!estimate.projectedFeasible(OptimizerTests.problem, replications: 1_000_000, confidence: 0.95))
    }
}
