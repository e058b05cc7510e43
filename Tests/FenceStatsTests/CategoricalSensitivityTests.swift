import Foundation
import Testing

@testable import FenceStats

/// Categorical parameters (structural choices) in the sensitivity designs: an option drawn by its weight
/// from the point's quantile, Morris effects as the change of the metric between options, Sobol indices
/// against a model whose variance decomposition is known by hand.
@Suite("Sensitivity: categorical parameters")
struct CategoricalSensitivityTests {
    let seed = StreamSeed(masterSeed: 2026, replication: 0, name: "sensitivity.morris")
    let bootstrapSeed = StreamSeed(masterSeed: 2026, replication: 0, name: "sensitivity.bootstrap")

    @Test("A quantile maps to the first option whose cumulative weight exceeds it")
    func quantileToOption() throws {
        // Weights 0.2, 0.5, 0.3: cumulative 0.2, 0.7, 1.0.
        let choice = try SensitivityParameter(name: "c", categoricalWeights: [0.2, 0.5, 0.3])
        let cases: [(Double, Double)] = [(0, 0), (0.19, 0), (0.2, 1), (0.69, 1), (0.7, 2), (0.99, 2), (1, 2)]
        for (u, option) in cases { #expect(choice.value(atQuantile: u) == option, "u = \(u)") }
        #expect(choice.lower == 0 && choice.upper == 2 && choice.isCategorical)
    }

    @Test("Bad weights are refused: fewer than 2 options, a weight ≤ 0, a sum other than 1")
    func badWeights() {
        for weights in [[1.0], [0.5, 0], [0.5, 0.6], [0.5, .nan]] {
            #expect(throws: SensitivityError.self) { try SensitivityParameter(name: "c", categoricalWeights: weights) }
        }
    }

    @Test("Morris: an indicator of one option has |EE| = 1 at every step; a choice that changes nothing μ* = 0")
    func morris() throws {
        // Two equal options on p = 4 levels: quantiles 0 and 1/3 are option 0, 2/3 and 1 option 1, and a
        // step of Δ = 2/3 always crosses between them. y = 1{c₀ = option 1} + 3·x: a step of c₀ up
        // changes y by +1 (effect +1), a step down by −1, signed by the step (effect +1 again): μ = μ* = 1,
        // σ = 0. c₁ never enters y: μ* = σ = 0. x's effect is 3 per full range (MorrisTests).
        let parameters = [
            try SensitivityParameter(name: "c0", categoricalWeights: [0.5, 0.5]),
            try SensitivityParameter(name: "c1", categoricalWeights: [0.25, 0.25, 0.5]),
            try SensitivityParameter(name: "x", lower: 0, upper: 1),
        ]
        let design = try MorrisDesign(parameters: parameters, trajectoryCount: 12, levels: 4, seed: seed)
        let table = (0..<design.pointCount).map { index -> [Double] in
            let v = design.parameterValues(at: index)
            return [(v[0] == 1 ? 1 : 0) + 3 * v[2]]
        }
        let effects = try design.effects(table)[0]
        #expect(abs(effects[0].mean - 1) < 1e-12 && abs(effects[0].meanAbsolute - 1) < 1e-12)
        #expect(effects[0].standardDeviation < 1e-12)
        #expect(effects[1].meanAbsolute == 0 && effects[1].standardDeviation == 0)
        #expect(abs(effects[2].meanAbsolute - 3) < 1e-9)
    }

    @Test("Sobol: an indicator of one option gets the analytic first-order index; an idle choice S_T = 0")
    func sobol() throws {
        // y = 1{c = option 1} + x, c option 1 with probability p = 0.7, x ~ U[0, 1], independent:
        // Var(1{c = 1}) = p(1 − p) = 0.21, Var(x) = 1/12, no interaction, so
        // S_c = S_Tc = 0.21 / (0.21 + 1/12) = 0.7159…, S_x = S_Tx = (1/12) / (0.21 + 1/12) = 0.2841….
        // The idle choice d (three options) never enters y: its total index is exactly 0 (y(A) equals
        // y(A with d's column from B) at every row).
        let parameters = [
            try SensitivityParameter(name: "c", categoricalWeights: [0.3, 0.7]),
            try SensitivityParameter(name: "x", lower: 0, upper: 1),
            try SensitivityParameter(name: "d", categoricalWeights: [0.2, 0.3, 0.5]),
        ]
        let design = try SaltelliDesign(parameters: parameters, baseRows: 4096)
        let table = (0..<design.pointCount).map { index -> [Double] in
            let v = design.parameterValues(at: index)
            return [(v[0] == 1 ? 1 : 0) + v[1]]
        }
        let result = try design.indices(table, resamples: 500, bootstrapSeed: bootstrapSeed)
        let indices = try #require(result[0].parameters)
        let variance = 0.21 + 1.0 / 12
        let expected = [0.21 / variance, (1.0 / 12) / variance]
        for i in 0..<2 {
            #expect(
                indices[i].firstOrder.contains(expected[i]), "S of \(indices[i].parameter): \(indices[i].firstOrder)")
            #expect(indices[i].total.contains(expected[i]), "S_T of \(indices[i].parameter): \(indices[i].total)")
        }
        #expect(indices[2].total.estimate == 0)
        #expect(abs(result[0].variance - variance) / variance < 0.02)
    }

    @Test("Uncertainty: options are drawn in proportion to their weights")
    func uncertaintyFrequencies() throws {
        // 4 096 Sobol points: each option's share within 1 % of its weight (the quasi-random coordinate is
        // equidistributed, so the share of u in [0.2, 0.7) is 0.5 up to O(log N / N)).
        let choice = try SensitivityParameter(name: "c", categoricalWeights: [0.2, 0.5, 0.3])
        let design = try UncertaintyDesign(parameters: [choice], sampleCount: 4096, sampling: .quasiRandom(.sobol))
        var counts = [0, 0, 0]
        for index in 0..<design.pointCount { counts[Int(design.parameterValues(at: index)[0])] += 1 }
        for (count, weight) in zip(counts, [0.2, 0.5, 0.3]) { #expect(abs(Double(count) / 4096 - weight) < 0.01) }
    }
}
