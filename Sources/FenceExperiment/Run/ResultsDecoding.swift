import FenceFiles
import FenceScenario
import FenceWorld
import Foundation

/// A results or part file that cannot be used: where (a JSON path, or a line for a syntax error; empty for
/// the whole file), what is wrong and how to fix it. ``ExperimentResults/decode(_:file:)`` turns it into a
/// ``ScenarioError``, a part's reader into a merge error.
public struct ResultsFileProblem: Error, Equatable {
    /// JSON path or `line L, column C`; empty for the whole file.
    public var path: String
    public var message: String
    public var fix: String

    public init(path: String, message: String, fix: String) {
        self.path = path
        self.message = message
        self.fix = fix
    }

    /// The problem as one message (for errors without a path of their own).
    public var located: String { path.isEmpty ? message : "\(path): \(message)" }

    /// The problem of a member `member` of the file: its path prefixed.
    public func inside(_ member: String) -> ResultsFileProblem {
        ResultsFileProblem(path: path.isEmpty ? member : "\(member).\(path)", message: message, fix: fix)
    }
}

/// Reads the JSON of results and part files strictly: the bytes must be UTF-8 JSON of the expected kind (a
/// scenario, a part or a results file given in the wrong place is named as such), and a value of the wrong
/// type is reported at its JSON path and line, not as Swift's `DecodingError`.
package enum ResultsDecoding {
    /// A kind of file FenceSim writes and reads back: what it is called, what to give instead, and the
    /// `format` member it declares (nil: the results of a run or sweep, which have none).
    package struct Kind: Sendable, Equatable {
        package var name: String
        package var fix: String
        package var format: String?

        package init(name: String, fix: String, format: String?) {
            self.name = name
            self.fix = fix
            self.format = format
        }

        /// `results.json` of `run`, `sweep` or `merge`.
        package static let runResults = Kind(
            name: "a FenceSim results file", fix: "give the results.json written by fencesim run, sweep or merge",
            format: nil)
    }

    /// Decodes `bytes` as `T`, a file of kind `kind`; `checkingMagnitudes` refuses numbers beyond any FenceSim
    /// writes in results (``ResultsValidation/checkMagnitudes(_:at:)``), which a file with other seeds leaves out.
    package static func decode<T: Decodable>(
        _ type: T.Type, _ bytes: [UInt8], kind: Kind, checkingMagnitudes: Bool = true
    ) throws(ResultsFileProblem) -> T {
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
        if checkingMagnitudes { try ResultsValidation.checkMagnitudes(document) }
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw describe(error, in: document, kind: kind)
        } catch {
            throw ResultsFileProblem(path: "", message: "is not \(kind.name)", fix: kind.fix)
        }
    }

    /// Names a scenario, or another kind of FenceSim file, given where `kind` is expected.
    private static func checkKind(_ document: JSONNode, kind: Kind) throws(ResultsFileProblem) {
        guard case .object = document.value else {
            throw ResultsFileProblem(
                path: "", message: "is not \(kind.name): it holds \(document.value.typeDescription), not an object",
                fix: kind.fix)
        }
        let format = document.value["format"]?.value
        if let expected = kind.format {
            guard format == .string(expected) else {
                throw ResultsFileProblem(
                    path: "format", message: "is not \(kind.name) (no \"format\": \"\(expected)\")", fix: kind.fix)
            }
            return
        }
        if case .string(let other)? = format {
            throw ResultsFileProblem(
                path: "format",
                message: "is \"\(other.prefix(60))\": another kind of FenceSim file, not \(kind.name)"
                    + (other.contains("part") ? " (one shard's part, not complete results)" : ""),
                fix: other.contains("part")
                    ? "merge all parts first: fencesim merge PART… --out DIR/results.json, then use that file"
                    : kind.fix)
        }
        let isScenario =
            document.value["tool"] == nil && document.value["rows"] == nil && document.value["header"] == nil
            && ["strategies", "run", "world", "device", "sweep"].contains { document.value[$0] != nil }
        if isScenario {
            throw ResultsFileProblem(
                path: "", message: "is a scenario, not \(kind.name)",
                fix: kind == .runResults
                    ? "run it first (fencesim run FILE --out DIR), then give DIR/results.json" : kind.fix)
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
