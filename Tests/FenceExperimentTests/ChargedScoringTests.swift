import FenceKernel
import FencePlatform
import Foundation
import Testing

@testable import FenceExperiment
@testable import FenceScenario

/// Comparisons on equal terms: with `run.chargeDaily` every strategy is scored over the same window, the phone
/// charged back to full at the charge hour each day and launched again after running empty; without it, a run
/// whose strategies' batteries last differently says so.
///
/// Continuous GPS on the iPhone 4S (a background app) lasts about 10 h, region monitoring more than a day: over two
/// days from 06:30, charged at 06:30, continuous runs empty every day before the next charge.
@Suite("Charged daily scoring")
struct ChargedScoringTests {
    static func scenario(chargeDaily: Bool, days: Int = 2, replications: Int = 2) throws -> Scenario {
        try Scenario.parse(
            """
            {"strategies": [{"name": "continuous"}, {"name": "region-monitoring"}],
             "run": {"days": \(days), "startHours": 6.5, "chargeDaily": \(chargeDaily), "replications": \(replications),
                     "seed": 11}}
            """)
    }

    /// Replication 0's run of strategy `index` over two days charged daily, with the battery level every 10 min.
    static func chargedRecord(strategy index: Int) throws -> (scenario: Scenario, record: RunRecord) {
        let scenario = try Self.scenario(chargeDaily: true)
        let runner = ReplicationRunner(scenario: scenario)
        let world = try runner.world(replication: 0)
        let recording = RecordingRequest(batterySamples: true, batterySampleInterval: .minutes(10))
        let record = try runner.run(scenario.strategies[index], world: world, replication: 0, recording: recording)
        return (scenario, record.record)
    }

    @Test("The charge times: the charge hour of every day after the start and before the end")
    func chargeTimes() throws {
        var run = RunSettings()
        run.days = 3
        run.startHours = 6.5
        #expect(run.chargeTimes(before: run.horizon).isEmpty)
        run.chargeDaily = true
        #expect(run.chargeTimes(before: run.horizon) == [.hours(30.5), .hours(54.5)])
        run.chargeHours = 22
        #expect(run.chargeTimes(before: run.horizon) == [.hours(22), .hours(46), .hours(70)])
        run.chargeHours = 3
        #expect(run.chargeTimes(before: run.horizon) == [.hours(27), .hours(51), .hours(75)])
    }

