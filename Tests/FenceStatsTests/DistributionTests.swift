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

    /// Checks the sample mean against `mean` within 4 standard errors (sd known).
    private func expectMean(_ s: Summary, _ mean: Double, sd: Double, sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(
            abs(s.mean - mean) < 4 * sd / Double(n).squareRoot(), "mean \(s.mean) vs \(mean)",
            sourceLocation: sourceLocation)
    }

    /// Checks the sample variance against `variance`; se(s²) = σ²·√((κ − 1)/n), κ the kurtosis.
    private func expectVariance(
        _ s: Summary, _ variance: Double, kurtosis: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let se = variance * ((kurtosis - 1) / Double(n)).squareRoot()
        #expect(
            abs(s.variance - variance) < 4 * se, "variance \(s.variance) vs \(variance)", sourceLocation: sourceLocation
        )
    }

    @Test func uniform() {
        let s = sample("uniform") { $0.uniform(2, 5) }
        expectMean(s, 3.5, sd: 3 / 12.0.squareRoot())
        expectVariance(s, 9.0 / 12, kurtosis: 1.8)
        #expect(s.min >= 2 && s.max < 5)
    }

    @Test func normal() {
        let s = sample("normal") { $0.normal(mean: 10, sd: 3) }
        expectMean(s, 10, sd: 3)
        expectVariance(s, 9, kurtosis: 3)
    }

    @Test("Log-normal median is exp(mu)")
    func logNormal() {
        // Median of ln X is mu; se(median) = √(π/2)·σ/√n for a normal sample.
        let s = sample("lognormal") { log($0.logNormal(median: 40, sigma: 0.6)) }
        #expect(abs(s.median - log(40)) < 4 * (Double.pi / 2).squareRoot() * 0.6 / Double(n).squareRoot())
        expectMean(s, log(40), sd: 0.6)
    }

    @Test func exponential() {
        let s = sample("exponential") { $0.exponential(mean: 2.5) }
        expectMean(s, 2.5, sd: 2.5)
        expectVariance(s, 6.25, kurtosis: 9)
    }

    @Test func gamma() {
        // Gamma(k = 3, θ = 2): mean 6, variance 12, kurtosis 3 + 6/k = 5.
        let s = sample("gamma") { $0.gamma(shape: 3, scale: 2) }
        expectMean(s, 6, sd: 12.0.squareRoot())
        expectVariance(s, 12, kurtosis: 5)
    }

    @Test func poisson() {
        // Poisson(λ = 4.5): mean = variance = 4.5, kurtosis 3 + 1/λ.
        let s = sample("poisson") { Double($0.poisson(mean: 4.5)) }
        expectMean(s, 4.5, sd: 4.5.squareRoot())
        expectVariance(s, 4.5, kurtosis: 3 + 1 / 4.5)
    }

    @Test func bernoulli() {
        let s = sample("bernoulli") { $0.bernoulli(0.3) ? 1 : 0 }
        expectMean(s, 0.3, sd: (0.3 * 0.7).squareRoot())
    }

    @Test("Rayleigh: mean σ√(π/2), median σ√(2 ln 2)")
    func rayleigh() {
        let sigma = 4.3
        let s = sample("rayleigh") { $0.rayleigh(sigma: sigma) }
        let sd = sigma * ((4 - Double.pi) / 2).squareRoot()
        expectMean(s, sigma * (Double.pi / 2).squareRoot(), sd: sd)
        // se(median) = 1/(2 f(m) √n), f(m) = (m/σ²)·e^(−m²/2σ²) = (m/σ²)/2 at the median.
        let m = sigma * (2 * log(2.0)).squareRoot()
        let density = m / (sigma * sigma) / 2
        #expect(abs(s.median - m) < 4 / (2 * density * Double(n).squareRoot()))
    }

    @Test("Keyed normals are standard normal")
    func keyedNormals() {
        let noise = KeyedNoise(seed: 99)
        let s = try! Summary((0..<n).map { noise.normal(Int64($0)) })
        expectMean(s, 0, sd: 1)
        expectVariance(s, 1, kurtosis: 3)
    }
}
