import FenceExperiment
import FenceFiles
import FenceScenario
import Foundation

/// `fencesim parameters [--tag A|V|D|calibrated|choice] [--format md|json|csv] [--update-calibration FILE]`:
/// prints the parameter table (every model parameter a scenario can set, with its default, unit,
/// valid and plausible range, provenance and source), or rewrites the generated tables of
/// `docs/calibration.md` (`make docs`).
struct ParametersCommand {
    static let usage =
        "fencesim parameters [--tag A|V|D|calibrated|choice] [--format md|json|csv] [--update-calibration FILE]"
    static let valued: Set<String> = ["--tag", "--format", "--update-calibration"]

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        guard arguments.positional.isEmpty else {
            throw UsageError("parameters takes no file arguments\nusage: \(usage)")
        }
        if let path = arguments.value("--update-calibration") {
            guard arguments.value("--tag") == nil, arguments.value("--format") == nil else {
                throw UsageError("--update-calibration takes neither --tag nor --format\nusage: \(usage)")
            }
            return try updateCalibration(path: path)
        }
        let tag = arguments.value("--tag")
        guard let rows = ParameterRegistry.rows(taggedNamed: tag) else {
            let known = ParameterRegistry.tagNames.joined(separator: ", ")
            throw UsageError("--tag '\(tag ?? "")' is not a provenance tag: use one of \(known)\nusage: \(usage)")
        }
        switch arguments.value("--format") ?? "md" {
        case "md": print(ParameterRegistry.markdown(rows), terminator: "")
        case "json": print(ParameterRegistry.json(rows), terminator: "")
        case "csv": print(ParameterRegistry.csv(rows), terminator: "")
        case let other:
            throw UsageError("--format '\(other)' is not a format: use md, json or csv\nusage: \(usage)")
        }
        return .ok
    }

    /// Rewrites the generated parameter tables of the Markdown file at `path` (atomically).
    private static func updateCalibration(path: String) throws -> ExitStatus {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw InputError("\(path): cannot be read as UTF-8 text; give the path of docs/calibration.md")
        }
        let updated = ParameterRegistry.updatingCalibration(text)
        guard updated != text else { return .ok }
        try AtomicFile.write(updated, to: URL(fileURLWithPath: path))
        return .ok
    }
}
