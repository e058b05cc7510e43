import Foundation
import Testing

@testable import FenceStats

/// The keyed ziggurat normal against the standard normal law. Fixed seeds; every tolerance is four
/// standard errors of its statistic for n draws (or the statistic's own critical value), never tuned.
@Suite("Keyed ziggurat normal")
struct ZigguratNormalTests {
    let n = 400_000
    let noise = KeyedNoise(StreamSeed(masterSeed: 2024, replication: 0, name: "ziggurat"))

    /// Φ(x) from the complementary error function (independent of the sampler and of GSL).
    private func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    private var draws: [Double] { (0..<n).map { noise.zigguratNormal(Int64($0), lane: 3) } }

    @Test("Moments: mean 0, variance 1, third moment 0, fourth moment 3")
    func moments() {
        let z = draws
        let count = Double(n)
        let m1 = z.reduce(0, +) / count
        let m2 = z.reduce(0) { $0 + $1 * $1 } / count
        let m3 = z.reduce(0) { $0 + $1 * $1 * $1 } / count
        let m4 = z.reduce(0) { $0 + $1 * $1 * $1 * $1 } / count
        // Standard errors of the raw moments of N(0, 1): √(Var Z^k / n), Var Z² = 2, Var Z³ = 15,
        // Var Z⁴ = 105 − 9 = 96.
        #expect(abs(m1) < 4 / count.squareRoot())
        #expect(abs(m2 - 1) < 4 * (2 / count).squareRoot())
        #expect(abs(m3) < 4 * (15 / count).squareRoot())
        #expect(abs(m4 - 3) < 4 * (96 / count).squareRoot())
    }

    @Test("Kolmogorov–Smirnov distance to Φ below the 0.1 % critical value 1.95/√n")
    func kolmogorovSmirnov() {
        let sorted = draws.sorted()
        var distance = 0.0
        for (index, value) in sorted.enumerated() {
            let cdf = phi(value)
            distance = max(distance, abs(cdf - Double(index) / Double(n)), abs(Double(index + 1) / Double(n) - cdf))
        }
        #expect(distance < 1.95 / Double(n).squareRoot(), "D = \(distance)")
    }

    @Test("The tail beyond the base layer (|z| > R) and the wedges of the top layers carry their probability")
    func regions() {
        let z = draws
        // Each count is binomial(n, p): within 4 standard deviations √(n p (1 − p)) of n p.
        func expectShare(_ p: Double, _ count: Int, _ what: String) {
            let mean = Double(n) * p
            #expect(abs(Double(count) - mean) < 4 * (mean * (1 - p)).squareRoot(), "\(what): \(count) vs \(mean)")
        }
        let r = Ziggurat.tailStart
        expectShare(2 * (1 - phi(r)), z.filter { abs($0) > r }.count, "|z| > R")
        expectShare(2 * (1 - phi(4.5)), z.filter { abs($0) > 4.5 }.count, "|z| > 4.5")
        // The top layer spans [0, x₁₂₇]: everything there is decided by the wedge test.
        let top = Ziggurat.layers[127].edge
        expectShare(2 * (phi(top) - 0.5), z.filter { abs($0) < top }.count, "|z| < x127")
        // Between two layer edges in the middle of the ziggurat.
        let (low, high) = (Ziggurat.layers[64].edge, Ziggurat.layers[63].edge)
        expectShare(2 * (phi(high) - phi(low)), z.filter { abs($0) > low && abs($0) < high }.count, "layer 63")
    }

    @Test("A pure function of (seed, key, lane); keys and lanes are uncorrelated")
    func keyed() {
        let again = KeyedNoise(StreamSeed(masterSeed: 2024, replication: 0, name: "ziggurat"))
        let count = 50_000
        var sameKey = 0.0, nextKey = 0.0, otherLane = 0.0
        for key in 0..<Int64(count) {
            let z = noise.zigguratNormal(key, lane: 0)
            #expect(z == again.zigguratNormal(key, lane: 0))
            sameKey += z * z
            nextKey += z * noise.zigguratNormal(key + 1, lane: 0)
            otherLane += z * noise.zigguratNormal(key, lane: 1)
        }
        // Sample correlation of independent unit normals: se ≈ 1/√n.
        #expect(abs(nextKey / sameKey) < 4 / Double(count).squareRoot())
        #expect(abs(otherLane / sameKey) < 4 / Double(count).squareRoot())
    }

    @Test("The pair of lanes 0 and 1 is the two single draws")
    func pair() {
        let table = ZigguratTable()
        for key in Int64(0)..<20_000 {
            let pair = noise.zigguratNormalPair(key, table: table)
            #expect(pair.lane0 == noise.zigguratNormal(key, lane: 0))
            #expect(pair.lane1 == noise.zigguratNormal(key, lane: 1))
        }
    }
}
