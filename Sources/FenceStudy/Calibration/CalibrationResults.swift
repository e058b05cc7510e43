import FenceExperiment
import FenceFiles
import FenceScenario
import FenceStats
import Foundation

/// A calibration's `results.json` (format `fencesim-calibration-results/2`): what was matched, every
/// evaluated point, the waves and the summary (`docs/calibration.md`, "History matching").
public struct CalibrationResults: Sendable, Codable {
    /// The `format` member.
    public static let formatName = "fencesim-calibration-results/2"

    /// A matched parameter: its prior range (a choice: its options and weights).
    public struct Parameter: Sendable, Equatable, Codable {
        public var path: String
        public var lower: Double
        public var upper: Double
        public var distribution: SensitivityParameter.Distribution
        public var options: [String]?
        public var weights: [Double]?
    }

    public var format: String
    /// The model that made the results.
    public var model: ModelIdentity
    public var settings: HistoryMatchingSettings
    /// The implausibility cut-off.
    public var cutoff: Double
    public var parameters: [Parameter]
    public var observations: [Observation]
    public var waves: [WaveSummary]
    public var stopReason: HistoryMatchingOutcome.StopReason
    public var points: [MatchedPoint]
    public var summary: CalibrationSummary

    /// The results of `study` from `outcome`.
    public init(study: CalibrationStudy, outcome: HistoryMatchingOutcome) {
        self.init(matching: study.matching, paths: study.paths, options: study.options, outcome: outcome)
    }

    /// The results of `matching` over the parameters at `paths` (each choice's `options`) from `outcome`.
    public init(matching: HistoryMatching, paths: [String], options: [[String]], outcome: HistoryMatchingOutcome) {
        format = Self.formatName
        model = .current
        settings = matching.settings
        cutoff = Implausibility.cutoff
        parameters = zip(matching.parameters, options).map { parameter, options in
            Parameter(
                path: parameter.name, lower: parameter.lower, upper: parameter.upper,
                distribution: parameter.distribution, options: options.isEmpty ? nil : options,
                weights: options.isEmpty ? nil : parameter.weights)
        }
        observations = matching.observations
        waves = outcome.waves
        stopReason = outcome.stopReason
        points = outcome.points
        summary = matching.summary(outcome, paths: paths, options: options)
    }

    /// The JSON text written to `results.json` (pretty, keys sorted, a final newline).
    public func json() throws -> String { try ResultsFile.json(self) }

    /// Writes `DIR/results.json` atomically.
    public func write(toDirectory directory: String) throws(OutputError) {
        try AtomicFile.createDirectory(directory)
        let text: String
        do { text = try json() } catch {
            throw OutputError(
                path: directory + "/results.json", operation: "encode", reason: "\(error)",
                fix: "report this: results with a value JSON cannot hold")
        }
        try AtomicFile.write(text, to: URL(fileURLWithPath: directory).appendingPathComponent("results.json"))
    }

    /// Reads calibration results (errors name the file and the JSON path; exit status 2).
    public static func read(path: String) throws(ScenarioError) -> CalibrationResults {
        try decode(StudyFile.bytes(path: path), file: path)
    }

    /// Decodes calibration results from `bytes` read from `file` (errors name the file and the JSON path).
    public static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> CalibrationResults {
        try StudyKind.calibration.decodeResults(Self.self, bytes, file: file) { $0.shapeProblem() }
    }

    /// Where the summary does not fit the observations it summarises (one fit per observation, five
    /// predictive quantiles, one best implausibility per observation for each structure) or a point or a posterior
    /// draw does not fit the parameters (one quantile and one value each, a choice's value the index of one of its
    /// options); nil when it fits.
    func shapeProblem() -> ResultsFileProblem? {
        let count = observations.count
        let fix = "the file is damaged; give the results.json written by fencesim calibrate"
        if summary.observations.count != count {
            return ResultsFileProblem(
                path: "summary.observations",
                message: "has \(summary.observations.count) fits for \(count) observations",
                fix: fix)
        }
        for (index, fit) in summary.observations.enumerated() where fit.predictive.map({ $0.count != 5 }) ?? false {
            return ResultsFileProblem(
                path: "summary.observations[\(index)].predictive",
                message: "has \(fit.predictive?.count ?? 0) quantiles, expected 5 (5, 25, 50, 75 and 95 %)", fix: fix)
        }
        for (index, parameter) in parameters.enumerated() where parameter.options?.isEmpty == true {
            return ResultsFileProblem(
                path: "parameters[\(index)].options", message: "is empty; a choice has at least one option", fix: fix)
        }
        for (index, point) in points.enumerated()
        where point.unit.count != parameters.count || point.values.count != parameters.count {
            return ResultsFileProblem(
                path: "points[\(index)]",
                message: "has \(point.unit.count) quantiles and \(point.values.count) values for "
                    + "\(parameters.count) parameters", fix: fix)
        }
        for (index, point) in points.enumerated() {
            if let problem = valuesProblem(point.values, path: "points[\(index)].values", fix: fix) { return problem }
        }
        for (index, draw) in (summary.posterior?.draws ?? []).enumerated() {
            if let problem = valuesProblem(draw, path: "summary.posterior.draws[\(index)]", fix: fix) { return problem }
        }
        for (index, structure) in summary.structures.enumerated()
        where structure.bestImplausibility.count != count || structure.predictiveMeans.count != count {
            return ResultsFileProblem(
                path: "summary.structures[\(index)]",
                message: "has \(structure.bestImplausibility.count) best implausibilities and "
                    + "\(structure.predictiveMeans.count) predictive ranges for \(count) observations", fix: fix)
        }
        for (index, structure) in summary.structures.enumerated()
        where structure.predictiveMeans.contains(where: { $0.map { $0.count != 3 } ?? false }) {
            return ResultsFileProblem(
                path: "summary.structures[\(index)].predictiveMeans",
                message: "has a range without 3 quantiles (5, 50 and 95 %)", fix: fix)
        }
        return nil
    }

    /// Where `values` at `path` are not one value per parameter, with an option's index among its options.
    func valuesProblem(_ values: [Double], path: String, fix: String) -> ResultsFileProblem? {
        guard values.count == parameters.count else {
            return ResultsFileProblem(
                path: path, message: "has \(values.count) values for \(parameters.count) parameters", fix: fix)
        }
        for (index, parameter) in parameters.enumerated() {
            guard let options = parameter.options else { continue }
            let value = values[index]
            guard value.rounded() != value || !(0..<Double(options.count)).contains(value) else { continue }
            return ResultsFileProblem(
                path: "\(path)[\(index)]",
                message: "is \(values[index]), not the index of one of \(parameter.path)'s \(options.count) options",
                fix: fix)
        }
        return nil
    }
}
