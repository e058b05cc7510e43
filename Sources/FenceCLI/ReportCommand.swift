import FenceAnalysis
import FenceExperiment
import FenceFiles
import FencePlatform
import FenceReport
import FenceResultsReport
import FenceStudy
import Foundation

/// `fencesim report RESULTS [--out DIR] [--target R] [--scenario-dir DIR] [--uncertainty STUDY]`: writes
/// `report.md`, a self-contained `index.html`, every chart as `charts/NAME.svg`, and for a sweep the sweep
/// analysis as `analysis.json`, into `--out` (default: the directory holding RESULTS; a run's results have
/// no analysis file, which `fencesim run` would remove again: `OutputSet`). `--uncertainty` adds the
/// uncertainty band of a sensitivity study of the same scenario beside the replication intervals.
///
/// The one-day timelines re-simulate replication 0 from the scenario echoed in the results; relative
/// paths in it (tracks, power profiles) resolve against `--scenario-dir` (default: the current directory).
struct ReportCommand {
    static let options: [CommandOption] = [
        .out("the directory holding RESULTS"),
        CommandOption(
            flag: "--target", value: "R",
            meaning: "the entry recall a sweep's best point must reach with 95 % confidence",
            defaultValue: "the target the sweep was run with", example: "--target 0.95"),
        CommandOption(
            flag: "--scenario-dir", value: "DIR",
            meaning: "where the relative paths of the scenario echoed in RESULTS (tracks, power profiles) resolve, "
                + "for the one-day timelines",
            defaultValue: "the current directory", example: "--scenario-dir scenarios"),
        CommandOption(
            flag: "--uncertainty", value: "STUDY",
            meaning: "the results of an uncertainty study of the same scenario (fencesim sensitivity --method "
                + "uncertainty), drawn as a band beside the replication intervals",
            defaultValue: "no band", example: "--uncertainty reports/paper-2012-sensitivity/uncertainty/results.json"),
    ]
    static let usage = options.usage("fencesim report RESULTS")
    static let valued = options.valued

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("report takes one results file\nusage: \(usage)")
        }
        let path = arguments.positional[0]
        let output = arguments.value("--out") ?? URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
        let (bytes, file) = try StudyFile.read(path: path)
        switch file {
        case StudyFile(kind: .sensitivity, role: .results)?:
            guard ["--target", "--scenario-dir", "--uncertainty"].allSatisfy({ arguments.value($0) == nil }) else {
                throw UsageError(
                    "--target, --scenario-dir and --uncertainty do not apply to sensitivity results (fix: leave them "
                        + "out)")
            }
            try SensitivityReport(results: try SensitivityResults.decode(bytes, file: path)).document().write(
                toDirectory: output)
        case StudyFile(kind: .calibration, role: .results)?:
            try CalibrationReport(results: try CalibrationResults.decode(bytes, file: path)).document().write(
                toDirectory: output)
        case StudyFile(kind: .optimization, role: .results)?:
            try OptimizationReport(results: try OptimizationResults.decode(bytes, file: path)).document().write(
                toDirectory: output)
        case let other? where other.role == .part:
            throw InputError(
                "\(path): is one shard's part of a \(other.kind.words.study), not complete results (fix: merge all "
                    + "parts first: fencesim merge PART… --out DIR/results.json, then report DIR/results.json)")
        default:
            return try reportRun(
                ExperimentResults.decode(bytes, file: path), path: path, output: output, arguments, registry)
        }
        print("wrote \(output)/report.md and \(output)/index.html")
        return .ok
    }

    /// The report of a run's or sweep's results (`path`), with the uncertainty band of `--uncertainty`.
    static func reportRun(
        _ results: ExperimentResults, path: String, output: String, _ arguments: Arguments, _ registry: StrategyRegistry
    ) throws -> ExitStatus {
        let uncertainty = try arguments.value("--uncertainty").map { file in
            let study = try SensitivityResults.read(path: file)
            if let mismatch = study.uncertaintyMismatch(with: results) {
                throw InputError(
                    "\(file): \(mismatch) (fix: give the results.json of `fencesim sensitivity SCENARIO --method "
                        + "uncertainty` on the scenario of \(path))")
            }
            return study
        }
        let analysis = try SweepAnalysis(results: results, target: try SweepCommand.targetRecall(arguments))
        let timelines = DayTimelines.simulate(
            results: results, analysis: analysis, registry: registry,
            baseDirectory: arguments.value("--scenario-dir") ?? ".",
            scenarioDirectoryGiven: arguments.value("--scenario-dir") != nil)
        if let problem = timelines.problem {
            FenceSimCommand.printError("warning: no one-day timeline: \(problem)")
        }
        let document = ResultsReport(
            results: results, analysis: analysis, timelines: timelines, registry: registry, uncertainty: uncertainty
        ).document()
        try document.write(toDirectory: output)
        if !results.sweep.isEmpty { try analysis.write(toDirectory: output) }
        let charts = document.blocks.filter { if case .figure = $0 { true } else { false } }.count
        print(
            "wrote \(output)/report.md, \(output)/index.html, \(charts) charts in \(output)/"
                + "\(ReportDocument.chartDirectory)/" + (results.sweep.isEmpty ? "" : " and \(output)/analysis.json"))
        return .ok
    }
}
