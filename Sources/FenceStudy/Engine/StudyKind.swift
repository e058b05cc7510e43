import FenceExperiment

/// The kinds of study: what their files declare in their `format` member, and what their messages call things.
public enum StudyKind: String, Sendable, CaseIterable {
    /// `fencesim run` and `sweep`: an experiment's work items (point × replication).
    case sweep
    /// `fencesim sensitivity`: a design's points and the unperturbed scenario.
    case sensitivity
    /// `fencesim calibrate`: history matching's points, wave by wave.
    case calibration
    /// `fencesim optimize`: an optimisation's runs, batch by batch.
    case optimization

    /// What one is called in messages, its unit and its batch: ("sensitivity study", "unit", "batch").
    public var words: (study: String, unit: String, batch: String) {
        switch self {
        case .sweep: ("run", "work item", "batch")
        case .sensitivity: ("sensitivity study", "unit", "batch")
        case .calibration: ("calibration", "point", "wave")
        case .optimization: ("optimisation", "run", "batch")
        }
    }

    /// The command that runs it.
    public var command: String {
        switch self {
        case .sweep: "sweep"
        case .sensitivity: "sensitivity"
        case .calibration: "calibrate"
        case .optimization: "optimize"
        }
    }

    /// The `format` member of its `results.json`; nil for a run's or sweep's, which has none (the file
    /// predates the member and keeps its bytes: a JSON object without one is such a file).
    public var resultsFormat: String? {
        switch self {
        case .sweep: nil
        case .sensitivity: SensitivityResults.formatName
        case .calibration: CalibrationResults.formatName
        case .optimization: OptimizationResults.formatName
        }
    }

    /// The `format` member of its parts (``StudyPart``).
    public var partFormat: String { "fencesim-\(rawValue)-part/2" }

    /// Its parts' formats before ``StudyPart`` (each study had a layout of its own): read only to say so.
    var earlierPartFormats: [String] {
        self == .sweep ? ["fencesim-partial-results/1"] : ["fencesim-\(rawValue)-part/1"]
    }

    /// Its checkpoint directory inside its output directory: the state a sharded study's merges extend.
    public var checkpointName: String {
        self == .sweep
            ? ".fencesim-checkpoint" : ".fencesim-\(self == .optimization ? "optimize" : rawValue)-checkpoint"
    }

    /// How its results and parts are read (``ResultsDecoding``).
    var resultsFile: ResultsDecoding.Kind {
        self == .sweep
            ? .runResults
            : ResultsDecoding.Kind(
                name: "a FenceSim \(rawValue) results file",
                fix: "give the results.json written by fencesim \(command)",
                format: resultsFormat)
    }
    var partFile: ResultsDecoding.Kind {
        ResultsDecoding.Kind(
            name: "a FenceSim \(rawValue) part",
            fix: "give the part files written by fencesim \(command) --shard K/N --out …",
            format: partFormat)
    }
}
