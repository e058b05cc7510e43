import FenceExperiment
import FenceScenario
import Foundation

/// `fencesim parameters` with the options declared in ``options``: prints the parameter table
/// (every model parameter a scenario can set, with its default, unit, valid and plausible range, provenance
/// and source); `fencesim docs` writes the same tables into `docs/calibration.md`.
struct ParametersCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--tag", value: "A|V|D|calibrated|choice",
            meaning: "only the parameters of one provenance: A an assumption with no source, V read in a source, "
                + "D derived from sources, calibrated by history matching, choice a structural option",
            defaultValue: "every parameter", example: "--tag A"),
        CommandOption(
            flag: "--format", value: "md|json|csv", meaning: "the table's format", defaultValue: "md",
            example: "--format csv"),
    ]
    static let usage = options.usage("fencesim parameters")
    static let valued = options.valued

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        guard arguments.positional.isEmpty else {
            throw UsageError("parameters takes no file arguments\nusage: \(usage)")
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
}
