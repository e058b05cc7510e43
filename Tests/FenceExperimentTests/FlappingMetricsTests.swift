import FenceDevice
import FenceKernel
import FenceTestSupport
import FenceWorld
import Foundation
import Testing

@testable import FenceExperiment
@testable import FencePlatform
@testable import FenceScenario

/// Notification-spam metrics against hand-made declaration sequences. The world: a walk at 1 m/s along the x
/// axis from x = −500 m (t = 0) to +500 m (t = 1000 s) and back to −500 m (t = 2000 s), through fence "f"
/// (centre 0, radius 50 m): two true visits, [450 s, 550 s) and [1450 s, 1550 s). Fence "g" (1 km north) is
/// never visited. With the default 60 s tolerance the entry windows are [390, 610] and [1390, 1610].
@Suite("Notification spam: declarations per true transition and first-entry precision")
struct FlappingMetricsTests {
    let world = WalkingWorld.world(throughX: [-500, 500, -500])

    func metrics(_ detections: [(Double, String, Detection.Kind)], end: Double = 2000) -> RunMetrics {
        let record = WalkingWorld.record(
            detections.map { Detection(time: .seconds($0.0), fenceID: $0.1, kind: $0.2) }, end: .seconds(end))
        return RunMetrics(record: record, world: world, parameters: MetricParameters())
    }

    /// A flapping strategy: one entry that is a first in visit 1 plus one repeat, three entries in visit 2
    /// (one first, two repeats), one false entry into "g"; five exits.
    let flapping: [(Double, String, Detection.Kind)] = [
        (400, "f", .entered),  // first of visit 1 (50 s early, inside the window)
        (470, "f", .exited),
        (480, "f", .entered),  // repeat in visit 1
        (560, "f", .exited),
        (1455, "f", .entered),  // first of visit 2
        (1470, "f", .exited),
        (1475, "f", .entered),  // repeat
        (1480, "f", .exited),
        (1485, "f", .entered),  // repeat
        (1600, "f", .exited),
        (1800, "g", .entered),  // false
    ]

    @Test("Two visits by hand: 11 declarations for 4 true transitions, 2 first entries of 6")
    func handWorked() throws {
        let run = metrics(flapping)
        #expect(world.groundTruth.visits.count == 2)
        // Transitions: entry and exit of both visits, all inside [0, 2000 s).
        #expect(run.flapping == FlappingCounts(trueTransitions: 4, firstEntries: 2))
        #expect(run.entriesDeclared == 6 && run.exitsDeclared == 5)
        #expect(run.declarationsPerTransition == 11.0 / 4)
        #expect(run.firstEntryPrecision == 2.0 / 6)
        // Precision over any entry inside a visit counts the three repeats as hits: 5 of 6.
        #expect(run.precision == 5.0 / 6)
        // Repeats: 6 entries − 1 false − 2 first = 3 in 2000 s = 129.6 per day.
        #expect(abs(try #require(run.repeatEntriesPerDay) - 129.6) < 1e-9)
    }

    @Test("Declarations that switch between fences, and an id no fence has, are each judged by their own fence")
    func interleavedFences() {
        let run = metrics([
            (400, "f", .entered),  // first of visit 1
            (410, "g", .entered),  // false: "g" is never visited
            (420, "f", .entered),  // repeat in visit 1
            (430, "nowhere", .entered),  // false: no fence has this id
            (440, "nowhere", .exited),  // false
            (560, "f", .exited),  // visit 1's exit (550 s), inside its window
        ])
        #expect(run.entriesDeclared == 4 && run.exitsDeclared == 2)
        #expect(run.falseEntries == 2 && run.falseExits == 1)
        #expect(run.flapping == FlappingCounts(trueTransitions: 4, firstEntries: 1))
        #expect(run.precision == 2.0 / 4)
        // Visit 1 detected on entry and exit; visit 2 neither.
        #expect(run.visits == 2 && run.entriesDetected == 1)
        #expect(run.exitVisits == 2 && run.exitsDetected == 1)
    }

    @Test("A strategy that notifies each true transition once scores 1 and first-entry precision 1")
    func clean() {
        let run = metrics([(455, "f", .entered), (600, "f", .exited), (1460, "f", .entered), (1560, "f", .exited)])
        #expect(run.declarationsPerTransition == 1)
        #expect(run.firstEntryPrecision == 1)
        #expect(run.repeatEntriesPerDay == 0)
    }

    @Test("Transitions the run did not live through are not counted; no declarations means no precision")
    func runEndsEarly() {
        // The phone dies at 1500 s: visit 1 gives two transitions, visit 2 only its entry (its exit at 1550 s
        // comes after the end).
        let run = metrics([(455, "f", .entered)], end: 1500)
        #expect(run.flapping?.trueTransitions == 3)
        #expect(run.declarationsPerTransition == 1.0 / 3)
        #expect(metrics([]).firstEntryPrecision == nil)
        // Before the first visit there is nothing to notify.
        #expect(metrics([], end: 400).declarationsPerTransition == nil)
    }

    @Test("Summaries pool first-entry precision over declarations and average declarations per transition")
    func summary() throws {
        let clean = metrics([(455, "f", .entered), (600, "f", .exited), (1460, "f", .entered), (1560, "f", .exited)])
        let summary = StrategySummary(
            label: "s", strategy: "s", runs: [metrics(flapping), clean], baseline: nil)
        // (2 + 2) first entries of (6 + 2) entries; mean of 2.75 and 1.
        let precision = try #require(summary[.firstEntryPrecision]?.share)
        #expect(precision.successes == 4 && precision.trials == 8)
        #expect(summary[.declarationsPerTransition]?.value == (2.75 + 1) / 2)
        #expect(summary[.declarationsPerTransition]?.mean?.count == 2)
    }

    @Test("Results written before these metrics existed are read, with the metrics absent")
    func oldResults() throws {
        let path = Fixtures.repository.appendingPathComponent("Fuzz/corpus/results/ok-one-point.json").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("flapping") && !text.contains("declarationsPerTransition"))
        let results = try ExperimentResults.read(path: path)
        #expect(results.rows.allSatisfy { $0.metrics.flapping == nil && $0.metrics.declarationsPerTransition == nil })
        #expect(results.points.allSatisfy { $0.strategies.allSatisfy { $0[.firstEntryPrecision] == nil } })
        // The CSV has the new columns, empty.
        #expect(
            results.csvHeader.dropLast(3).suffix(5) == [
                "trueTransitions", "declarationsPerTransition", "firstEntries", "firstEntryPrecision",
                "repeatEntriesPerDay",
            ])
        let lines = results.csvText().split(separator: "\n")
        #expect(lines.dropFirst().allSatisfy { $0.hasSuffix(",,,,") })
    }
}
