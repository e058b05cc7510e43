import FenceExperiment
import FenceFiles
import FenceParameters
import FencePlatform
import FenceResultsReport
import FenceScenario
import FenceStudy
import Foundation

/// `fencesim optimize SCENARIO` with the options declared in ``options``.
///
/// Searches the knobs for the best objective whose constraint holds with confidence
/// (``Optimizer``: successive halving, then a local search around the best finalist, then a ranking-and-selection confirmation on fresh replications,
/// then the robust check), prints a summary and writes `DIR/results.json` (``OptimizationResults``). Every
/// run is checkpointed in `DIR/.fencesim-optimize-checkpoint` until the results are written; `--resume`
/// continues from there. With `--shard K/N` it runs shard K's share of the next batch of runs only
/// (``StudyDriver/runShard(_:)``); `fencesim merge` records the N parts (`docs/optimization.md`, "Shards").
struct OptimizeCommand {
    static let options: [CommandOption] = [
        CommandOption(
            flag: "--strategy", value: "LABEL", meaning: "the strategy whose knobs are tuned, by its label",
            defaultValue: nil, example: "--strategy three-manager", required: true),
        CommandOption(
            flag: "--maximize", value: "METRIC", meaning: "the objective to maximise: \(Metric.optimizedNames())",
            defaultValue: "give one of --maximize and --minimize", example: "--maximize batteryLifeHours"),
        CommandOption(
            flag: "--minimize", value: "METRIC", meaning: "the objective to minimise, as --maximize",
            defaultValue: "give one of --maximize and --minimize", example: "--minimize meanCurrentMilliamps"),
        CommandOption(
            flag: "--subject-to", value: "'METRIC >= VALUE'",
            meaning: "the constraint that must hold with --confidence (>= or <=)", defaultValue: nil,
            example: "--subject-to 'entryRecall >= 0.9'", required: true),
        CommandOption(
            flag: "--confidence", value: "C", meaning: "the one-sided confidence the constraint must hold with",
            defaultValue: "0.95", example: "--confidence 0.975"),
        CommandOption(
            flag: "--vary", value: "PATH=FROM:TO[:STEP]|PATH=V1,V2,…",
            meaning: "a knob and its values, by its JSON path; one or more", defaultValue: nil,
            example: "--vary 'strategies[three-manager].outerRadius=250:3000:250'", required: true, repeatable: true),
        CommandOption(
            flag: "--robust-over", value: "prior|CALIBRATION_RESULTS",
            meaning: "check the finalists' constraint over model points drawn from the parameter table's priors or "
                + "a calibration's surviving region",
            defaultValue: "no robust check", example: "--robust-over prior"),
        CommandOption(
            flag: "--robust-quantile", value: "Q",
            meaning: "the lower quantile over the model points at which the constraint must hold (with --robust-over)",
            defaultValue: "0.1", example: "--robust-quantile 0.05"),
        CommandOption(
            flag: "--robust-points", value: "M", meaning: "model points of the robust check",
            defaultValue: "\(defaultRobustPoints)", example: "--robust-points 8"),
        CommandOption(
            flag: "--budget", value: "RUNS",
            meaning: "runs before the robust check at most (the search stops early, the confirmation spends the rest)",
            defaultValue: "no budget", example: "--budget 400"),
        CommandOption(
            flag: "--indifference", value: "DELTA",
            meaning: "the indifference zone of the confirmation, in the objective's unit",
            defaultValue: "1 % of the best finalist's mean", example: "--indifference 0.1"),
        CommandOption(
            flag: "--first-replications", value: "R", meaning: "replications of the first halving stage",
            defaultValue: "4", example: "--first-replications 8"),
        CommandOption(
            flag: "--confirm-replications", value: "N0",
            meaning: "first-stage replications of the confirmation on fresh seeds", defaultValue: "40",
            example: "--confirm-replications 20"),
        CommandOption(
            flag: "--local-rounds", value: "L", meaning: "rounds of local search after the halving (0: none)",
            defaultValue: "3", example: "--local-rounds 0"),
        CommandOption(
            flag: "--seed", value: "S", meaning: "the seed of the candidate draw (replications use the scenario's)",
            defaultValue: "1", example: "--seed 2"),
        .threads, .out("reports/<scenario name>"), .shard, .resume, .quiet,
    ]
    static let usage = options.usage("fencesim optimize SCENARIO")
    static let valued = options.valued
    static let switches = options.switches

