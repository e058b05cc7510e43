import FenceFiles
import FenceKernel
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario
@testable import FenceStudy
@testable import FenceWorld

/// A sweep as a study: its shards partition the work, and merged parts give the unsharded run's results.
@Suite("Shards and merge")
struct ShardMergeTests {
    static let header = TinyExperiment.experiment.header
    /// 3 points × 3 replications.
    static let batch = UnitRange(number: 1, first: 0, count: 9)

    @Test("K/N parses only with 1 ≤ K ≤ N")
    func parsing() {
        #expect(Shard(parsing: "3/8") == Shard(index: 3, count: 8))
        #expect(Shard(parsing: "1/1") != nil)
        for bad in ["0/4", "5/4", "a/b", "3", "3/", "/4", "-1/4", "1/0", "1/2/3"] {
            #expect(Shard(parsing: bad) == nil)
        }
    }

    @Test("The shards of a split partition a batch (the unit at position i goes to shard i mod N + 1)")
    func partition() {
        let fifteen = UnitRange(number: 1, first: 0, count: 15)
        for count in [1, 2, 3, 4, 7, 20] {
            let all = (1...count).flatMap { Shard(index: $0, count: count)!.units(of: fifteen) }
            #expect(all.sorted() == Array(0..<15))
        }
        // Shard 2 of 4 of 10 units: 1, 5, 9; of a wave whose points are numbered from 40: 41, 45, 49.
        #expect(Shard(index: 2, count: 4)!.units(of: UnitRange(number: 1, first: 0, count: 10)) == [1, 5, 9])
        #expect(Shard(index: 2, count: 4)!.units(of: UnitRange(number: 2, first: 40, count: 10)) == [41, 45, 49])
    }

    @Test("Merged parts give the unsharded results, byte for byte, in any order")
    func mergeIsExact() throws {
        let unsharded = try TinyExperiment.experiment.run(threads: 2)
        for count in [1, 2, 4, 9] {
            let merged = try StudyPart.merge(TinyExperiment.parts(count).reversed(), recorded: [:])
            #expect(Self.header.pendingBatch(known: merged) == nil)
            let results = Self.header.results(known: merged)
            #expect(results == unsharded)
            #expect(try results.jsonText() == unsharded.jsonText())
            #expect(results.csvText() == unsharded.csvText())
        }
    }

    @Test("A part survives its JSON round trip and says what it is")
    func roundTrip() throws {
        let part = TinyExperiment.parts(4)[2].part
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fencesim-part-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try ResultsFile.json(part).write(toFile: file, atomically: true, encoding: .utf8)
        // Compared as written: a scenario echo read back has its members in name order.
        #expect(try ResultsFile.json(StudyPart<ResultsHeader>.read(path: file)) == ResultsFile.json(part))
        #expect(try StudyFile.read(path: file).file == StudyFile(kind: .sweep, role: .part))
    }

    @Test("Missing, duplicate and foreign parts, and rows of another shard, are refused naming the file")
    func refusals() throws {
        let parts = TinyExperiment.parts(4)
        func refused(_ parts: [(file: String, part: StudyPart<ResultsHeader>)]) -> MergeError? {
            #expect(throws: MergeError.self) { try StudyPart.merge(parts, recorded: [:]) }
        }
        #expect(refused([])?.message == "no parts given")
        #expect(
            refused(Array(parts.prefix(3)))?.message.contains("shard 4/4 missing (batch 1: got 3 of 4 parts)") == true)
        let twice = refused(parts + [("copy.json", parts[1].part)])
        #expect(twice?.file == "copy.json" && twice?.message.contains("like part-2.json") == true)

