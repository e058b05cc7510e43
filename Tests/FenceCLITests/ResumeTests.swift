import FenceExperiment
import FenceStudy
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI
@testable import FenceScenario

/// A sweep killed part-way (SIGKILL, or SIGTERM and a clean stop) continues with `--resume` from its
/// checkpoint and ends byte-identical to a sweep that was never interrupted, whatever the thread counts.
@Suite("Interrupted and resumed sweeps", .serialized)
struct ResumeTests {
    /// 2 points × 200 replications: long enough to be stopped part-way (about a second in a release build).
    static let replications = 200

    /// Starts `fencesim sweep SCENARIO --out OUT --threads T --quiet`, waits until at least `items` work items
    /// are checkpointed, sends `signal` and returns the exit status and standard error; nil when the sweep
    /// finished before it could be stopped.
    static func interruptedSweep(
        _ scenario: String, out: String, threads: Int, items: Int, signal: Int32, extra: [String] = []
    ) throws -> (status: Int32, reason: Process.TerminationReason, stderr: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GNUParallelTests.executable)
        process.arguments = ["sweep", scenario, "--out", out, "--threads", "\(threads)", "--quiet"] + extra
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let checkpoint = "\(out)/.fencesim-checkpoint"
        // Polls at most 300 000 times 1 ms (about 5 min) without reading the clock.
        for _ in 0..<300_000 where process.isRunning {
            let saved = (try? FileManager.default.contentsOfDirectory(atPath: checkpoint))?.filter {
                $0.hasPrefix("unit-")
            }
            if (saved?.count ?? 0) >= items { break }
            usleep(1_000)
        }
        guard process.isRunning else {
            process.waitUntilExit()
            return nil
        }
        kill(process.processIdentifier, signal)
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: data, as: UTF8.self))
    }

    static func outputs(_ directory: String) throws -> [Data] {
        try ["results.json", "results.csv", "analysis.json"].map {
            try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\($0)"))
        }
    }

    @Test("SIGKILL and SIGTERM part-way, then --resume: byte-identical to the uninterrupted sweep")
    func killAndResume() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: GNUParallelTests.executable),
            "no fencesim executable next to the tests: build with swift build --build-tests")
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("tiny.json", TinySweep.scenario(replications: Self.replications))
        let whole = "\(tiny.directory)/whole"
        #expect(FenceSimCommand.main(["sweep", scenario, "--out", whole, "--threads", "2", "--quiet"]) == .ok)
        let expected = try Self.outputs(whole)

        // SIGKILL: nothing can be cleaned up; the checkpoint holds what was finished, no results exist.
        let killed = "\(tiny.directory)/killed"
        let kill9 = try #require(
            try Self.interruptedSweep(scenario, out: killed, threads: 2, items: 3, signal: SIGKILL),
            "the sweep finished before it could be killed")
        #expect(kill9.reason == .uncaughtSignal)
        #expect(!FileManager.default.fileExists(atPath: "\(killed)/results.json"))
        #expect(
            FenceSimCommand.main(["sweep", scenario, "--out", killed, "--threads", "1", "--resume", "--quiet"]) == .ok)
        #expect(try Self.outputs(killed) == expected)
        #expect(!FileManager.default.fileExists(atPath: "\(killed)/.fencesim-checkpoint"))

        // SIGTERM: a clean stop with exit status 143 and the way on; resumed by another process on 3 threads.
        let stopped = "\(tiny.directory)/stopped"
        let term = try #require(
            try Self.interruptedSweep(scenario, out: stopped, threads: 2, items: 3, signal: SIGTERM),
            "the sweep finished before it could be stopped")
        #expect(term.status == 143, "\(term.stderr)")
        #expect(term.stderr.contains("stopped by SIGTERM") && term.stderr.contains("--resume"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: stopped) == [".fencesim-checkpoint"])
        // A different seed is another run: its checkpoint is refused (exit 2), and left as it was.
        #expect(
            FenceSimCommand.main(["sweep", scenario, "--out", stopped, "--seed", "5", "--resume", "--quiet"])
                == .badInput)
        let resumed = try GNUParallelTests.run([
            GNUParallelTests.executable, "sweep", scenario, "--out", stopped, "--threads", "3", "--resume", "--quiet",
        ])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try Self.outputs(stopped) == expected)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: stopped).sorted() == [
                "analysis.json", "results.csv", "results.json", "summary.csv",
            ])
    }

    @Test("SIGINT part-way: exit 130; run again without --resume, the checkpoint is discarded and the sweep redone")
    func interruptAndStartOver() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GNUParallelTests.executable))
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("tiny.json", TinySweep.scenario(replications: Self.replications))
        let out = "\(tiny.directory)/out"
        let stopped = try #require(
            try Self.interruptedSweep(scenario, out: out, threads: 2, items: 3, signal: SIGINT),
            "the sweep finished before it could be stopped")
        #expect(stopped.status == 130, "\(stopped.stderr)")
        #expect(stopped.stderr.contains("stopped by SIGINT"))
        // Another seed without --resume: the old checkpoint is no obstacle, and nothing of it is used.
        #expect(FenceSimCommand.main(["sweep", scenario, "--out", out, "--seed", "5", "--quiet"]) == .ok)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "analysis.json", "results.csv", "results.json", "summary.csv",
            ])
        #expect(try ExperimentResults.read(path: "\(out)/results.json").seed == 5)
    }

    @Test("Plain runs and single shards resume from their checkpoints too")
    func runAndShardResume() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let plain = try tiny.write("plain.json", TinySweep.scenario(sweep: false, replications: 6))
        #expect(FenceSimCommand.main(["run", plain, "--out", "\(tiny.directory)/whole", "--quiet"]) == .ok)
        // The checkpoint an interrupted run leaves: replications 0 and 3 finished, 0 with the visits a run keeps,
        // 3 without them (saved by another command): 3 is run again, so visits.csv is complete.
        let out = "\(tiny.directory)/partial"
        let checkpoint = "\(out)/.fencesim-checkpoint"
        let scenario = try Scenario.load(path: plain)
        var experiment = try Experiment(scenario: scenario)
        let saved = try StudyCheckpoint(directory: checkpoint, header: experiment.header, resume: false)
        try saved.save(3, try experiment.rows(item: 3))
        experiment.detail = RunDetailRequest(visits: true)
        try saved.save(0, try experiment.rows(item: 0))
        #expect(FenceSimCommand.main(["run", plain, "--out", out, "--resume", "--quiet"]) == .ok)
        for name in ["results.json", "results.csv", "summary.csv", "visits.csv"] {
            #expect(try tiny.data("partial/\(name)") == tiny.data("whole/\(name)"), "\(name)")
        }
        // A shard resumes from its own checkpoint and writes the same part as an uninterrupted shard.
        let swept = try tiny.write("swept.json", TinySweep.scenario(replications: 3))
        #expect(
            FenceSimCommand.main(["sweep", swept, "--shard", "2/2", "--out", "\(tiny.directory)/p1", "--quiet"]) == .ok)
        let sweep = try Experiment(scenario: try Scenario.load(path: swept))
        let shardCheckpoint = try StudyCheckpoint(
            directory: "\(tiny.directory)/p2/.fencesim-checkpoint-part-2-of-2", header: sweep.header, resume: false)
        try shardCheckpoint.save(1, try sweep.rows(item: 1))
        #expect(
            FenceSimCommand.main([
                "sweep", swept, "--shard", "2/2", "--out", "\(tiny.directory)/p2", "--resume", "--quiet",
            ])
                == .ok)
        #expect(try tiny.data("p1/part-2-of-2.json") == tiny.data("p2/part-2-of-2.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(tiny.directory)/p2") == ["part-2-of-2.json"])
    }
}
