import FenceFiles
import FenceScenario
import FenceStats
import Foundation

/// A calibration's `results.json` (format `fencesim-calibration-results/1`): what was matched, every
/// evaluated point, the waves and the summary (`docs/calibration.md`, "History matching").
public struct CalibrationResults: Sendable, Codable {
    /// The `format` member.
    public static let formatName = "fencesim-calibration-results/1"

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
        format = Self.formatName
        model = .current
        settings = study.matching.settings
        cutoff = Implausibility.cutoff
        parameters = zip(study.matching.parameters, study.options).map { parameter, options in
            Parameter(
                path: parameter.name, lower: parameter.lower, upper: parameter.upper,
                distribution: parameter.distribution, options: options.isEmpty ? nil : options,
                weights: options.isEmpty ? nil : parameter.weights)
        }
        observations = study.observations
        waves = outcome.waves
        stopReason = outcome.stopReason
        points = outcome.points
        summary = study.matching.summary(outcome, paths: study.paths, options: study.options)
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

    /// Whether `bytes` hold calibration results (their `format` member).
    public static func isResults(_ bytes: [UInt8]) -> Bool { hasFormat(bytes, formatName) }

    /// Reads calibration results (errors name the file and the JSON path; exit status 2).
    public static func read(path: String) throws(ScenarioError) -> CalibrationResults {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw ScenarioError(
                file: path, path: "", message: "cannot be read (\(error.reason))", fix: "check the path")
        }
        do { return try JSONDecoder().decode(CalibrationResults.self, from: Data(bytes)) } catch let error
            as DecodingError
        {
            let (context, what): (DecodingError.Context?, String) =
                switch error {
                case .typeMismatch(let type, let context): (context, "expected \(type)")
                case .valueNotFound(let type, let context): (context, "expected \(type), found null")
                case .keyNotFound(let key, let context): (context, "missing '\(key.stringValue)'")
                case .dataCorrupted(let context): (context, context.debugDescription)
                @unknown default: (nil, "cannot be decoded")
                }
            throw ScenarioError(
                file: path, path: context.map { JSONPath(codingPath: $0.codingPath).description } ?? "",
                message: what, fix: "give the results.json that `fencesim calibrate` wrote")
        } catch {
            throw ScenarioError(
                file: path, path: "", message: "cannot be decoded",
                fix: "give the results.json that `fencesim calibrate` wrote")
        }
    }
}
