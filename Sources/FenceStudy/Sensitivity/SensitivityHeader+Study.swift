import FenceExperiment
import FenceFiles

/// A sensitivity study as a study: its units are the design points and the unperturbed scenario after them, all
/// in one batch; a unit's row is its metrics' replication means (``SensitivityRow``).
extension SensitivityHeader: StudyHeader {
    public typealias Unit = Int
    public typealias Row = SensitivityRow
    public typealias Batch = UnitRange
    public typealias Results = SensitivityResults

    public static var kind: StudyKind { .sensitivity }
    public var modelIdentity: ModelIdentity? { experiment.model }
    /// The design points and the unperturbed scenario (none when the header makes no design).
    public var maximumUnits: Int { (try? design()).map { $0.design.pointCount + 1 } ?? 0 }

    public func shapeProblem() -> ResultsFileProblem? { experiment.shapeProblem()?.inside("experiment") }

    public func pendingBatch(known: [Int: SensitivityRow]) -> UnitRange? { .only(count: maximumUnits, known: known) }

    /// A unit's row is its own, with one mean (and for the unperturbed scenario one interval) per metric.
    public func accepts(_ row: SensitivityRow, of unit: Int) -> Bool {
        row.unit == unit && unit >= 0 && row.metrics.count == metrics.count
            && (row.intervals?.count ?? metrics.count) == metrics.count
    }

    public func results(known: [Int: SensitivityRow]) throws(AnalysisError) -> SensitivityResults {
        try results(known: known, design: nil)
    }

    /// ``results(known:)`` on `design`, this header's (built again when nil).
    func results(known: [Int: SensitivityRow], design: StudyDesign?) throws(AnalysisError) -> SensitivityResults {
        do { return try SensitivityResults(header: self, rows: Array(known.values), design: design) } catch {
            throw .sensitivity(error.description, fix: "run the study again")
        }
    }
}

extension SensitivityResults: StudyResults {
    public func files() throws -> [(name: String, text: String)] { [("results.json", try jsonText())] }
}

extension SensitivityStudy: Study {
    /// The units, the batch and the results of the design built once (the header builds it again for each
    /// question).
    public var maximumUnits: Int { unitCount }
    public func pendingBatch(known: [Int: SensitivityRow]) -> UnitRange? { .only(count: unitCount, known: known) }
    public func assembled(known: [Int: SensitivityRow]) throws(AnalysisError) -> SensitivityResults {
        try header.results(known: known, design: design)
    }

    public func rows(of units: [Int], in batch: UnitRange, _ execution: UnitExecution<SensitivityHeader>)
        throws(ExperimentError) -> [SensitivityRow]
    {
        try rows(
            units: units, threads: execution.threads, reuse: reuse, progress: execution.progress,
            stop: execution.stop
        ) { (row: SensitivityRow) throws(OutputError) in try execution.finished(row.unit, row) }
    }
}
