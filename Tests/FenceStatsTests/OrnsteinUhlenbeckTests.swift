import Foundation
import Testing

@testable import FenceStats

@Suite("Ornstein–Uhlenbeck process")
struct OrnsteinUhlenbeckTests {
    /// Lag correlation of consecutive samples of one long path, versus exp(−Δ/τ).
    /// For an AR(1) series the lag-1 autocorrelation estimate has se ≈ √((1 − ρ²)/n).
    private func lagCorrelation(step: Double, n: Int, seedName: String) -> (variance: Double, rho: Double) {
        var process = OrnsteinUhlenbeck(sigma: 4, tauSeconds: 60)
        let stream = RandomStream(masterSeed: 11, replication: 0, name: seedName)
        let values = (0..<n).map { process.sample(atSeconds: Double($0) * step, using: stream) }
        let mean = values.reduce(0, +) / Double(n)
        var c0 = 0.0, c1 = 0.0
        for i in 0..<n { c0 += (values[i] - mean) * (values[i] - mean) }
        for i in 1..<n { c1 += (values[i] - mean) * (values[i - 1] - mean) }
        return (c0 / Double(n - 1), c1 / c0)
    }

    @Test("Stationary variance is σ² and lag-Δ correlation is exp(−Δ/τ)")
    func correlation() {
        for (step, name) in [(1.0, "ou.1s"), (30.0, "ou.30s"), (120.0, "ou.120s")] {
            let n = 200_000
            let rho = exp(-step / 60)
            let result = lagCorrelation(step: step, n: n, seedName: name)
            #expect(abs(result.rho - rho) < 4 * ((1 - rho * rho) / Double(n)).squareRoot(), "step \(step)")
            // The variance estimate of a correlated series: effective n ≈ n(1 − ρ)/(1 + ρ).
            let effective = Double(n) * (1 - rho) / (1 + rho)
            #expect(abs(result.variance - 16) < 4 * 16 * (2 / effective).squareRoot(), "step \(step)")
        }
    }

    @Test("Irregular sampling times keep the exact transition")
    func irregularTimes() {
        // Regress X(t+Δ) on X(t) over pairs with alternating gaps of 5 s and 90 s: the slope for
        // each gap is exp(−Δ/τ).
        var process = OrnsteinUhlenbeck(sigma: 1, tauSeconds: 60)
        let stream = RandomStream(masterSeed: 3, replication: 0, name: "ou.irregular")
        var time = 0.0
        var previous = process.sample(atSeconds: 0, using: stream)
        var pairs: [Double: [(Double, Double)]] = [5: [], 90: []]
        for i in 0..<200_000 {
            let gap = i.isMultiple(of: 2) ? 5.0 : 90.0
            time += gap
            let value = process.sample(atSeconds: time, using: stream)
            pairs[gap]!.append((previous, value))
            previous = value
        }
        for (gap, list) in pairs {
            let sxy = list.reduce(0) { $0 + $1.0 * $1.1 }
            let sxx = list.reduce(0) { $0 + $1.0 * $1.0 }
            let slope = sxy / sxx
            let rho = exp(-gap / 60)
            // se(slope) = √((1 − ρ²)/Σx²) for unit variance.
            #expect(abs(slope - rho) < 4 * ((1 - rho * rho) / sxx).squareRoot(), "gap \(gap)")
        }
    }
}
