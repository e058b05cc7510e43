import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// The scaling recipe of `docs/scaling.md`, for real: four `fencesim sweep --shard K/4` processes started by
/// GNU parallel (Debian package `parallel`, installed by `make deps`), merged by `fencesim merge`, compared
/// byte for byte with the unsharded sweep.
@Suite("Sharded sweep through GNU parallel")
struct GNUParallelTests {
    /// The `fencesim` executable built next to the test bundle.
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("fencesim")
            .path
    }

    /// Runs `arguments[0]` with the rest; returns its exit status and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("4 shards run by GNU parallel merge byte-identically to the unsharded sweep")
    func fourShards() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/parallel"),
            "GNU parallel is not installed: run make deps (or apt-get install parallel)")
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executable),
            "no fencesim executable next to the tests at \(Self.executable): build with swift build --build-tests")
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("tiny.json", TinySweep.scenario())
        #expect(FenceSimCommand.main(["sweep", scenario, "--out", "\(tiny.directory)/whole", "--quiet"]) == .ok)

        let parts = "\(tiny.directory)/parts"
        let sharded = try Self.run([
            "parallel", "--will-cite", "--halt", "now,fail=1", "--jobs", "4", Self.executable, "sweep", scenario,
            "--shard", "{}/4", "--threads", "1", "--quiet", "--out", parts, ":::", "1", "2", "3", "4",
        ])
        #expect(sharded.status == 0, "\(sharded.stderr)")
        let files = (1...4).map { "\(parts)/part-\($0)-of-4.json" }
        let merged = try Self.run(
            [Self.executable, "merge"] + files + ["--out", "\(tiny.directory)/merged/results.json"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(try tiny.data("merged/results.json") == tiny.data("whole/results.json"))
        #expect(try tiny.data("merged/results.csv") == tiny.data("whole/results.csv"))

        // Three of the four parts are refused, naming the missing shard.
        let incomplete = try Self.run(
            [Self.executable, "merge"] + files.dropLast() + ["--out", "\(tiny.directory)/bad.json"])
        #expect(incomplete.status == 2)
        #expect(incomplete.stderr.contains("shard 4/4 missing"))
    }
}
