import FenceExperiment
import FenceStudy
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// `fencesim optimize --shard K/N` and `fencesim merge` over its parts, batch by batch: the merged
/// `results.json` is byte-identical to the one-process optimisation's; bad sets of parts are refused.
@Suite("optimize --shard and merge", .serialized)
struct OptimizeShardTests {
    /// A tiny optimisation with every kind of batch: halving stages, local search rounds (a continuous knob is
    /// sampled, so its neighbours are new settings), the confirmation and a robust check.
    static let flags =
        OptimizeCommandTests.problem + [
            "--vary", "strategies[three-manager].outerRadius=500:2000", "--first-replications", "2",
            "--confirm-replications", "2",
            "--robust-over", "prior", "--robust-points", "2", "--quiet",
        ]

    @Test("2 shards + merge per batch = the one-process optimisation, byte for byte; extra rounds change nothing")
    func shardedEqualsPlain() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("plain.json", TinySweep.scenario(sweep: false))
        let command = ["optimize", scenario] + Self.flags
        #expect(FenceSimCommand.main(command + ["--out", "\(tiny.directory)/plain", "--threads", "2"]) == .ok)
        let expected = try tiny.data("plain/results.json")
        let sharded = "\(tiny.directory)/sharded"
        let parts = [sharded + "/part-1-of-2.json", sharded + "/part-2-of-2.json"]
        var rounds = 0
        // Until merge writes results.json, then one round more: shards find nothing to run, merging again is
        // harmless.
        var extra = 0
        while extra < 2, rounds < 100 {
            rounds += 1
            for shard in ["1/2", "2/2"] {
                #expect(FenceSimCommand.main(command + ["--out", sharded, "--shard", shard, "--threads", "1"]) == .ok)
            }
            #expect(FenceSimCommand.main(["merge"] + parts + ["--out", sharded + "/results.json"]) == .ok)
            if FileManager.default.fileExists(atPath: sharded + "/results.json") { extra += 1 }
        }
        let results = try OptimizationResults.read(path: "\(tiny.directory)/plain/results.json")
        // Batches: the halving's and the local search's stages, at least one confirmation stage and the robust
        // check's runs.
        #expect(results.outcome.stages.contains { $0.round > 0 })
        #expect(results.outcome.candidates.count > OptimizationSettings().sampledCandidates - 4)
        #expect(rounds >= results.outcome.stages.count + 2)
        #expect(try tiny.data("sharded/results.json") == expected)
    }

    @Test("a missing, doubled or foreign part, a part of a batch merged already: exit status 2, the state unchanged")
    func refused() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("plain.json", TinySweep.scenario(sweep: false))
        let command = ["optimize", scenario] + Self.flags
        let out = "\(tiny.directory)/out"
        for shard in ["1/2", "2/2"] {
            #expect(FenceSimCommand.main(command + ["--out", out, "--shard", shard]) == .ok)
        }
        let other = "\(tiny.directory)/other"
        #expect(FenceSimCommand.main(command + ["--seed", "7", "--out", other, "--shard", "2/2"]) == .ok)
        let results = out + "/results.json"
        let first = out + "/part-1-of-2.json", second = out + "/part-2-of-2.json"
        let state = out + "/" + StudyKind.optimization.checkpointName
        #expect(FenceSimCommand.main(["merge", first, "--out", results]) == .badInput)
        #expect(FenceSimCommand.main(["merge", first, first, "--out", results]) == .badInput)
        #expect(FenceSimCommand.main(["merge", first, other + "/part-2-of-2.json", "--out", results]) == .badInput)
        #expect(!FileManager.default.fileExists(atPath: state))
        // The messages name the file and the fix.
        let arguments = try Arguments([first, "--out", results], valued: MergeCommand.valued, switches: [])
        #expect(throws: MergeError.self) { _ = try MergeCommand.run(arguments) }
        do { _ = try MergeCommand.run(arguments) } catch let error as MergeError {
            #expect(error.description.contains("2/2"))
            #expect(error.fix != nil)
        }
        do {
            let doubled = try Arguments([first, first, "--out", results], valued: MergeCommand.valued, switches: [])
            _ = try MergeCommand.run(doubled)
        } catch let error as MergeError {
            #expect(error.file == first)
            #expect(error.fix != nil)
        }
        // Batch 1 merged; its parts again are harmless, but a stale part beside the next batch's is refused.
        #expect(FenceSimCommand.main(["merge", first, second, "--out", results]) == .ok)
        let recorded = try FileManager.default.contentsOfDirectory(atPath: state).count
        #expect(FenceSimCommand.main(["merge", first, second, "--out", results]) == .ok)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).count == recorded)
        let stale = "\(tiny.directory)/stale.json"
        try FileManager.default.copyItem(atPath: first, toPath: stale)
        #expect(FenceSimCommand.main(command + ["--out", out, "--shard", "2/2"]) == .ok)
        #expect(FenceSimCommand.main(["merge", stale, second, "--out", results]) == .badInput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).count == recorded)
        #expect(!FileManager.default.fileExists(atPath: results))
    }
}
