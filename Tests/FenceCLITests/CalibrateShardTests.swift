import FenceExperiment
import FenceStudy
import Foundation
import Testing

@testable import FenceCLI

/// `fencesim calibrate --shard K/N` and `fencesim merge` over its parts, wave by wave: the merged
/// `results.json` is byte-identical to the one-process calibration's; bad sets of parts are refused.
@Suite("calibrate --shard and merge")
struct CalibrateShardTests {
    /// A calibration observation (SenseLess's continuous N95 battery life) in `directory`, its scenario by
    /// absolute path, and the command's flags.
    static func setUp(_ directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = try String(
            contentsOfFile: CalibrateCommandTests.observation("senseless2009-n95-continuous-battery"), encoding: .utf8)
        let scenario = CalibrateCommandTests.repository.appendingPathComponent("scenarios/senseless-n95.json").path
        let text = source.replacingOccurrences(of: "\"validation\"", with: "\"calibration\"")
            .replacingOccurrences(of: "../scenarios/senseless-n95.json", with: scenario)
        let file = directory.appendingPathComponent("n95.json").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return [
            "calibrate", file, "--parameters",
            "device.overrides.battery.usableFraction,device.overrides.gps.biasSigmaMeters", "--waves", "3",
            "--points", "5", "--replications", "1", "--quiet",
        ]
    }

    @Test("2 shards + merge per wave = the one-process calibration, byte for byte; extra rounds change nothing")
    func shardedEqualsPlain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = try Self.setUp(directory)
        let plain = directory.appendingPathComponent("plain").path
        #expect(FenceSimCommand.main(command + ["--out", plain, "--threads", "2"], registry: .builtIn) == .ok)
        let expected = try String(contentsOfFile: plain + "/results.json", encoding: .utf8)
        let sharded = directory.appendingPathComponent("sharded").path
        let parts = [sharded + "/part-1-of-2.json", sharded + "/part-2-of-2.json"]
        // Four rounds for three waves: the last finds nothing to run, and merging its parts again is harmless.
        for round in 1...4 {
            for shard in ["1/2", "2/2"] {
                #expect(
                    FenceSimCommand.main(
                        command + ["--out", sharded, "--shard", shard, "--threads", "1"], registry: .builtIn) == .ok)
            }
            #expect(
                FenceSimCommand.main(["merge"] + parts + ["--out", sharded + "/results.json"], registry: .builtIn)
                    == .ok)
            let finished = FileManager.default.fileExists(atPath: sharded + "/results.json")
            if round >= 3 { #expect(finished) }
        }
        #expect(try String(contentsOfFile: sharded + "/results.json", encoding: .utf8) == expected)
    }

    @Test("a missing or doubled shard, a part of another calibration: exit status 2, the state unchanged")
    func refused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = try Self.setUp(directory)
        let out = directory.appendingPathComponent("out").path
        for shard in ["1/2", "2/2"] {
            #expect(FenceSimCommand.main(command + ["--out", out, "--shard", shard], registry: .builtIn) == .ok)
        }
        let other = directory.appendingPathComponent("other").path
        #expect(
            FenceSimCommand.main(command + ["--seed", "7", "--out", other, "--shard", "2/2"], registry: .builtIn) == .ok
        )
        let results = out + "/results.json"
        let first = out + "/part-1-of-2.json"
        #expect(FenceSimCommand.main(["merge", first, "--out", results], registry: .builtIn) == .badInput)
        #expect(FenceSimCommand.main(["merge", first, first, "--out", results], registry: .builtIn) == .badInput)
        #expect(
            FenceSimCommand.main(["merge", first, other + "/part-2-of-2.json", "--out", results], registry: .builtIn)
                == .badInput)
        #expect(!FileManager.default.fileExists(atPath: out + "/" + StudyKind.calibration.checkpointName))
        // A shard count above a wave's points is a usage error.
        #expect(FenceSimCommand.main(command + ["--out", out, "--shard", "1/6"], registry: .builtIn) == .badInput)
    }
}
