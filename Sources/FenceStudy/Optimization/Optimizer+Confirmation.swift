import FenceExperiment
import FenceStats

extension Optimizer {
    /// The confirmation of `finalists` on fresh replications (indices from ``confirmationBase``, the same
    /// for every finalist: common random numbers), of a fixed size: at most finalists × N runs, N = 2 n₀
    /// (``maximumConfirmationRuns``).
    ///
    /// Every finalist runs n₀ replications; one whose constraint already fails with confidence (the
    /// one-sided bound on the other side misses the threshold) is out. The others run on to N and are
    /// judged once, there: shown feasible when the one-sided bound at 1 − α/m (α = 1 − confidence, m the
    /// finalists judged: Bonferroni) meets the threshold. The finalists were chosen on the halving's
    /// replications and N is fixed before any confirmation run, so each judgement is a single test at level
    /// α/m on data the selection did not see, and the pick (the best by its mean over N among those shown
    /// feasible) is infeasible only if some infeasible finalist was shown feasible: probability ≤ m · α/m = α,
    /// whichever the pick (``feasibilityConfidence(finalists:)``). With t = t₁₋α/(k−1), N−1 (k shown feasible)
    /// and S²ᵢⱼ the sample variance of the paired differences of i and j over the N replications, the pick's
    /// true mean is within δ̂ = maxᵢⱼ t Sᵢⱼ / √N of the best of the k with probability ≥ 1 − α if the
    /// objective is normal (a Bonferroni bound over the k − 1 differences with the best, [@ClarkYang1986]
    /// [@NelsonMatejcik1995], valid under common random numbers). The N that would make δ̂ ≤ δ is recorded
    /// (``OptimizationOutcome/Confirmation/requiredReplications``). Under a budget N is instead what the
    /// budget leaves when the confirmation starts, shared by the finalists: N = max(n₀, ⌊(budget − runs so
    /// far) / m⌋), more than 2 n₀ when the halving and the local search left more (power to show a finalist
    /// feasible by a small margin, and a smaller δ̂); a finalist out after n₀ leaves its share unspent, so
    /// that N does not depend on the confirmation's runs.
    func confirm<E>(_ finalists: [Int], halving: [Int: OptimizationEstimate], runner: inout Runs<E>)
        throws(ExperimentError) -> OptimizationOutcome.Confirmation?
    {
        guard !finalists.isEmpty else { return nil }
        let n0 = settings.confirmationReplications
        let base = Self.confirmationBase
        let start = runner.runs
        let confidence = feasibilityConfidence(finalists: finalists.count)
        var total = Self.confirmationGrowth * n0
        if let budget = settings.budget { total = max(n0, max(0, budget - start) / finalists.count) }
        var estimates = try self.estimates(
            finalists, replications: base..<(base + n0), confidence: confidence, runner: &runner)
        let contenders = finalists.filter { !estimates[$0]!.surelyInfeasible(problem) }
        let second = try self.estimates(
            contenders, replications: base..<(base + total), confidence: confidence, runner: &runner)
        estimates.merge(second) { _, later in later }
        let feasible = contenders.filter { estimates[$0]!.surelyFeasible(problem) }
        let values = try self.values(feasible, replications: base..<(base + total), runner: &runner)
        let k = feasible.count
        let alpha = 1 - problem.confidence
        let t =
            k < 2
            ? 0 : ((try? Quantiles.studentT(1 - alpha / Double(k - 1), degreesOfFreedom: Double(total - 1))) ?? 0)
        let delta =
            settings.indifferenceZone
            ?? 0.01 * abs(best(of: finalists, estimates: halving).map { halving[$0]!.objectiveMean } ?? 0)
        var largestVariance = 0.0
        for i in 0..<k {
            for j in (i + 1)..<k {
                let differences = zip(values[i], values[j]).map { $0 - $1 }
                largestVariance = max(largestVariance, (try? Summary(differences))?.variance ?? 0)
            }
        }
        let wanted = delta > 0 ? (t * t * largestVariance / (delta * delta)).rounded(.up) : .infinity
        return OptimizationOutcome.Confirmation(
            finalists: finalists, estimates: finalists.map { estimates[$0]! }, firstStage: n0, contenders: contenders,
            tQuantile: t, indifferenceZone: delta, replications: total,
            feasibilityConfidence: confidence,
            requiredReplications: wanted.isFinite ? Int(min(wanted, 1e9)) : 1_000_000_000,
            achievedIndifference: t * largestVariance.squareRoot() / Double(total).squareRoot(),
            runs: runner.runs - start, feasible: feasible)
    }

    /// The one-sided confidence at which the confirmation judges each of `finalists` finalists feasible:
    /// 1 − α/`finalists` (α = 1 − the problem's confidence), so that the chance that any infeasible one is
    /// shown feasible — and so that the pick is infeasible — is at most α (Bonferroni).
    func feasibilityConfidence(finalists: Int) -> Double {
        1 - (1 - problem.confidence) / Double(max(1, finalists))
    }

    /// N, the confirmation's replications of a finalist not out after the first n₀, is this many times n₀.
    public static let confirmationGrowth = 2

    /// The most runs of the confirmation: every finalist on N = ``confirmationGrowth`` n₀ replications.
    var maximumConfirmationRuns: Int {
        settings.finalists * Self.confirmationGrowth * settings.confirmationReplications
    }

    /// The objective's per-replication values of each of `indices` over `replications` (0 where a run
    /// leaves it undefined, which only a share can be).
    func values<E>(_ indices: [Int], replications: Range<Int>, runner: inout Runs<E>) throws(ExperimentError)
        -> [[Double]]
    {
        let keys = indices.flatMap { candidate in
            replications.map { Key(candidate: candidate, replication: $0, model: nil) }
        }
        let outcomes = try runner.outcomes(keys)
        return indices.indices.map { offset in
            outcomes[(offset * replications.count)..<((offset + 1) * replications.count)].map {
                $0.objective.ratio ?? 0
            }
        }
    }
}
