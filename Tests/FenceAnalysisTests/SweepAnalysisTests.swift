import FenceTestSupport
import Testing

@testable import FenceAnalysis
@testable import FenceExperiment
@testable import FenceScenario

@Suite("Sweep analysis")
struct SweepAnalysisTests {
    /// Five points of one strategy, two replications each with 100 visits, identical replications:
    /// (battery h, detected of 100) = A (10, 95), B (12, 90), C (11, 89), D (8, 97), E (9, 94).
    static let points: [(battery: Double, detected: Int)] = [(10, 95), (12, 90), (11, 89), (8, 97), (9, 94)]

    static var fivePoints: ExperimentResults {
        let header = HandMadeResults.header(
            sweep: [SweepDimension(path: "strategies[a].x", values: [1, 2, 3, 4, 5])], replications: 2)
        return HandMadeResults.results(header) { point, _, _ in
            HandMadeResults.metrics(batteryHours: points[point].battery, visits: 100, detected: points[point].detected)
        }
    }

    @Test("The Pareto frontier keeps the non-dominated points, by increasing battery life")
    func frontier() throws {
        // C (11 h, 0.89) is dominated by B (12 h, 0.90); E (9 h, 0.94) by A (10 h, 0.95).
        let analysis = try SweepAnalysis(results: Self.fivePoints, target: 0.9)
        #expect(analysis.frontier.map(\.point) == [3, 0, 1])
        #expect(analysis.candidates.count == 5)
    }

    @Test("The best point is the longest-lived one whose recall lower bound reaches the target")
    func bestPoint() throws {
        // Identical replications show no spread, so recall's interval is the Clopper–Pearson one of the pooled
        // n = 200 visits (two replications × 100); lower bounds B⁻¹(0.025; x, 200 − x + 1), by SciPy:
        //   A 190/200: 0.909972
        //   B 180/200: p̂ = 0.90 itself, so the lower bound is below 0.90 (0.849787)
        //   D 194/200: 0.935849
        //   E 188/200: 0.897538
        let results = Self.fivePoints
        let lower = try SweepAnalysis(results: results, target: 0.9).candidates[0].entryRecall.lower
        #expect(abs(lower - 0.909972) < 1e-6)
        #expect(try SweepAnalysis(results: results, target: 0.90).best[0].candidate?.point == 0)  // A, 10 h
        #expect(try SweepAnalysis(results: results, target: 0.91).best[0].candidate?.point == 3)  // A: 0.90997 < 0.91
        #expect(try SweepAnalysis(results: results, target: 0.92).best[0].candidate?.point == 3)  // D, 8 h
        #expect(try SweepAnalysis(results: results, target: 0.95).best[0].candidate == nil)  // D: 0.936 < 0.95
        #expect(try SweepAnalysis(results: results, target: 0.92).bestOverall?.point == 3)
    }

    @Test("Targets outside (0, 1] and too few resamples are typed errors")
    func badParameters() {
        #expect(throws: AnalysisError.self) { try SweepAnalysis(results: Self.fivePoints, target: 0) }
        #expect(throws: AnalysisError.self) { try SweepAnalysis(results: Self.fivePoints, target: 1.2) }
        #expect(throws: AnalysisError.self) { try SweepAnalysis(results: Self.fivePoints, resamples: 10) }
    }

    /// x = 0, 100, 200; replication 0 detects 10 of 10 visits everywhere, replication 1 detects 6, 8, 10.
    static var twoReplications: ExperimentResults {
        let header = HandMadeResults.header(
            sweep: [SweepDimension(path: "strategies[a].x", values: [0, 100, 200])], replications: 2)
        return HandMadeResults.results(header) { point, replication, _ in
            HandMadeResults.metrics(batteryHours: 10, visits: 10, detected: replication == 0 ? 10 : 6 + 2 * point)
        }
    }

