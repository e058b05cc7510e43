import Foundation
import Testing

@testable import FenceStats

/// The coverage of the sensitivity indices' intervals on the Ishigami function ([@Ishigami1990], a = 7,
/// b = 0.1), whose Sobol indices and Morris μ* are known exactly: over independent repetitions of a small
/// design, the share of intervals that contain the true value, and that every interval stays in its range.
@Suite("Sensitivity interval coverage")
struct SensitivityCoverageTests {
    /// x ∈ [−π, π]³ from a point of the unit cube.
    static func ishigami(unit u: [Double]) -> Double {
        SobolIndicesTests.ishigami(u.map { -Double.pi + 2 * Double.pi * $0 })
    }

    @Test("Sobol: 200 randomly shifted designs of 256 rows; every interval in [0, 1], coverage ≥ 0.93 per index")
    func sobol() throws {
        // Each repetition shifts the quasi-random rows by a uniform vector modulo 1 (a Cranley–Patterson
        // rotation): A by u_A and B by u_B, so A_B^(i) takes coordinate i's shift from B. The rotated designs are
        // independent, unbiased repetitions of the same quasi-random design.
        let parameters = try (1...3).map { try SensitivityParameter(name: "x\($0)", lower: -.pi, upper: .pi) }
        let design = try SaltelliDesign(parameters: parameters, baseRows: 256)
        let stream = RandomStream(masterSeed: 37, replication: 0, name: "test.sobol-rotations")
        let (first, total) = SobolIndicesTests.analytic()
        let repetitions = 200
        var covered = (first: [0, 0, 0], total: [0, 0, 0])
        var cut = 0
        for repetition in 0..<repetitions {
            let shiftA = (0..<3).map { _ in stream.uniform() }
            let shiftB = (0..<3).map { _ in stream.uniform() }
            let table = (0..<design.pointCount).map { index -> [Double] in
                let k = index % design.pointsPerRow
                let shifts = (0..<3).map { i in k == 1 || k == 2 + i ? shiftB[i] : shiftA[i] }
                let point = zip(design.unitPoint(at: index), shifts).map {
                    ($0 + $1).truncatingRemainder(dividingBy: 1)
                }
                return [Self.ishigami(unit: point)]
            }
            let seed = StreamSeed(masterSeed: UInt64(repetition), replication: 0, name: "sensitivity.bootstrap")
            let indices = try #require(try design.indices(table, resamples: 300, bootstrapSeed: seed)[0].parameters)
            for i in 0..<3 {
                for interval in [indices[i].firstOrder, indices[i].total] {
                    #expect(interval.lower >= 0 && interval.upper <= 1 && interval.lower <= interval.upper)
                }
                if indices[i].firstOrder.contains(first[i]) { covered.first[i] += 1 }
                if indices[i].total.contains(total[i]) { covered.total[i] += 1 }
                if indices[i].firstOrderCut == true || indices[i].totalCut == true { cut += 1 }
            }
        }
        for i in 0..<3 {
            let s = Double(covered.first[i]) / Double(repetitions)
            let st = Double(covered.total[i]) / Double(repetitions)
            #expect(s >= 0.93, "S\(i + 1): \(s)")
            #expect(st >= 0.93, "S_T\(i + 1): \(st)")
        }
        // S₃ = 0: about half its bootstrap intervals reach below 0 and are cut.
        #expect(cut > repetitions / 4, "cut: \(cut)")
    }

    /// The exact μ* of the Ishigami function on the Morris grid of 4 levels (Δ = 2/3): a trajectory moves
    /// parameter i between the grid levels l and l + Δ (l ∈ {0, 1/3}, each with probability 1/2), while
    /// every other parameter sits at a level uniform on the grid (before its own move at its start, after it
    /// at the other end of its pair: either way uniform), so μ*ᵢ = E |f(l + Δ, x₋ᵢ) − f(l, x₋ᵢ)| / Δ over the
    /// 2 · 4² equally likely cases.
    static func exactMeanAbsolute() -> [Double] {
        let grid = [0.0, 1.0 / 3, 2.0 / 3, 1.0]
        let delta = 2.0 / 3
        return (0..<3).map { i in
            var sum = 0.0
            var cases = 0
            for low in [0.0, 1.0 / 3] {
                for a in grid {
                    for b in grid {
                        var before = [a, b]
                        before.insert(low, at: i)
                        var after = before
                        after[i] = low + delta
                        sum += abs(ishigami(unit: after) - ishigami(unit: before)) / delta
                        cases += 1
                    }
                }
            }
            return sum / Double(cases)
        }
    }

    @Test("Morris μ*: 300 designs of 20 independent trajectories cover the exact μ* ≥ 0.93")
    func morris() throws {
        // Candidates = trajectories: every trajectory an independent random one (the interval's assumption).
        let parameters = try (1...3).map { try SensitivityParameter(name: "x\($0)", lower: -.pi, upper: .pi) }
        let exact = Self.exactMeanAbsolute()
        let repetitions = 300
        var covered = [0, 0, 0]
        for repetition in 0..<repetitions {
            let seed = StreamSeed(masterSeed: UInt64(1_000 + repetition), replication: 0, name: "test.morris")
            let design = try MorrisDesign(
                parameters: parameters, trajectoryCount: 20, candidateCount: 20, seed: seed)
            let table = (0..<design.pointCount).map { [Self.ishigami(unit: design.unitPoint(at: $0))] }
            let effects = try design.effects(table)[0]
            for i in 0..<3 {
                let lower = try #require(effects[i].meanAbsoluteLower)
                let upper = try #require(effects[i].meanAbsoluteUpper)
                #expect(lower >= 0 && lower <= effects[i].meanAbsolute && effects[i].meanAbsolute <= upper)
                // x₂ is additive, so its every |EE| is 7.875 and its interval a point: compared to within
                // rounding (10⁻¹² of μ*), as the design's differences and the exact ones round differently.
                let slack = 1e-12 * exact[i]
                if lower - slack <= exact[i] && exact[i] <= upper + slack { covered[i] += 1 }
            }
        }
        for i in 0..<3 {
            let share = Double(covered[i]) / Double(repetitions)
            #expect(share >= 0.93, "μ*\(i + 1) = \(exact[i]): \(share)")
        }
    }
}
