import FenceExperiment
import FenceFiles
import FencePlatform
import FenceScenario
import Foundation

/// `fencesim schema` with the options declared in ``options``: writes the JSON Schema of scenario files (the committed
/// copy is `scenarios/schema.json`), or with `--markdown` the field reference of `docs/scenarios.md`;
/// tests keep both committed copies identical to what this generates. The strategy section lists the
/// strategies of the registry `fencesim` runs with.
struct SchemaCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--markdown", value: nil,
            meaning: "the field reference in Markdown (as docs/scenarios.md quotes it) instead of the JSON Schema",
            defaultValue: nil, example: "--markdown"),
        CommandOption(
            flag: "--out", value: "FILE", meaning: "the file to write", defaultValue: "standard output",
            example: "--out scenarios/schema.json"),
    ]
    static let usage = options.usage("fencesim schema")

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.isEmpty else { throw UsageError("schema takes no file arguments\nusage: \(usage)") }
        let text =
            arguments.flag("--markdown")
            ? ScenarioSchema.markdownReference(registry: registry)
            : JSONWriter.write(ScenarioSchema.document(registry: registry))
        if let path = try arguments.file("--out", example: "scenarios/schema.json") {
            try AtomicFile.write(text, to: URL(fileURLWithPath: path))
        } else {
            print(text, terminator: "")
        }
        return .ok
    }
}
