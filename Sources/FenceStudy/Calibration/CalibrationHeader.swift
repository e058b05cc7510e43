import FenceExperiment

/// What a calibration is, as its checkpoint and parts record it: the settings, parameters, observations and
/// model. A calibration as a study: its units are history matching's points, numbered across waves
/// (``HistoryMatchingSettings/key(wave:index:)``), asked for wave by wave (a wave's design depends on every
/// point before it); a unit's row is each observation's replication values on its scale.
public struct CalibrationHeader: Sendable, Equatable, Codable {
    public var settings: HistoryMatchingSettings
    public var paths: [String]
    public var observations: [Observation]
    public var model: ModelIdentity

    public init(study: CalibrationStudy) {
        settings = study.matching.settings
        paths = study.paths
        observations = study.observations
        model = .current
    }

    /// The history matching this header describes, and each parameter's options (empty for a number).
    public func matching() throws(AnalysisError) -> (matching: HistoryMatching, options: [[String]]) {
        let (parameters, options) = try CalibrationStudy.parameters(paths: paths)
        return (HistoryMatching(parameters: parameters, observations: observations, settings: settings), options)
    }
}

extension CalibrationHeader: StudyHeader {
    public typealias Unit = Int
    public typealias Row = [[Double]]
    public typealias Batch = CalibrationWave
    public typealias Results = CalibrationResults

    public static var kind: StudyKind { .calibration }
    public var modelIdentity: ModelIdentity? { model }
    public var maximumUnits: Int { settings.waves * settings.pointsPerWave }

    /// Settings within what `calibrate` accepts and parameters of the table, so replaying them stays small.
    public func shapeProblem() -> ResultsFileProblem? {
        let fix = "the file is damaged or hand-edited; re-run its shard"
        let (waves, points) = (HistoryMatchingSettings.acceptedWaves, HistoryMatchingSettings.acceptedPointsPerWave)
        guard points.contains(settings.pointsPerWave), waves.contains(settings.waves),
            (1...1_000_000).contains(settings.shareSamplePoints),
            (1...settings.shareSamplePoints).contains(settings.shareUncertaintyPoints),
            (0...1).contains(settings.shrinkTolerance)
        else {
            return ResultsFileProblem(
                path: "settings",
                message: "are outside what calibrate runs (\(waves.lowerBound) to \(waves.upperBound) waves of "
                    + "\(points.lowerBound) to \(points.upperBound) points, the design's defaults)", fix: fix)
        }
        do { _ = try matching() } catch {
            return ResultsFileProblem(path: "paths", message: error.message, fix: fix)
        }
        return nil
    }

    public func pendingBatch(known: [Int: [[Double]]]) -> CalibrationWave? {
        guard let pending = try? matching().matching.pendingWave(known: known) else { return nil }
        return CalibrationWave(pending: pending, first: settings.key(wave: pending.wave, index: 0))
    }

    /// A point's row holds one list of replication values per observation.
    public func accepts(_ row: [[Double]], of unit: Int) -> Bool {
        row.count == observations.count && (0..<maximumUnits).contains(unit)
    }

    public func results(known: [Int: [[Double]]]) throws(AnalysisError) -> CalibrationResults {
        let (matching, options) = try matching()
        guard let outcome = matching.replayed(known: known) else {
            throw AnalysisError(parameter: "calibrate", message: "the recorded points do not finish the calibration")
        }
        return CalibrationResults(matching: matching, paths: paths, options: options, outcome: outcome)
    }
}

/// A calibration's wave as a batch: its points' numbers across waves, and their places in the unit cube.
public struct CalibrationWave: StudyBatch {
    public var pending: HistoryMatching.PendingWave
    /// The number of the wave's first point.
    public var first: Int

    public var number: Int { pending.wave }
    public var count: Int { pending.units.count }
    public func unit(at position: Int) -> Int { first + position }
    public func position(of unit: Int) -> Int? { unit >= first && unit - first < count ? unit - first : nil }
}

extension CalibrationResults: StudyResults {
    public func files() throws -> [(name: String, text: String)] { [("results.json", try json())] }
}

extension CalibrationStudy: Study {
    public var header: CalibrationHeader { CalibrationHeader(study: self) }

    public func rows(of units: [Int], in batch: CalibrationWave, _ execution: UnitExecution<CalibrationHeader>)
        throws(ExperimentError) -> [[[Double]]]
    {
        try execution.map(units) { (key: Int) throws(ExperimentError) in
            try evaluate(matching.parameters.values(atQuantiles: batch.pending.units[key - batch.first]))
        }
    }
}
