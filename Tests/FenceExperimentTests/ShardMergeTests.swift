import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

@Suite("Shards and merge")
struct ShardMergeTests {
    /// 3 points × 5 replications × 2 strategies = 15 work items, 30 rows.
    static let header = HandMadeResults.header(
        labels: ["a", "b"], sweep: [SweepDimension(path: "strategies[a].x", values: [1, 2, 3])], replications: 5)

    static func row(_ point: Int, _ replication: Int, _ label: String) -> RunMetrics {
        HandMadeResults.metrics(
            batteryHours: 10 + Double(point) + 0.1 * Double(replication) + (label == "b" ? 5 : 0), visits: 4,
            detected: 3 + replication % 2)
    }

    /// The parts of an N-way split, each with exactly its shard's rows.
    static func parts(_ count: Int) -> [(file: String, part: PartialResults)] {
        let rows = HandMadeResults.rows(header, row)
        return (1...count).map { k in
            let shard = Shard(index: k, count: count)!
            let items = shard.items(workCount: header.workCount)
            let mine = rows.filter { items.contains($0.point * header.replications + $0.replication) }
            return ("part-\(k).json", PartialResults(header: header, shard: shard, items: items, rows: mine))
        }
    }

    @Test("K/N parses only with 1 ≤ K ≤ N")
    func parsing() {
        #expect(Shard(parsing: "3/8") == Shard(index: 3, count: 8))
        #expect(Shard(parsing: "1/1") != nil)
        for bad in ["0/4", "5/4", "a/b", "3", "3/", "/4", "-1/4", "1/0", "1/2/3"] {
            #expect(Shard(parsing: bad) == nil)
        }
    }

    @Test("The shards of a split partition the work items (item i goes to shard i mod N + 1)")
    func partition() {
        for count in [1, 2, 3, 4, 7, 20] {
            let all = (1...count).flatMap { Shard(index: $0, count: count)!.items(workCount: 15) }
            #expect(all.sorted() == Array(0..<15))
        }
        // Shard 2 of 4 of 10 items: 1, 5, 9.
        #expect(Shard(index: 2, count: 4)!.items(workCount: 10) == [1, 5, 9])
    }

    @Test("Merged parts equal the unsharded results, byte for byte, in any order")
    func mergeIsExact() throws {
        let unsharded = HandMadeResults.results(Self.header, Self.row)
        for count in [1, 2, 4, 15] {
            let merged = try PartialResults.merge(Self.parts(count).reversed())
            #expect(merged == unsharded)
            #expect(try merged.jsonText() == unsharded.jsonText())
            #expect(merged.csvText() == unsharded.csvText())
        }
    }

    @Test("A part survives its JSON round trip")
    func roundTrip() throws {
        let part = Self.parts(4)[2].part
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fencesim-part-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try part.write(toFile: file)
        #expect(try PartialResults.read(path: file) == part)
    }

    @Test("Missing, duplicate and foreign parts are refused, naming the file")
    func refusals() throws {
        let parts = Self.parts(4)
        #expect(throws: MergeError.self) { try PartialResults.merge([]) }

        let missing = #expect(throws: MergeError.self) { try PartialResults.merge(Array(parts.prefix(3))) }
        #expect(missing?.message.contains("shard 4/4 missing") == true)

        let twice = #expect(throws: MergeError.self) {
            try PartialResults.merge(parts + [("copy.json", parts[1].part)])
        }
        #expect(twice?.file == "copy.json")
        #expect(twice?.message.contains("like part-2.json") == true)

        func foreign(_ change: (inout PartialResults) -> Void) -> MergeError? {
            var other = parts
            change(&other[3].part)
            return #expect(throws: MergeError.self) { try PartialResults.merge(other) }
        }
        #expect(foreign { $0.header.seed = 8 }?.message.contains("seed (7 vs 8)") == true)
        #expect(foreign { $0.header.tool = "9.9.9" }?.message.contains("FenceSim version") == true)
        #expect(foreign { $0.header.replications = 6 }?.message.contains("replications") == true)
        #expect(foreign { $0.header.scenarioDocument = .object([]) }?.message.contains("scenario document") == true)
        #expect(foreign { $0.header.sweep = [] }?.message.contains("sweep") == true)
        #expect(foreign { $0.shard = Shard(index: 4, count: 5)! }?.message.contains("shard counts differ") == true)
        #expect(foreign { $0.rows.removeLast() }?.message.contains("need exactly one row each") == true)
        #expect(foreign { $0.items = [0] }?.message.contains("work items of shard 4/4") == true)
        #expect(foreign { $0.header.seed = 8 }?.file == "part-4.json")
    }

    @Test("A file that is not a part is refused with the fix")
    func wrongKind() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fencesim-notpart-\(getpid()).json")
            .path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try HandMadeResults.results(Self.header, Self.row).jsonText().write(
            toFile: file, atomically: true, encoding: .utf8)
        let error = #expect(throws: MergeError.self) { try PartialResults.read(path: file) }
        #expect(error?.message.contains("not a FenceSim partial-results file") == true)
        #expect(throws: MergeError.self) { try PartialResults.read(path: file + ".missing") }
    }
}
