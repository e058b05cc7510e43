import FenceExperiment

/// A run or sweep as a study: its units are the experiment's work items (point × replication, point by point),
/// all in one batch; a unit's row is every strategy's run on that replication of that point.
extension ResultsHeader: StudyHeader {
    public typealias Unit = Int
    public typealias Row = [ResultRow]
    public typealias Batch = UnitRange
    public typealias Results = ExperimentResults

    public static var kind: StudyKind { .sweep }
    public var modelIdentity: ModelIdentity? { model }
    public var maximumUnits: Int { workCount }

    public func difference(from other: ResultsHeader) -> String? {
        let fields: [(String, Bool)] = [
            (
                "model (\(other.model.text), not \(model.text): finish it with the build that made it)",
                model == other.model
            ),
            ("FenceSim version (\(tool) vs \(other.tool))", tool == other.tool),
            ("scenario name (\(scenario) vs \(other.scenario))", scenario == other.scenario),
            ("scenario document", scenarioDocument == other.scenarioDocument),
            ("seed (\(seed) vs \(other.seed))", seed == other.seed),
            ("replications (\(replications) vs \(other.replications))", replications == other.replications),
            ("horizon (\(horizonHours) h vs \(other.horizonHours) h)", horizonHours == other.horizonHours),
            ("strategies", strategyLabels == other.strategyLabels && strategyNames == other.strategyNames),
            ("sweep", sweep == other.sweep),
            ("notes", notes == other.notes),
            ("track import reports", trackImports == other.trackImports),
        ]
        return fields.first { !$0.1 }.map { "its \($0.0) differs" }
    }

    public func shapeProblem() -> ResultsFileProblem? {
        do throws(ResultsFileProblem) {
            let (points, _) = try ResultsValidation.workCount(
                replications: replications, horizonHours: horizonHours, labels: strategyLabels, sweep: sweep,
                prefix: "")
            let damaged = "the file is damaged or hand-edited; re-run the experiment"
            guard strategyNames.count == strategyLabels.count else {
                throw ResultsFileProblem(
                    path: "strategyNames", message: "does not name one strategy per label", fix: damaged)
            }
            if let reports = trackImports {
                guard reports.count == points else {
                    throw ResultsFileProblem(
                        path: "trackImports",
                        message: "has \(reports.count) reports, but the sweep has \(points) points",
                        fix: damaged)
                }
                try ResultsValidation.checkTrackImports(reports, prefix: "trackImports[", suffix: "]")
            }
            return nil
        } catch { return error }
    }

    public func pendingBatch(known: [Int: [ResultRow]]) -> UnitRange? {
        known.count < workCount ? UnitRange(number: 1, first: 0, count: workCount) : nil
    }

    /// A unit's row holds one run per strategy, in order, all of the unit's point and replication.
    public func accepts(_ row: [ResultRow], of unit: Int) -> Bool {
        guard (0..<workCount).contains(unit), row.map(\.strategy) == strategyLabels else { return false }
        let (point, replication) = Experiment.workItem(unit, replications: replications)
        return row.allSatisfy { $0.point == point && $0.replication == replication }
    }

    public func results(known: [Int: [ResultRow]]) -> ExperimentResults {
        ExperimentResults(header: self, rows: known.values.flatMap { $0 })
    }
}

extension ExperimentResults: StudyResults {
    public func files() throws -> [(name: String, text: String)] { try outputFiles() }
}

extension Experiment: Study {
    public func rows(of units: [Int], in batch: UnitRange, _ execution: UnitExecution<ResultsHeader>)
        throws(ExperimentError) -> [[ResultRow]]
    {
        try execution.map(units) { (item: Int) throws(ExperimentError) in try rows(item: item) }
    }
}
