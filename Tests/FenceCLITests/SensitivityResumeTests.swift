import FenceExperiment
import FenceStudy
import FenceTestSupport
import Foundation
import Synchronization
import Testing

@testable import FenceCLI

/// A sensitivity study stopped after some units continues with `--resume` from its checkpoint: the
/// results are byte-identical to an uninterrupted study's, finished units are not run again, and the
/// checkpoint of another study is refused.
@Suite("Interrupted and resumed sensitivity studies", .serialized)
struct SensitivityResumeTests {
    /// Counts the units a study starts (its `stop` is asked once before each) and stops it after `limit`.
    final class UnitCounter: Sendable {
        let limit: Int
        let started = Mutex(0)
        init(stoppingAfter limit: Int = .max) { self.limit = limit }

        /// The `stop` of ``SensitivityCommand/run(_:registry:stop:)``: true from the (limit + 1)-th unit on.
        @Sendable func stop() -> Bool {
            started.withLock { count in
                guard count < limit else { return true }
                count += 1
                return false
            }
        }

        var count: Int { started.withLock { $0 } }
    }

    /// `fencesim sensitivity …` in this process with `stop`: its exit status, or the interruption it threw.
    static func run(_ command: [String], stop: UnitCounter) throws -> Result<FenceCLI.ExitStatus, Interrupted> {
        let arguments = try Arguments(
            Array(command.dropFirst()), valued: SensitivityCommand.valued, switches: SensitivityCommand.switches)
        do {
            return .success(try SensitivityCommand.run(arguments, registry: .builtIn, stop: stop.stop))
        } catch let interrupted as Interrupted {
            return .failure(interrupted)
        }
    }

    /// The unit files of the checkpoint in `out`.
    static func savedUnits(_ out: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "\(out)/.fencesim-sensitivity-checkpoint"))
        return (entries ?? []).filter { $0.hasPrefix("unit-") }.sorted()
    }

    /// 2 parameters × 2 trajectories: 2 · (2 + 1) design points and the unperturbed scenario.
    static let unitCount = 7

    @Test("Stopped after 3 of 7 units, --resume on 2 threads runs the other 4 only and ends byte-identical")
    func stopAndResume() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let file = try tiny.write("s.json", SensitivityCommandTests.scenario)
        let whole = "\(tiny.directory)/whole"
        #expect(FenceSimCommand.main(SensitivityCommandTests.morris(file, whole)) == .ok)
        let expected = try tiny.data("whole/results.json")

        let stopped = "\(tiny.directory)/stopped"
        let first = UnitCounter(stoppingAfter: 3)
        let outcome = try Self.run(SensitivityCommandTests.morris(file, stopped, ["--threads", "1"]), stop: first)
        guard case .failure(let interrupted) = outcome else {
            Issue.record("the study was not stopped: \(outcome)")
            return
        }
        #expect(interrupted.done == 3 && interrupted.total == Self.unitCount)
        #expect(Self.savedUnits(stopped).count == 3)
        #expect(!FileManager.default.fileExists(atPath: "\(stopped)/results.json"))

        let resumed = UnitCounter()
        let rerun = try Self.run(
            SensitivityCommandTests.morris(file, stopped, ["--threads", "2", "--resume"]), stop: resumed)
        #expect((try? rerun.get()) == .ok)
        #expect(resumed.count == Self.unitCount - 3, "units run again after resuming")
        #expect(try tiny.data("stopped/results.json") == expected)
        #expect(!FileManager.default.fileExists(atPath: "\(stopped)/.fencesim-sensitivity-checkpoint"))
    }

    @Test("The checkpoint of another study is refused with --resume (exit 2, kept); without --resume it is discarded")
    func otherStudyRefused() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let file = try tiny.write("s.json", SensitivityCommandTests.scenario)
        let reseeded = try tiny.write(
            "t.json", SensitivityCommandTests.scenario.replacingOccurrences(of: "\"seed\": 11", with: "\"seed\": 12"))
        let out = "\(tiny.directory)/out"
        let outcome = try Self.run(SensitivityCommandTests.morris(file, out), stop: UnitCounter(stoppingAfter: 2))
        #expect(throws: Interrupted.self) { try outcome.get() }
        let saved = Self.savedUnits(out)
        #expect(saved.count == 2)

        // Other design settings, another scenario (its seed), another method: each refused, nothing run.
        for command in [
            SensitivityCommandTests.morris(file, out, ["--resume", "--levels", "6"]),
            SensitivityCommandTests.morris(reseeded, out, ["--resume"]),
            [
                "sensitivity", file, "--method", "sobol", "--parameters",
                "\(SensitivityCommandTests.scoring),\(SensitivityCommandTests.cpuWork)", "--samples", "2",
                "--replications", "1", "--out", out, "--quiet", "--resume",
            ],
        ] {
            let counter = UnitCounter()
            #expect(throws: CheckpointError.self, "\(command)") { try Self.run(command, stop: counter) }
            #expect(counter.count == 0)
            #expect(FenceSimCommand.main(command) == .badInput, "\(command)")
            #expect(Self.savedUnits(out) == saved)
        }

        // The message names what differs.
        let checkpoint = "\(out)/.fencesim-sensitivity-checkpoint"
        var header = try JSONDecoder().decode(
            SensitivityHeader.self, from: Data(contentsOf: URL(fileURLWithPath: "\(checkpoint)/header.json")))
        header.settings.trajectories = 3
        let settings = #expect(throws: CheckpointError.self) {
            try StudyCheckpoint(directory: checkpoint, header: header, resume: true)
        }
        #expect(
            settings?.description.contains("another sensitivity study: its settings.trajectories (3 vs 2) differs")
                == true)
        header.settings.trajectories = 2
        header.experiment.seed = 12
        let seed = #expect(throws: CheckpointError.self) {
            try StudyCheckpoint(directory: checkpoint, header: header, resume: true)
        }
        #expect(seed?.description.contains("its experiment.seed (12 vs 11) differs") == true)

        // Without --resume the earlier checkpoint is discarded and the other study runs from the start.
        #expect(FenceSimCommand.main(SensitivityCommandTests.morris(reseeded, out)) == .ok)
        #expect(!FileManager.default.fileExists(atPath: checkpoint))
    }
}
