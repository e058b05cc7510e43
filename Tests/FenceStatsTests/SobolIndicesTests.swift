import Foundation
import Testing

@testable import FenceStats

/// Sobol indices by Saltelli sampling against the Ishigami function's analytic indices.
@Suite("Sobol indices")
struct SobolIndicesTests {
    static let a = 7.0
    static let b = 0.1
    let bootstrapSeed = StreamSeed(masterSeed: 2026, replication: 0, name: "sensitivity.bootstrap")

    /// The Ishigami function [@Ishigami1990]: f(x) = sin x₁ + a·sin² x₂ + b·x₃⁴·sin x₁.
    static func ishigami(_ x: [Double]) -> Double {
        sin(x[0]) + a * sin(x[1]) * sin(x[1]) + b * pow(x[2], 4) * sin(x[0])
    }

    func ishigamiParameters() throws -> [SensitivityParameter] {
        try (1...3).map { try SensitivityParameter(name: "x\($0)", lower: -.pi, upper: .pi) }
    }

    /// The analytic indices, derived from the Ishigami function with xᵢ ~ U[−π, π]. With E[sin² x] = 1/2,
    /// E[sin⁴ x] = 3/8, E[x⁴] = π⁴/5 and E[x⁸] = π⁸/9:
    /// - V₁ = Var(E[f | x₁]) = Var(sin x₁·(1 + bπ⁴/5)) = (1 + bπ⁴/5)²/2 = 1/2 + bπ⁴/5 + b²π⁸/50;
    /// - V₂ = Var(a·sin² x₂) = a²(3/8 − 1/4) = a²/8;
    /// - V₃ = 0 (x₃ enters only through b·x₃⁴·sin x₁, whose mean over x₁ is 0);
    /// - V₁₃ = Var(b·sin x₁·(x₃⁴ − π⁴/5)) = (b²/2)·(π⁸/9 − π⁸/25) = b²π⁸(1/18 − 1/50);
    /// - V₁₂ = V₂₃ = V₁₂₃ = 0, so V = V₁ + V₂ + V₁₃ = a²/8 + bπ⁴/5 + b²π⁸/18 + 1/2.
    /// Sᵢ = Vᵢ/V; S_T1 = (V₁ + V₁₃)/V, S_T2 = V₂/V, S_T3 = V₁₃/V.
    static func analytic() -> (first: [Double], total: [Double]) {
        let pi4 = pow(Double.pi, 4)
        let pi8 = pow(Double.pi, 8)
        let v1 = 0.5 + b * pi4 / 5 + b * b * pi8 / 50
        let v2 = a * a / 8
        let v13 = b * b * pi8 * (1.0 / 18 - 1.0 / 50)
        let v = a * a / 8 + b * pi4 / 5 + b * b * pi8 / 18 + 0.5
        return ([v1 / v, v2 / v, 0], [(v1 + v13) / v, v2 / v, v13 / v])
    }

    @Test("The derived Ishigami indices are the usually quoted ones (a = 7, b = 0.1)")
    func analyticValues() {
        // The four-decimal values quoted in the literature and in FenceSim's requirement: S₁ 0.3139,
        // S₂ 0.4424, S₃ 0; S_T1 0.5576, S_T2 0.4424, S_T3 0.2437.
        let (first, total) = Self.analytic()
        for (x, y) in zip(first + total, [0.3139, 0.4424, 0, 0.5576, 0.4424, 0.2437]) { #expect(abs(x - y) < 5e-5) }
    }

    @Test("Ishigami at N = 4096 Sobol rows: every analytic index inside its bootstrap interval, width < 0.1")
    func ishigami() throws {
        let design = try SaltelliDesign(parameters: ishigamiParameters(), baseRows: 4096)
        #expect(design.pointCount == 4096 * 5)
        let table = (0..<design.pointCount).map { [Self.ishigami(design.parameterValues(at: $0))] }
        let result = try design.indices(table, resamples: 500, bootstrapSeed: bootstrapSeed)
        let indices = try #require(result[0].parameters)
        let (first, total) = Self.analytic()
        for i in 0..<3 {
            let s = indices[i].firstOrder
            let st = indices[i].total
            #expect(
                s.contains(first[i]),
                "S\(i + 1) = \(first[i]) outside [\(s.lower), \(s.upper)] (estimate \(s.estimate))")
            #expect(
                st.contains(total[i]),
                "S_T\(i + 1) = \(total[i]) outside [\(st.lower), \(st.upper)] (estimate \(st.estimate))")
            #expect(s.upper - s.lower < 0.1 && st.upper - st.lower < 0.1)
            #expect(
                s.lower <= s.estimate && s.estimate <= s.upper && st.lower <= st.estimate && st.estimate <= st.upper)
        }
        // V against the analytic 13.8446 (a²/8 + bπ⁴/5 + b²π⁸/18 + 1/2): quasi-random sampling error is small.
        #expect(abs(result[0].variance - 13.8446) / 13.8446 < 0.02)
    }

    @Test("Point layout: A, B, then A with column i from B, row by row")
    func layout() throws {
        let design = try SaltelliDesign(parameters: ishigamiParameters(), baseRows: 8)
        let rows = try QuasiRandomSequence.sobol.points(count: 8, dimensions: 6)
        for j in 0..<8 {
            let a = Array(rows[j][0..<3])
            let b = Array(rows[j][3..<6])
            #expect(design.unitPoint(at: j * 5) == a)
            #expect(design.unitPoint(at: j * 5 + 1) == b)
            for i in 0..<3 {
                var ab = a
                ab[i] = b[i]
                #expect(design.unitPoint(at: j * 5 + 2 + i) == ab)
            }
        }
    }

    @Test("More than 20 parameters: Sobol refused naming Halton; Halton accepted with enough rows")
    func dimensionLimit() throws {
        let many = try (0..<21).map { try SensitivityParameter(name: "p\($0)", lower: 0, upper: 1) }
        #expect(throws: SensitivityError.tooManyParametersForSaltelli(parameters: 21, sequence: .sobol)) {
            try SaltelliDesign(parameters: many, baseRows: 16)
        }
        let message = SensitivityError.tooManyParametersForSaltelli(parameters: 21, sequence: .sobol).description
        #expect(message.contains("42") && message.contains("40") && message.contains("Halton"))
        // Halton in 42 dimensions covers the last one (base 181, the 42nd prime) only from 181 rows on.
        #expect(throws: SensitivityError.haltonTooFewPoints(sequence: .halton, count: 16, dimension: 42, base: 181)) {
            try SaltelliDesign(parameters: many, baseRows: 16, sequence: .halton)
        }
        let halton = try SaltelliDesign(parameters: many, baseRows: 181, sequence: .halton)
        #expect(halton.sequence == .halton && halton.pointCount == 181 * 23)
        #expect(try SaltelliDesign(parameters: Array(many.prefix(20)), baseRows: 16).sequence == .sobol)
    }

    @Test("A metric that does not vary has V = 0 and no indices")
    func constantMetric() throws {
        let design = try SaltelliDesign(parameters: ishigamiParameters(), baseRows: 16)
        let table = (0..<design.pointCount).map { [0.1, Self.ishigami(design.parameterValues(at: $0))] }
        let result = try design.indices(table, resamples: 20, bootstrapSeed: bootstrapSeed)
        #expect(result[0].variance == 0 && result[0].parameters == nil)
        #expect(result[1].parameters?.count == 3)
    }
}
