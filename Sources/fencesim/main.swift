import FenceCLI
import Foundation

exit(
    FenceSimCommand.main(Array(CommandLine.arguments.dropFirst()), registry: .builtIn, build: buildCommit).rawValue)
