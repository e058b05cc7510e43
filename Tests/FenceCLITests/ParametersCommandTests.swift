import FenceExperiment
import Foundation
import Testing

@testable import FenceCLI
@testable import FenceScenario

/// `fencesim parameters`: bad flags are exit 2; `--update-calibration` rewrites stale generated tables.
@Suite("Parameters command", .serialized)
struct ParametersCommandTests {
    @Test("Bad tags, formats, flags and arguments: exit 2")
    func badFlags() {
        let bad: [[String]] = [
            ["--tag", "X"], ["--tag", "a"], ["--tag", ""], ["--format", "xml"], ["--format", "MD"], ["--bogus"],
            ["--tag"], ["extra"], ["--update-calibration", "/nonexistent/calibration.md"],
            ["--update-calibration", "x.md", "--tag", "A"],
        ]
        for flags in bad { #expect(FenceSimCommand.main(["parameters"] + flags) == .badInput, "\(flags)") }
    }

    @Test("--update-calibration fills the tables between the markers and leaves the rest")
    func updatesCalibration() throws {
        let markers = ParameterRegistry.calibrationMarkers("device.overrides.cell")
        let stale = "# Title\n\n\(markers.begin)\n| old |\n\(markers.end)\n\nafter\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("calibration-\(getpid()).md").path
        try stale.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FenceSimCommand.main(["parameters", "--update-calibration", path]) == .ok)
        let updated = try String(contentsOfFile: path, encoding: .utf8)
        #expect(updated.hasPrefix("# Title\n\n\(markers.begin)\n| parameter |"))
        #expect(updated.contains("| `triangulationErrorFraction` | 0.595 |"))
        #expect(!updated.contains("| old |"))
        #expect(updated.hasSuffix("\(markers.end)\n\nafter\n"))
    }
}
