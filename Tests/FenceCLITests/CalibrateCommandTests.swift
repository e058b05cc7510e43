import FenceCLI
import FenceExperiment
import Foundation
import Testing

/// `fencesim calibrate` refuses bad input with exit status 2 before anything runs.
@Suite("calibrate command")
struct CalibrateCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func observation(_ name: String) -> String {
        repository.appendingPathComponent("observations/\(name).json").path
    }

    @Test("no file, a missing file, only validation observations, an unknown parameter: exit status 2")
    func badInput() {
        #expect(FenceSimCommand.main(["calibrate"], registry: .builtIn) == .badInput)
        #expect(FenceSimCommand.main(["calibrate", "/nonexistent/observation.json"], registry: .builtIn) == .badInput)
        #expect(
            FenceSimCommand.main(
                ["calibrate", Self.observation("senseless2009-n95-gated-battery")], registry: .builtIn) == .badInput)
        #expect(
            FenceSimCommand.main(
                [
                    "calibrate", Self.observation("raheja2012-three-manager-recall"), "--parameters",
                    "platform.noSuchRule",
                ], registry: .builtIn) == .badInput)
        #expect(
            FenceSimCommand.main(
                ["calibrate", Self.observation("raheja2012-three-manager-recall"), "--waves", "0"],
                registry: .builtIn) == .badInput)
    }

    @Test("every committed observation file reads, and the sets split by source with at least a third held out")
    func committedObservations() throws {
        let directory = Self.repository.appendingPathComponent("observations")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".json")
        }
        var sets: [String: Set<String>] = [:]
        for file in files {
            let observation = try Observation.read(path: directory.appendingPathComponent(file).path)
            sets[observation.reference, default: []].insert(observation.set.rawValue)
        }
        #expect(sets.values.allSatisfy { $0.count == 1 }, "a source on both sides: \(sets)")
        let validation = sets.values.filter { $0 == ["validation"] }.count
        #expect(sets.count >= 2 && 3 * validation >= sets.count)
    }
}
