import FenceTestSupport
import Testing

@testable import FenceAnalysis
@testable import FenceExperiment
@testable import FenceScenario

@Suite("Comparison for CI")
struct ComparisonTests {
    /// Ten replications (or `replications`): battery 10.0, 10.1 … 10.9 h; 10 visits of which 9 detected.
    static func results(
        seed: UInt64 = 7, labels: [String] = ["a"], replications: Int = 10,
        battery: @escaping (Int) -> Double = { 10 + 0.1 * Double($0) }
    ) -> ExperimentResults {
        HandMadeResults.results(HandMadeResults.header(labels: labels, replications: replications, seed: seed)) {
            _, r, _ in
            HandMadeResults.metrics(batteryHours: battery(r), visits: 10, detected: 9)
        }
    }

    static func change(_ comparison: ResultsComparison, _ metric: String) -> MetricChange? {
        comparison.changes.first { $0.metric == metric }
    }

    @Test("An unchanged run passes: no change, p = 1")
    func unchanged() throws {
        let comparison = try ResultsComparison(base: Self.results(), new: Self.results())
        #expect(comparison.pairedReplications == 10)
        #expect(comparison.changes.allSatisfy { $0.test == .paired })
        #expect(comparison.regressions.isEmpty)
        #expect(comparison.changes.allSatisfy { $0.verdict == .unchanged })
        #expect(Self.change(comparison, "batteryLifeHours")?.pValue == 1)
        #expect(comparison.changes.count == MetricCatalogue.standard.with(.compared).count)
    }

    @Test("Paired: a battery drop is a regression; its interval is the paired t interval")
    func pairedRegression() throws {
        // Differences alternate −0.4 and −0.6: mean −0.5, sd √(10 × 0.01 / 9) = 0.105409, se 0.033333,
        // t(0.975, 9) = 2.262157 → half-width 0.075405: [−0.575405, −0.424595].
        let new = Self.results { 10 + 0.1 * Double($0) - ($0 % 2 == 0 ? 0.4 : 0.6) }
        let comparison = try ResultsComparison(base: Self.results(), new: new)
        let battery = try #require(Self.change(comparison, "batteryLifeHours"))
        #expect(abs(try #require(battery.difference) + 0.5) < 1e-12)
        #expect(abs(try #require(battery.lower) + 0.575405) < 1e-5)
        #expect(abs(try #require(battery.upper) + 0.424595) < 1e-5)
        #expect(battery.verdict == .regression)
        #expect(comparison.regressions.map(\.metric).contains("batteryLifeHours"))
        // Mean current rose with the shorter life: also flagged, in its own (lower-is-better) direction.
        #expect(Self.change(comparison, "meanCurrentMilliamps")?.verdict == .regression)
    }

    @Test("Tolerances: absolute and relative allowances turn a small drop into 'within tolerance'")
    func tolerances() throws {
        let new = Self.results { 10 + 0.1 * Double($0) - 0.5 }
        let absolute = try ResultsComparison(
            base: Self.results(), new: new,
            tolerances: [
                try Tolerance(parsing: "batteryLifeHours=0.6"), try Tolerance(parsing: "meanCurrentMilliamps=50%"),
            ])
        #expect(Self.change(absolute, "batteryLifeHours")?.verdict == .worseWithinTolerance)
        #expect(absolute.regressions.isEmpty)
        // 4 % of the base mean 10.45 h is 0.418 h < 0.5 h: still a regression.
        let relative = try ResultsComparison(
            base: Self.results(), new: new, tolerances: [try Tolerance(parsing: "batteryLifeHours=4%")])
        #expect(abs(try #require(Self.change(relative, "batteryLifeHours")).allowance - 0.418) < 1e-9)
        #expect(Self.change(relative, "batteryLifeHours")?.verdict == .regression)
        #expect(throws: ComparisonError.self) { try Tolerance(parsing: "battery=1") }
        #expect(throws: ComparisonError.self) { try Tolerance(parsing: "batteryLifeHours=-1") }
        #expect(throws: ComparisonError.self) { try Tolerance(parsing: "batteryLifeHours") }
    }

    @Test("An improvement is 'better', never a regression")
    func improvement() throws {
        let comparison = try ResultsComparison(base: Self.results(), new: Self.results { 11 + 0.1 * Double($0) })
        #expect(Self.change(comparison, "batteryLifeHours")?.verdict == .better)
        #expect(comparison.regressions.isEmpty)
    }

    @Test("Different seeds are compared with Welch's test")
    func welch() throws {
        // Welch on two samples with equal variance (sd 0.302765) and n = 10: se = √(2 × 0.091667/10) =
        // 0.135401; difference −1 → t = −7.385, clearly significant.
        let comparison = try ResultsComparison(
            base: Self.results(), new: Self.results(seed: 8) { 9 + 0.1 * Double($0) })
        #expect(comparison.pairedReplications == nil)
        #expect(comparison.changes.allSatisfy { $0.test == .welch })
        let battery = try #require(Self.change(comparison, "batteryLifeHours"))
        #expect(abs(try #require(battery.difference) + 1) < 1e-12)
        #expect(try #require(battery.pValue) < 1e-5)
        #expect(battery.verdict == .regression)
    }

    @Test("Same seed, 100 replications against the first 20 of the same code: paired over the 20, no change")
    func sharedReplications() throws {
        // Battery life rises 0.1 h per replication, so the first 20 (mean 10.95 h) differ from all 100
        // (mean 14.95 h) by 4 h: Welch would call that a significant change. Paired by replication index,
        // the 20 shared replications are identical: difference exactly 0, p = 1, means both 10.95 h.
        let hundred = Self.results(replications: 100), twenty = Self.results(replications: 20)
        for (base, new) in [(hundred, twenty), (twenty, hundred)] {
            let comparison = try ResultsComparison(base: base, new: new)
            #expect(comparison.pairedReplications == 20)
            #expect(comparison.regressions.isEmpty)
            let battery = try #require(Self.change(comparison, "batteryLifeHours"))
            #expect(battery.test == .paired)
            #expect(battery.difference == 0)
            #expect(battery.pValue == 1)
            #expect(abs(try #require(battery.baseMean) - 10.95) < 1e-9)
            #expect(abs(try #require(battery.newMean) - 10.95) < 1e-9)
        }
        // A genuinely degraded run (0.5 h less in every replication) against the 100 is still flagged.
        let degraded = Self.results(replications: 20) { 10 + 0.1 * Double($0) - 0.5 }
        let comparison = try ResultsComparison(base: hundred, new: degraded)
        let battery = try #require(Self.change(comparison, "batteryLifeHours"))
        #expect(abs(try #require(battery.difference) + 0.5) < 1e-9)
        #expect(battery.verdict == .regression)
    }

    @Test("Different shapes are listed, not matched by guesswork")
    func shapes() {
        let error = #expect(throws: ComparisonError.self) {
            try ResultsComparison(base: Self.results(labels: ["a", "b"]), new: Self.results(labels: ["a", "c"]))
        }
        #expect(error?.problems == ["strategies only in base: b", "strategies only in new: c"])
        let swept = HandMadeResults.results(
            HandMadeResults.header(sweep: [SweepDimension(path: "run.days", values: [1, 2])], replications: 10)
        ) { _, _, _ in HandMadeResults.metrics(batteryHours: 10, visits: 10, detected: 9) }
        let sweepError = #expect(throws: ComparisonError.self) {
            try ResultsComparison(base: Self.results(), new: swept)
        }
        #expect(sweepError?.problems.first?.contains("the sweeps differ") == true)
    }
}
