import FenceFiles
import FenceTestSupport
import Testing

@testable import FenceAnalysis
@testable import FenceExperiment
@testable import FenceScenario

@Suite("Comparison that cannot mislead: undefined metrics, different scenarios, pooled values, sweep points")
struct ComparisonGuardTests {
    static func number(_ value: Double) -> JSONNode { JSONNode(JSONWriter.number(value)) }

    /// A scenario document: name, seed and replications (`run`), and a fence radius.
    static func document(name: String = "hand", seed: Double = 7, replications: Double = 10, radius: Double = 50)
        -> JSONValue
    {
        .object([
            ("name", JSONNode(.string(name))),
            ("run", JSONNode(.object([("seed", number(seed)), ("replications", number(replications))]))),
            ("world", JSONNode(.object([("fences", JSONNode(.object([("radius", number(radius))])))]))),
        ])
    }

    /// Ten replications of `document`, each with `visits` visits of which 9 (or all) are detected.
    static func results(document: JSONValue = document(), seed: UInt64 = 7, visits: Int = 10) -> ExperimentResults {
        HandMadeResults.results(HandMadeResults.header(replications: 10, seed: seed, document: document)) { _, r, _ in
            HandMadeResults.metrics(batteryHours: 10 + 0.1 * Double(r), visits: visits, detected: min(9, visits))
        }
    }

    @Test("A metric defined in base and undefined in new is a change, counted as a regression")
    func becameUndefined() throws {
        let comparison = try ResultsComparison(base: Self.results(), new: Self.results(visits: 0))
        let recall = try #require(comparison.changes.first { $0.metric == "entryRecall" })
        #expect(recall.verdict == .becameUndefined)
        #expect(recall.newPooled == nil)
        #expect(comparison.regressions.contains(recall))
        let back = try ResultsComparison(base: Self.results(visits: 0), new: Self.results())
        #expect(back.changes.first { $0.metric == "entryRecall" }?.verdict == .becameDefined)
        #expect(back.regressions.isEmpty)
        // A metric undefined on both sides (no latency in these runs) is no change.
        #expect(comparison.changes.first { $0.metric == "entryLatencyMedianSeconds" }?.verdict == .unchanged)
    }

    @Test("Pooled metrics carry the summary's pooled value beside the per-replication mean")
    func pooledValues() throws {
        let comparison = try ResultsComparison(base: Self.results(), new: Self.results())
        let recall = try #require(comparison.changes.first { $0.metric == "entryRecall" })
        // By hand: 10 replications of 9 detected of 10 visits: pooled 90 / 100 = 0.9.
        #expect(recall.basePooled == 0.9)
        #expect(recall.newPooled == 0.9)
        #expect(comparison.changes.first { $0.metric == "batteryLifeHours" }?.basePooled == nil)
    }

    @Test("Scenarios that differ beyond seed and replications are refused unless allowed, with what differs")
    func differentScenarios() throws {
        let other = Self.results(document: Self.document(name: "mine", seed: 8, radius: 100), seed: 8)
        let error = #expect(throws: ComparisonError.self) { try ResultsComparison(base: Self.results(), new: other) }
        #expect(
            error?.problems == [ResultsComparison.scenariosDifferHeading, "world.fences.radius: base 50, new 100"])
        let allowed = try ResultsComparison(base: Self.results(), new: other, allowDifferent: true)
        #expect(allowed.scenarioDifferences == ["world.fences.radius: base 50, new 100"])
        // Seed, replications and the name alone are no difference.
        let reseeded = Self.results(document: Self.document(name: "copy", seed: 9, replications: 30), seed: 9)
        #expect(try ResultsComparison(base: Self.results(), new: reseeded).scenarioDifferences.isEmpty)
    }

    @Test("A sweep point reads as a run of the scenario with the swept value set, comparable with that run")
    func sweepPoint() throws {
        let strategies = JSONNode(
            .array([
                JSONNode(
                    .object([
                        ("name", JSONNode(.string("a"))), ("parameters", JSONNode(.object([("r", Self.number(1500))]))),
                    ]))
            ]))
        let sweepDocument = JSONValue.object([
            ("name", JSONNode(.string("sweep"))), ("strategies", strategies),
            (
                "sweep",
                JSONNode(.object([("strategies[a].r", JSONNode(.array([Self.number(250), Self.number(500)])))]))
            ),
        ])
        let sweep = HandMadeResults.results(
            HandMadeResults.header(
                sweep: [SweepDimension(path: "strategies[a].r", values: [250, 500])], replications: 10,
                document: sweepDocument)
        ) { point, r, _ in
            HandMadeResults.metrics(batteryHours: 10 + Double(point) + 0.1 * Double(r), visits: 10, detected: 9)
        }
        let selected = try sweep.point(1)
        #expect(selected.sweep.isEmpty)
        #expect(selected.points.count == 1 && selected.points[0].values.isEmpty)
        #expect(selected.rows.count == 10)
        #expect(selected.rows.allSatisfy { $0.point == 0 && $0.metrics.batteryLifeHours >= 11 })
        let runDocument = JSONValue.object([
            ("name", JSONNode(.string("run"))),
            (
                "strategies",
                JSONNode(
                    .array([
                        JSONNode(
                            .object([
                                ("name", JSONNode(.string("a"))),
                                ("parameters", JSONNode(.object([("r", Self.number(500))]))),
                            ]))
                    ]))
            ),
        ])
        let run = HandMadeResults.results(HandMadeResults.header(replications: 10, document: runDocument)) { _, r, _ in
            HandMadeResults.metrics(batteryHours: 11 + 0.1 * Double(r), visits: 10, detected: 9)
        }
        let comparison = try ResultsComparison(base: selected, new: run)
        #expect(comparison.scenarioDifferences.isEmpty)
        #expect(comparison.changes.first { $0.metric == "batteryLifeHours" }?.verdict == .unchanged)
        // Point 0 (250) differs from the run (500) in that parameter.
        let error = #expect(throws: ComparisonError.self) { try ResultsComparison(base: try sweep.point(0), new: run) }
        #expect(error?.problems.contains("strategies[0].parameters.r: base 250, new 500") == true)
        #expect(throws: ComparisonError.self) { try sweep.point(2) }
    }
}
