import FenceExperiment
import FenceFiles
import FencePlatform
import FenceResultsReport
import FenceScenario
import FenceStudy
import Foundation

/// `fencesim sensitivity SCENARIO` with the options declared in ``options``.
///
/// Perturbs the scenario's model parameters over their plausible ranges (the parameter table's) by the
/// chosen design, runs every design point for the same K replications (common random numbers) and writes
/// `DIR/results.json` (``SensitivityResults``); `--shard K/N` runs every N-th unit and writes
/// `DIR/part-K-of-N.json` for `fencesim merge`. `--over FILE` draws an uncertainty band over a
/// calibration's surviving region instead of the prior (``SensitivityHeader/Region``). Finished units are checkpointed in `DIR` until the output
/// is written; `--resume` continues from there. `--no-reuse` (or `FENCESIM_NO_REUSE=1`) runs every point
/// plainly (``RunReuse/off``), with the same results.
struct SensitivityCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--method", value: "morris|sobol|uncertainty",
            meaning: "Morris screening (which parameters matter), Sobol indices (how much of the variance each "
                + "explains) or the uncertainty band (how wide a result is with every parameter uncertain)",
            defaultValue: "morris", example: "--method sobol"),
        CommandOption(
            flag: "--parameters", value: "assumptions|all|PATH,…|top:K@MORRIS_RESULTS",
            meaning: "the parameters perturbed: the assumed [A] and calibrated ones, every one of the table, a list "
                + "of paths, or the K a Morris study ranks highest",
            defaultValue: "assumptions (those that act on the scenario)",
            example: "--parameters top:8@reports/paper-2012-sensitivity/morris/results.json"),
        CommandOption(
            flag: "--rank-by", value: "METRIC,…", meaning: "the metrics a top:K selection ranks by",
            defaultValue: "every metric of the Morris study", example: "--rank-by three-manager.batteryLifeHours"),
        CommandOption(
            flag: "--trajectories", value: "R",
            meaning: "Morris trajectories (each one design point per parameter + 1)",
            defaultValue: "\(defaultTrajectories)", example: "--trajectories 20"),
        CommandOption(
            flag: "--levels", value: "P", meaning: "Morris grid levels per parameter", defaultValue: "4",
            example: "--levels 6"),
        CommandOption(
            flag: "--samples", value: "N", meaning: "Sobol base rows (N(d + 2) runs) or uncertainty band points",
            defaultValue: "\(defaultSobolSamples) for sobol, \(defaultUncertaintySamples) for uncertainty",
            example: "--samples 32"),
        CommandOption(
            flag: "--sequence", value: "sobol|halton|random",
            meaning: "the point sequence of sobol or uncertainty (random: uncertainty only)",
            defaultValue: "sobol (random for an uncertainty band over more parameters than Sobol's sequence has)",
            example: "--sequence halton"),
        CommandOption(
            flag: "--over", value: "CALIBRATION_RESULTS",
            meaning: "draw the uncertainty band's calibrated parameters from a calibration's surviving region",
            defaultValue: "the priors of the parameter table", example: "--over reports/calibration/results.json"),
        CommandOption(
            flag: "--replications", value: "K",
            meaning: "replications per design point, shared by all points (common random numbers)",
            defaultValue: "\(defaultReplications)", example: "--replications 5"),
        .seed, .threads, .out("reports/<scenario name>-<method>"), .shard, .resume,
        CommandOption(
            flag: "--no-reuse", value: nil,
            meaning: "run every design point plainly rather than reuse work points share (same results, slower; "
                + "also FENCESIM_NO_REUSE=1)",
            defaultValue: nil, example: "--no-reuse"),
        .quiet,
    ]
    static let usage = options.usage("fencesim sensitivity SCENARIO")
    static let valued = options.valued
    static let switches = options.switches

    /// Replications per design point unless `--replications` is given: the points share their replications
    /// (common random numbers), so differences between points are far more precise than each point's mean.
    static let defaultReplications = 20
    /// Morris trajectories unless `--trajectories` is given (r = 10, within Campolongo's 10–20 for screening).
    static let defaultTrajectories = 10
    /// Sobol base rows unless `--samples` is given: N(d + 2) runs of the scenario.
    static let defaultSobolSamples = 64
    /// Uncertainty sample points unless `--samples` is given (enough for a 5–95 % band).
    static let defaultUncertaintySamples = 128

    /// Runs the command; `stop` is asked before each unit starts and, once true, ends the run as a signal
    /// would (checkpoint kept, ``Interrupted`` thrown) — a signal by default, a test's count otherwise.
    static func run(
        _ arguments: Arguments, registry: StrategyRegistry,
        stop: @escaping @Sendable () -> Bool = Interruption.requested
    ) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("sensitivity takes one scenario file\nusage: \(usage)")
        }
        let scenario = try RunCommand.configuredScenario(
            arguments, registry: registry, defaultReplications: defaultReplications)
        let methodText = arguments.value("--method") ?? "morris"
        guard let method = SensitivityHeader.Method(rawValue: methodText) else {
            throw UsageError("--method '\(methodText)' is not a method: use morris, sobol or uncertainty")
        }
        let selection = arguments.value("--parameters") ?? "assumptions"
        var paths = try parameterPaths(selection, rankBy: arguments.value("--rank-by"))
        var leftOut: [SensitivityHeader.LeftOut] = []
        if selection == "assumptions" || selection == "all" { (paths, leftOut) = scenario.parametersThatAct(paths) }
        let region = try self.region(arguments, scenario: scenario, method: method)
        if let region {
            paths += region.paths.filter { !paths.contains($0) }
            leftOut.removeAll { region.paths.contains($0.path) }
        }
        let settings = try self.settings(arguments, method: method, parameterCount: paths.count)
        var study: SensitivityStudy
        do {
            study = try SensitivityStudy(
                scenario: scenario, method: method, paths: paths, settings: settings, leftOut: leftOut,
                over: region)
        } catch {
            throw InputError(
                (arguments.positional[0]) + ": " + error.description)
        }
        let threads = try RunCommand.resolvedThreads(arguments, scenario: scenario)
        let shard = try SweepCommand.shard(
            arguments, workCount: study.unitCount,
            counted: "the study has \(study.unitCount) units (design points and the unperturbed scenario)")
        let output = try outputDirectory(arguments, scenario: scenario, method: method)
        let reuse = try self.reuse(arguments)
        print(
            "FenceSim \(FenceSimVersion.current) — \(scenario.name): \(method.rawValue) over \(paths.count) "
                + "parameter\(paths.count == 1 ? "" : "s"), \(study.pointCount) points × "
                + "\(scenario.run.replications) replications × \(scenario.strategies.count) strategies (+ the "
                + "unperturbed scenario), seed \(scenario.run.seed), \(threads) thread\(threads == 1 ? "" : "s")"
                + (reuse == .off ? ", every point run plainly (no reuse)" : "")
                + (region.map { ", over \($0.description)" } ?? ""))
        if !leftOut.isEmpty {
            print(
                "left out \(leftOut.count) parameter\(leftOut.count == 1 ? "" : "s") that reach no strategy of "
                    + "\(scenario.name) (\(leftOut.map(\.path).joined(separator: ", ")))")
        }
        study.reuse = reuse
        let driver = StudyDriver(
            study, output: output, threads: threads, resume: arguments.flag("--resume"),
            console: .terminal(quiet: arguments.flag("--quiet")), stop: stop)
        if let shard {
            try driver.runShard(shard)
            return .ok
        }
        let results = try driver.run(label: "sensitivity")
        print("")
        print(SensitivitySummaryText.render(results))
        try driver.write(results)
        print("\nwrote \(output)/results.json")
        return .ok
    }

    /// The scenario paths `--parameters` selects: `assumptions` (tagged [A] or calibrated), `all` (every
    /// parameter with a plausible range) — both before dropping those that reach no strategy of the
    /// scenario (``Scenario/parametersThatAct(_:)``) — `top:K@FILE` (the K that the Morris screening in FILE ranked
    /// highest, ``SensitivityResults/morrisTop(_:metrics:)``, over the metrics of `rankBy` or all of its
    /// metrics) or a comma-separated list of paths.
    static func parameterPaths(_ text: String, rankBy: String? = nil) throws -> [String] {
        if text.hasPrefix("top:") { return try morrisTop(text, rankBy: rankBy) }
        if rankBy != nil {
            throw UsageError("--rank-by goes with --parameters top:K@FILE (fix: leave it out, or rank a Morris file)")
        }
        switch text {
        case "assumptions":
            return ParameterRegistry.rows.filter { $0.provenance.needsPlausibleRange && $0.isSampled }.map(
                \.path)
        case "all":
            return ParameterRegistry.rows.filter(\.isSampled).map(\.path)
        default:
            return try listed(text, flag: "--parameters")
        }
    }

    /// `top:K@FILE`: the K parameters the Morris results in FILE rank highest, printed with the ranking.
    static func morrisTop(_ text: String, rankBy: String?) throws -> [String] {
        let body = text.dropFirst("top:".count)
        guard let at = body.firstIndex(of: "@"), let count = Int(body[..<at]), count >= 1,
            body.index(after: at) < body.endIndex
        else {
            throw UsageError(
                "--parameters '\(text)' is not top:K@FILE (fix: e.g. top:8@reports/paper-2012-sensitivity/morris/"
                    + "results.json, K ≥ 1)")
        }
        let file = String(body[body.index(after: at)...])
        let metrics = try rankBy.map { try listed($0, flag: "--rank-by") }
        let morris = try SensitivityResults.read(path: file)
        do {
            let paths = try morris.morrisTop(count, metrics: metrics)
            print(
                "parameters: the \(count) that \(file) ranks highest by Morris μ*, in turn over "
                    + (metrics?.joined(separator: ", ") ?? "its \(morris.header.metrics.count) metrics") + ": "
                    + paths.joined(separator: ", "))
            return paths
        } catch { throw InputError("\(file): " + error.description) }
    }

    /// A comma-separated list without empty items.
    static func listed(_ text: String, flag: String) throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !items.contains(where: \.isEmpty) else {
            throw UsageError("\(flag) '\(text)' has an empty entry (fix: NAME,NAME,… without empty items)")
        }
        return items
    }

    /// The design settings from the flags; flags of another method are refused rather than ignored.
    static func settings(_ arguments: Arguments, method: SensitivityHeader.Method, parameterCount: Int) throws
        -> SensitivityHeader.Settings
    {
        let foreign: [String] =
            switch method {
            case .morris: ["--samples", "--sequence"]
            case .sobol, .uncertainty: ["--trajectories", "--levels"]
            }
        if let flag = foreign.first(where: { arguments.value($0) != nil }) {
            throw UsageError("\(flag) does not apply to --method \(method.rawValue) (fix: leave it out)")
        }
        switch method {
        case .morris:
            return SensitivityHeader.Settings(
                trajectories: try arguments.integer("--trajectories", in: 2...10_000) ?? defaultTrajectories,
                levels: try arguments.integer("--levels", in: 2...100) ?? 4)
        case .sobol, .uncertainty:
            let samples =
                try arguments.integer("--samples", in: 2...1_000_000)
                ?? (method == .sobol ? defaultSobolSamples : defaultUncertaintySamples)
            let name = arguments.value("--sequence")
            guard
                let settings = SensitivityHeader.Settings.sampling(
                    method: method, samples: samples, sequenceName: name, parameterCount: parameterCount)
            else {
                throw UsageError(
                    "--sequence '\(name ?? "")' is not a sequence of --method \(method.rawValue): use sobol or halton"
                        + (method == .uncertainty ? ", or random" : ""))
            }
            return settings
        }
    }

    /// The calibrated region of `--over FILE` (an uncertainty band only); nil without `--over`.
    static func region(_ arguments: Arguments, scenario: Scenario, method: SensitivityHeader.Method) throws
        -> CalibratedRegion?
    {
        guard let file = arguments.value("--over") else { return nil }
        guard method == .uncertainty else {
            throw UsageError(
                "--over draws an uncertainty band over a calibrated region; it does not apply to --method "
                    + "\(method.rawValue) (fix: add --method uncertainty, or leave --over out)")
        }
        do { return try CalibratedRegion(CalibrationResults.read(path: file), file: file, scenario: scenario) } catch {
            throw InputError(error.description)
        }
    }

    /// `--out`, else `reports/<scenario name>-<method>`.
    static func outputDirectory(_ arguments: Arguments, scenario: Scenario, method: SensitivityHeader.Method) throws
        -> String
    {
        if arguments.value("--out") != nil { return try RunCommand.outputDirectory(arguments, scenario: scenario) }
        let output = "reports/\(scenario.name)-\(method.rawValue)"
        guard !scenario.name.isEmpty, !scenario.name.contains("/") else {
            throw UsageError("the scenario name '\(scenario.name)' cannot name a directory (fix: give --out DIR)")
        }
        try AtomicFile.createDirectory(output)
        return output
    }

    /// Whether the study reuses work between points: off with `--no-reuse` or `FENCESIM_NO_REUSE=1`.
    static func reuse(_ arguments: Arguments, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> RunReuse
    {
        guard let reuse = RunReuse.chosen(noReuseFlag: arguments.flag("--no-reuse"), environment: environment) else {
            throw UsageError(
                "\(RunReuse.environmentVariable)='\(environment[RunReuse.environmentVariable] ?? "")' is neither 1 nor 0 "
                    + "(fix: set it to 1 to run every point plainly, or unset it)")
        }
        return reuse
    }
}