        func foreign(_ change: (inout StudyPart<ResultsHeader>) -> Void) -> MergeError? {
            var other = parts
            change(&other[3].part)
            return refused(other)
        }
        #expect(
            foreign { $0.header.seed = 8 }?.message.contains("another run than part-1.json: its seed (7 vs 8)") == true)
        #expect(foreign { $0.header.seed = 8 }?.file == "part-4.json")
        #expect(
            foreign { $0.header.tool = "9.9.9" }?.message.contains("its tool (\(FenceSimVersion.current) vs 9.9.9)")
                == true)
        #expect(foreign { $0.header.replications = 6 }?.message.contains("replications (3 vs 6)") == true)
        #expect(foreign { $0.header.scenarioDocument = .object([]) }?.message.contains("scenarioDocument") == true)
        #expect(foreign { $0.header.sweep = [] }?.message.contains("its sweep") == true)
        #expect(foreign { $0.shard = Shard(index: 4, count: 5)! }?.message.contains("is shard 4/5 of batch 1") == true)
        #expect(foreign { $0.batch = 2 }?.message.contains("is shard 4/4 of batch 2, but part-1.json") == true)
        // Shard 4/4 of 9 work items holds item 3 (and 7): without it the batch lacks it; an item of shard 1/4 is
        // not its to hold; a row of the wrong point or a missing strategy is not one the run can have.
        #expect(foreign { $0.rows.removeFirst() }?.message == "lacks work item 3 of batch 1")
        #expect(foreign { $0.rows[0].unit = 0 }?.message.contains("has work item 0 twice") == true)
        #expect(
            foreign { $0.rows[0].unit = 12 }?.message.contains("holds work item 12, not one of shard 4/4's") == true)
        let short = foreign { $0.rows[0].row.removeLast() }
        #expect(short?.message.contains("holds a row for work item 3 that the run cannot have") == true)
        #expect(foreign { $0.rows[0].row[0].point = 2 }?.message.contains("holds a row for work item 3") == true)
    }

    @Test("Parts of two models, or of a model and an unnamed one, are refused with the fix")
    func twoModels() throws {
        for model in [ModelIdentity(version: FenceSimVersion.current, sources: "0123456789abcdef"), nil] {
            var mixed = TinyExperiment.parts(3)
            mixed[2].part.header.model = model
            let error = #expect(throws: MergeError.self) { try StudyPart.merge(mixed, recorded: [:]) }
            #expect(error?.file == "part-3.json")
            #expect(error?.message.contains("but part-1.json by FenceSim \(FenceSimVersion.current), sources") == true)
            #expect(error?.fix?.contains("one build") == true)
        }
    }

    @Test("Parts with different track import reports do not merge; equal ones merge into results that carry it")
    func trackImports() throws {
        // 30 read = 25 kept + 2 duplicates + 1 jump + 2 stale fixes; one 40 s gap.
        var report = TrackImportReport(
            file: "t.gpx", format: .gpx, pointsRead: 30, pointsKept: 25, duplicateTimesDropped: 2, droppedJumps: 1,
            relocations: 1, staleFixesDropped: 2,
            bridgedGaps: [.init(start: .seconds(100), end: .seconds(140), distanceMeters: 300)],
            firstFixUTC: "2019-02-18T07:45:50Z", lengthMeters: 2_000, durationSeconds: 600)
        var header = Self.header
        header.trackImports = Array(repeating: report, count: 3)
        let merged = try StudyPart.merge(TinyExperiment.parts(2, header: header), recorded: [:])
        #expect(header.results(known: merged).points.compactMap(\.trackImport) == header.trackImports)
        var parts = TinyExperiment.parts(2, header: header)
        (report.pointsRead, report.pointsKept) = (31, 26)
        parts[1].part.header.trackImports?[2] = report
        let error = #expect(throws: MergeError.self) { try StudyPart.merge(parts, recorded: [:]) }
        #expect(error?.message.contains("its trackImports[2].pointsKept (25 vs 26) differs") == true)
    }

    @Test("A damaged part is refused at its JSON path, and a claim of 10^12 shards without listing them")
    func damaged() throws {
        func decode(_ part: StudyPart<ResultsHeader>) throws -> MergeError? {
            let bytes = Array(try ResultsFile.json(part).utf8)
            do {
                _ = try StudyPart<ResultsHeader>.decode(bytes, file: "p.json")
                return nil
            } catch { return error }
        }
        var part = TinyExperiment.parts(1)[0].part
        #expect(try decode(part) == nil)
        part.shard.count = 0
        #expect(try decode(part)?.message.hasPrefix("is shard 1/0 of batch 1, not K/N") == true)
        part.shard.count = 1
        part.header.replications = 1 << 40
        #expect(try decode(part)?.message.hasPrefix("header.replications:") == true)
        part.header.replications = 3
        part.header.strategyNames = ["continuous"]
        #expect(try decode(part)?.message.hasPrefix("header.strategyNames: does not name one strategy") == true)
        // Shard 1 of 10^12: merge names the first missing shards only.
        var lone = TinyExperiment.parts(1)[0].part
        lone.shard = Shard(index: 1, count: 1_000_000_000_000)!
        lone.rows = [lone.rows[0]]
        #expect(try decode(lone) == nil)
        let missing = #expect(throws: MergeError.self) { try StudyPart.merge([("p.json", lone)], recorded: [:]) }
        #expect(missing?.message.hasPrefix("shards 2/1000000000000, 3/1000000000000") == true)
    }

    /// The set a merge writes beside `merged.json` when its JSON cannot be written (a directory is in its
    /// place): the CSV renamed before it is put back, so every file the merge would replace keeps its bytes, a
    /// companion that was not there is not left behind, and no temporary remains.
    @Test("A merge whose JSON cannot be written leaves the files it would replace as they were")
    func failedMergeLeavesOldFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/merged.json", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "old,csv\n".write(toFile: directory + "/merged.csv", atomically: false, encoding: .utf8)
        let files = [("results.json", "{\"new\": 1}\n"), ("results.csv", "new,csv\n"), ("summary.csv", "new\n")]
        let error = #expect(throws: OutputError.self) {
            try StudyMerge.write(files, to: directory + "/merged.json")
        }
        #expect(error?.path == directory + "/merged.json")
        #expect(try String(contentsOfFile: directory + "/merged.csv", encoding: .utf8) == "old,csv\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["merged.csv", "merged.json"])
        // With the directory gone, the three land together.
        try FileManager.default.removeItem(atPath: directory + "/merged.json")
        let written = try StudyMerge.write(files, to: directory + "/merged.json")
        // What merge says it wrote: every file, the JSON first.
        #expect(written == ["merged.json", "merged.csv", "merged-summary.csv"].map { directory + "/" + $0 })
        #expect(try String(contentsOfFile: directory + "/merged.json", encoding: .utf8) == "{\"new\": 1}\n")
        #expect(try String(contentsOfFile: directory + "/merged.csv", encoding: .utf8) == "new,csv\n")
        #expect(try String(contentsOfFile: directory + "/merged-summary.csv", encoding: .utf8) == "new\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
                "merged-summary.csv", "merged.csv", "merged.json",
            ])
    }

    #if os(Linux)
        /// A results.json in a directory no one may create (`/proc/x`): the error names the path given, not the
        /// hidden temporary directory the set is staged in.
        @Test("A merge into a directory that cannot be created names the output, not a temporary")
        func unwritableOutputNamed() throws {
            let files = [("results.json", "{}\n"), ("results.csv", "a\n")]
            let error = #expect(throws: OutputError.self) {
                try StudyMerge.write(files, to: "/proc/fencesim-no-such/results.json")
            }
            #expect(error?.path == "/proc/fencesim-no-such/results.json", "\(String(describing: error))")
            #expect(error?.description.contains(".fencesim-") == false, "\(String(describing: error))")
        }
    #endif
}
