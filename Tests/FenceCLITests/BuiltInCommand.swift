import FenceStrategies

@testable import FenceCLI

extension FenceSimCommand {
    /// `fencesim` as `Sources/fencesim/main.swift` runs it: with the built-in strategies.
    static func main(_ arguments: [String]) -> ExitStatus { main(arguments, registry: .builtIn) }
}
