extension Optimizer {
    /// Successive halving over replications: every surviving candidate runs the same replications
    /// 0, 1, … (common random numbers), the first stage ``OptimizationSettings/initialReplications``,
    /// each later stage twice as many. After each stage the candidates whose constraint is surely
    /// infeasible (one-sided upper bound below the threshold for `>=`) are dropped; of the rest, ranked
    /// by objective, the stage keeps the shortest best-first prefix holding ⌈n/2⌉ candidates whose point
    /// estimate meets the constraint — so a candidate that looks better but may be infeasible stays to be
    /// judged on more replications, and the better half of the plausibly feasible ones goes on. Halving
    /// ends at ``OptimizationSettings/finalists`` candidates, at the replication cap, or when the budget
    /// (less the confirmation's first stage) would be passed; the finalists are then the best by objective
    /// among the plausibly feasible, filled up with the best of the rest.
    func halving<E>(_ runner: inout Runs<E>) throws(ExperimentError) -> (
        stages: [OptimizationOutcome.Stage], finalists: [Int], estimates: [Int: OptimizationEstimate],
        dropped: Set<Int>, lastStage: [Int: Int]
    ) {
        var survivors = Array(candidates.indices)
        var estimates: [Int: OptimizationEstimate] = [:]
        var stages: [OptimizationOutcome.Stage] = []
        var dropped: Set<Int> = []
        var lastStage: [Int: Int] = [:]
        var replications = 0
        let reserve = settings.finalists * settings.confirmationReplications
        while true {
            let target = replications == 0 ? settings.initialReplications : replications * 2
            let cost = survivors.count * (target - replications)
            let overBudget = settings.budget.map { runner.runs + cost + reserve > $0 } ?? false
            if replications > 0, overBudget || target > settings.maximumStageReplications { break }
            let all = try self.estimates(survivors, replications: 0..<target, runner: &runner)
            replications = target
            for (candidate, estimate) in all { estimates[candidate] = estimate }
            for candidate in survivors { lastStage[candidate] = stages.count + 1 }
            let infeasible = survivors.filter { estimates[$0]!.surelyInfeasible(problem) }
            dropped.formUnion(infeasible)
            let remaining = ranked(survivors.filter { !dropped.contains($0) }, estimates: estimates)
            let kept = remaining.count <= settings.finalists ? remaining : halved(remaining, estimates: estimates)
            stages.append(
                OptimizationOutcome.Stage(
                    stage: stages.count + 1, candidates: survivors.count, replications: target, runs: cost,
                    droppedInfeasible: infeasible.count, kept: kept))
            survivors = kept
            if survivors.count <= settings.finalists { break }
        }
        return (stages, finalistsOf(survivors, estimates: estimates), estimates, dropped, lastStage)
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

    /// At most ``OptimizationSettings/finalists`` of `survivors`: the best by objective among those whose
    /// point estimate meets the constraint, then the best of the rest.
    func finalistsOf(_ survivors: [Int], estimates: [Int: OptimizationEstimate]) -> [Int] {
        let order = ranked(survivors, estimates: estimates)
        let plausible = order.filter { estimates[$0]!.plausiblyFeasible(problem) }
        return Array((plausible + order.filter { !plausible.contains($0) }).prefix(settings.finalists))
    }
}
