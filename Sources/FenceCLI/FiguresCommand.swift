import FenceExperiment
import FenceFiles
import FenceResultsReport
import Foundation

/// `fencesim figures FILE.md… [--check]`: rewrites the tables and figures that Markdown files quote from
/// committed results (``QuotedFigures``; `make docs` runs it over README.md and docs/), or with `--check`
/// only reports the files whose figures differ from the results (exit status 1).
struct FiguresCommand {
    static let usage = "fencesim figures FILE.md... [--check]"

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        guard !arguments.positional.isEmpty else { throw UsageError("figures needs Markdown files\nusage: \(usage)") }
        var read: [String: ExperimentResults] = [:]
        var stale: [String] = []
        for path in arguments.positional {
            let text: String
            do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw InputError("\(path): cannot be read as UTF-8 text (fix: give a Markdown file)")
            }
            let updated: String
            do {
                updated = try QuotedFigures.updating(text) { results in
                    if let cached = read[results] { return cached }
                    let value = try ExperimentResults.read(path: results)
                    read[results] = value
                    return value
                }
            } catch let problem as QuotedFigures.Problem {
                throw InputError("\(path): \(problem)")
            }
            guard updated != text else { continue }
            stale.append(path)
            if !arguments.flag("--check") { try AtomicFile.write(updated, to: URL(fileURLWithPath: path)) }
        }
        guard arguments.flag("--check") else { return .ok }
        for path in stale { print("\(path): figures differ from the results they quote (fix: make docs)") }
        return stale.isEmpty ? .ok : .regression
    }
}
