import FenceAnalysis
import FenceExperiment
import FenceFiles
import FencePlatform
import FenceReport
import FenceResultsReport
import FenceStudy
import Foundation

/// `fencesim report RESULTS` with the options declared in ``options``: writes
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
        CommandOption(
            flag: "--metrics", value: "X,Y",
            meaning: "the two metrics of a run's or sweep's scatter chart, horizontal then vertical, by their names "
                + "in results.json (an axis whose values span more than 10x is logarithmic)",
            defaultValue: "batteryLifeHours,entryRecall", example: "--metrics meanCurrentMilliamps,falseEntriesPerDay"),
    ]
    static let usage = options.usage("fencesim report RESULTS")
    static let valued = options.valued

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("report takes one results file\nusage: \(usage)")
        }
        let path = arguments.positional[0]
        let output =
            try arguments.directory("--out") ?? URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
        let (bytes, file) = try StudyFile.read(path: path)
        if file.map({ $0.kind != .sweep }) == true,
            let metrics = arguments.value("--metrics")
        {
            throw UsageError(
                "--metrics \(metrics): the scatter chart's metrics are those of a run's or a sweep's report, and \(path) "
                    + "holds a study's results (fix: leave --metrics out)")
        }
        // The flags of a run's or sweep's report are refused for a study's results rather than ignored.
        if let study = file.flatMap({ $0.kind == .sweep || $0.role == .part ? nil : $0.kind.words.study }),
            let flag = ["--target", "--scenario-dir", "--uncertainty"].first(where: { arguments.value($0) != nil })
        {
            throw UsageError(
                "\(flag) applies to a run's or a sweep's results, and \(path) holds a \(study)'s (fix: leave \(flag) out)"
            )
        }
        switch file {
        case StudyFile(kind: .sensitivity, role: .results)?:
            try SensitivityReport(results: try SensitivityResults.decode(bytes, file: path)).document().write(
                toDirectory: output)
        case StudyFile(kind: .calibration, role: .results)?:
            try CalibrationReport(results: try CalibrationResults.decode(bytes, file: path)).document().write(
                toDirectory: output)
        case StudyFile(kind: .optimization, role: .results)?:
            try OptimizationReport(results: try OptimizationResults.decode(bytes, file: path)).document().write(
                toDirectory: output)
        case StudyFile(kind: .recovery, role: .results)?:
            let report = CalibrationRecoveryMarkdown.render(try CalibrationRecovery.decode(bytes, file: path))
            try AtomicFile.createDirectory(output)
            try AtomicFile.write(report, to: URL(fileURLWithPath: output + "/report.md"))
            print("wrote \(output)/report.md")
            return .ok
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

    /// The metrics of `--metrics X,Y`, each a metric of `results` with an estimate for some strategy; nil
    /// without the flag.
    static func chartMetrics(_ arguments: Arguments, results: ExperimentResults) throws -> (x: Metric, y: Metric)? {
        guard let text = arguments.value("--metrics") else { return nil }
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard names.count == 2 else {
            throw UsageError(
                "--metrics '\(text)': expected two metric names, X,Y (fix: e.g. --metrics batteryLifeHours,entryRecall)"
            )
        }
        let known = results.metrics.metrics.map(\.name)
        let metrics = try names.map { name throws(UsageError) -> Metric in
            guard let metric = results.metrics.named(name) else {
                let nearest = NearestName.among(known, to: name).map { "did you mean \($0)? " } ?? ""
                throw UsageError(
                    "--metrics: '\(name)' is not a metric of these results (fix: \(nearest)use one of "
                        + "\(results.metrics.names))")
            }
            return metric
        }
        let estimated = results.points.contains { point in
            point.strategies.contains { $0[metrics[0]] != nil && $0[metrics[1]] != nil }
        }
        guard estimated else {
            throw UsageError(
                "--metrics \(text): no strategy has an estimate of both in these results (fix: choose metrics the "
                    + "summary table shows)")
        }
        return (metrics[0], metrics[1])
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
        var report = ResultsReport(
            results: results, analysis: analysis, timelines: timelines, registry: registry, uncertainty: uncertainty)
        report.chartMetrics = try chartMetrics(arguments, results: results)
        let document = report.document()
        try document.write(toDirectory: output)
        if !results.sweep.isEmpty { try analysis.write(toDirectory: output) }
        let charts = document.blocks.filter { if case .figure = $0 { true } else { false } }.count
        print(
            "wrote \(output)/report.md, \(output)/index.html, \(charts) charts in \(output)/"
                + "\(ReportDocument.chartDirectory)/" + (results.sweep.isEmpty ? "" : " and \(output)/analysis.json"))
        return .ok
    }
}
