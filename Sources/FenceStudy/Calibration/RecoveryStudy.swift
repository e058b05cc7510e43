import FenceExperiment
import FenceFiles

/// What a recovery is (`fencesim calibrate --recovery N`), as its checkpoint and parts record it: the
/// calibration's header with one wave, and the number of truths. A recovery as a study: its units are wave 1's
/// design points (0 to points − 1), then the truths (points + t), all in one batch; a unit's row is each
/// observation's replication values at the design point, or at truth t under its seed offset
/// (``CalibrationRecovery/seedOffset(truth:)``).
public struct RecoveryHeader: Sendable, Equatable, Codable {
    public var calibration: CalibrationHeader
    public var truths: Int

    /// The most truths `calibrate --recovery` takes.
    public static let truthRange = 1...10_000
}

extension RecoveryHeader: StudyHeader {
    public typealias Unit = Int
    public typealias Row = [[Double]]
    public typealias Batch = UnitRange
    public typealias Results = CalibrationRecovery

    public static var kind: StudyKind { .recovery }
    public var modelIdentity: ModelIdentity? { calibration.model }
    public var maximumUnits: Int { calibration.settings.pointsPerWave + truths }

    /// One wave and a truth count `calibrate --recovery` takes, and a calibration header that holds together.
    public func shapeProblem() -> ResultsFileProblem? {
        if let problem = calibration.shapeProblem() { return problem.inside("calibration") }
        guard calibration.settings.waves == 1, Self.truthRange.contains(truths) else {
            return ResultsFileProblem(
                path: "truths",
                message: "is \(truths) truths over \(calibration.settings.waves) waves, not 1 to "
                    + "10 000 over wave 1", fix: "the file is damaged or hand-edited; re-run its shard")
        }
        return nil
    }

    public func pendingBatch(known: [Int: [[Double]]]) -> UnitRange? { .only(count: maximumUnits, known: known) }

    /// A unit's row holds one list of replication values per observation.
    public func accepts(_ row: [[Double]], of unit: Int) -> Bool {
        row.count == calibration.observations.count && (0..<maximumUnits).contains(unit)
    }

    public func results(known: [Int: [[Double]]]) throws(AnalysisError) -> CalibrationRecovery {
        let (matching, options) = try calibration.matching()
        return try CalibrationRecovery(
            matching: matching, paths: calibration.paths, options: options, model: calibration.model, truths: truths,
            known: known)
    }
}

extension CalibrationRecovery: StudyResults {
    public func files() throws -> [(name: String, text: String)] { [("results.json", try ResultsFile.json(self))] }
}

/// A recovery that runs: the calibration's scenarios simulated at wave 1's design points and at the truths.
public struct RecoveryStudy: Study {
    public let calibration: CalibrationStudy
    public let header: RecoveryHeader
    /// Wave 1's matching and its design points in the unit cube.
    let matching: HistoryMatching
    let design: [[Double]]

    /// A recovery of `truths` synthetic truths for `calibration` (its settings but one wave).
    public init(_ calibration: CalibrationStudy, truths: Int) {
        var header = CalibrationHeader(study: calibration)
        header.settings.waves = 1
        self.calibration = calibration
        self.header = RecoveryHeader(calibration: header, truths: truths)
        matching = HistoryMatching(
            parameters: calibration.matching.parameters, observations: calibration.observations,
            settings: header.settings)
        design = matching.pendingWave(known: [:])?.units ?? []
    }

    public func rows(of units: [Int], in batch: UnitRange, _ execution: UnitExecution<RecoveryHeader>)
        throws(ExperimentError) -> [[[Double]]]
    {
        try execution.map(units) { (unit: Int) throws(ExperimentError) in
            guard unit >= design.count else {
                return try calibration.evaluate(matching.parameters.values(atQuantiles: design[unit]))
            }
            let t = unit - design.count
            return try calibration.evaluate(
                matching.recoveryTruth(t).values, seedOffset: CalibrationRecovery.seedOffset(truth: t))
        }
    }
}

extension CalibrationStudy {
    /// Recovers `truths` synthetic truths in this process (``RecoveryStudy``, without a checkpoint) on `threads`
    /// threads; the result does not depend on them.
    public func recover(truths: Int, threads: Int) throws -> CalibrationRecovery {
        try RecoveryStudy(self, truths: truths).results(UnitExecution(threads: threads))
    }
}