    @Test("Recall crossing: interpolated estimate and bootstrap interval, worked out by hand")
    func crossing() throws {
        // Pooled recall 16/20, 18/20, 20/20 = 0.8, 0.9, 1.0: collinear, so the monotone interpolant is the
        // line and recall reaches 0.85 at x = 50. Resampling the two replications gives {0,0} (p 1/4: recall
        // 1 everywhere, no crossing, before the range), {0,1}/{1,0} (p 1/2: the pooled curve again, 50) and
        // {1,1} (p 1/4: 0.6, 0.8, 1.0 → 0.85 at x = 125). So the 2.5 % quantile is open (before the range),
        // the 97.5 % quantile is 125, and about a quarter of the resamples have no crossing (binomial
        // 2000 × 1/4 = 500, sd 19.4; ±100 is five sd).
        let analysis = try SweepAnalysis(results: Self.twoReplications, target: 0.85)
        let crossing = try #require(analysis.crossings.first)
        #expect(crossing.status == .crosses)
        #expect(abs(try #require(crossing.value) - 50) < 1e-6)
        #expect(crossing.lower?.position == .belowRange)
        #expect(crossing.upper?.position == .inside)
        #expect(abs(try #require(crossing.upper?.value) - 125) < 1e-6)
        #expect((400...600).contains(crossing.resamplesWithoutCrossing))
        #expect(crossing.resamples == 2000)
        // Deterministic: the bootstrap stream is named and seeded from the results.
        #expect(try SweepAnalysis(results: Self.twoReplications, target: 0.85) == analysis)
    }

    @Test("Identical replications give a degenerate bootstrap interval at the estimate")
    func degenerateInterval() throws {
        let header = HandMadeResults.header(
            sweep: [SweepDimension(path: "strategies[a].x", values: [0, 100, 200])], replications: 3)
        let results = HandMadeResults.results(header) { point, _, _ in
            HandMadeResults.metrics(batteryHours: 10, visits: 10, detected: 8 + point)
        }
        let crossing = try #require(try SweepAnalysis(results: results, target: 0.85).crossings.first)
        #expect(abs(try #require(crossing.lower?.value) - 50) < 1e-6)
        #expect(abs(try #require(crossing.upper?.value) - 50) < 1e-6)
        #expect(crossing.resamplesWithoutCrossing == 0)
    }

    @Test("A recall above or below the target everywhere is said so, not interpolated")
    func noCrossing() throws {
        let above = try #require(try SweepAnalysis(results: Self.twoReplications, target: 0.5).crossings.first)
        #expect(above.status == .aboveEverywhere)
        #expect(above.value == nil)
        // Every resample stays above too: both bounds lie below the range (recall rises with x).
        #expect(above.lower?.position == .belowRange)
        #expect(above.upper?.position == .belowRange)
        // The five points' recalls are 0.95, 0.90, 0.89, 0.97, 0.94: all below 0.98.
        let below = try #require(try SweepAnalysis(results: Self.fivePoints, target: 0.98).crossings.first)
        #expect(below.status == .belowEverywhere)
        // Grids and single points have no crossing.
        #expect(try SweepAnalysis(results: Self.fivePoints, target: 0.9).crossings.count == 1)
        let single = HandMadeResults.results(HandMadeResults.header(replications: 2)) { _, _, _ in
            HandMadeResults.metrics(batteryHours: 10, visits: 10, detected: 9)
        }
        #expect(try SweepAnalysis(results: single).crossings.isEmpty)
    }

    @Test("Type-7 quantiles with open ends")
    func censoredQuantile() {
        // h = (n − 1)p: [−∞, 1, 2, 3, +∞] at p = 0.5 is element 2; at p = 0.1, h = 0.4 lies next to −∞.
        let values: [Double] = [-.infinity, 1, 2, 3, .infinity]
        #expect(RecallCrossing.quantile(values, 0.5) == 2)
        #expect(RecallCrossing.quantile(values, 0.1) == -.infinity)
        #expect(RecallCrossing.quantile(values, 0.9) == .infinity)
        #expect(RecallCrossing.quantile([1, 2, 3, 4], 0.5) == 2.5)
    }
}
