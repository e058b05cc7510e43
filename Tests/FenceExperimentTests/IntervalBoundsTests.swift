import FenceStats
import FenceTestSupport
import Foundation
import Testing

@testable import FenceExperiment

/// Intervals that stay within their metric's range: the exact Poisson interval of a rate against the
/// tabulated limits and the Poisson sums, the pooled rates, shares and mean rates at their edges, the cut
/// t-interval by hand, and every committed results file.
@Suite("Interval bounds")
struct IntervalBoundsTests {
    /// P(X ≥ k) and P(X ≤ k) for X ~ Poisson(μ), by summing the mass function term by term.
    static func poissonTail(atLeast k: Int, mean: Double) -> Double {
        var term = exp(-mean)
        var below = 0.0
        for i in 0..<k {
            below += term
            term *= mean / Double(i + 1)
        }
        return 1 - below
    }

    static func poissonCDF(_ k: Int, mean: Double) -> Double { 1 - poissonTail(atLeast: k + 1, mean: mean) }

    @Test("Exact Poisson limits: the tabulated 95 % limits, and the tails at each limit are 2.5 %")
    func poissonLimits() throws {
        // 95 % exact limits of a Poisson mean for k = 0, 1, 2, 5, 10 events (the standard tables, e.g.
        // Garwood's): 0–3.689, 0.0253–5.572, 0.2422–7.225, 1.623–11.668, 4.795–18.390.
        let table: [(Int, Double, Double)] = [
            (0, 0, 3.689), (1, 0.0253, 5.572), (2, 0.2422, 7.225), (5, 1.623, 11.668), (10, 4.795, 18.390),
        ]
        for (k, lower, upper) in table {
            let interval = try poissonRateInterval(events: k, exposure: 1)
            #expect(abs(interval.lower - lower) < 1e-3 && abs(interval.upper - upper) < 1e-3, "k = \(k): \(interval)")
            // The defining equations: P(X ≥ k | lower) = 0.025 (k > 0), P(X ≤ k | upper) = 0.025.
            if k > 0 { #expect(abs(Self.poissonTail(atLeast: k, mean: interval.lower) - 0.025) < 1e-9) }
            #expect(abs(Self.poissonCDF(k, mean: interval.upper) - 0.025) < 1e-9)
        }
        // Where GSL's chi-square inverse does not converge (60 000 events): the normal approximation of a
        // Poisson mean this large, k ± 1.96·√k, agrees to a few parts in 10⁴ of k.
        let many = try poissonRateInterval(events: 60_000, exposure: 1)
        #expect(abs(many.lower - (60_000 - 1.959964 * 60_000.0.squareRoot())) < 2)
        #expect(abs(many.upper - (60_000 + 1.959964 * 60_000.0.squareRoot())) < 3)
        // A rate: 7 events over 100 days.
        let rate = try poissonRateInterval(events: 7, exposure: 100)
        let mean = try poissonRateInterval(events: 7, exposure: 1)
        #expect(rate.estimate == 0.07 && abs(rate.lower - mean.lower / 100) < 1e-15 && rate.lower > 0)
    }

    @Test("A pooled rate: Σ events / Σ days, its interval from the replications' spread; none: Garwood's")
    func pooledRate() throws {
        // 0, 3, 0, 4 events over 1, 1, 0.5, 1.5 days: R = 7/4 with the union of the skew-adjusted interval of its
        // linearised values, [0, 4.228982], and the design-effect one, [0.197562, 6.479728] (both by hand in
        // FenceStats' PooledRatioTests).
        let estimate = try #require(MeanEstimate(events: [0, 3, 0, 4], exposures: [1, 1, 0.5, 1.5]))
        let upper = try #require(estimate.upper)
        #expect(estimate.mean == 7.0 / 4 && estimate.lower == 0 && abs(upper - 6.479728) < 1e-6)
        #expect(estimate.count == 4)
        // 30 replications without an event over 0.5 days each: the Garwood interval of 0 events in 15 days.
        let none = try #require(
            MeanEstimate(events: .init(repeating: 0, count: 30), exposures: .init(repeating: 0.5, count: 30)))
        let exact = try poissonRateInterval(events: 0, exposure: 15)
        #expect(none.mean == 0 && none.lower == 0 && none.upper == exact.upper && exact.upper > 0.24)
    }

    @Test("A share pooled over replications: upper bound exactly 1 at p̂ = 1, as for 52 of 52 visits")
    func pooledShare() throws {
        let visits = (0..<30).map { $0 < 22 ? 2 : 1 }
        for interval in [ProportionEstimate.Interval.designEffect, .skewOrDesignEffect] {
            let all = try #require(ProportionEstimate(successes: visits, trials: visits, interval: interval))
            // Clopper–Pearson of 52 of 52: [0.025^{1/52}, 1] = [0.931518, 1].
            #expect(all.successes == 52 && all.trials == 52 && all.estimate == 1 && all.upper == 1)
            #expect(abs(all.lower - 0.931518) < 1e-6)
        }
        #expect(ProportionEstimate(successes: [0, 0], trials: [0, 0], interval: .designEffect) == nil)
    }

