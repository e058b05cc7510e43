import FenceExperiment
import FenceFiles
import FencePlatform
import FenceReport
import Foundation

/// `fencesim report RESULTS [--out DIR] [--target R] [--scenario-dir DIR]`: writes `report.md`, a
/// self-contained `index.html`, every chart as `charts/NAME.svg`, and the sweep analysis as
/// `analysis.json`, into `--out` (default: the directory holding RESULTS).
///
/// The one-day timelines re-simulate replication 0 from the scenario echoed in the results; relative
/// paths in it (tracks, power profiles) resolve against `--scenario-dir` (default: the current directory).
struct ReportCommand {
    static let usage = "fencesim report RESULTS [--out DIR] [--target R] [--scenario-dir DIR]"

    static let valued: Set<String> = ["--out", "--target", "--scenario-dir"]

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("report takes one results file\nusage: \(usage)")
        }
        let path = arguments.positional[0]
        let output = arguments.value("--out") ?? URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
        if let bytes = try? InputFile.bytes(path: path), SensitivityResults.isResults(bytes) {
            guard arguments.value("--target") == nil, arguments.value("--scenario-dir") == nil else {
                throw UsageError(
                    "--target and --scenario-dir do not apply to sensitivity results (fix: leave them out)")
            }
            let document = SensitivityReport(results: try SensitivityResults.read(path: path)).document()
            try document.write(toDirectory: output)
            print("wrote \(output)/report.md and \(output)/index.html")
            return .ok
        }
        let results = try ExperimentResults.read(path: path)
        let analysis = try SweepAnalysis(results: results, target: try SweepCommand.targetRecall(arguments))
        let timelines = DayTimelines.simulate(
            results: results, analysis: analysis, registry: registry,
            baseDirectory: arguments.value("--scenario-dir") ?? ".",
            scenarioDirectoryGiven: arguments.value("--scenario-dir") != nil)
        if let problem = timelines.problem {
            FenceSimCommand.printError("warning: no one-day timeline: \(problem)")
        }
        let document = ResultsReport(results: results, analysis: analysis, timelines: timelines, registry: registry)
            .document()
        try document.write(toDirectory: output)
        try analysis.write(toDirectory: output)
        let charts = document.blocks.filter { if case .figure = $0 { true } else { false } }.count
        print(
            "wrote \(output)/report.md, \(output)/index.html, \(charts) charts in \(output)/"
                + "\(ReportDocument.chartDirectory)/ and \(output)/analysis.json")
        return .ok
    }
}
