import FenceExperiment
import FenceFiles
import FenceReport

/// The table kind `optimizations OPTIMIZATIONS GRIDS` of ``FigureMarker``: one row per optimisation results
/// file that the pattern OPTIMIZATIONS matches (`…/by-seed/*/optimize/results.json`), beside the analysis of the
/// full grid sweep of the same problem that GRIDS matches with the same text (`…/by-seed/*/grid/analysis.json`):
/// the matched text (the seed), the grid's best feasible point with its objective's interval, the optimiser's
/// pick with its confirmed mean and N, where that mean lies against the grid's interval, and the robust pick.
enum OptimizationTable {
    /// The table's lines for `marker`.
    static func lines(_ marker: FigureMarker, sources: FigureSources) throws(FigureProblem) -> [String] {
        guard marker.arguments.count == 2 else {
            throw FigureProblem(
                "optimizations takes two file patterns", expected: marker.kind.synopsis,
                example: marker.kind.example, fix: "give the optimisations' pattern, then the grids'")
        }
        let optimizations = try sources.files(matching: marker.arguments[0])
        let grids = try sources.files(matching: marker.arguments[1])
        var rows: [String] = []
        var robustSource = "prior"
        var objective = Metric.batteryLifeHours
        for optimization in optimizations {
            guard let grid = grids.first(where: { $0.key == optimization.key }) else {
                throw FigureProblem(
                    "\(marker.arguments[1]) matches no grid for \(optimization.path)",
                    expected: "one grid analysis per optimisation, matched by the same text",
                    example: marker.kind.example, fix: "regenerate the grids (make optimize-seeds-report)")
            }
            let row = try Row(
                optimization: sources.document(optimization.path), grid: sources.document(grid.path),
                file: optimization.path, sources: sources)
            robustSource = row.robustSource
            objective = row.objective
            rows.append("| \(optimization.key) | \(row.gridBest) | \(row.pick) | \(row.position) | \(row.robust) |")
        }
        let unit = objective.unit.headingSuffix ?? objective.unit.symbol
        return [
            "| seed | the grid's best feasible point (\(unit), 95 % interval) | the optimiser's pick (\(unit), on N fresh "
                + "replications) | pick against the grid's interval | robust pick over the \(robustSource) (descriptive) |",
            "| --- | --- | --- | --- | --- |",
        ] + rows
    }

    /// One optimisation and its grid, as table cells.
    struct Row {
        var gridBest: String
        var pick: String
        var position: String
        var robust: String
        var robustSource: String
        var objective: Metric

        init(optimization: JSONNode, grid: JSONNode, file: String, sources: FigureSources) throws(FigureProblem) {
            func read(_ node: JSONNode, _ path: String) throws(FigureProblem) -> JSONNode {
                try FigurePath(parsing: path).resolve(in: node, file: file)
            }
            func number(_ node: JSONNode, _ path: String) throws(FigureProblem) -> Double {
                let found = try read(node, path)
                guard let value = found.number else {
                    throw FigureProblem(
                        "\(path) of \(file) is \(found.summary), not a number", expected: "an optimisation's results",
                        example: FigureMarker.Kind.optimizations.example, fix: "regenerate the results")
                }
                return value
            }
            let knobs = try read(optimization, "knobs").array?.compactMap { $0["path"]?.string } ?? []
            let name = try read(optimization, "problem.objective").string ?? ""
            objective = MetricCatalogue.standard.named(name) ?? .batteryLifeHours
            let decimals = objective.decimals
            func setting(_ values: [Double]) -> String {
                zip(knobs, values).map { path, value in
                    let unit = sources.registry.flatMap {
                        SweptParameter.unit(path, strategyNames: [:], registry: $0)
                    }
                    return FigureFormat.grouped(NumberText.fixed(value, decimals: 0)) + (unit.map { " " + $0 } ?? "")
                }.joined(separator: ", ")
            }
            // The grid's best feasible point: its knob values in the optimisation's order, the objective's interval.
            var gridValues: [Double] = []
            for knob in knobs { gridValues.append(try number(grid, "bestOverall.values['\(knob)']")) }
            let mean = try number(grid, "bestOverall.\(name).mean")
            let lower = try number(grid, "bestOverall.\(name).lower")
            let upper = try number(grid, "bestOverall.\(name).upper")
            gridBest =
                "\(setting(gridValues)): \(NumberText.fixed(mean, decimals: decimals)) "
                + "[\(NumberText.fixed(lower, decimals: decimals)), \(NumberText.fixed(upper, decimals: decimals))]"
            // The pick: its knob values and its mean over the confirmation's N replications.
            let finalists = try read(optimization, "outcome.confirmation.finalists").array?.compactMap(\.number) ?? []
            let picked = optimization["outcome"]?["pick"]?.number
            func values(_ candidate: Double) throws(FigureProblem) -> [Double] {
                try read(optimization, "outcome.candidates[index=\(Int(candidate))].values").array?
                    .compactMap(\.number) ?? []
            }
            if let picked, let slot = finalists.firstIndex(of: picked) {
                let confirmed = try number(optimization, "outcome.confirmation.estimates[\(slot)].objectiveMean")
                let replications = try number(optimization, "outcome.confirmation.replications")
                let pickValues = try values(picked)
                pick =
                    "\(setting(pickValues)): \(NumberText.fixed(confirmed, decimals: decimals)) (N \(Int(replications)))"
                let side = confirmed > upper ? "above" : confirmed < lower ? "below" : "within"
                position = side + (pickValues == gridValues ? " (the same setting)" : "")
            } else {
                pick = "none"
                position = "–"
            }
            // The robust pick: the first checked finalist that holds, with its quantile.
            robustSource = try read(optimization, "outcome.robust.settings.source").string ?? "prior"
            let verdicts = try read(optimization, "outcome.robust.verdicts").array ?? []
            if let holding = verdicts.first(where: { $0["holds"]?.value == .bool(true) }),
                let candidate = holding["candidate"]?.number, let quantile = holding["quantileValue"]?.number
            {
                let quantileText = NumberText.fixed(quantile, decimals: 3)
                robust =
                    candidate == picked
                    ? "the pick (\(quantileText))" : "\(setting(try values(candidate))) (\(quantileText))"
            } else {
                robust = "none"
            }
        }
    }
}
