import FenceExperiment
import FenceScenario
import FenceStudy
import Foundation
import Testing

@testable import FenceCLI

/// `fencesim calibrate --recovery N` on the study driver: stopped and resumed, or run as shards and merged, it
/// writes the bytes one uninterrupted process writes, and `fencesim report` rewrites its report.md from them.
@Suite("calibrate --recovery: resume, shards, report")
struct RecoveryCommandTests {
    /// SenseLess's continuous N95 battery life as a calibration observation over the usable battery share:
    /// 6 design points and 3 truths, 2 replications each (9 units).
    static func command(_ directory: URL) throws -> [String] {
        var command = try CalibrateShardTests.setUp(directory)
        command.removeFirst()
        let points = command.firstIndex(of: "--points")!
        command[points + 1] = "6"
        let replications = command.firstIndex(of: "--replications")!
        command[replications + 1] = "2"
        return command + ["--recovery", "3"]
    }

    static func run(_ command: [String], stop: @escaping @Sendable () -> Bool = { false }) throws -> FenceCLI.ExitStatus
    {
        try CalibrateCommand.run(
            try Arguments(command, valued: CalibrateCommand.valued, switches: CalibrateCommand.switches),
            registry: .builtIn, stop: stop)
    }

    @Test("Stopped after 4 of 9 units and resumed, or in 2 shards merged: the plain run's results.json")
    func resumedAndSharded() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recovery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = try Self.command(directory)
        let plain = directory.appendingPathComponent("plain").path
        #expect(try Self.run(command + ["--out", plain, "--threads", "2"]) == .ok)
        let expected = try String(contentsOfFile: plain + "/results.json", encoding: .utf8)
        let recovery = try CalibrationRecovery.read(path: plain + "/results.json")
        #expect(recovery.truths.count == 3 && recovery.settings.points == 6)
        #expect(FileManager.default.fileExists(atPath: plain + "/report.md"))
        #expect(!FileManager.default.fileExists(atPath: plain + "/" + StudyKind.recovery.checkpointName))

        let stopped = directory.appendingPathComponent("stopped").path
        let first = SensitivityResumeTests.UnitCounter(stoppingAfter: 4)
        #expect(throws: Interrupted.self) {
            _ = try Self.run(command + ["--out", stopped, "--threads", "1"], stop: first.stop)
        }
        #expect(FileManager.default.fileExists(atPath: stopped + "/" + StudyKind.recovery.checkpointName))
        let resumed = SensitivityResumeTests.UnitCounter()
        #expect(try Self.run(command + ["--out", stopped, "--threads", "2", "--resume"], stop: resumed.stop) == .ok)
        #expect(resumed.count == 5)
        #expect(try String(contentsOfFile: stopped + "/results.json", encoding: .utf8) == expected)

        let sharded = directory.appendingPathComponent("sharded").path
        for shard in ["1/2", "2/2"] {
            #expect(try Self.run(command + ["--out", sharded, "--shard", shard, "--threads", "1"]) == .ok)
        }
        let parts = [sharded + "/part-1-of-2.json", sharded + "/part-2-of-2.json"]
        let part = try StudyFile.read(path: parts[0]).file
        #expect(part == StudyFile(kind: .recovery, role: .part))
        #expect(
            FenceSimCommand.main(["merge"] + parts + ["--out", sharded + "/results.json"], registry: .builtIn) == .ok)
        #expect(try String(contentsOfFile: sharded + "/results.json", encoding: .utf8) == expected)
        // report rewrites the plain run's report.md from its results.json.
        #expect(FenceSimCommand.main(["report", sharded + "/results.json"], registry: .builtIn) == .ok)
        #expect(
            try String(contentsOfFile: sharded + "/report.md", encoding: .utf8)
                == String(contentsOfFile: plain + "/report.md", encoding: .utf8))
    }

    @Test("A results file whose truths do not hold together is refused at its path, exit status 2")
    func damaged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recovery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out").path
        #expect(try Self.run(Self.command(directory) + ["--out", out]) == .ok)
        let text = try String(contentsOfFile: out + "/results.json", encoding: .utf8)
        let damaged = text.replacingOccurrences(
            of: "\"effectiveSampleSize\" : ", with: "\"effectiveSampleSize\" : 1e14, \"was\" : ")
        try damaged.write(toFile: out + "/results.json", atomically: true, encoding: .utf8)
        let error = #expect(throws: ScenarioError.self) { try CalibrationRecovery.read(path: out + "/results.json") }
        #expect(error?.path == "truths[0]", "\(String(describing: error))")
        #expect(FenceSimCommand.main(["report", out + "/results.json"], registry: .builtIn) == .badInput)
    }
}