    /// Model points of a robust check unless `--robust-points`.
    static let defaultRobustPoints = 16
    /// Replications per model point and finalist in a robust check.
    static let robustReplications = 10

    static func run(
        _ arguments: Arguments, registry: StrategyRegistry,
        stop: @escaping @Sendable () -> Bool = Interruption.requested
    ) throws -> ExitStatus {
        guard arguments.positional.count == 1 else {
            throw UsageError("optimize takes one scenario file\nusage: \(usage)")
        }
        let problem = try self.problem(arguments)
        let knobs = try self.knobs(arguments)
        let scenario = try RunCommand.configuredScenario(arguments, registry: registry)
        var settings = OptimizationSettings()
        settings.budget = try arguments.integer("--budget", in: 1...100_000_000)
        settings.seed = try arguments.unsigned("--seed") ?? settings.seed
        settings.initialReplications =
            try arguments.integer("--first-replications", in: OptimizationSettings.acceptedInitialReplications)
            ?? settings.initialReplications
        settings.maximumStageReplications = max(settings.maximumStageReplications, settings.initialReplications)
        settings.confirmationReplications =
            try arguments.integer("--confirm-replications", in: OptimizationSettings.acceptedConfirmationReplications)
            ?? settings.confirmationReplications
        settings.localSearchRounds =
            try arguments.integer("--local-rounds", in: OptimizationSettings.acceptedLocalSearchRounds)
            ?? settings.localSearchRounds
        settings.indifferenceZone =
            try arguments.number(
                "--indifference", "the indifference zone δ in the objective's unit",
                within: ValidRange(0, excludesLower: true),
                example: "0.1") ?? settings.indifferenceZone
        let robustCheck = try self.robust(arguments, scenario: scenario, seed: settings.seed)
        let robust = robustCheck?.settings
        let evaluator: ScenarioEvaluator
        do {
            evaluator = try ScenarioEvaluator(scenario: scenario, problem: problem, knobs: knobs, robust: robust)
        } catch { throw InputError(error.inFile(arguments.positional[0]).description) }
        let optimizer = Optimizer(problem: problem, knobs: knobs, settings: settings, robust: robust)
        if let budget = settings.budget {
            let first = optimizer.candidates.count * settings.initialReplications
            let least = first + settings.finalists * settings.confirmationReplications
            guard budget >= least else {
                throw UsageError(
                    "--budget \(budget): the first halving stage (\(optimizer.candidates.count) candidates × "
                        + "\(settings.initialReplications) replications) and the confirmation's first stage "
                        + "(\(settings.finalists) × \(settings.confirmationReplications)) need \(least) runs "
                        + "(fix: --budget \(least) or more, or fewer --vary values)")
            }
        }
        let threads = try RunCommand.resolvedThreads(arguments, scenario: scenario)
        let output = try RunCommand.outputDirectory(arguments, scenario: scenario)
        print(
            "FenceSim \(FenceSimVersion.current) — \(scenario.name): optimize \(problem.strategy), "
                + "\(problem.direction.rawValue) \(problem.objective.name) subject to \(problem.constraintText) "
                + "at \(problem.confidence) confidence, \(optimizer.candidates.count) candidates over \(knobs.count) "
                + "knob\(knobs.count == 1 ? "" : "s"), replication seed \(scenario.run.seed), \(threads) "
                + "thread\(threads == 1 ? "" : "s")")
        if let robustCheck {
            print("robust check: \(robustCheck.settings.points.count) model points of \(robustCheck.drawnFrom)")
        }
        let header = OptimizationHeader(
            scenario: scenario, problem: problem, knobs: knobs, settings: settings, robust: robust)
        let driver = StudyDriver(
            OptimizationStudy(header: header, evaluator: evaluator), output: output, threads: threads,
            resume: arguments.flag("--resume"), console: .terminal(quiet: arguments.flag("--quiet")), stop: stop)
        if let shard = try SweepCommand.shard(
            arguments, workCount: optimizer.candidates.count * settings.initialReplications,
            counted: "the first halving stage has \(optimizer.candidates.count * settings.initialReplications) runs")
        {
            try driver.runShard(shard)
            return .ok
        }
        let results = try driver.run(label: "optimize")
        print("")
        print(OptimizationSummaryText.render(results))
        try driver.write(results)
        print("\nwrote \(output)/results.json")
        return .ok
    }

