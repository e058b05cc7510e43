import FenceExperiment
import FenceStats

/// A synthetic optimisation problem whose truth is known, to measure what the optimiser promises
/// (`fencebench optimization-guarantee`, `docs/optimization.md` "The guarantee").
///
/// Candidate x = 0, 1, … (the knob's value) has objective mean x, with a replication's shared luck N(0, 1)
/// (common to every candidate: common random numbers) and its own N(0, 0.5); and a share with true value
/// `shares[x]` over `trials` visits per replication, clustered as a simulation's visits are: a replication's
/// own success probability is `shares[x]` ± `spread` (each with probability 1/2), so its visits are
/// binomial given the replication but the pooled share has design effect 1 + (trials − 1) spread² /
/// (p (1 − p)) > 1. The pooled share's expectation is `shares[x]` (keep `shares[x]` ± `spread` in [0, 1]):
/// a candidate is feasible for `share >= threshold` exactly when `shares[x] >= threshold`.
public struct KnownAnswerEvaluator: OptimizationEvaluator {
    /// The seed of every replication's streams.
    public var seed: UInt64
    /// Each candidate's true share.
    public var shares: [Double]
    /// Visits per replication.
    public var trials: Int
    /// How far a replication's success probability lies from the true share, either way.
    public var spread: Double

    public init(seed: UInt64, shares: [Double], trials: Int, spread: Double) {
        self.seed = seed
        self.shares = shares
        self.trials = trials
        self.spread = spread
    }

    public func outcome(values: [Double], replication: Int, model: Int?) -> ReplicationOutcome {
        let x = Int(values[0])
        let shared = RandomStream(masterSeed: seed, replication: UInt64(replication), name: "known.shared")
        let own = RandomStream(masterSeed: seed, replication: UInt64(replication), name: "known.own/\(x)")
        let objective = Double(x) + shared.normal() + own.normal(sd: 0.5)
        let p = shares[x] + (own.uniform() < 0.5 ? spread : -spread)
        let successes = (0..<trials).filter { _ in own.uniform() < p }.count
        return ReplicationOutcome(
            objective: .init(value: objective, weight: 1),
            constraint: .init(value: Double(successes), weight: Double(trials)))
    }

    /// Whether candidate `values` truly meets `problem`'s constraint.
    public func feasible(_ values: [Double], problem: OptimizationProblem) -> Bool {
        let share = shares[Int(values[0])]
        return problem.comparison == .atLeast ? share >= problem.threshold : share <= problem.threshold
    }
}
