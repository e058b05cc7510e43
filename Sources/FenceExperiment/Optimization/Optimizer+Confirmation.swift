import FenceStats

extension Optimizer {
    /// The confirmation of `finalists` on fresh replications (indices from ``confirmationBase``, the same
    /// for every finalist: common random numbers), in two phases: feasibility, then ranking and selection.
    ///
    /// Stage 1 runs n₀ replications of each finalist. A finalist whose constraint is neither shown to hold
    /// nor to fail (one-sided bounds at 1 − α/4, ``strictProblem``: Bonferroni over the looks at n₀, 2 n₀,
    /// 4 n₀ and N) and whose mean beats the best finalist shown feasible runs twice as many, and again, up
    /// to 4 n₀ (within the budget). The finalists shown feasible go on; the others are out (one feasible by a hair may be lost — the guarantee is
    /// relative to the finalists shown feasible).
    /// Among the k that go on, a two-stage procedure with a Bonferroni bound over the k − 1 pairwise
    /// differences ([@ClarkYang1986]; [@NelsonMatejcik1995], who show it valid under common
    /// random numbers): with t = t₁₋α/(k−1), n₀−1 (α = 1 − confidence) and S²ᵢⱼ the sample variance of the paired
    /// differences of i and j over stage 1, each runs N = max(n₀, maxᵢⱼ ⌈t² S²ᵢⱼ / δ²⌉) replications in all.
    /// If the objective is normal, the best sample mean over N is then within δ of the best of them with
    /// probability ≥ 1 − α (the indifference-zone guarantee). The pick is the best by that mean among
    /// those whose constraint still holds (at 1 − α/4) on all N replications. A budget that cuts N voids
    /// the guarantee, which the results record (``OptimizationOutcome/Confirmation/requiredReplications``).
    func confirm<E>(_ finalists: [Int], halving: [Int: OptimizationEstimate], runner: inout Runs<E>)
        throws(ExperimentError) -> OptimizationOutcome.Confirmation?
    {
        guard !finalists.isEmpty else { return nil }
        let n0 = settings.confirmationReplications
        let base = Self.confirmationBase
        let start = runner.runs
        let strict = strictProblem
        var estimates = try self.estimates(finalists, replications: base..<(base + n0), judged: strict, runner: &runner)
        // Feasibility: a finalist neither surely feasible nor surely infeasible, and better by its mean than
        // the best surely feasible one, runs twice the replications, up to the cap.
        var replications = n0
        while replications * 2 <= 4 * n0 {
            let feasibleNow = finalists.filter { estimates[$0]!.surelyFeasible(strict) }
            let leader = best(of: feasibleNow, estimates: estimates).map { estimates[$0]!.objectiveMean }
            let undecided = finalists.filter {
                let estimate = estimates[$0]!
                return !estimate.surelyFeasible(strict) && !estimate.surelyInfeasible(strict)
                    && leader.map { problem.better(estimate.objectiveMean, than: $0) } ?? true
            }
            let cost = undecided.count * replications
            if undecided.isEmpty || settings.budget.map({ runner.runs + cost > $0 }) ?? false { break }
            replications *= 2
            let more = try self.estimates(
                undecided, replications: base..<(base + replications), judged: strict, runner: &runner)
            estimates.merge(more) { _, later in later }
        }
        let contenders = finalists.filter { estimates[$0]!.surelyFeasible(strict) }
        let first = try values(contenders, replications: base..<(base + n0), runner: &runner)
        let k = contenders.count
        let alpha = 1 - problem.confidence
        let t =
            k < 2 ? 0 : ((try? Quantiles.studentT(1 - alpha / Double(k - 1), degreesOfFreedom: Double(n0 - 1))) ?? 0)
        let delta =
            settings.indifferenceZone
            ?? 0.01 * abs(best(of: finalists, estimates: halving).map { halving[$0]!.objectiveMean } ?? 0)
        var required = n0
        for i in 0..<k {
            for j in (i + 1)..<k {
                let differences = zip(first[i], first[j]).map { $0 - $1 }
                guard let variance = (try? Summary(differences))?.variance, delta > 0 else { continue }
                let wanted = (t * t * variance / (delta * delta)).rounded(.up)
                required = max(required, wanted.isFinite ? Int(min(wanted, 1e9)) : required)
            }
        }
        let ran = contenders.map { estimates[$0]!.replications }.max() ?? n0
        var total = max(required, ran)
        if let budget = settings.budget, k > 0 {
            let missing = contenders.reduce(0) { $0 + max(0, total - estimates[$1]!.replications) }
            if runner.runs + missing > budget { total = max(ran, ran + (budget - runner.runs) / k) }
        }
        let second = try self.estimates(
            contenders, replications: base..<(base + total), judged: strict, runner: &runner)
        estimates.merge(second) { _, later in later }
        let feasible = contenders.filter { estimates[$0]!.surelyFeasible(strict) }
        return OptimizationOutcome.Confirmation(
            finalists: finalists, estimates: finalists.map { estimates[$0]! }, firstStage: n0, contenders: contenders,
            tQuantile: t, indifferenceZone: delta, replications: total, requiredReplications: required,
            runs: runner.runs - start, feasible: feasible)
    }

    /// Looks at a finalist's feasibility in the confirmation: at n₀, 2 n₀, 4 n₀ and N.
    static let feasibilityLooks = 4

    /// The problem with the confirmation's feasibility confidence: 1 − α / ``feasibilityLooks`` (a Bonferroni
    /// correction over the looks, so a finalist near its threshold is not shown feasible by looking again).
    var strictProblem: OptimizationProblem {
        var strict = problem
        strict.confidence = 1 - (1 - problem.confidence) / Double(Self.feasibilityLooks)
        return strict
    }

    /// The objective's per-replication values of each of `indices` over `replications` (0 where a run
    /// leaves it undefined, which only a share can be).
    func values<E>(_ indices: [Int], replications: Range<Int>, runner: inout Runs<E>) throws(ExperimentError)
        -> [[Double]]
    {
        let keys = indices.flatMap { candidate in
            replications.map { Key(candidate: candidate, replication: $0, model: nil) }
        }
        let outcomes = try runner.outcomes(keys, values: { candidates[$0] })
        return indices.indices.map { offset in
            outcomes[(offset * replications.count)..<((offset + 1) * replications.count)].map {
                $0.objective.ratio ?? 0
            }
        }
    }
}
