import FenceCLI
import FencePlatform
import Foundation
import SleepUntilNear

// `fencesim` with every built-in strategy and sleep-until-near: all commands (run, sweep, trace, validate,
// schema, report) know it by name.
let registry = StrategyRegistry.builtIn.registering(SleepUntilNear.descriptor)
exit(FenceSimCommand.main(Array(CommandLine.arguments.dropFirst()), registry: registry).rawValue)
