import FenceFiles
import FenceScenario
import FenceWorld
import Foundation

/// A results or partial-results file that cannot be used: where (a JSON path, or a line for a syntax
/// error; empty for the whole file), what is wrong and how to fix it. ``ExperimentResults/decode(_:file:)``
/// turns it into a ``ScenarioError``, ``PartialResults/decode(_:file:)`` into a ``MergeError``.
struct ResultsFileProblem: Error, Equatable {
    /// JSON path or `line L, column C`; empty for the whole file.
    var path: String
    var message: String
    var fix: String

    /// The problem as one message (for ``MergeError``, which has no path of its own).
    var located: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Reads the JSON of results and partial-results files strictly: the bytes must be UTF-8 JSON of the
/// expected kind (a scenario, a part or a results file given in the wrong place is named as such),
/// and a value of the wrong type is reported at its JSON path and line, not as Swift's `DecodingError`.
enum ResultsDecoding {
    /// The kinds of file FenceSim writes and reads back.
    enum Kind {
        /// `results.json` of `run`, `sweep` or `merge`.
        case results
        /// One shard's part of `sweep --shard K/N`.
        case part
        /// One shard's part of `sensitivity --shard K/N`.
        case sensitivityPart
        /// `results.json` of `sensitivity` or of `merge` over its parts.
        case sensitivityResults
        /// `results.json` of `calibrate`.
        case calibrationResults
        /// `results.json` of `optimize`.
        case optimizationResults
        /// One shard's share of a wave of `calibrate --shard K/N`.
        case calibrationPart
        /// One shard's share of a batch of `optimize --shard K/N`.
        case optimizationPart

        var name: String {
            switch self {
            case .results: "a FenceSim results file"
            case .part: "a FenceSim partial-results file"
            case .sensitivityPart: "a FenceSim sensitivity part"
            case .sensitivityResults: "a FenceSim sensitivity results file"
            case .calibrationResults: "a FenceSim calibration results file"
            case .optimizationResults: "a FenceSim optimization results file"
            case .calibrationPart: "a FenceSim calibration part"
            case .optimizationPart: "a FenceSim optimization part"
            }
        }

        /// What the user should give instead.
        var fix: String {
            switch self {
            case .results: "give the results.json written by fencesim run, sweep or merge"
            case .part: "give the part files written by fencesim sweep --shard K/N --out …"
            case .sensitivityPart: "give the part files written by fencesim sensitivity --shard K/N --out …"
            case .sensitivityResults: "give the results.json written by fencesim sensitivity or merge"
            case .calibrationResults: "give the results.json written by fencesim calibrate"
            case .optimizationResults: "give the results.json written by fencesim optimize"
            case .calibrationPart: "give the part files written by fencesim calibrate --shard K/N --out …"
            case .optimizationPart: "give the part files written by fencesim optimize --shard K/N --out …"
            }
        }
    }

    /// Decodes `bytes` as `T`, a file of kind `kind`.
    static func decode<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], kind: Kind) throws(ResultsFileProblem) -> T {
        let text: String
        do { text = try UTF8Text.decode(bytes) } catch {
            throw ResultsFileProblem(
                path: "line \(error.line)", message: "is not \(kind.name): \(error.found) is not UTF-8",
                fix: kind.fix)
        }
        let document: JSONNode
        do { document = try JSONParser.parse(text) } catch {
            throw ResultsFileProblem(
                path: "line \(error.line), column \(error.column)",
                message: "is not \(kind.name) (invalid JSON: \(error.message))",
                fix: "the file is damaged or truncated; \(kind.fix)")
        }
        try checkKind(document, kind: kind)
        try ResultsValidation.checkMagnitudes(document)
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw describe(error, in: document, kind: kind)
        } catch {
            throw ResultsFileProblem(path: "", message: "is not \(kind.name)", fix: kind.fix)
        }
    }

    /// Names a scenario, a part or a results file given where the other kind is expected.
    private static func checkKind(_ document: JSONNode, kind: Kind) throws(ResultsFileProblem) {
        guard case .object = document.value else {
            throw ResultsFileProblem(
                path: "", message: "is not \(kind.name): it holds \(document.value.typeDescription), not an object",
                fix: kind.fix)
        }
        if let format = kind.format {
            guard document.value["format"]?.value == .string(format) else {
                throw ResultsFileProblem(
                    path: "format", message: "is not \(kind.name) (no \"format\": \"\(format)\")", fix: kind.fix)
            }
            return
        }
        let isPart = document.value["format"].map { $0.value == .string(PartialResults.formatName) } ?? false
        let isScenario =
            document.value["tool"] == nil && document.value["rows"] == nil && document.value["header"] == nil
            && ["strategies", "run", "world", "device", "sweep"].contains { document.value[$0] != nil }
        switch kind {
        case .results where isPart:
            throw ResultsFileProblem(
                path: "", message: "is one shard's partial results, not a complete results file",
                fix: "merge all parts first: fencesim merge PART… --out DIR, then use DIR/results.json")
        case .part where !isPart && document.value["rows"] != nil && document.value["tool"] != nil:
            throw ResultsFileProblem(
                path: "", message: "is a complete results file, not a FenceSim partial-results file (one shard's part)",
                fix: kind.fix)
        case .results where isScenario, .part where isScenario:
            throw ResultsFileProblem(
                path: "", message: "is a scenario, not \(kind.name)",
                fix: kind == .results
                    ? "run it first (fencesim run FILE --out DIR), then give DIR/results.json"
                    : "run its shards first (fencesim sweep FILE --shard K/N --out …), then merge the parts")
        case .part where !isPart:
            throw ResultsFileProblem(
                path: "format", message: "is not \(kind.name) (no \"format\": \"\(PartialResults.formatName)\")",
                fix: kind.fix)
        default:
            return
        }
    }

    /// A decoding failure at its JSON path and line.
    private static func describe(_ error: DecodingError, in document: JSONNode, kind: Kind) -> ResultsFileProblem {
        let codingPath: [any CodingKey]
        let message: String
        switch error {
        case .typeMismatch(let type, let context):
            codingPath = context.codingPath
            let found = document.node(at: JSONPath(codingPath: codingPath))?.value.typeDescription ?? "nothing"
            message = "expected \(SectionDecoder.describe(type)), got \(found)"
        case .valueNotFound(let type, let context):
            codingPath = context.codingPath
            message = "expected \(SectionDecoder.describe(type)), got null"
        case .keyNotFound(let key, let context):
            codingPath = context.codingPath + [key]
            message = "is missing"
        case .dataCorrupted(let context):
            codingPath = context.codingPath
            message = "has an invalid value"
        @unknown default:
            codingPath = []
            message = "cannot be read"
        }
        let path = JSONPath(codingPath: codingPath)
        var text = message
        if let location = document.deepestNode(along: path).location { text += " (\(location))" }
        return ResultsFileProblem(
            path: path.components.isEmpty ? "" : path.description, message: text,
            fix: "the file is damaged or from another FenceSim version; \(kind.fix)")
    }
}