    /// The objective, the constraint and the confidence from the flags.
    static func problem(_ arguments: Arguments) throws -> OptimizationProblem {
        guard let strategy = arguments.value("--strategy"), !strategy.isEmpty else {
            throw UsageError(
                "optimize needs --strategy LABEL: the strategy whose knobs are tuned (fix: e.g. --strategy three-manager)"
            )
        }
        let maximize = arguments.value("--maximize"), minimize = arguments.value("--minimize")
        guard (maximize == nil) != (minimize == nil), let objectiveText = maximize ?? minimize else {
            throw UsageError(
                "optimize needs exactly one of --maximize METRIC or --minimize METRIC (fix: e.g. --maximize "
                    + "batteryLifeHours; metrics: \(Metric.optimizedNames()))")
        }
        guard let objective = Metric.optimized(named: objectiveText) else {
            throw UsageError(
                "--\(maximize != nil ? "maximize" : "minimize") '\(objectiveText)' is not a metric (fix: use one of "
                    + "\(Metric.optimizedNames()))")
        }
        guard let constraintText = arguments.value("--subject-to") else {
            throw UsageError(
                "optimize needs --subject-to 'METRIC >= VALUE' (fix: e.g. --subject-to 'entryRecall >= 0.9')")
        }
        guard let (constraint, comparison, threshold) = OptimizationProblem.parseConstraint(constraintText) else {
            throw UsageError(
                "--subject-to '\(constraintText)' is not 'METRIC >= VALUE' or 'METRIC <= VALUE' with a metric of "
                    + "\(Metric.optimizedNames()) (fix: e.g. --subject-to 'entryRecall >= 0.9')")
        }
        if constraint.unit == .share, !(0...1).contains(threshold) {
            throw UsageError(
                "--subject-to '\(constraintText)': \(constraint.name) is a share, so VALUE must lie in [0, 1] "
                    + "(fix: e.g. 0.9)")
        }
        let confidence =
            try arguments.number(
                "--confidence", "a one-sided confidence",
                within: ValidRange(0.5, 1, excludesLower: false, excludesUpper: true),
                example: "0.95") ?? 0.95
        return OptimizationProblem(
            strategy: strategy, objective: objective, direction: maximize != nil ? .maximize : .minimize,
            constraint: constraint, comparison: comparison, threshold: threshold, confidence: confidence)
    }

    /// The knobs of `--vary` (at least one).
    static func knobs(_ arguments: Arguments) throws -> [OptimizationKnob] {
        let texts = arguments.values("--vary")
        guard !texts.isEmpty else {
            throw UsageError(
                "optimize needs at least one --vary PATH=FROM:TO[:STEP] or --vary PATH=V1,V2,… (fix: e.g. --vary "
                    + "strategies[three-manager].outerRadius=250:3000:250)")
        }
        var knobs: [OptimizationKnob] = []
        for text in texts {
            do throws(ScenarioError) { knobs.append(try OptimizationKnob(parsing: text)) } catch {
                throw UsageError("\(error.path): \(error.message) (fix: \(error.fix ?? "see fencesim help optimize"))")
            }
        }
        return knobs
    }
}
