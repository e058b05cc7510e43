import Foundation
import Testing

@testable import FenceStats

/// Moments of each sampler against the textbook formulas, with fixed seeds. Each tolerance is four
/// standard errors of the estimator for n draws (the sampling error), never a tuned constant.
@Suite("Distributions")
struct DistributionTests {
    let n = 200_000

    private func sample(_ name: String, _ draw: (RandomStream) -> Double) -> Summary {
        let stream = RandomStream(masterSeed: 2024, replication: 0, name: name)
        return try! Summary((0..<n).map { _ in draw(stream) })
    }

    /// A sample statistic against its textbook value, with the tolerance allowed by the sampling error.
    struct MomentCheck: CustomStringConvertible {
        let statistic: String
        let observed: Double
        let expected: Double
        let tolerance: Double
        /// Whether the observed value lies within the tolerance of the expected one.
        var holds: Bool { abs(observed - expected) < tolerance }
        var description: String { "\(statistic) \(observed) vs \(expected) ± \(tolerance)" }
    }

    /// The sample mean against `mean`, within 4 standard errors σ/√n (σ known).
    private func meanCheck(_ s: Summary, _ mean: Double, sd: Double) -> MomentCheck {
        MomentCheck(statistic: "mean", observed: s.mean, expected: mean, tolerance: 4 * sd / Double(n).squareRoot())
    }

    /// The sample variance against `variance`, within 4 standard errors se(s²) = σ²·√((κ − 1)/n), κ the
    /// kurtosis.
    private func varianceCheck(_ s: Summary, _ variance: Double, kurtosis: Double) -> MomentCheck {
        MomentCheck(
            statistic: "variance", observed: s.variance, expected: variance,
            tolerance: 4 * variance * ((kurtosis - 1) / Double(n)).squareRoot())
    }

    @Test func uniform() {
        let s = sample("uniform") { $0.uniform(2, 5) }
        let mean = meanCheck(s, 3.5, sd: 3 / 12.0.squareRoot())
        #expect(mean.holds, "\(mean)")
        let variance = varianceCheck(s, 9.0 / 12, kurtosis: 1.8)
        #expect(variance.holds, "\(variance)")
        #expect(s.min >= 2 && s.max < 5)
    }

    @Test func normal() {
        let s = sample("normal") { $0.normal(mean: 10, sd: 3) }
        let mean = meanCheck(s, 10, sd: 3)
        #expect(mean.holds, "\(mean)")
        let variance = varianceCheck(s, 9, kurtosis: 3)
        #expect(variance.holds, "\(variance)")
    }

    @Test("Log-normal median is exp(mu)")
    func logNormal() {
        // Median of ln X is mu; se(median) = √(π/2)·σ/√n for a normal sample.
        let s = sample("lognormal") { log($0.logNormal(median: 40, sigma: 0.6)) }
        #expect(abs(s.median - log(40)) < 4 * (Double.pi / 2).squareRoot() * 0.6 / Double(n).squareRoot())
        let mean = meanCheck(s, log(40), sd: 0.6)
        #expect(mean.holds, "\(mean)")
    }

    @Test func exponential() {
        let s = sample("exponential") { $0.exponential(mean: 2.5) }
        let mean = meanCheck(s, 2.5, sd: 2.5)
        #expect(mean.holds, "\(mean)")
        let variance = varianceCheck(s, 6.25, kurtosis: 9)
        #expect(variance.holds, "\(variance)")
    }

    @Test func gamma() {
        // Gamma(k = 3, θ = 2): mean 6, variance 12, kurtosis 3 + 6/k = 5.
        let s = sample("gamma") { $0.gamma(shape: 3, scale: 2) }
        let mean = meanCheck(s, 6, sd: 12.0.squareRoot())
        #expect(mean.holds, "\(mean)")
        let variance = varianceCheck(s, 12, kurtosis: 5)
        #expect(variance.holds, "\(variance)")
    }

    @Test func poisson() {
        // Poisson(λ = 4.5): mean = variance = 4.5, kurtosis 3 + 1/λ.
        let s = sample("poisson") { Double($0.poisson(mean: 4.5)) }
        let mean = meanCheck(s, 4.5, sd: 4.5.squareRoot())
        #expect(mean.holds, "\(mean)")
        let variance = varianceCheck(s, 4.5, kurtosis: 3 + 1 / 4.5)
        #expect(variance.holds, "\(variance)")
    }

    @Test func bernoulli() {
        let s = sample("bernoulli") { $0.bernoulli(0.3) ? 1 : 0 }
        let mean = meanCheck(s, 0.3, sd: (0.3 * 0.7).squareRoot())
        #expect(mean.holds, "\(mean)")
    }

    @Test("Rayleigh: mean σ√(π/2), median σ√(2 ln 2)")
    func rayleigh() {
        let sigma = 4.3
        let s = sample("rayleigh") { $0.rayleigh(sigma: sigma) }
        let sd = sigma * ((4 - Double.pi) / 2).squareRoot()
        let mean = meanCheck(s, sigma * (Double.pi / 2).squareRoot(), sd: sd)
        #expect(mean.holds, "\(mean)")
        // se(median) = 1/(2 f(m) √n), f(m) = (m/σ²)·e^(−m²/2σ²) = (m/σ²)/2 at the median.
        let m = sigma * (2 * log(2.0)).squareRoot()
        let density = m / (sigma * sigma) / 2
        #expect(abs(s.median - m) < 4 / (2 * density * Double(n).squareRoot()))
    }

    @Test("Keyed normals are standard normal")
    func keyedNormals() {
        let noise = KeyedNoise(seed: 99)
        let s = try! Summary((0..<n).map { noise.normal(Int64($0)) })
        let mean = meanCheck(s, 0, sd: 1)
        #expect(mean.holds, "\(mean)")
        let variance = varianceCheck(s, 1, kurtosis: 3)
        #expect(variance.holds, "\(variance)")
    }
}
