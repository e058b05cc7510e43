import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// Determinism across processes: two separate `fencesim` processes given the same scenario and seed
/// write the same bytes, whatever their thread counts and whether a sensitivity study reuses work
/// (a repeat inside one process cannot catch what differs between processes: hashing seeds, addresses,
/// the order of a dictionary's keys, uninitialised memory).
@Suite("Determinism across processes")
struct ProcessDeterminismTests {
    static let scenario = """
        {"name": "two-processes", "strategies": [{"name": "continuous"}, {"name": "three-manager"},
          {"name": "android-three-zone", "platform": "android"}],
         "run": {"days": 1, "replications": 3, "seed": 41}}
        """

    /// Runs `fencesim` with `arguments` in its own process; returns its exit status and standard error.
    static func fencesim(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        try GNUParallelTests.run([GNUParallelTests.executable] + arguments)
    }

    @Test("A run in two processes (1 and 2 threads) and a study in two (reuse on and off): the same bytes")
    func twoProcesses() throws {
        let scratch = try ScratchDirectory("processes")
        defer { scratch.remove() }
        let directory = scratch.directory
        let file = directory + "/scenario.json"
        try Self.scenario.write(toFile: file, atomically: true, encoding: .utf8)
        for threads in [1, 2] {
            let ran = try Self.fencesim([
                "run", file, "--threads", "\(threads)", "--out", "\(directory)/run-\(threads)", "--quiet",
            ])
            #expect(ran.status == 0, "\(ran.stderr)")
        }
        for name in ["results.json", "results.csv"] {
            let one = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/run-1/\(name)"))
            #expect(one == (try Data(contentsOf: URL(fileURLWithPath: "\(directory)/run-2/\(name)"))), "\(name)")
        }
        let study = [
            "sensitivity", file, "--parameters",
            "platform.cellFixIntervalSeconds,world.environment.overrides.urban.gpsVisibility,metrics.earlyToleranceSeconds",
            "--trajectories", "2", "--replications", "2", "--quiet",
        ]
        let kept = try Self.fencesim(study + ["--threads", "2", "--out", "\(directory)/kept"])
        let plain = try Self.fencesim(study + ["--threads", "1", "--no-reuse", "--out", "\(directory)/plain"])
        #expect(kept.status == 0 && plain.status == 0, "\(kept.stderr) \(plain.stderr)")
        let first = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/kept/results.json"))
        #expect(first == (try Data(contentsOf: URL(fileURLWithPath: "\(directory)/plain/results.json"))))
    }
}
