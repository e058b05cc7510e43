import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

@Suite("Scenario commands")
struct ScenarioCommandTests {
    static let broken = Fixtures.directory.appendingPathComponent("broken")
    static let scenarios = Fixtures.repository.appendingPathComponent("scenarios")

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

    @Test("A scenario file that is not UTF-8, or is a directory, is refused with exit status 2 by validate and run")
    func unreadableScenarioExitsTwo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inputs-cli-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let latin1 = directory.appendingPathComponent("latin1.json")
        try Data(Array(#"{"name": "caf"#.utf8) + [0xE9] + Array(#"", "strategies": [{"name": "continuous"}]}"#.utf8))
            .write(to: latin1)
        for path in [latin1.path, directory.path] {
            #expect(FenceSimCommand.main(["validate", path]) == .badInput, "\(path)")
            let run = ["run", path, "--out", directory.appendingPathComponent("never").path]
            #expect(FenceSimCommand.main(run) == .badInput, "\(path)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("never").path))
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
