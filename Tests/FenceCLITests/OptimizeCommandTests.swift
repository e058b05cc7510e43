import FenceExperiment
import FenceStudy
import FenceTestSupport
import Foundation
import Testing

@testable import FenceCLI

/// `fencesim optimize`: every bad flag refused with exit status 2 and a message naming it, and a tiny
/// optimisation that is the same on 1 and 2 threads and after an interruption and `--resume`.
@Suite("optimize command", .serialized)
struct OptimizeCommandTests {
    static let knob = "strategies[three-manager].outerRadius=500,2000"
    static let problem = [
        "--strategy", "three-manager", "--maximize", "batteryLifeHours", "--subject-to", "entryRecall >= 0.5",
    ]

    /// The message of the usage error `body` throws ("" when it throws none or another error).
    static func message(_ body: () throws -> Void) -> String {
        do { try body() } catch let error as UsageError { return error.message } catch { return "" }
        return ""
    }

    @Test("Bad flags: exit 2 before anything runs, nothing written")
    func badFlags() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let plain = try tiny.write("plain.json", TinySweep.scenario(sweep: false))
        let swept = try tiny.write("swept.json", TinySweep.scenario())
        let out = "\(tiny.directory)/out"
        let good = Self.problem + ["--vary", Self.knob, "--out", out]
        let bad: [[String]] = [
            ["--confidence", "1"], ["--confidence", "0.3"], ["--confidence", "x"], ["--budget", "0"],
            ["--budget", "10"], ["--indifference", "0"], ["--indifference", "-1"], ["--robust-quantile", "0.1"],
            ["--robust-over", "prior", "--robust-quantile", "0.9"], ["--robust-over", "/nonexistent.json"],
            ["--robust-over", plain], ["--shard", "3/2"], ["--shard", "1/9"], ["--first-replications", "1"],
            ["--seed", "-1"], ["--local-rounds", "-1"], ["--local-rounds", "x"],
            ["--bogus"], ["--threads", "x"],
        ]
        for flags in bad {
            #expect(FenceSimCommand.main(["optimize", plain] + good + flags) == .badInput, "\(flags)")
        }
        let incomplete: [[String]] = [
            ["--maximize", "batteryLifeHours", "--subject-to", "entryRecall >= 0.5", "--vary", Self.knob],
            ["--strategy", "three-manager", "--subject-to", "entryRecall >= 0.5", "--vary", Self.knob],
            [
                "--strategy", "three-manager", "--maximize", "batteryLifeHours", "--minimize", "falseEntriesPerDay",
                "--subject-to", "entryRecall >= 0.5", "--vary", Self.knob,
            ],
            ["--strategy", "three-manager", "--maximize", "batteryLifeHours", "--vary", Self.knob],
            Self.problem,
            [
                "--strategy", "nobody", "--maximize", "batteryLifeHours", "--subject-to", "entryRecall >= 0.5",
                "--vary",
                Self.knob,
            ],
            [
                "--strategy", "three-manager", "--maximize", "joy", "--subject-to", "entryRecall >= 0.5", "--vary",
                Self.knob,
            ],
            [
                "--strategy", "three-manager", "--maximize", "batteryLifeHours", "--subject-to", "entryRecall > 0.5",
                "--vary", Self.knob,
            ],
            [
                "--strategy", "three-manager", "--maximize", "batteryLifeHours", "--subject-to", "entryRecall >= 2",
                "--vary", Self.knob,
            ],
            Self.problem + ["--vary", "strategies[three-manager].outerRadius=3000:500"],
            Self.problem + ["--vary", "strategies[three-manager].noSuchKnob=1,2"],
            Self.problem + ["--vary", "outerRadius"],
        ]
        for flags in incomplete {
            #expect(FenceSimCommand.main(["optimize", plain, "--out", out] + flags) == .badInput, "\(flags)")
        }
        // A scenario with a sweep section is refused (its swept paths become --vary knobs).
        #expect(FenceSimCommand.main(["optimize", swept] + good) == .badInput)
        #expect(FenceSimCommand.main(["optimize"] + good) == .badInput)
        #expect(!FileManager.default.fileExists(atPath: "\(out)/results.json"))
    }

    @Test("The messages name the flag, what was expected and the fix")
    func messages() throws {
        func arguments(_ flags: [String]) throws -> Arguments {
            try Arguments(
                ["s.json"] + flags, valued: OptimizeCommand.valued, switches: OptimizeCommand.switches,
                repeatable: ["--vary"])
        }
        let noConstraint = Self.message {
            _ = try OptimizeCommand.problem(arguments(["--strategy", "a", "--maximize", "batteryLifeHours"]))
        }
        #expect(noConstraint.contains("--subject-to") && noConstraint.contains("fix:"))
        let badMetric = Self.message {
            _ = try OptimizeCommand.problem(arguments(["--strategy", "a", "--minimize", "joy"]))
        }
        #expect(badMetric.contains("--minimize 'joy'") && badMetric.contains("batteryLifeHours"))
        let badConfidence = Self.message {
            _ = try OptimizeCommand.problem(
                arguments(Self.problem + ["--confidence", "1.5"]))
        }
        #expect(badConfidence.contains("--confidence") && badConfidence.contains("'1.5'"))
        let badKnob = Self.message { _ = try OptimizeCommand.knobs(arguments(["--vary", "a=3:1"])) }
        #expect(badKnob.contains("--vary a=3:1") && badKnob.contains("fix:"))
        let noKnob = Self.message { _ = try OptimizeCommand.knobs(arguments([])) }
        #expect(noKnob.contains("--vary"))
    }

    @Test("Same results on 1 and 2 threads and after an interruption with --resume; report renders them")
    func determinismAndResume() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let plain = try tiny.write("plain.json", TinySweep.scenario(sweep: false))
        let flags =
            Self.problem + [
                "--vary", Self.knob, "--first-replications", "2", "--confirm-replications", "2", "--budget", "12",
                "--quiet",
            ]
        for threads in ["1", "2"] {
            #expect(
                FenceSimCommand.main(
                    ["optimize", plain, "--out", "\(tiny.directory)/t\(threads)", "--threads", threads]
                        + flags) == .ok)
        }
        #expect(try tiny.data("t1/results.json") == tiny.data("t2/results.json"))
        let results = try OptimizationResults.read(path: "\(tiny.directory)/t1/results.json")
        #expect(results.outcome.runs <= 12)
        #expect(results.outcome.stages.first?.runs == 2 * 2)

        // Interrupted after 3 runs, then resumed: byte-identical.
        let counter = SensitivityResumeTests.UnitCounter(stoppingAfter: 3)
        let arguments = try Arguments(
            [plain, "--out", "\(tiny.directory)/r", "--threads", "1"] + flags, valued: OptimizeCommand.valued,
            switches: OptimizeCommand.switches, repeatable: ["--vary"])
        #expect(throws: Interrupted.self) {
            _ = try OptimizeCommand.run(arguments, registry: .builtIn, stop: counter.stop)
        }
        #expect(FileManager.default.fileExists(atPath: "\(tiny.directory)/r/\(StudyKind.optimization.checkpointName)"))
        #expect(
            FenceSimCommand.main(
                ["optimize", plain, "--out", "\(tiny.directory)/r", "--threads", "2", "--resume"] + flags) == .ok)
        #expect(try tiny.data("r/results.json") == tiny.data("t1/results.json"))
        #expect(!FileManager.default.fileExists(atPath: "\(tiny.directory)/r/\(StudyKind.optimization.checkpointName)"))

        #expect(FenceSimCommand.main(["report", "\(tiny.directory)/t1/results.json"]) == .ok)
        let report = try String(contentsOfFile: "\(tiny.directory)/t1/report.md", encoding: .utf8)
        #expect(report.contains("Successive halving"))
        #expect(FileManager.default.fileExists(atPath: "\(tiny.directory)/t1/charts/front.svg"))
    }

    @Test(
        "--robust-over prior: model points drawn from the prior, a verdict for each confirmed-feasible finalist checked"
    )
    func robustOverPrior() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let plain = try tiny.write("plain.json", TinySweep.scenario(sweep: false))
        #expect(
            FenceSimCommand.main(
                ["optimize", plain, "--out", "\(tiny.directory)/r"] + Self.problem + [
                    "--vary", Self.knob, "--first-replications", "2", "--confirm-replications", "2",
                    "--robust-over", "prior", "--robust-points", "2", "--quiet",
                ]) == .ok)
        let results = try OptimizationResults.read(path: "\(tiny.directory)/r/results.json")
        let confirmation = try #require(results.outcome.confirmation)
        let robust = try #require(results.outcome.robust)
        #expect(robust.settings.source == "prior")
        #expect(robust.settings.points.count == 2)
        #expect(robust.settings.paths.count == robust.settings.points[0].count)
        // Checked best first until one holds, each at every model point × 10 replications.
        #expect(robust.verdicts.allSatisfy { confirmation.feasible.contains($0.candidate) })
        #expect(robust.verdicts.allSatisfy { $0.constraintByPoint.count == 2 })
        #expect(robust.runs == robust.verdicts.count * 2 * robust.settings.replications)
        if let pick = robust.pick { #expect(robust.verdicts.last?.candidate == pick) }
    }

    /// A candidate whose runs are cut short (here a machine that livelocks an hour into the day) is refused with
    /// exit status 2 rather than ranked on an hour extrapolated to hundreds.
    @Test func cutShortCandidateIsRefused() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let arguments = [
            "optimize", Fixtures.livelock, "--strategy", "loop", "--maximize", "batteryLifeHours", "--subject-to",
            "entryRecall >= 0.5", "--vary", "device.app.cpuWorkPerCallbackSeconds=0.1,0.2", "--out",
            "\(tiny.directory)/out", "--quiet",
        ]
        #expect(FenceSimCommand.main(arguments) == .badInput)
        #expect(!FileManager.default.fileExists(atPath: "\(tiny.directory)/out/results.json"))
    }
}
