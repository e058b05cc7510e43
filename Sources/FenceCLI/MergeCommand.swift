import FenceExperiment
import FenceFiles
import Foundation

/// `fencesim merge PART… --out FILE`: combines the parts of a sharded sweep (or sensitivity study, or a
/// calibration's wave: ``CalibrateCommand/mergeParts(_:output:)``, or an optimisation's batch:
/// ``OptimizeCommand/mergeParts(_:output:)``) into the results of the
/// unsharded run — `FILE` byte-identical to its `results.json`, and the CSV beside it (`FILE` with the
/// extension `.csv`) identical to its `results.csv`. Missing, duplicate or foreign parts are refused
/// (exit status 2).
struct MergeCommand {
    static let usage = "fencesim merge PART… --out FILE"

    static let valued: Set<String> = ["--out"]

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        guard !arguments.positional.isEmpty else { throw UsageError("merge needs the part files\nusage: \(usage)") }
        guard let output = arguments.value("--out") else {
            throw UsageError("merge needs --out FILE (e.g. reports/my-sweep/results.json)\nusage: \(usage)")
        }
        if let first = arguments.positional.first, let bytes = try? InputFile.bytes(path: first),
            SensitivityPart.isPart(bytes)
        {
            return try mergeSensitivity(arguments.positional, output: output)
        }
        if let first = arguments.positional.first, let bytes = try? InputFile.bytes(path: first),
            CalibrationPart.isPart(bytes)
        {
            return try CalibrateCommand.mergeParts(arguments.positional, output: output)
        }
        if let first = arguments.positional.first, let bytes = try? InputFile.bytes(path: first),
            OptimizationPart.isPart(bytes)
        {
            return try OptimizeCommand.mergeParts(arguments.positional, output: output)
        }
        var parts: [(file: String, part: PartialResults)] = []
        for file in arguments.positional { parts.append((file, try PartialResults.read(path: file))) }
        let results = try PartialResults.merge(parts)
        try results.write(toFile: output)
        print(
            "merged \(parts.count) parts: \(results.points.count) points × \(results.replications) replications × "
                + "\(results.strategyLabels.count) strategies; wrote \(output) and "
                + ExperimentResults.csvPath(besideJSON: output))
        return .ok
    }

    /// Merges the parts of a sharded sensitivity study into `output`, byte-identical to the `results.json`
    /// of one process.
    static func mergeSensitivity(_ files: [String], output: String) throws -> ExitStatus {
        var parts: [(file: String, part: SensitivityPart)] = []
        for file in files { parts.append((file, try SensitivityPart.read(path: file))) }
        let results = try SensitivityPart.merge(parts)
        try AtomicFile.write(try results.jsonText(), to: URL(fileURLWithPath: output))
        print("merged \(parts.count) sensitivity parts: \(results.points.count) points; wrote \(output)")
        return .ok
    }
}
