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
        .only(count: workCount, known: known)
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

    /// A work item checkpointed without the detail this experiment keeps (another `--battery-series`) runs again.
    public func reuses(_ rows: [ResultRow], of unit: Int) -> Bool {
        rows.allSatisfy { detail.isMet(by: $0.detail) }
    }
}
