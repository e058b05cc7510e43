import FenceExperiment
import FencePlatform
import FenceResultsReport
import FenceScenario

/// `fencesim validate FILE…`: checks scenario files without running them; what would keep a valid scenario from
/// scoring (``Scenario/warnings``) is printed on standard error as `warning: …` (exit status 0).
struct ValidateCommand {
    static let options: [CommandOption] = []
    static let usage = options.usage("fencesim validate FILE…")

    static func run(_ arguments: Arguments, registry: StrategyRegistry) throws -> ExitStatus {
        guard !arguments.positional.isEmpty else {
            throw UsageError("validate needs at least one file\nusage: \(usage)")
        }
        var failed = false
        for path in arguments.positional {
            do {
                let scenario = try Scenario.load(path: path, registry: registry)
                let experiment = try Experiment(scenario: scenario)
                print(
                    "\(path): ok (\(scenario.strategies.count) strategies, \(experiment.points.count) point(s), \(scenario.run.replications) replications)"
                )
                for line in TrackImportText.lines(scenario) { print("\(path): \(line)") }
                for warning in scenario.warnings { FenceSimCommand.printError("warning: " + warning.text(file: path)) }
            } catch {
                FenceSimCommand.printError(error.description)
                failed = true
            }
        }
        return failed ? .badInput : .ok
    }
}