    @Test("A mean of per-replication rates: 30 replications of 0 give [0, 3.689 / (30 · shortest days)], not [0, 0]")
    func meanRate() throws {
        let days = (0..<30).map { 0.5 + Double($0) / 60 }
        let none = try #require(MeanEstimate(meanRateOfEvents: .init(repeating: 0, count: 30), exposures: days))
        let upper = try #require(none.upper)
        #expect(none.mean == 0 && none.lower == 0 && abs(upper - -log(0.025) / (30 * 0.5)) < 1e-9)
        // The mean is the plain mean of the per-replication rates, as a mean of values would give it.
        let some = try #require(MeanEstimate(meanRateOfEvents: [1, 0, 4], exposures: [0.5, 1, 2]))
        let plain = try #require(MeanEstimate([2, 0, 2]))
        #expect(some.mean == plain.mean)
    }

    @Test("The t-interval cut to the metric's range, by hand")
    func cutInterval() throws {
        // 0, 0, 0, 1: mean 0.25, s = 0.5, s/√4 = 0.25, t(0.975, 3) = 3.182446: 0.25 ± 0.795611 =
        // [−0.545611, 1.045611], cut to [0, 1] for a share and to [0, 1.045611] for a rate.
        let summary = try Summary([0, 0, 0, 1])
        let share = try summary.meanInterval(within: 0...1)
        #expect(share.lower == 0 && share.upper == 1)
        let rate = try summary.meanInterval(within: 0...Double.infinity)
        #expect(rate.lower == 0 && abs(rate.upper - 1.045611) < 1e-6)
        #expect(MeanEstimate([0, 0, 0, 1])?.lower == 0)
        // Values that do not vary have no interval: nothing bounds how rare a different one is.
        let constant = try #require(MeanEstimate([0, 0, 0]))
        #expect(constant.mean == 0 && constant.lower == nil && constant.upper == nil && constant.count == 3)
    }

    /// Every committed results file under `reports/`.
    static func committedResults() throws -> [URL] {
        let reports = Fixtures.repository.appendingPathComponent("reports")
        let files = FileManager.default.enumerator(at: reports, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "results.json" }
        return (files ?? []).sorted { $0.path < $1.path }
    }

    /// The intervals of one strategy summary outside [0, ∞) (shares: [0, 1]); paired differences skipped.
    static func outOfRange(_ value: Any, path: String) -> [String] {
        guard let object = value as? [String: Any] else {
            return (value as? [Any])?.enumerated().flatMap { outOfRange($1, path: "\(path)[\($0)]") } ?? []
        }
        var found: [String] = []
        if let lower = object["lower"] as? Double, let upper = object["upper"] as? Double {
            let share = object["successes"] != nil
            if lower < 0 || lower > upper || (share && upper > 1) { found.append("\(path): [\(lower), \(upper)]") }
        }
        for (key, member) in object where key != "versusBaseline" {
            found += outOfRange(member, path: path + "." + key)
        }
        return found
    }

    @Test("No interval of a committed results file leaves its metric's range")
    func committedIntervals() throws {
        let files = try Self.committedResults()
        #expect(files.count >= 10)
        for file in files {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
            guard let root = json as? [String: Any] else { continue }
            var found: [String] = []
            if let points = root["points"] as? [[String: Any]], root["header"] == nil {
                // Runs and sweeps: every strategy summary of every point.
                for (index, point) in points.enumerated() {
                    found += Self.outOfRange(point["strategies"] ?? [], path: "points[\(index)]")
                }
            }
            if let estimates = root["estimates"] as? [[String: Any]],
                let metrics = (root["header"] as? [String: Any])?["metrics"] as? [[String: Any]]
            {
                // Sensitivity studies: the baseline's replication interval of each metric, by its bounds.
                for (estimate, metric) in zip(estimates, metrics) {
                    guard let interval = estimate["replicationInterval"] as? [String: Any],
                        let lower = interval["lower"] as? Double, let upper = interval["upper"] as? Double,
                        let quantity = metric["quantity"] as? String
                    else { continue }
                    let difference = metric["baseline"] != nil
                    let bounds: ClosedRange<Double> =
                        quantity == "entryRecall"
                        ? (difference ? -1...1 : 0...1)
                        : (difference ? -Double.infinity...Double.infinity : 0...Double.infinity)
                    if !(bounds.contains(lower) && bounds.contains(upper)) {
                        found.append("\(metric["name"] ?? "?"): [\(lower), \(upper)]")
                    }
                }
            }
            #expect(found.isEmpty, "\(file.path): \(found.prefix(5))")
        }
    }
}