    @Test("chargeDaily with untilEmpty, and chargeHours without chargeDaily, are refused at their path")
    func contradictionsRefused() {
        #expect(throws: ScenarioError.self) {
            try Scenario.parse(
                #"{"strategies": [{"name": "continuous"}], "run": {"chargeDaily": true, "untilEmpty": true}}"#)
        }
        do {
            _ = try Scenario.parse(
                #"{"strategies": [{"name": "continuous"}], "run": {"chargeDaily": false, "chargeHours": 22}}"#)
            Issue.record("chargeHours without chargeDaily was accepted")
        } catch {
            #expect(error.path.hasPrefix("run.chargeHours"))
        }
    }

    @Test("Every strategy counts the same visits in every replication; the phone that runs empty misses some")
    func sameVisits() throws {
        let results = try Experiment(scenario: Self.scenario(chargeDaily: true)).run(threads: 2)
        for replication in 0..<2 {
            let runs = results.rows.filter { $0.replication == replication }.map(\.metrics)
            #expect(Set(runs.map(\.visits)).count == 1, "replication \(replication)")
            #expect(Set(runs.map(\.simulatedHours)) == [48])
        }
        #expect(!results.warnings.contains { $0.kind == .unequalSpans })
        let continuous = results.rows.filter { $0.strategy == "continuous" }.map(\.metrics)
        let regions = results.rows.filter { $0.strategy == "region-monitoring" }.map(\.metrics)
        #expect(continuous.allSatisfy { ($0.emptyHoursPerDay ?? 0) > 0 && !$0.batteryLifeExtrapolated })
        #expect(continuous.allSatisfy { ($0.dailyDrainPercent ?? 0) > 100 })
        #expect(regions.allSatisfy { $0.emptyHoursPerDay == 0 && $0.batteryLifeExtrapolated })
        // A phone that never runs empty: drain per day × battery life = 100 % × 24 h (both from the mean current).
        for run in regions {
            let product = try #require(run.dailyDrainPercent) * run.batteryLifeHours
            #expect(abs(product - 2_400) < 1e-6, "\(product)")
        }
    }

    @Test("A phone that ran empty comes back at the next charge: declarations after it, empty time between")
    func revivedAtTheCharge() throws {
        let (scenario, record) = try Self.chargedRecord(strategy: 0)
        let charge = SimTime.hours(30.5), end = SimTime.hours(54.5)
        let died = try #require(record.batteryEmptyTime)
        #expect(died < charge)
        #expect(record.chargeTimes == [charge])
        #expect(record.endTime == end)
        #expect(record.detections.contains { $0.time > charge })
        // Empty from the first death to the charge, and from the second death (the last sample of the second
        // segment before the window's end, at which its battery was empty) to the end.
        let levels = try #require(record.batteryLevels)
        let secondDeath = try #require(
            levels.last { $0.time < end && $0.time > charge && $0.remainingFraction <= 1e-9 })
        let expected = (charge - died).seconds + (end - secondDeath.time).seconds
        #expect(abs(record.emptySeconds - expected) < 1e-6, "\(record.emptySeconds) vs \(expected)")
        // The visits entered while the phone was empty are marked so; those before it ran empty are not.
        for visit in VisitOutcome.score(
            record, world: try ReplicationRunner(scenario: scenario).world(replication: 0),
            parameters: scenario.metrics)
        {
            #expect(
                visit.phoneEmptyAtEntry
                    == ((visit.enter >= died && visit.enter <= charge) || visit.enter >= secondDeath.time))
        }
        // Battery life: from a full battery to the first time it ran empty.
        #expect(abs(record.batteryLifeHours - (died - scenario.run.start).hours) < 1e-9)
    }

    @Test("A phone that lives through the charge is topped up there: the level just before, then 100 %")
    func toppedUp() throws {
        let record = try Self.chargedRecord(strategy: 1).record
        let atCharge = try #require(record.batteryLevels).filter { $0.time == .hours(30.5) }
        #expect(atCharge.count >= 2)
        #expect(atCharge.first!.remainingFraction < 1)
        #expect(atCharge.last!.remainingFraction == 1)
        #expect(record.batteryEmptyTime == nil && record.emptySeconds == 0)
    }

    @Test("Keeping battery samples changes no metric (iOS and Android)")
    func samplingChangesNothing() throws {
        let scenario = try Scenario.parse(
            """
            {"strategies": [{"name": "continuous"}, {"name": "three-manager"}, {"name": "android-three-zone", "platform": "android"}],
             "run": {"days": 1, "startHours": 6.5, "replications": 1, "seed": 5}}
            """)
        let runner = ReplicationRunner(scenario: scenario)
        let plain = try runner.metrics(replication: 0)
        let sampled = try runner.results(
            replication: 0, detail: RunDetailRequest(visits: true, batterySampleInterval: .minutes(1)))
        #expect(plain == sampled.map(\.metrics))
        #expect(sampled.allSatisfy { ($0.detail?.battery?.count ?? 0) > 100 })
    }

    @Test("One battery: strategies scored over different spans are flagged, with each one's hours and visits")
    func unequalSpansFlagged() throws {
        let results = try Experiment(scenario: Self.scenario(chargeDaily: false, days: 1)).run(threads: 2)
        let warning = try #require(results.warnings.first { $0.kind == .unequalSpans })
        #expect(warning.path == "run")
        #expect(warning.message.contains("continuous") && warning.message.contains("region-monitoring"))
        #expect(warning.fix.contains("run.chargeDaily"))
        let visits = results.header.strategyLabels.map { label in
            results.rows.filter { $0.strategy == label }.reduce(0) { $0 + $1.metrics.visits }
        }
        #expect(visits[0] < visits[1])
        #expect(warning.message.contains("(\(visits[0]) visits counted"))
    }
}
