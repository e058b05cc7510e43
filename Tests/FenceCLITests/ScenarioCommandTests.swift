import Foundation
import Testing

@testable import FenceCLI

@Suite("Scenario commands")
struct ScenarioCommandTests {
    static let broken = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FenceExperimentTests/Fixtures/broken")
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenarios")

    @Test("Every broken fixture is refused with exit status 2 by validate and by run")
    func brokenFilesExitTwo() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.broken.path)
            .filter { $0.hasSuffix(".json") }
        #expect(files.count >= 12)
        for file in files {
            let path = Self.broken.appendingPathComponent(file).path
            #expect(FenceSimCommand.main(["validate", path]) == .badInput, "\(file)")
            let run = ["run", path, "--out", "/tmp/fencesim-never-written"]
            #expect(FenceSimCommand.main(run) == .badInput, "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/fencesim-never-written"))
    }

    @Test("The committed scenarios validate")
    func committedScenariosValidate() {
        let paths = ["paper-2012.json", "paper-2012-screen-off.json", "examples/three-manager.json"].map {
            Self.scenarios.appendingPathComponent($0).path
        }
        #expect(FenceSimCommand.main(["validate"] + paths) == .ok)
    }

    @Test("Bad flags are usage errors")
    func flags() {
        let paper = Self.scenarios.appendingPathComponent("paper-2012.json").path
        #expect(FenceSimCommand.main(["run", paper, "--replications", "0"]) == .badInput)
        #expect(FenceSimCommand.main(["run", paper, "--threads", "x"]) == .badInput)
        let trace = ["trace", paper, "--strategy", "nope", "--geojson", "/tmp/x.geojson"]
        #expect(FenceSimCommand.main(trace) == .badInput)
        #expect(FenceSimCommand.main(["run"]) == .badInput)
    }
}
