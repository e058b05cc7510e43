import FenceExperiment

extension Optimizer {
    /// What the halving and the local search found so far: their stages, every candidate's latest
    /// estimate, those dropped as surely infeasible and each candidate's last stage (from 1).
    struct SearchRecord {
        var stages: [OptimizationOutcome.Stage] = []
        var estimates: [Int: OptimizationEstimate] = [:]
        var dropped: Set<Int> = []
        var lastStage: [Int: Int] = [:]
    }

    /// Successive halving over replications: every surviving candidate runs the same replications
    /// 0, 1, … (common random numbers), the first stage ``OptimizationSettings/initialReplications``,
    /// each later stage twice as many. After each stage the candidates whose constraint is surely
    /// infeasible (one-sided upper bound below the threshold for `>=`) are dropped; of the rest, ranked
    /// by objective, the stage keeps the shortest best-first prefix holding ⌈n/2⌉ candidates whose point
    /// estimate meets the constraint — so a candidate that looks better but may be infeasible stays to be
    /// judged on more replications, and the better half of the plausibly feasible ones goes on. No stage
    /// runs more than the first (``stageRuns``): when the kept ones would, only the best by objective that
    /// fit go on, the best plausibly feasible ones always among them (``affordable(_:count:guaranteed:estimates:)``).
    /// Halving ends at ``OptimizationSettings/finalists`` candidates, at the replication cap, or when the
    /// budget (less the confirmation's first stage) would be passed; the finalists are then the best by
    /// objective among the plausibly feasible, filled up with the best of the rest, returned with the
    /// replications they ran.
    func halving<E>(record: inout SearchRecord, runner: inout Runs<E>) throws(ExperimentError) -> (
        finalists: [Int], replications: Int
    ) {
        var survivors = Array(candidates.indices)
        var replications = 0
        let reserve = settings.finalists * settings.confirmationReplications
        while true {
            let target = replications == 0 ? settings.initialReplications : replications * 2
            let cost = survivors.count * (target - replications)
            let overBudget = settings.budget.map { runner.runs + cost + reserve > $0 } ?? false
            if replications > 0, overBudget || target > settings.maximumStageReplications { break }
            var (infeasible, kept) = try judge(survivors, replications: target, record: &record, runner: &runner)
            replications = target
            // The next stage adds `target` replications to each one kept: no more of them than the first
            // stage's runs pay for.
            if target * 2 <= settings.maximumStageReplications {
                kept = affordable(
                    kept, count: max(settings.finalists, stageRuns / target), guaranteed: settings.finalists,
                    estimates: record.estimates)
            }
            record.stages.append(
                OptimizationOutcome.Stage(
                    stage: record.stages.count + 1, round: 0, centre: nil, candidates: survivors.count,
                    replications: target, runs: cost, droppedInfeasible: infeasible.count, kept: kept))
            survivors = kept
            if survivors.count <= settings.finalists { break }
        }
        return (finalistsOf(survivors, estimates: record.estimates), replications)
    }

    /// One stage's judgement of `members` on replications 0..<`replications` (all their runs at once), recorded
    /// in `record`: their estimates and last stage, those surely infeasible (returned and dropped), and the
    /// rest kept by the halving's rule (``halved(_:estimates:)``: all of them when at most the finalists
    /// remain), best objective first. The halving and the local search rounds share it.
    func judge<E>(_ members: [Int], replications: Int, record: inout SearchRecord, runner: inout Runs<E>)
        throws(ExperimentError) -> (infeasible: [Int], kept: [Int])
    {
        let all = try estimates(members, replications: 0..<replications, runner: &runner)
        record.estimates.merge(all) { _, later in later }
        for candidate in members { record.lastStage[candidate] = record.stages.count + 1 }
        let infeasible = members.filter { all[$0]!.surelyInfeasible(problem) }
        record.dropped.formUnion(infeasible)
        let remaining = ranked(members.filter { !record.dropped.contains($0) }, estimates: record.estimates)
        let kept = remaining.count <= settings.finalists ? remaining : halved(remaining, estimates: record.estimates)
        return (infeasible, kept)
    }

