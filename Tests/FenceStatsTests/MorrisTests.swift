import Foundation
import Testing

@testable import FenceStats

/// Morris screening against exact elementary effects of models whose effects are known by hand.
@Suite("Morris screening")
struct MorrisTests {
    let seed = StreamSeed(masterSeed: 2026, replication: 0, name: "sensitivity.morris")

    /// y = 3·x₀ − 5·x₁ + 0·x₂ + 2·ln x₃, with x₀ ~ U[0, 10], x₁ ~ U[−2, 2], x₂ ~ U[100, 101] and x₃
    /// log-uniform on [1, 1000].
    func linear(_ x: [Double]) -> Double { 3 * x[0] - 5 * x[1] + 0 * x[2] + 2 * log(x[3]) }

    func parameters() throws -> [SensitivityParameter] {
        [
            try SensitivityParameter(name: "x0", lower: 0, upper: 10),
            try SensitivityParameter(name: "x1", lower: -2, upper: 2),
            try SensitivityParameter(name: "x2", lower: 100, upper: 101),
            try SensitivityParameter(name: "x3", lower: 1, upper: 1000, distribution: .logUniform),
        ]
    }

    @Test("Linear model: μ* = |β|·(b − a), μ = β·(b − a), σ = 0 for every parameter and metric")
    func linearModel() throws {
        // The elementary effect is defined per unit of the [0, 1] quantile input ([@Morris1991]):
        // EEᵢ = (y(u + Δ·eᵢ) − y(u)) / Δ, Δ = p/(2(p − 1)) (= 2/3 for p = 4 levels). With
        // xᵢ = aᵢ + uᵢ·(bᵢ − aᵢ) and y = Σ βᵢ·xᵢ, the change of y at the step is βᵢ·(bᵢ − aᵢ)·Δ, so
        // EEᵢ = βᵢ·(bᵢ − aᵢ) on every trajectory, whatever its start, the other parameters or the step's
        // direction (a step down divides a change of −βᵢ(bᵢ − aᵢ)Δ by −Δ). Hence μᵢ = βᵢ·(bᵢ − aᵢ),
        // μ*ᵢ = |βᵢ|·(bᵢ − aᵢ) and σᵢ = 0:
        //   x₀: 3·10 = 30; x₁: −5·4 = −20 (μ* = 20); x₂: 0.
        // For x₃ (log-uniform), ln x₃ = ln 1 + u₃·ln(1000/1), so y is linear in u₃ with slope 2·ln 1000:
        //   EE₃ = 2·ln 1000 = 13.8155…
        // The second metric, 2y + 7, doubles every effect (the constant cancels in each difference).
        let design = try MorrisDesign(parameters: parameters(), trajectoryCount: 10, levels: 4, seed: seed)
        #expect(design.delta == 2.0 / 3.0)
        #expect(design.pointCount == 10 * 5)
        let table = (0..<design.pointCount).map { index in
            let y = linear(design.parameterValues(at: index))
            return [y, 2 * y + 7]
        }
        let effects = try design.effects(table)
        let expected = [30, -20, 0, 2 * log(1000.0)]
        for (metric, scale) in [(0, 1.0), (1, 2.0)] {
            for (i, effect) in effects[metric].enumerated() {
                let mu = scale * expected[i]
                #expect(effect.parameter == "x\(i)")
                #expect(effect.count == 10)
                #expect(abs(effect.mean - mu) < 1e-9 * max(1, abs(mu)), "μ of x\(i), metric \(metric)")
                #expect(abs(effect.meanAbsolute - abs(mu)) < 1e-9 * max(1, abs(mu)), "μ* of x\(i), metric \(metric)")
                #expect(effect.standardDeviation < 1e-9 * max(1, abs(mu)), "σ of x\(i), metric \(metric)")
            }
        }
    }

    @Test("An interaction gives σ > 0; an absent parameter gives μ* = σ = 0")
    func interaction() throws {
        // y = x₀·x₁ on [0, 1]²: EE₀ = x₁ (the level of x₁ where x₀ moved), which differs between
        // trajectories, so σ₀ > 0; x₂ does not enter y, so all its effects are 0.
        let unit = try (0..<3).map { try SensitivityParameter(name: "x\($0)", lower: 0, upper: 1) }
        let design = try MorrisDesign(parameters: unit, trajectoryCount: 8, levels: 4, seed: seed)
        let table = (0..<design.pointCount).map { index -> [Double] in
            let x = design.parameterValues(at: index)
            return [x[0] * x[1]]
        }
        let effects = try design.effects(table)[0]
        #expect(effects[0].meanAbsolute > 0 && effects[0].standardDeviation > 0)
        #expect(effects[1].meanAbsolute > 0 && effects[1].standardDeviation > 0)
        #expect(effects[2].meanAbsolute == 0 && effects[2].standardDeviation == 0)
    }

