import FenceAnalysis
import FenceExperiment
import FenceFiles
import FenceParameters
import FencePlatform
import FenceResultsReport
import FenceScenario
import Foundation

/// `fencesim coverage SCENARIO` with the options declared in ``options``.
///
/// Measures whether the intervals FenceSim prints keep their promise: runs the scenario K times with R
/// replications and seeds S, S + 1, …, S + K − 1, and once with N replications and the reference seed; for
/// every interval the results hold (results.json, and a sweep's analysis.json) it counts the experiments
/// whose interval covers the reference's estimate (``CoverageStudy``). Writes `coverage.json` and
/// `coverage.md` under `--out` (default `reports/coverage/<scenario name>`). `--baseline FILE` puts the
/// coverage and widths of an earlier study beside (the same study made with other estimators). Exit status
/// 1 when an interval's coverage is significantly below the target `--target` (default 0.93): its Wilson
/// upper bound under it.
struct CoverageCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--experiments", value: "K", meaning: "repeated experiments, each with its own intervals",
            defaultValue: "\(defaultExperiments)", example: "--experiments 40"),
        CommandOption(
            flag: "--replications", value: "R", meaning: "replications per experiment",
            defaultValue: "\(defaultReplications)", example: "--replications 20"),
        CommandOption(
            flag: "--reference-replications", value: "N",
            meaning: "replications of the reference run whose estimates stand in for the truth",
            defaultValue: "\(defaultReferenceReplications)", example: "--reference-replications 400"),
        CommandOption(
            flag: "--seed", value: "S", meaning: "the first experiment's seed (the others follow it)",
            defaultValue: "\(defaultSeed)", example: "--seed 1"),
        CommandOption(
            flag: "--reference-seed", value: "S", meaning: "the reference run's seed",
            defaultValue: "\(defaultReferenceSeed)", example: "--reference-seed 7"),
        CommandOption(
            flag: "--target", value: "C",
            meaning: "the coverage an interval must not fall significantly below (exit 1 when one does)",
            defaultValue: "0.93", example: "--target 0.85"),
        .threads,
        CommandOption(
            flag: "--baseline", value: "FILE", meaning: "an earlier coverage.json to show beside each interval",
            defaultValue: "none", example: "--baseline reports/coverage/paper-2012/baseline.json"),
        .out("reports/coverage/<scenario name>"), .quiet,
    ]
    static let usage = options.usage("fencesim coverage SCENARIO")
    static let valued = options.valued
    static let switches = options.switches

    /// The defaults: the setting of the first coverage measurement (200 experiments of 30 replications, seeds
    /// 1001–1200, against 2 000 replications of seed 99).
    static let defaultExperiments = 200
    static let defaultReplications = 30
    static let defaultReferenceReplications = 2_000
    static let defaultSeed: UInt64 = 1_001
    static let defaultReferenceSeed: UInt64 = 99

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("coverage takes one scenario file\nusage: \(usage)")
        }
        let file = arguments.positional[0]
        let scenario = try RunCommand.loadScenario(file, registry: registry)
        let experiments = try arguments.integer("--experiments", in: 2...100_000) ?? defaultExperiments
        let replications = try arguments.integer("--replications", in: 2...100_000) ?? defaultReplications
        let referenceReplications =
            try arguments.integer("--reference-replications", in: 2...1_000_000) ?? defaultReferenceReplications
        let seed = try arguments.unsigned("--seed") ?? defaultSeed
        let referenceSeed = try arguments.unsigned("--reference-seed") ?? defaultReferenceSeed
        guard referenceSeed < seed || referenceSeed >= seed + UInt64(experiments) else {
            throw UsageError(
                "--reference-seed \(referenceSeed) is one of the experiments' seeds \(seed)…"
                    + "\(seed + UInt64(experiments) - 1) (fix: give a reference seed outside them)")
        }
        let target = try targetCoverage(arguments)
        let baseline = try arguments.value("--baseline").map(readBaseline)
        let threads = try RunCommand.resolvedThreads(arguments, scenario: scenario)
        let output = try outputDirectory(arguments, scenario: scenario)
        let quiet = arguments.flag("--quiet")
        let lastSeed = seed + UInt64(experiments) - 1
        let plural = threads == 1 ? "" : "s"
        print(
            "FenceSim \(FenceSimVersion.current) — coverage of \(scenario.name): \(experiments) experiments × "
                + "\(replications) replications (seeds \(seed)…\(lastSeed)) against \(referenceReplications) "
                + "replications (seed \(referenceSeed)), \(threads) thread\(plural)")

        let reference = try intervals(
            scenario.overridingRun(replications: referenceReplications, seed: referenceSeed, file: file),
            threads: threads, quiet: quiet, label: "reference")
        var tally = CoverageTally(reference: reference)
        let bar = ProgressBar.make(total: experiments, label: "experiments", quiet: quiet)
        for k in 0..<experiments {
            let run = try intervals(
                scenario.overridingRun(replications: replications, seed: seed + UInt64(k), file: file),
                threads: threads, quiet: true, label: "")
            tally.add(experiment: run)
            bar?.update(k + 1)
        }
        bar?.finish()
        let study = CoverageStudy(
            scenario: scenario.name, experiments: experiments, replications: replications,
            referenceReplications: referenceReplications, firstSeed: seed, referenceSeed: referenceSeed,
            model: "\(ModelIdentity.current)", tally: tally, target: target, baseline: baseline?.study,
            baselineName: baseline?.name)
        try AtomicFile.createDirectory(output)
        try AtomicFile.write(study.jsonText(), to: URL(fileURLWithPath: output).appendingPathComponent("coverage.json"))
        let markdown = CoverageMarkdown.render(study)
        try AtomicFile.write(markdown, to: URL(fileURLWithPath: output).appendingPathComponent("coverage.md"))
        let short = study.belowTarget
        print("")
        for kind in study.kinds {
            print(
                "\(kind.name): \(kind.coverage.map { Format.fixed($0, 3) } ?? "–") over \(kind.intervals) interval"
                    + (kind.intervals == 1 ? "" : "s"))
        }
        for row in short {
            print(
                "below target: \(row.path): \(Format.fixed(row.coverage ?? 0, 3)) (\(row.covered) of \(row.withInterval))"
            )
        }
        print("\nwrote \(output)/coverage.json and coverage.md")
        return short.isEmpty ? .ok : .regression
    }

    /// The intervals of one run of `scenario` (and of its analysis, for a sweep).
    static func intervals(_ scenario: Scenario, threads: Int, quiet: Bool, label: String) throws
        -> [ReportedInterval]
    {
        let experiment = try Experiment(scenario: scenario)
        let bar = ProgressBar.make(total: experiment.workCount, label: label, quiet: quiet)
        let results = experiment.results(from: try experiment.rows(threads: threads, progress: bar?.update))
        bar?.finish()
        var documents = [("results.json", try results.jsonText())]
        if !results.sweep.isEmpty {
            documents.append(
                ("analysis.json", try SweepAnalysis(results: results, target: SweepAnalysis.defaultTarget).jsonText()))
        }
        var found: [ReportedInterval] = []
        for (name, text) in documents {
            found += ReportedInterval.all(in: try JSONParser.parse(text), file: name)
        }
        return found
    }

    /// `--target`: a coverage strictly between 0 and 1 (default 0.93, the coverage FenceSim's intervals are held to).
    static func targetCoverage(_ arguments: Arguments) throws -> Double {
        try arguments.number(
            "--target", "a coverage", within: ValidRange(0, 1, excludesLower: true, excludesUpper: true),
            example: "0.93") ?? 0.93
    }

    /// `--baseline FILE`: an earlier study, by its path.
    static func readBaseline(_ path: String) throws -> (study: CoverageStudy, name: String) {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch {
            throw InputError(
                "\(path): cannot read the baseline coverage file (\(error.reason)); fix: give the coverage.json of "
                    + "an earlier fencesim coverage run")
        }
        do {
            let study = try CoverageStudy(jsonText: String(decoding: bytes, as: UTF8.self), file: path)
            return (study, "the estimators of \(study.model) (`\(path)`)")
        } catch { throw InputError(error.description) }
    }

    /// `--out`, else `reports/coverage/<scenario name>`.
    static func outputDirectory(_ arguments: Arguments, scenario: Scenario) throws -> String {
        if let given = try arguments.directory("--out") { return given }
        let name = scenario.name
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
            throw UsageError(
                "the scenario name '\(name)' cannot name a directory under reports/coverage/ (fix: give --out DIR)")
        }
        return "reports/coverage/\(name)"
    }
}
