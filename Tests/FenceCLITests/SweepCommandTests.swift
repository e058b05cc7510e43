import FenceExperiment
import FenceStudy
import FenceTestSupport
import Foundation
import Testing

@testable import FenceAnalysis
@testable import FenceCLI

@Suite("sweep, merge and compare commands", .serialized)
struct SweepCommandTests {
    @Test("A sweep split into 3 shards merges byte-identically to the unsharded sweep")
    func shardsMergeExactly() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("tiny.json", TinySweep.scenario())
        #expect(FenceSimCommand.main(["sweep", scenario, "--out", "\(tiny.directory)/whole", "--quiet"]) == .ok)
        for k in 1...3 {
            #expect(
                FenceSimCommand.main([
                    "sweep", scenario, "--shard", "\(k)/3", "--out", "\(tiny.directory)/parts", "--threads", "1",
                ]) == .ok)
        }
        let parts = (1...3).map { "\(tiny.directory)/parts/part-\($0)-of-3.json" }
        // An analysis of earlier results in the merge's directory does not survive as part of the new set.
        try FileManager.default.createDirectory(atPath: "\(tiny.directory)/merged", withIntermediateDirectories: true)
        _ = try tiny.write("merged/analysis.json", "{}")
        #expect(FenceSimCommand.main(["merge"] + parts + ["--out", "\(tiny.directory)/merged/results.json"]) == .ok)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: "\(tiny.directory)/merged").sorted() == [
                "results.csv", "results.json", "summary.csv",
            ])
        #expect(try tiny.data("merged/results.json") == tiny.data("whole/results.json"))
        #expect(try tiny.data("merged/results.csv") == tiny.data("whole/results.csv"))
        #expect(try tiny.data("merged/summary.csv") == tiny.data("whole/summary.csv"))
        // `run` on a file that declares its sweep runs it exactly like `sweep`.
        #expect(FenceSimCommand.main(["run", scenario, "--out", "\(tiny.directory)/byrun", "--quiet"]) == .ok)
        #expect(try tiny.data("byrun/results.json") == tiny.data("whole/results.json"))
        // The sweep also wrote its analysis.
        let analysis = try JSONDecoder().decode(SweepAnalysis.self, from: tiny.data("whole/analysis.json"))
        #expect(analysis.target == 0.9)
        #expect(analysis.candidates.count == 2)

        // Missing and duplicate parts are refused with exit status 2.
        #expect(
            FenceSimCommand.main(["merge"] + parts.dropLast() + ["--out", "\(tiny.directory)/m2.json"]) == .badInput)
        #expect(
            FenceSimCommand.main(["merge"] + parts + [parts[0], "--out", "\(tiny.directory)/m3.json"]) == .badInput)
        #expect(!FileManager.default.fileExists(atPath: "\(tiny.directory)/m2.json"))
        // An empty --out, or a directory, is refused before a CSV is written beside it.
        let before = try FileManager.default.contentsOfDirectory(atPath: tiny.directory).sorted()
        for out in ["", "\(tiny.directory)/merged", "\(tiny.directory)/merged/"] {
            #expect(FenceSimCommand.main(["merge"] + parts + ["--out", out]) == .badInput, "--out '\(out)'")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tiny.directory).sorted() == before)
        #expect(FenceSimCommand.main(["report", "\(tiny.directory)/whole/results.json", "--out", ""]) == .badInput)
        // A scenario given as the first part is no run's complete results: the part reader says what it lacks.
        let notPart = try #require(throws: MergeError.self) {
            try MergeCommand.run(Arguments([scenario] + parts + ["--out", "m4.json"], options: MergeCommand.options))
        }
        #expect(notPart.description.contains("\(scenario): format: is not a FenceSim sweep part"))
        #expect(!notPart.description.contains("complete results"))
    }

    @Test("sweep --seed S runs seed S: identical to the file with seed S, different rows from the file's seed")
    func seedOverride() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let scenario = try tiny.write("tiny.json", TinySweep.scenario())
        // The same scenario with "seed": 12 written in the file (TinySweep's is 11).
        let reseeded = try tiny.write(
            "tiny.json.12", TinySweep.scenario().replacingOccurrences(of: "\"seed\": 11", with: "\"seed\": 12"))
        for (name, arguments) in [
            ("file11", ["sweep", scenario]), ("flag12", ["sweep", scenario, "--seed", "12"]),
            ("file12", ["sweep", reseeded]),
        ] {
            #expect(FenceSimCommand.main(arguments + ["--out", "\(tiny.directory)/\(name)", "--quiet"]) == .ok)
        }
        for file in ["results.json", "results.csv", "analysis.json"] {
            #expect(try tiny.data("flag12/\(file)") == tiny.data("file12/\(file)"), "\(file)")
        }
        // Another seed is another set of worlds: the replication rows differ.
        let rows = { (name: String) in try ExperimentResults.read(path: "\(tiny.directory)/\(name)/results.json").rows }
        let (file11, flag12) = (try rows("file11"), try rows("flag12"))
        #expect(file11.count == flag12.count)
        #expect(zip(file11, flag12).contains { $0.metrics != $1.metrics })
        #expect(try ExperimentResults.read(path: "\(tiny.directory)/flag12/results.json").seed == 12)
        // run --seed on a file without a sweep does the same.
        let plain = try tiny.write("plain.json", TinySweep.scenario(sweep: false))
        let plain12 = try tiny.write(
            "plain.json.12",
            TinySweep.scenario(sweep: false).replacingOccurrences(of: "\"seed\": 11", with: "\"seed\": 12"))
        #expect(
            FenceSimCommand.main(["run", plain, "--seed", "12", "--out", "\(tiny.directory)/p1", "--quiet"]) == .ok)
        #expect(FenceSimCommand.main(["run", plain12, "--out", "\(tiny.directory)/p2", "--quiet"]) == .ok)
        #expect(try tiny.data("p1/results.json") == tiny.data("p2/results.json"))
    }

    @Test("Usage errors: no sweep to run, bad shard, bad target, bad --vary (exit 2)")
    func usage() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        let plain = try tiny.write("plain.json", TinySweep.scenario(sweep: false))
        let out = "\(tiny.directory)/out"
        #expect(FenceSimCommand.main(["sweep", plain, "--out", out]) == .badInput)
        for shard in ["0/2", "3/2", "x"] {
            #expect(
                FenceSimCommand.main(["sweep", plain, "--vary", "run.days=1", "--shard", shard, "--out", out])
                    == .badInput)
        }
        for target in ["1.5", "1", "0"] {
            #expect(
                FenceSimCommand.main(["sweep", plain, "--vary", "run.days=1", "--target", target, "--out", out])
                    == .badInput)
        }
        #expect(FenceSimCommand.main(["sweep", plain, "--vary", "nothing.here=1,2", "--out", out]) == .badInput)
        #expect(FenceSimCommand.main(["sweep", plain, "--vary", "run.days=1:0:1", "--out", out]) == .badInput)
        #expect(FenceSimCommand.main(["merge", "--out", out]) == .badInput)
        #expect(FenceSimCommand.main(["merge", "\(tiny.directory)/none.json", "--out", out]) == .badInput)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("compare passes an unchanged run and flags a deliberately degraded one (exit 1)")
    func compareFlagsRegression() throws {
        let tiny = try TinySweep.directory()
        defer { tiny.remove() }
        // Ten times the CPU work per location callback (1 s instead of 0.1 s) costs battery life.
        let base = try tiny.write("base.json", TinySweep.scenario(sweep: false))
        let degraded = try tiny.write("degraded.json", TinySweep.scenario(sweep: false, cpuWorkSeconds: 1))
        for (name, file) in [("base", base), ("again", base), ("degraded", degraded)] {
            #expect(FenceSimCommand.main(["run", file, "--out", "\(tiny.directory)/\(name)", "--quiet"]) == .ok)
        }
        let baseResults = "\(tiny.directory)/base/results.json"
        #expect(FenceSimCommand.main(["compare", baseResults, "\(tiny.directory)/again/results.json"]) == .ok)
        // The degraded scenario differs from the base in one parameter, so compare refuses it as a comparison of
        // code (exit 2) unless told --allow-different; then the battery drop is a regression.
        #expect(FenceSimCommand.main(["compare", baseResults, "\(tiny.directory)/degraded/results.json"]) == .badInput)
        #expect(
            FenceSimCommand.main([
                "compare", baseResults, "\(tiny.directory)/degraded/results.json", "--allow-different",
            ]) == .regression)
        // A generous tolerance on both battery metrics lets the same change pass.
        #expect(
            FenceSimCommand.main([
                "compare", baseResults, "\(tiny.directory)/degraded/results.json", "--allow-different", "--tolerance",
                "batteryLifeHours=90%", "--tolerance", "meanCurrentMilliamps=500%",
            ]) == .ok)
        // The same code with 2 of its 4 replications shares them (same seed): paired, no regression.
        #expect(
            FenceSimCommand.main(["run", base, "--replications", "2", "--out", "\(tiny.directory)/two", "--quiet"])
                == .ok)
        #expect(FenceSimCommand.main(["compare", baseResults, "\(tiny.directory)/two/results.json"]) == .ok)
        // Different shapes (a sweep against a single point) are unusable input.
        let swept = try tiny.write("swept.json", TinySweep.scenario())
        #expect(FenceSimCommand.main(["sweep", swept, "--out", "\(tiny.directory)/swept", "--quiet"]) == .ok)
        #expect(FenceSimCommand.main(["compare", baseResults, "\(tiny.directory)/swept/results.json"]) == .badInput)
        #expect(FenceSimCommand.main(["compare", baseResults, "\(tiny.directory)/none.json"]) == .badInput)
        #expect(FenceSimCommand.main(["compare", baseResults, baseResults, "--tolerance", "speed=1"]) == .badInput)
    }
}