    @Test("Trajectories stay on the p-level grid and move one parameter at a time by ±Δ")
    func gridAndSteps() throws {
        let unit = try (0..<5).map { try SensitivityParameter(name: "p\($0)", lower: 0, upper: 1) }
        let design = try MorrisDesign(parameters: unit, trajectoryCount: 6, levels: 6, seed: seed)
        let delta = 6.0 / 10.0  // p/(2(p − 1)) for p = 6
        #expect(abs(design.delta - delta) < 1e-15)
        for t in 0..<6 {
            var moved: [Int] = []
            for s in 0...5 {
                let point = design.unitPoint(at: t * 6 + s)
                // On the grid {0, 1/5, …, 1}.
                #expect(point.allSatisfy { abs($0 * 5 - ($0 * 5).rounded()) < 1e-12 && $0 >= 0 && $0 <= 1 })
                guard s > 0 else { continue }
                let previous = design.unitPoint(at: t * 6 + s - 1)
                let changed = point.indices.filter { point[$0] != previous[$0] }
                #expect(changed.count == 1)
                if let i = changed.first {
                    #expect(abs(abs(point[i] - previous[i]) - delta) < 1e-12)
                    moved.append(i)
                }
            }
            #expect(moved.sorted() == Array(0..<5))  // every parameter moves exactly once
        }
    }

    @Test("The design is a pure function of its seed; another seed gives another design")
    func deterministic() throws {
        let a = try MorrisDesign(parameters: parameters(), trajectoryCount: 4, seed: seed)
        let b = try MorrisDesign(parameters: parameters(), trajectoryCount: 4, seed: seed)
        let c = try MorrisDesign(
            parameters: parameters(), trajectoryCount: 4,
            seed: StreamSeed(masterSeed: 2027, replication: 0, name: "sensitivity.morris"))
        #expect(a.trajectories == b.trajectories)
        #expect(a.trajectories != c.trajectories)
    }

    @Test("Campolongo distance by hand; the chosen trajectories spread more than unselected ones")
    func selection() throws {
        // One parameter, p = 4 (Δ = 2/3): trajectory A visits 0 then 2/3, trajectory B visits 1 then 1/3.
        // Distance = Σ over the 2 × 2 point pairs of |difference| = 1 + 1/3 + 1/3 + 1/3 = 2.
        let a = MorrisDesign.Trajectory(start: [0], order: [0], steps: [2.0 / 3])
        let b = MorrisDesign.Trajectory(start: [1], order: [0], steps: [-2.0 / 3])
        #expect(abs(MorrisSelection.distance(a, b) - 2) < 1e-12)
        #expect(abs(MorrisSelection.spread([a, b]) - 2) < 1e-12)

        // The incremental distance equals the definition computed point by point, for 7-parameter trajectories.
        let x = MorrisDesign.randomTrajectory(7, 4, seed.child("x"))
        let y = MorrisDesign.randomTrajectory(7, 4, seed.child("y"))
        var direct = 0.0
        for s in 0...7 {
            for t in 0...7 {
                let p = x.point(atStep: s)
                let q = y.point(atStep: t)
                direct += zip(p, q).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
            }
        }
        #expect(abs(MorrisSelection.distance(x, y) - direct) < 1e-9 * direct)
        #expect(abs(MorrisSelection.distance(y, x) - direct) < 1e-9 * direct)

        let design = try MorrisDesign(parameters: parameters(), trajectoryCount: 5, candidateCount: 40, seed: seed)
        let firstFive = (0..<5).map { MorrisDesign.randomTrajectory(4, 4, seed.child("candidate.\($0)")) }
        #expect(Set(design.trajectories.map(\.start)).count == 5)
        #expect(MorrisSelection.spread(design.trajectories) > MorrisSelection.spread(firstFive))
    }

    @Test("Bad settings are refused with typed errors")
    func badSettings() throws {
        #expect(throws: SensitivityError.self) {
            try MorrisDesign(parameters: parameters(), trajectoryCount: 4, levels: 5, seed: seed)
        }
        #expect(throws: SensitivityError.self) {
            try MorrisDesign(parameters: parameters(), trajectoryCount: 1, seed: seed)
        }
        #expect(throws: SensitivityError.self) {
            try MorrisDesign(parameters: parameters(), trajectoryCount: 4, candidateCount: 3, seed: seed)
        }
        #expect(throws: SensitivityError.self) { try MorrisDesign(parameters: [], trajectoryCount: 4, seed: seed) }
    }
}
