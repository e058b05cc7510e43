import FenceStats

extension Optimizer {
    /// The ranking-and-selection confirmation of `finalists` on fresh replications (indices from
    /// ``confirmationBase``, the same for every finalist: common random numbers): a two-stage procedure
    /// with a Bonferroni bound over the k − 1 pairwise differences (Clark & Yang 1986; Nelson & Matejcik
    /// 1995, who show it valid under common random numbers).
    ///
    /// Stage 1 runs n₀ replications of each finalist; with t = t₁₋α/(k−1), n₀−1 (α = 1 − confidence) and
    /// S²ᵢⱼ the sample variance of the paired differences of finalists i and j, every finalist runs
    /// N = max(n₀, maxᵢⱼ ⌈t² S²ᵢⱼ / δ²⌉) replications in all. If the objective's values are normal, the
    /// best sample mean over N is then within δ of the best finalist's true mean with probability
    /// ≥ 1 − α (the indifference-zone guarantee). The pick is the best among the finalists whose
    /// constraint holds with confidence on the same N replications (one-sided bound); a budget that cuts N
    /// voids the guarantee, which the results record (``OptimizationOutcome/Confirmation/requiredReplications``).
    func confirm<E>(_ finalists: [Int], halving: [Int: OptimizationEstimate], runner: inout Runs<E>)
        throws(ExperimentError) -> OptimizationOutcome.Confirmation?
    {
        guard !finalists.isEmpty else { return nil }
        let n0 = settings.confirmationReplications
        let base = Self.confirmationBase
        let first = try values(finalists, replications: base..<(base + n0), runner: &runner)
        let k = finalists.count
        let alpha = 1 - problem.confidence
        let t = k < 2 ? 0 : ((try? Quantiles.studentT(1 - alpha / Double(k - 1), degreesOfFreedom: Double(n0 - 1))) ?? 0)
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
        var total = required
        if let budget = settings.budget {
            let affordable = (budget - runner.runs) / k + n0
            total = max(n0, min(required, affordable))
        }
        let estimates = try self.estimates(finalists, replications: base..<(base + total), runner: &runner)
        let feasible = finalists.filter { estimates[$0]!.surelyFeasible(problem) }
        return OptimizationOutcome.Confirmation(
            finalists: finalists, estimates: finalists.map { estimates[$0]! }, firstStage: n0, tQuantile: t,
            indifferenceZone: delta, replications: total, requiredReplications: required, runs: k * total,
            feasible: feasible)
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
