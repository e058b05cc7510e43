import FenceKernel
import FenceTestSupport
import Testing

@testable import FenceExperiment
@testable import FenceScenario
@testable import FenceWorld

/// The track import report stored in results: read back equal, and refused when damaged (parts: ShardMergeTests
/// in FenceStudyTests).
@Suite("Track import report in results")
struct TrackImportResultsTests {
    /// 30 read = 25 kept + 2 duplicates + 1 jump + 2 stale fixes; one 40 s gap.
    static let report = TrackImportReport(
        file: "t.gpx", format: .gpx, pointsRead: 30, pointsKept: 25, duplicateTimesDropped: 2, droppedJumps: 1,
        relocations: 1, staleFixesDropped: 2,
        bridgedGaps: [.init(start: .seconds(100), end: .seconds(140), distanceMeters: 300)],
        firstFixUTC: "2019-02-18T07:45:50Z", lengthMeters: 2_000, durationSeconds: 600)

    static func results(_ change: (inout TrackImportReport) -> Void = { _ in }) -> ExperimentResults {
        var header = HandMadeResults.header(replications: 2)
        var report = Self.report
        change(&report)
        header.trackImports = [report]
        return HandMadeResults.results(header) { _, _, _ in
            HandMadeResults.metrics(batteryHours: 10, visits: 1, detected: 1)
        }
    }

    static func decode(_ results: ExperimentResults) throws -> ScenarioError? {
        let bytes = Array(try results.jsonText().utf8)
        do {
            _ = try ExperimentResults.decode(bytes, file: "r.json")
            return nil
        } catch { return error }
    }

    @Test("Each point carries its report; results read back equal")
    func roundTrip() throws {
        let results = Self.results()
        #expect(results.points[0].trackImport == Self.report)
        #expect(try ExperimentResults.decode(Array(try results.jsonText().utf8), file: "r.json") == results)
        // Without a track there is no member at all (a commute's results are unchanged).
        let commute = HandMadeResults.results(HandMadeResults.header(replications: 1)) { _, _, _ in
            HandMadeResults.metrics(batteryHours: 10, visits: 1, detected: 1)
        }
        #expect(!(try commute.jsonText()).contains("trackImport"))
    }

    @Test("A damaged report is refused at its JSON path")
    func damaged() throws {
        let kept = try Self.decode(Self.results { $0.pointsKept = 31 })
        #expect(kept?.path == "points[0].trackImport")
        #expect(kept?.message == "pointsKept (31) exceeds pointsRead (30)")
        let sum = try Self.decode(Self.results { $0.staleFixesDropped = 3 })
        #expect(sum?.message == "pointsKept (25) plus the fixes dropped (6) is not pointsRead (30)")
        #expect(try Self.decode(Self.results { $0.droppedJumps = -1 })?.message == "droppedJumps is -1, expected ≥ 0")
        let gap = try Self.decode(Self.results { $0.bridgedGaps[0].end = .seconds(90) })
        #expect(gap?.message == "bridgedGaps[0] does not end after it starts, at a distance ≥ 0")
    }
}
