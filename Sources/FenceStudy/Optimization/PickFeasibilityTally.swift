import FenceExperiment
import FenceStats

/// How often the optimiser's pick is infeasible over independent repetitions of a problem whose truth is
/// known (``KnownAnswerEvaluator``): the measurement of its guarantee P(pick infeasible) ≤ α
/// (`docs/optimization.md`).
public struct PickFeasibilityTally: Sendable, Equatable, Codable {
    /// Repetitions, those that picked a candidate, and those whose pick is truly infeasible.
    public var repetitions: Int
    public var picks: Int
    public var infeasiblePicks: Int
    /// α = 1 − the problem's confidence: the bound the guarantee promises.
    public var alpha: Double
    /// infeasiblePicks / repetitions, and its one-sided 95 % Clopper–Pearson upper bound ([@ClopperPearson1934]).
    public var share: Double
    public var upperBound: Double
    /// Runs per optimisation, on average.
    public var meanRuns: Double

    /// Runs `repetitions` optimisations of `problem` over `knob`, repetition r (from 1) with candidate-draw seed r
    /// and `evaluator(r)`, on `threads` workers (one optimisation per worker), and counts the picks that
    /// `evaluator(r)` says are infeasible.
    public static func measure(
        problem: OptimizationProblem, knob: OptimizationKnob, settings: OptimizationSettings, repetitions: Int,
        threads: Int, evaluator: @escaping @Sendable (UInt64) -> KnownAnswerEvaluator
    ) throws(ExperimentError) -> PickFeasibilityTally {
        let outcomes = try parallelMap(count: repetitions, threads: threads) {
            (index: Int) throws(ExperimentError) -> (picked: Bool, infeasible: Bool, runs: Int) in
            var own = settings
            own.seed = UInt64(index + 1)
            let optimizer = Optimizer(problem: problem, knobs: [knob], settings: own)
            let known = evaluator(UInt64(index + 1))
            let outcome = try optimizer.run(evaluator: known, threads: 1)
            guard let pick = outcome.pick else { return (false, false, outcome.runs) }
            return (true, !known.feasible(optimizer.candidates[pick], problem: problem), outcome.runs)
        }
        let infeasible = outcomes.filter(\.infeasible).count
        let bound = try? clopperPearsonInterval(successes: infeasible, trials: repetitions, level: 0.90)
        return PickFeasibilityTally(
            repetitions: repetitions, picks: outcomes.filter(\.picked).count, infeasiblePicks: infeasible,
            alpha: 1 - problem.confidence, share: Double(infeasible) / Double(max(1, repetitions)),
            upperBound: bound?.upper ?? 1,
            meanRuns: Double(outcomes.reduce(0) { $0 + $1.runs }) / Double(max(1, repetitions)))
    }
}
