import FenceStats
import Foundation
import Testing

@testable import FenceDevice

@Suite("GPS noise process (OU bias and white noise at whole seconds, blocks + dyadic bridge)")
struct GPSNoiseProcessTests {
    private func process(_ name: String) -> GPSNoiseProcess {
        GPSNoiseProcess(seed: StreamSeed(masterSeed: 7, replication: 0, name: name), tauSeconds: 60)
    }

    /// Regression slope of x(t + lag) on x(t) over pairs whose first second is `offset` into each of
    /// `blocks` blocks, for the east axis (unit variance: slope = correlation = exp(−lag/τ)).
    /// se(slope) = √((1 − ρ²)/Σx²) ≈ √((1 − ρ²)/n) for unit variance; the pairs come from different
    /// blocks (1024 s ≫ τ apart), so they are independent.
    private func slope(offset: Int, lag: Int, blocks: Int, name: String) -> (
        slope: Double, se: Double, variance: Double
    ) {
        var bias = process(name)
        var sxy = 0.0, sxx = 0.0
        for block in 0..<blocks {
            let t = Int64(block * GPSNoiseProcess.blockSeconds + offset)
            let x = bias.value(atSecond: t).bias.east
            let y = bias.value(atSecond: t + Int64(lag)).bias.east
            sxy += x * y
            sxx += x * x
        }
        let rho = exp(-Double(lag) / 60)
        return (sxy / sxx, ((1 - rho * rho) / sxx).squareRoot(), sxx / Double(blocks))
    }

    @Test("Lag correlation is exp(−Δ/τ) inside a block and across block boundaries; variance is 1")
    func correlationEverywhere() {
        let blocks = 2_000
        // (offset into the block, lag): mid-block, straddling the boundary, at the boundary.
        for (offset, lag) in [(512, 1), (1023, 1), (1000, 60), (0, 1), (1020, 30)] {
            let result = slope(offset: offset, lag: lag, blocks: blocks, name: "bias.\(offset).\(lag)")
            #expect(abs(result.slope - exp(-Double(lag) / 60)) < 4 * result.se, "offset \(offset) lag \(lag)")
            // Variance of n independent unit normals: se = √(2/n).
            #expect(abs(result.variance - 1) < 4 * (2 / Double(blocks)).squareRoot(), "offset \(offset)")
        }
    }

    @Test("Lag correlation holds between seconds reached by different bridge paths; variance is 1")
    func correlationAcrossBridgePaths() {
        let blocks = 2_000
        // Odd offsets are the bridge's last level; the pairs straddle the halves and quarters of a block.
        for (offset, lag) in [(511, 1), (511, 2), (333, 7), (700, 200), (1, 1022), (255, 514)] {
            let result = slope(offset: offset, lag: lag, blocks: blocks, name: "path.\(offset).\(lag)")
            #expect(abs(result.slope - exp(-Double(lag) / 60)) < 4 * result.se, "offset \(offset) lag \(lag)")
            // Variance of n independent unit normals: se = √(2/n).
            #expect(abs(result.variance - 1) < 4 * (2 / Double(blocks)).squareRoot(), "offset \(offset)")
        }
    }

    @Test("Values do not depend on the order or pattern of queries")
    func queryOrderIndependence() {
        var sequential = process("bias.order")
        let reference = (0..<Int64(5_000)).map { sequential.value(atSecond: $0) }
        var shuffled = process("bias.order")
        var generator = SplitMix64(seed: 99)
        for second in (0..<Int64(5_000)).shuffled(using: &generator) {
            let value = shuffled.value(atSecond: second)
            #expect(value.bias == reference[Int(second)].bias && value.white == reference[Int(second)].white)
        }
    }

    /// Sample correlation of `pairs`; for independent pairs its se is ≈ 1/√n.
    private func correlation(_ pairs: [(Double, Double)]) -> Double {
        let sxy = pairs.reduce(0) { $0 + $1.0 * $1.1 }
        let sxx = pairs.reduce(0) { $0 + $1.0 * $1.0 }
        let syy = pairs.reduce(0) { $0 + $1.1 * $1.1 }
        return sxy / (sxx * syy).squareRoot()
    }

    @Test("East and north are independent; white noise is unit, uncorrelated and independent of the bias")
    func independence() {
        var noise = process("bias.axes")
        let n = 20_000
        // Bias one value per 600 s (10 τ apart): nearly independent pairs.
        let bias = (0..<n).map { noise.value(atSecond: Int64($0 * 600)).bias }
        #expect(abs(correlation(bias.map { ($0.east, $0.north) })) < 4 / Double(n).squareRoot())
        let values = (0..<Int64(n)).map { noise.value(atSecond: $0) }
        let white = values.map(\.white.east)
        #expect(
            abs(correlation(zip(white.dropLast(), white.dropFirst()).map { ($0, $1) })) < 4 / Double(n).squareRoot())
        #expect(abs(correlation(values.map { ($0.white.east, $0.white.north) })) < 4 / Double(n).squareRoot())
        #expect(abs(correlation(values.map { ($0.white.east, $0.bias.east) })) < 4 / Double(n).squareRoot())
        // Variance of n unit normals: se = √(2/n).
        let variance = white.reduce(0) { $0 + $1 * $1 } / Double(n)
        #expect(abs(variance - 1) < 4 * (2 / Double(n)).squareRoot())
    }
}
