import FenceExperiment
import FenceFiles
import FenceScenario
import Foundation

/// What markers generate their text from: committed files (read once each, by their path relative to the
/// repository root as markers write it), the parameter table and the scenario field reference.
package final class FigureSources {
    /// The directory marker paths are relative to (the repository root).
    package let root: URL
    /// The field reference of `fencesim schema --markdown` (the registry's strategies).
    private let fieldReference: () -> String
    private var documents: [String: JSONNode] = [:]
    private var results: [String: ExperimentResults] = [:]

    /// Sources under `root`; `fieldReference` gives the scenario field reference.
    package init(root: URL, fieldReference: @escaping () -> String = { ScenarioSchema.markdownReference() }) {
        self.root = root
        self.fieldReference = fieldReference
    }

    /// The JSON document at `path`.
    package func document(_ path: String) throws(FigureProblem) -> JSONNode {
        if let cached = documents[path] { return cached }
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: root.appendingPathComponent(path).path) } catch {
            throw Self.unreadable(path, error.reason)
        }
        let node: JSONNode
        do { node = try JSONParser.parse(bytes) } catch { throw Self.unreadable(path, "not JSON: \(error)") }
        documents[path] = node
        return node
    }

    /// The experiment results (`fencesim run`, `sweep` or `merge`) at `path`.
    package func experiment(_ path: String) throws(FigureProblem) -> ExperimentResults {
        if let cached = results[path] { return cached }
        let value: ExperimentResults
        do { value = try ExperimentResults.read(path: root.appendingPathComponent(path).path) } catch {
            throw Self.unreadable(path, error.message)
        }
        results[path] = value
        return value
    }

    /// The field reference, without markers.
    package func fields() -> String { fieldReference() }

    private static func unreadable(_ path: String, _ reason: String) -> FigureProblem {
        FigureProblem(
            "\(path) cannot be read (\(reason))",
            expected: "a committed file, its path relative to the repository root",
            example: "reports/paper-2012/results.json",
            fix: "correct the path, or regenerate the file (make report, make docs-results …)")
    }
}
