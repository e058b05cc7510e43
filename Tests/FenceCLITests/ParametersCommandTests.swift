import FenceExperiment
import Foundation
import Testing

@testable import FenceCLI
@testable import FenceScenario

/// `fencesim parameters`: bad flags are exit 2.
@Suite("Parameters command", .serialized)
struct ParametersCommandTests {
    @Test("Bad tags, formats, flags and arguments: exit 2")
    func badFlags() {
        let bad: [[String]] = [
            ["--tag", "X"], ["--tag", "a"], ["--tag", ""], ["--format", "xml"], ["--format", "MD"], ["--bogus"],
            ["--tag"], ["extra"], ["--update-calibration", "docs/calibration.md"],
        ]
        for flags in bad { #expect(FenceSimCommand.main(["parameters"] + flags) == .badInput, "\(flags)") }
    }
}
