import FenceTestSupport
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// Reading results files back (`compare`, `report`): the wrong kind of file, damage
/// and inconsistency are errors at their JSON path, never Swift's `DecodingError` text or a trap.
@Suite("Reading results")
struct ResultsReadingTests {
    /// 2 points × 2 replications × 2 strategies: 8 rows.
    static let header = HandMadeResults.header(
        labels: ["a", "b"], sweep: [SweepDimension(path: "strategies[a].x", values: [1, 2])], replications: 2)

    static let results = HandMadeResults.results(header) { point, replication, _ in
        HandMadeResults.metrics(batteryHours: 10 + Double(point + replication), visits: 4, detected: 3)
    }

    static func text() throws -> String { try results.jsonText() }

    static func decode(_ text: String) -> ScenarioError? {
        do {
            _ = try ExperimentResults.decode(Array(text.utf8), file: "r.json")
            return nil
        } catch { return error }
    }

    @Test("Results written by FenceSim read back equal")
    func roundTrip() throws {
        #expect(try ExperimentResults.decode(Array(try Self.text().utf8), file: "r.json") == Self.results)
    }

    @Test("A scenario, a part or a non-object given as results is named as such")
    func wrongKind() throws {
        let scenario = Self.decode(#"{"name": "x", "strategies": [{"name": "periodic"}], "run": {"days": 1}}"#)
        #expect(scenario?.message == "is a scenario, not a FenceSim results file")
        #expect(scenario?.fix == "run it first (fencesim run FILE --out DIR), then give DIR/results.json")
        // Any file with a format member is another FenceSim file: a part, a study's results.
        let part = Self.decode(#"{"format": "fencesim-sweep-part/2", "header": {}}"#)
        #expect(part?.path == "format" && part?.message.contains("(one shard's part, not complete results)") == true)
        #expect(part?.fix?.hasPrefix("merge all parts first") == true)
        #expect(Self.decode("[1, 2]")?.message == "is not a FenceSim results file: it holds an array, not an object")
    }

    @Test("Damage is reported at its JSON path and line")
    func damage() throws {
        let text = try Self.text()
        // Truncated: the JSON ends early.
        let truncated = Self.decode(String(text.prefix(text.count / 2)))
        #expect(truncated?.path.hasPrefix("line ") == true)
        #expect(truncated?.message.hasPrefix("is not a FenceSim results file (invalid JSON: ") == true)
        // A missing member and a value of the wrong type.
        let noTool = Self.decode(text.replacingOccurrences(of: "\"tool\" : ", with: "\"toolName\" : "))
        #expect(noTool?.path == "tool" && noTool?.message.hasPrefix("is missing") == true)
        let wrongType = Self.decode(
            text.replacingOccurrences(of: "\"replications\" : 2", with: "\"replications\" : \"2\""))
        #expect(wrongType?.path == "replications")
        #expect(wrongType?.message.hasPrefix("expected a whole number, got a string (line ") == true)
        // Not UTF-8: the text starts "{\n  ", so byte 3 is on line 2.
        var bytes = Array(text.utf8)
        bytes[3] = 0xFF
        do {
            _ = try ExperimentResults.decode(bytes, file: "r.json")
            Issue.record("accepted non-UTF-8")
        } catch { #expect(error.path == "line 2" && error.message.contains("byte 0xFF at offset 3 is not UTF-8")) }
    }

    @Test("Inconsistent contents are refused before anything computes with them")
    func inconsistent() throws {
        func with(_ change: (inout ExperimentResults) -> Void) throws -> ScenarioError? {
            var results = Self.results
            change(&results)
            return Self.decode(try results.jsonText())
        }
        #expect(try with { $0.replications = 0 }?.path == "replications")
        #expect(try with { $0.rows[5].point = 7 }?.message == "point 7 is not one of the 2 sweep points")
        #expect(try with { $0.rows[5].strategy = "z" }?.path == "rows[5]")
        #expect(try with { $0.rows.removeLast() }?.path == "rows")
        #expect(try with { $0.points.removeLast() }?.message == "has 1 points, but the sweep has 2")
        #expect(try with { $0.rows[0].metrics.batteryLifeHours = 1e300 }?.path == "rows[0].metrics.batteryLifeHours")
    }
}
