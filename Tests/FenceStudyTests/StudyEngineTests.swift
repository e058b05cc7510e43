import FenceFiles
import FenceScenario
import Foundation
import Synchronization
import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// The engine every study runs on: its checkpoint, its driver (resume, a stop, shards) and merge into a state,
/// and the one reader that tells results and parts apart by their declared format. Checked on the tiny sweep
/// against its plain run.
@Suite("Study engine", .serialized)
struct StudyEngineTests {
    static let experiment = TinyExperiment.experiment

    /// A fresh temporary directory.
    static func directory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("fencesim-engine-\(UUID().uuidString)").path
    }

    /// A driver of the tiny sweep in `output` that stops once `limit` units have started.
    static func driver(_ output: String, resume: Bool = false, stoppingAfter limit: Int = .max) -> StudyDriver<
        Experiment
    > {
        let started = Mutex(0)
        return StudyDriver(
            experiment, output: output, threads: 1, resume: resume,
            console: StudyConsole(say: { _ in }, progress: { _, _ in nil }),
            stop: {
                started.withLock { count in
                    count += 1; return count > limit
                }
            })
    }

    @Test("Stopped after 4 of 9 units: Interrupted, 4 checkpointed; resumed, the plain run's files, byte for byte")
    func stopAndResume() throws {
        let output = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let plain = try Self.experiment.run(threads: 2)
        let stopped = #expect(throws: Interrupted.self) { try Self.driver(output, stoppingAfter: 4).run(label: "run") }
        #expect(stopped?.done == 4 && stopped?.total == 9 && stopped?.unit == "work item")
        let checkpoint = try StudyCheckpoint(
            directory: output + "/.fencesim-checkpoint", header: Self.experiment.header, resume: true)
        #expect(checkpoint.finished.count == 4)
        let resumed = Self.driver(output, resume: true)
        let results = try resumed.run(label: "run")
        #expect(try results.jsonText() == plain.jsonText())
        try resumed.write(results)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted()
                == ["results.csv", "results.json", "summary.csv"])
    }

    @Test("A checkpoint of another study is refused with --resume, naming what differs; without, it is discarded")
    func otherStudy() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var header = Self.experiment.header
        header.model = ModelIdentity(version: FenceSimVersion.current, sources: "0123456789abcdef")
        let earlier = try StudyCheckpoint(directory: directory, header: header, resume: false)
        try earlier.save(0, TinyExperiment.rows[0]!)
        // A unit file that does not hold its unit's row is left out (that unit runs again).
        try earlier.save(1, TinyExperiment.rows[0]!)
        #expect(try StudyCheckpoint(directory: directory, header: header, resume: true).finished.keys.sorted() == [0])
        let error = #expect(throws: CheckpointError.self) {
            try StudyCheckpoint(directory: directory, header: Self.experiment.header, resume: true)
        }
        #expect(error?.description.contains("belongs to another run: its model.sources (") == true)
        #expect(error?.description.contains("vs 0123456789abcdef) differs") == true)
        let fresh = try StudyCheckpoint(directory: directory, header: Self.experiment.header, resume: false)
        #expect(fresh.discardedEarlier && fresh.finished.isEmpty && fresh.savedCount() == 0)
    }

    @Test("Shards and merge into a state: the plain run's results, the CSV beside a file of another name")
    func shardsAndMerge() throws {
        let output = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let plain = try Self.experiment.run(threads: 2)
        for k in 1...2 { try Self.driver(output + "/parts").runShard(Shard(index: k, count: 2)!) }
        let parts = (1...2).map { output + "/parts/part-\($0)-of-2.json" }
        guard
            case .finished(let merged, _)? = try? StudyMerge.merge(
                ResultsHeader.self, files: parts, output: output + "/m.json")
        else {
            Issue.record("the merge did not finish the sweep")
            return
        }
        #expect(try merged.jsonText() == plain.jsonText())
        #expect(try String(contentsOfFile: output + "/m.csv", encoding: .utf8) == plain.csvText())
        #expect(try String(contentsOfFile: output + "/m-summary.csv", encoding: .utf8) == plain.summaryCSVText())
        #expect(try String(contentsOfFile: output + "/m.json", encoding: .utf8) == plain.jsonText())
        // A single-batch study finished by its first merge needs no state.
        #expect(!FileManager.default.fileExists(atPath: output + "/.fencesim-checkpoint"))
    }

    @Test("The one reader tells results and parts apart by their format; an earlier part or another format is refused")
    func identify() throws {
        func identify(_ text: String) throws -> StudyFile? { try StudyFile.identify(Array(text.utf8), file: "f.json") }
        #expect(try identify(#"{"tool": "0.4.1", "rows": []}"#) == StudyFile(kind: .sweep, role: .results))
        for kind in StudyKind.allCases {
            #expect(try identify(#"{"format": "\#(kind.partFormat)"}"#) == StudyFile(kind: kind, role: .part))
            if let format = kind.resultsFormat {
                #expect(try identify(#"{"format": "\#(format)"}"#) == StudyFile(kind: kind, role: .results))
            }
        }
        #expect(try identify("[1]") == nil)
        #expect(try identify("{") == nil)
        let earlier = #expect(throws: ScenarioError.self) { try identify(#"{"format": "fencesim-partial-results/1"}"#) }
        #expect(earlier?.path == "format" && earlier?.message.contains("earlier FenceSim") == true)
        #expect(earlier?.fix?.contains("re-run its shard") == true)
        let other = #expect(throws: ScenarioError.self) { try identify(#"{"format": "something/9"}"#) }
        #expect(other?.message.hasPrefix("is \"something/9\", not a format FenceSim reads") == true)
        // A part given where a run's results are expected is named as one.
        let part = try ResultsFile.json(TinyExperiment.parts(1)[0].part)
        let refused = #expect(throws: ScenarioError.self) {
            try ExperimentResults.decode(Array(part.utf8), file: "p.json")
        }
        #expect(refused?.path == "format" && refused?.message.contains("one shard's part") == true)
    }

    @Test("Sensitivity parts of two models are refused with the fix")
    func sensitivityModels() throws {
        let scenario = try Scenario.parse(
            #"{"strategies": [{"name": "continuous"}], "run": {"days": 1, "replications": 2}}"#)
        let study = try SensitivityStudy(
            scenario: scenario, method: .morris, paths: ["metrics.earlyToleranceSeconds"],
            settings: SensitivityHeader.Settings(trajectories: 2, levels: 4))
        #expect(study.header.modelIdentity == .current && study.header.maximumUnits == 5)
        var other = study.header
        other.experiment.model = ModelIdentity(version: FenceSimVersion.current, sources: "0123456789abcdef")
        let parts = [
            (
                "part-1-of-2.json",
                StudyPart(header: study.header, shard: Shard(index: 1, count: 2)!, batch: 1, rows: [])
            ),
            ("part-2-of-2.json", StudyPart(header: other, shard: Shard(index: 2, count: 2)!, batch: 1, rows: [])),
        ]
        let error = #expect(throws: MergeError.self) { try StudyPart.merge(parts, recorded: [:]) }
        #expect(error?.file == "part-2-of-2.json")
        #expect(
            error?.message.contains("was made by FenceSim \(FenceSimVersion.current), sources 0123456789abcdef") == true
        )
    }
}
