import FenceExperiment

extension Optimizer {
    /// Local search after the halving, so that a good setting the starting candidates missed can still be
    /// found next to one they hold (a neighbourhood step in the manner of COMPASS [@HongNelson2006]). A
    /// round takes the best finalist (the first of ``finalistsOf(_:estimates:)``: the best by objective
    /// whose point estimate meets the constraint) as its centre, adds the centre's neighbours not evaluated
    /// yet (one knob one step away: ``OptimizationKnob/neighbours(of:stepFraction:)``, a continuous knob's
    /// step an ``OptimizationSettings/sampledCandidates``-th of its range) and runs them with the finalists
    /// through halving stages on the same replications 0, 1, … (the finalists' runs are known), from
    /// ``OptimizationSettings/initialReplications`` doubling up to the finalists' `replications`, with the
    /// halving's rules of dropping and keeping. No stage runs more new runs than the first could
    /// (``neighbourhoodStageRuns``), or one neighbour's added replications when that is more: the kept
    /// neighbours beyond that are cut, the best plausibly feasible ones kept. A stage where no neighbour is
    /// left ends the round. The round's finalists are then chosen as the halving's are, on the finalists'
    /// replications. Rounds go on while the centre changes, up to ``OptimizationSettings/localSearchRounds``,
    /// while untried neighbours are left and while the budget (less the confirmation's first stage) pays
    /// for a round's most runs (``roundRuns``).
    func localSearch<E>(
        from finalists: [Int], replications ceiling: Int, record: inout SearchRecord, runner: inout Runs<E>
    ) throws(ExperimentError) -> [Int] {
        var finalists = finalists
        var tried = Set(runner.candidates)
        let reserve = settings.finalists * settings.confirmationReplications
        var round = 0
        while round < settings.localSearchRounds, let centre = finalists.first {
            let fresh = neighbourhood(of: runner.candidates[centre]).filter { !tried.contains($0) }
            let overBudget = settings.budget.map { runner.runs + roundRuns + reserve > $0 } ?? false
            if fresh.isEmpty || overBudget { break }
            round += 1
            tried.formUnion(fresh)
            var added: Set<Int> = []
            for values in fresh { added.insert(runner.add(values)) }
            var members = finalists + added.sorted()
            var replications = settings.initialReplications
            while true {
                let before = runner.runs
                var (infeasible, kept) = try judge(
                    members, replications: replications, record: &record, runner: &runner)
                let last = replications * 2 > ceiling
                if !last {
                    let count = max(1, neighbourhoodStageRuns / replications)
                    let affordableNeighbours = affordable(
                        kept.filter(added.contains), count: count, guaranteed: min(settings.finalists, count),
                        estimates: record.estimates)
                    kept = kept.filter { !added.contains($0) || affordableNeighbours.contains($0) }
                }
                record.stages.append(
                    OptimizationOutcome.Stage(
                        stage: record.stages.count + 1, round: round, centre: centre, candidates: members.count,
                        replications: replications, runs: runner.runs - before, droppedInfeasible: infeasible.count,
                        kept: kept))
                members = kept
                if last || !members.contains(where: added.contains) { break }
                replications *= 2
            }
            // The survivors on the finalists' replications (known runs: a neighbour left at the end ran them).
            let final = try estimates(members, replications: 0..<ceiling, runner: &runner)
            record.estimates.merge(final) { _, later in later }
            finalists = finalistsOf(members, estimates: record.estimates)
            if finalists.first == centre { break }
        }
        return finalists
    }

    /// The settings one knob one step away from `values` (knob order, then the lower step first).
    func neighbourhood(of values: [Double]) -> [[Double]] {
        let fraction = 1 / Double(settings.sampledCandidates)
        return knobs.indices.flatMap { knob in
            knobs[knob].neighbours(of: values[knob], stepFraction: fraction).map { value in
                var neighbour = values
                neighbour[knob] = value
                return neighbour
            }
        }
    }

    /// The most new runs of a local search round's first stage: the most neighbours a setting has, each on
    /// ``OptimizationSettings/initialReplications``.
    var neighbourhoodStageRuns: Int {
        knobs.reduce(0) { $0 + $1.neighbourCount } * settings.initialReplications
    }

    /// The most new runs of one local search round: its first stage's ``neighbourhoodStageRuns``, then at
    /// most max(``neighbourhoodStageRuns``, r) for each stage adding r replications, up to
    /// ``OptimizationSettings/maximumStageReplications``. Zero when the candidates are the whole grid
    /// (no neighbour is left untried).
    var roundRuns: Int {
        if CandidateSet.isWholeGrid(knobs: knobs, settings: settings) { return 0 }
        var (runs, replications) = (neighbourhoodStageRuns, settings.initialReplications)
        while replications * 2 <= settings.maximumStageReplications {
            runs += max(neighbourhoodStageRuns, replications)
            replications *= 2
        }
        return runs
    }
}
