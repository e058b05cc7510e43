import FenceFiles
import FencePlatform
import FenceResultsReport
import FenceScenario
import Foundation

/// `fencesim docs FILE.md…` with the options declared in ``options``: rewrites the text Markdown files generate between
/// their `<!-- fencesim … -->` markers — figures quoted from committed results, the parameter tables, the scenario
/// field reference (``QuotedFigures``; `make docs` runs it over README.md and docs/). With `--check` it writes nothing
/// and lists each file whose generated text differs from its sources, and each interval written outside a marker (exit
/// status 1). Paths in markers are relative to `--root` (default: the current directory, the repository root under
/// `make docs`). A bad marker is exit status 2, naming the file, the line, what was expected, an example and the fix.
struct DocsCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--check", value: nil,
            meaning: "write nothing; list stale files and intervals typed outside a marker, exit 1 if any",
            defaultValue: nil, example: "--check"),
        CommandOption(
            flag: "--root", value: "DIR", meaning: "the directory the markers' paths are relative to",
            defaultValue: "the current directory", example: "--root ."),
    ]
    static let usage = options.usage("fencesim docs FILE.md…")

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard !arguments.positional.isEmpty else {
            throw UsageError("docs needs Markdown files (fix: e.g. fencesim docs README.md docs/*.md)\nusage: \(usage)")
        }
        let check = arguments.flag("--check")
        let sources = FigureSources(
            root: URL(fileURLWithPath: arguments.value("--root") ?? FileManager.default.currentDirectoryPath),
            registry: registry,
            fieldReference: { ScenarioSchema.markdownReference(registry: registry) },
            commandReference: { FenceSimCommand.commandsReference($0) })
        var findings: [String] = []
        for path in arguments.positional {
            let bytes: [UInt8]
            do { bytes = try InputFile.bytes(path: path) } catch {
                throw InputError(
                    "\(path): cannot be read (\(error.reason)) (fix: give the path of a Markdown file, e.g. README.md)")
            }
            guard let text = try? UTF8Text.decode(bytes) else {
                throw InputError("\(path): cannot be read as UTF-8 text (fix: give a Markdown file saved as UTF-8)")
            }
            let updated: String
            do throws(FigureMarkerError) {
                updated = try QuotedFigures.updating(text, file: path, sources: sources)
            } catch {
                throw InputError(error.description)
            }
            if check {
                if let line = firstDifference(text, updated) {
                    findings.append("\(path):\(line): generated text differs from its sources (fix: make docs)")
                }
                for interval in QuotedFigures.handTypedIntervals(text) {
                    findings.append(
                        "\(path):\(interval.line): the interval '\(interval.text)' is typed by hand "
                            + "(fix: generate it with a marker, e.g. <!-- fencesim interval FILE PATH -->)")
                }
            } else if updated != text {
                try AtomicFile.write(updated, to: URL(fileURLWithPath: path))
            }
        }
        for finding in findings { print(finding) }
        return findings.isEmpty ? .ok : .regression
    }

    /// The first line (1-based) where `a` and `b` differ, or nil when they are equal.
    static func firstDifference(_ a: String, _ b: String) -> Int? {
        guard a != b else { return nil }
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        return
            (zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(left.count, right.count)) + 1
    }
}
