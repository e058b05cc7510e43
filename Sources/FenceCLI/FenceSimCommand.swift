import FenceExperiment
import FenceFiles
import FencePlatform
import FenceReport
import FenceScenario
@_exported import FenceStrategies
import FenceStudy
import Foundation

/// The `fencesim` command line: dispatches a subcommand and maps errors to exit statuses.
///
/// Every command that reads scenarios, builds strategies or names them (run, sweep, trace, validate,
/// schema, report's timelines and units) knows exactly the strategies of the registry it is given:
/// `Sources/fencesim/main.swift` passes `StrategyRegistry.builtIn`; a researcher's package passes the
/// built-ins with its own strategies registered (see docs/strategy-guide.md). FenceCLI re-exports
/// FenceStrategies, so such a `main.swift` reaches `StrategyRegistry.builtIn` with `import FenceCLI` alone.
public enum FenceSimCommand {
    static let usage = """
        usage: fencesim <command> [options]

        commands:
          \(RunCommand.usage)
              run a scenario: comparison table on stdout; results.json, results.csv, summary.csv and
              visits.csv (and battery.csv with --battery-series) under --out (default
              reports/<scenario name>); a scenario with a sweep section runs like sweep; --resume
              continues a run stopped by Ctrl-C, SIGTERM or a kill from its checkpoint
          \(SweepCommand.usage)
              run a grid of scenario variants (common random numbers across points): per-point table,
              Pareto frontier, best point meeting the recall --target (default 0.90), recall crossing;
              results.json, results.csv, summary.csv and analysis.json under --out; --shard K/N runs 1/N
              of the work and writes --out/part-K-of-N.json; --resume continues an interrupted sweep
          \(SensitivityCommand.usage)
              which assumptions a result hangs on: Morris screening (default), Sobol indices or the
              uncertainty band over the parameters' plausible ranges (default: the [A] and calibrated ones),
              20 replications per point unless --replications; results.json under --out (default
              reports/<scenario name>-<method>); --shard K/N writes --out/part-K-of-N.json for merge
          \(CalibrateCommand.usage)
              history matching against field measurements (observations/): waves of points not ruled
              out, per structure and parameter what survives, validation coverage; results.json under
              --out (default reports/calibration); --shard K/N runs 1/N of the next wave not yet merged
              and writes --out/part-K-of-N.json
          \(OptimizeCommand.usage)
              tune a strategy's knobs: the best --maximize/--minimize METRIC whose --subject-to constraint
              holds with --confidence, by successive halving over common random numbers and a ranking-and-
              selection confirmation on fresh replications; --robust-over checks the constraint over model
              points; results.json under --out; --resume continues an interrupted optimisation; --shard K/N
              runs 1/N of the next batch of runs not yet merged and writes --out/part-K-of-N.json
          \(MergeCommand.usage)
              combine the parts of a sharded sweep, sensitivity study or calibrate --recovery into results
              identical to one run; a calibration wave's (or an optimisation batch's) parts into its state,
              and results.json once the calibration (optimisation) is finished
          \(ReportCommand.usage)
              write report.md, a self-contained index.html and SVG charts from a results file
          \(CompareCommand.usage)
              Markdown table of each metric's change from BASE to NEW; exit 1 on a significant
              regression beyond tolerance
          \(CoverageCommand.usage)
              measure whether the intervals keep their promise: K experiments of R replications against a
              reference of N; per interval of the results, the share of experiments that cover the
              reference's estimate; coverage.json and coverage.md under --out (default
              reports/coverage/<scenario name>); exit 1 when one is significantly below --target (0.93)
          \(TraceCommand.usage)
              one run's fixes and detections as GeoJSON (with the world) and a CSV event log
          \(ValidateCommand.usage)
              check scenario files without running them
          \(SchemaCommand.usage)
              write the JSON Schema of scenario files (scenarios/schema.json), or the field reference
          \(ParametersCommand.usage)
              the parameter table: default, unit, valid and plausible range, provenance and source of every
              model parameter a scenario can set
          \(DocsCommand.usage)
              rewrite the text Markdown files generate between <!-- fencesim … --> markers: figures from
              committed results, parameter tables, the field reference, README's commands (make docs);
              --check writes nothing, lists stale files and intervals typed outside a marker (exit 1);
              marker paths are relative to --root (default: the current directory)
          fencesim help [COMMAND]
              this overview, or one command's usage (also: fencesim COMMAND --help)
          fencesim --version
              the version, the model's source digest that results record, and the build's git commit
        exit status: 0 ok, 1 regression found (compare) or coverage below target (coverage), 2 bad usage
        or input, 3 internal error, 130 / 143 stopped by SIGINT / SIGTERM (finished work is checkpointed:
        rerun with --resume)
        """

