import FenceExperiment
import FenceScenario

/// The kinds of study: what their files declare in their `format` member, and their words in messages.
public enum StudyKind: String, Sendable, CaseIterable {
    /// `fencesim run` and `sweep`: an experiment's work items (point × replication).
    case sweep
    /// `fencesim sensitivity`: a design's points and the unperturbed scenario.
    case sensitivity
    /// `fencesim calibrate`: history matching's points, wave by wave.
    case calibration
    /// `fencesim optimize`: an optimisation's runs, batch by batch.
    case optimization
    /// `fencesim calibrate --recovery N`: wave 1's design points and the synthetic truths.
    case recovery

    /// What one is called, its unit and its batch ("sensitivity study", "unit", "batch"), and its command.
    public var words: (study: String, unit: String, batch: String, command: String) {
        switch self {
        case .sweep: ("run", "work item", "batch", "sweep")
        case .sensitivity: ("sensitivity study", "unit", "batch", "sensitivity")
        case .calibration: ("calibration", "point", "wave", "calibrate")
        case .optimization: ("optimisation", "run", "batch", "optimize")
        case .recovery: ("recovery", "unit", "batch", "calibrate --recovery")
        }
    }

    /// The `format` member of its `results.json`; nil for a run's or sweep's, which has none (the file predates
    /// the member and keeps its bytes: a JSON object without one is such a file).
    public var resultsFormat: String? {
        switch self {
        case .sweep: nil
        case .sensitivity: SensitivityResults.formatName
        case .calibration: CalibrationResults.formatName
        case .optimization: OptimizationResults.formatName
        case .recovery: CalibrationRecovery.formatName
        }
    }

    /// The `format` member of its parts (``StudyPart``).
    public var partFormat: String { "fencesim-\(rawValue)-part/2" }

    /// Its parts' format before ``StudyPart`` (each study had a layout of its own), read only to say so; nil for a
    /// recovery, which had no parts before.
    var earlierPartFormat: String? {
        switch self {
        case .sweep: "fencesim-partial-results/1"
        case .recovery: nil
        default: "fencesim-\(rawValue)-part/1"
        }
    }

    /// Its checkpoint directory in its output directory: the state a sharded study's merges extend.
    public var checkpointName: String {
        [.sweep: ".fencesim-checkpoint", .optimization: ".fencesim-optimize-checkpoint"][self]
            ?? ".fencesim-\(rawValue)-checkpoint"
    }

    /// How its results and parts are read (``ResultsDecoding``).
    var resultsFile: ResultsDecoding.Kind {
        guard let format = resultsFormat else { return .runResults }
        return ResultsDecoding.Kind(
            name: "a FenceSim \(rawValue) results file", fix: "give the results.json of fencesim \(words.command)",
            format: format)
    }
    var partFile: ResultsDecoding.Kind {
        ResultsDecoding.Kind(
            name: "a FenceSim \(rawValue) part", fix: "give the parts that fencesim \(words.command) --shard K/N wrote",
            format: partFormat)
    }

    /// `bytes` read from `file` decoded as this kind's results and checked by `shape` (a problem at a JSON path
    /// within them); every error names the file and the path (exit status 2).
    func decodeResults<T: Decodable>(
        _: T.Type, _ bytes: [UInt8], file: String, shape: (T) -> ResultsFileProblem? = { _ in nil }
    ) throws(ScenarioError) -> T {
        do throws(ResultsFileProblem) {
            let results = try ResultsDecoding.decode(T.self, bytes, kind: resultsFile)
            if let problem = shape(results) { throw problem }
            return results
        } catch {
            throw ScenarioError(file: file, path: error.path, message: error.message, fix: error.fix)
        }
    }
}
