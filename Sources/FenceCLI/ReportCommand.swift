import FenceAnalysis
import FenceExperiment
import FenceFiles
import FencePlatform
import FenceReport
import FenceResultsReport
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
    static let usage = "fencesim report RESULTS [--out DIR] [--target R] [--scenario-dir DIR] [--uncertainty STUDY]"

    static let valued: Set<String> = ["--out", "--target", "--scenario-dir", "--uncertainty"]

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("report takes one results file\nusage: \(usage)")
        }
        let path = arguments.positional[0]
        let output = arguments.value("--out") ?? URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
        if let bytes = try? InputFile.bytes(path: path), SensitivityResults.isResults(bytes) {
            guard ["--target", "--scenario-dir", "--uncertainty"].allSatisfy({ arguments.value($0) == nil }) else {
                throw UsageError(
                    "--target, --scenario-dir and --uncertainty do not apply to sensitivity results (fix: leave them "
                        + "out)")
            }
            let document = SensitivityReport(results: try SensitivityResults.read(path: path)).document()
            try document.write(toDirectory: output)
            print("wrote \(output)/report.md and \(output)/index.html")
            return .ok
        }
        if let bytes = try? InputFile.bytes(path: path), CalibrationResults.isResults(bytes) {
            try CalibrationReport(results: try CalibrationResults.read(path: path)).document().write(
                toDirectory: output)
            print("wrote \(output)/report.md and \(output)/index.html")
            return .ok
        }
        if let bytes = try? InputFile.bytes(path: path), OptimizationResults.isResults(bytes) {
            try OptimizationReport(results: try OptimizationResults.read(path: path)).document().write(
                toDirectory: output)
            print("wrote \(output)/report.md and \(output)/index.html")
            return .ok
        }
        let results = try ExperimentResults.read(path: path)
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