    /// Runs `fencesim` with `arguments` (without the program name) and the strategies of `registry`, and
    /// returns the exit status; `build` is the commit `--version` names.
    public static func main(_ arguments: [String], registry: StrategyRegistry, build: BuildCommit = .unknown)
        -> ExitStatus
    {
        guard let command = arguments.first else {
            printError(usage)
            return .badInput
        }
        // Bytes that are not UTF-8 reach Swift as U+FFFD: the path would name another file than the one meant (a
        // directory written under another name, an existing file reported missing).
        if let garbled = arguments.first(where: { $0.unicodeScalars.contains("\u{FFFD}") }) {
            printError(
                "fencesim: the argument '\(garbled)' is not UTF-8 text (its bytes arrive as \u{FFFD}), so the path "
                    + "it names cannot be used (fix: rename the file or directory to a UTF-8 name, e.g. one of ASCII "
                    + "letters, digits and dashes)"
            )
            return .badInput
        }
        let rest = Array(arguments.dropFirst())
        if asksForHelp(rest), let help = help(of: command) {
            print(help)
            return .ok
        }
        do {
            switch command {
            case "run":
                return try RunCommand.run(Arguments(rest, options: RunCommand.options), registry: registry)
            case "sweep":
                return try SweepCommand.run(Arguments(rest, options: SweepCommand.options), registry: registry)
            case "sensitivity":
                return try SensitivityCommand.run(
                    Arguments(rest, options: SensitivityCommand.options), registry: registry)
            case "calibrate":
                return try CalibrateCommand.run(Arguments(rest, options: CalibrateCommand.options), registry: registry)
            case "optimize":
                return try OptimizeCommand.run(Arguments(rest, options: OptimizeCommand.options), registry: registry)
            case "merge":
                return try MergeCommand.run(Arguments(rest, options: MergeCommand.options))
            case "report":
                return try ReportCommand.run(Arguments(rest, options: ReportCommand.options), registry: registry)
            case "compare":
                return try CompareCommand.run(Arguments(rest, options: CompareCommand.options))
            case "coverage":
                return try CoverageCommand.run(Arguments(rest, options: CoverageCommand.options), registry: registry)
            case "trace":
                return try TraceCommand.run(Arguments(rest, options: TraceCommand.options), registry: registry)
            case "schema":
                return try SchemaCommand.run(Arguments(rest, options: SchemaCommand.options), registry: registry)
            case "parameters":
                return try ParametersCommand.run(Arguments(rest, options: ParametersCommand.options))
            case "validate":
                return try ValidateCommand.run(Arguments(rest, options: ValidateCommand.options), registry: registry)
            case "docs":
                return try DocsCommand.run(Arguments(rest, options: DocsCommand.options), registry: registry)
            case "help", "--help", "-h":
                guard let topic = rest.first else {
                    print(usage)
                    return .ok
                }
                guard rest.count == 1 else {
                    throw UsageError(
                        "help takes one command, got '\(rest.joined(separator: " "))' (fix: e.g. fencesim help run)")
                }
                guard let help = help(of: topic) else { throw UsageError(unknownCommand(topic)) }
                print(help)
                return .ok
            case "--version", "version":
                print(versionText(build))
                return .ok
            default:
                throw UsageError(unknownCommand(command))
            }
        } catch let error as UsageError {
            printError("fencesim: \(error.message)")
            return .badInput
        } catch let error as InputError {
            printError(error.description)
            return .badInput
        } catch let error as ScenarioError {
            printError(error.description)
            return .badInput
        } catch let error as ReportError {
            printError("fencesim: report: \(error.description)")
            if case .fileSystem = error { return .badInput }
            return .internalError
        } catch let error as MergeError {
            printError(error.description)
            return .badInput
        } catch let error as ComparisonError {
            printError(error.description)
            return .badInput
        } catch let error as AnalysisError {
            printError(error.description)
            return .badInput
        } catch let error as OutputError {
            printError("fencesim: " + error.description)
            return .badInput
        } catch let error as CheckpointError {
            printError("fencesim: " + error.description)
            return .badInput
        } catch let error as Interrupted {
            printError(error.description)
            return error.signal == SIGTERM ? .terminated : .interrupted
        } catch let error as ExperimentError {
            switch error {
            case .scenario:
                printError(error.description)
                return .badInput
            case .output:
                printError("fencesim: " + error.description)
                return .badInput
            case .replication, .interrupted:
                printError("fencesim: internal error: " + error.description)
                return .internalError
            }
        } catch {
            printError("fencesim: internal error: \(error)")
            return .internalError
        }
    }

    /// Writes a line to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