    /// The best-first prefix of `ranked` that holds ⌈n/2⌉ (at least ``OptimizationSettings/finalists``)
    /// plausibly feasible candidates, or all of them.
    func halved(_ ranked: [Int], estimates: [Int: OptimizationEstimate]) -> [Int] {
        let wanted = max(settings.finalists, (ranked.count + 1) / 2)
        var kept: [Int] = []
        var plausible = 0
        for candidate in ranked where plausible < wanted {
            kept.append(candidate)
            if estimates[candidate]!.plausiblyFeasible(problem) { plausible += 1 }
        }
        return kept
    }

    /// At most `count` of `kept` (best objective first), in that order: the best ones by objective, but
    /// always the best `guaranteed` (at most `count`) whose point estimate meets the constraint.
    func affordable(_ kept: [Int], count: Int, guaranteed: Int, estimates: [Int: OptimizationEstimate]) -> [Int] {
        var chosen = Set(kept.filter { estimates[$0]!.plausiblyFeasible(problem) }.prefix(guaranteed))
        for candidate in kept where chosen.count < count { chosen.insert(candidate) }
        return kept.filter { chosen.contains($0) }
    }

    /// At most ``OptimizationSettings/finalists`` of `survivors`: the best by objective among those whose
    /// point estimate meets the constraint, then the best of the rest.
    func finalistsOf(_ survivors: [Int], estimates: [Int: OptimizationEstimate]) -> [Int] {
        let order = ranked(survivors, estimates: estimates)
        let plausible = order.filter { estimates[$0]!.plausiblyFeasible(problem) }
        return Array((plausible + order.filter { !plausible.contains($0) }).prefix(settings.finalists))
    }

    /// `finalists` with a safe one among them: when none of them is surely feasible on the replications it
    /// ran (the one-sided bound meets the threshold), the last place (or an empty one) goes to the best other
    /// candidate by objective whose constraint the confirmation should show feasible, were its estimate to
    /// hold on the confirmation's first n₀ replications, which it always runs, at the confirmation's
    /// per-finalist confidence (``OptimizationEstimate/projectedFeasible(_:replications:confidence:)``).
    /// So a confirmation that cannot show the better but borderline finalists feasible still has one it
    /// can, including a clearly feasible setting the halving dropped early by objective; the confirmation
    /// judges every finalist afresh.
    func withSafeFinalist(_ finalists: [Int], record: SearchRecord) -> [Int] {
        guard !finalists.contains(where: { record.estimates[$0]!.surelyFeasible(problem) }) else { return finalists }
        let replications = settings.confirmationReplications
        let confidence = feasibilityConfidence(finalists: settings.finalists)
        let eligible = record.estimates.keys.filter {
            !finalists.contains($0)
                && record.estimates[$0]!.projectedFeasible(problem, replications: replications, confidence: confidence)
        }
        guard let safe = best(of: eligible.sorted(), estimates: record.estimates) else { return finalists }
        return Array(finalists.prefix(settings.finalists - 1)) + [safe]
    }

    /// The most runs a halving stage makes: the first stage's, every candidate on
    /// ``OptimizationSettings/initialReplications``.
    var stageRuns: Int { candidates.count * settings.initialReplications }

    /// The most halving stages: the first, then one per doubling of the replications r (up to
    /// ``OptimizationSettings/maximumStageReplications``) while more than the finalists can go on within
    /// ``stageRuns``, i.e. (finalists + 1) × r ≤ ``stageRuns`` (a stage adds r replications to each).
    var maximumStages: Int {
        guard candidates.count > settings.finalists else { return 1 }
        var (stages, replications) = (1, settings.initialReplications)
        while replications * 2 <= settings.maximumStageReplications,
            (settings.finalists + 1) * replications <= stageRuns
        {
            (stages, replications) = (stages + 1, replications * 2)
        }
        return stages
    }
}
