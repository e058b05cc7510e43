import FenceStats
import Foundation
import Testing

@testable import FenceDevice

@Suite("GPS bias process (OU at whole seconds, blocks + bridge)")
struct GPSBiasProcessTests {
    private func process(_ name: String) -> GPSBiasProcess {
        GPSBiasProcess(seed: StreamSeed(masterSeed: 7, replication: 0, name: name), tauSeconds: 60)
    }

    /// Regression slope of x(t + lag) on x(t) over pairs whose first second is `offset` into each of
    /// `blocks` blocks, for the east axis (unit variance: slope = correlation = exp(−lag/τ)).
    /// se(slope) = √((1 − ρ²)/Σx²) ≈ √((1 − ρ²)/n) for unit variance; the pairs come from different
    /// blocks (1024 s ≫ τ apart), so they are independent.
    private func slope(offset: Int, lag: Int, blocks: Int, name: String) -> (slope: Double, se: Double, variance: Double) {
        var bias = process(name)
        var sxy = 0.0, sxx = 0.0
        for block in 0..<blocks {
            let t = Int64(block * GPSBiasProcess.blockSeconds + offset)
            let x = bias.value(atSecond: t).east
            let y = bias.value(atSecond: t + Int64(lag)).east
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

    @Test("Values do not depend on the order or pattern of queries")
    func queryOrderIndependence() {
        var sequential = process("bias.order")
        let reference = (0..<Int64(5_000)).map { sequential.value(atSecond: $0) }
        var shuffled = process("bias.order")
        var generator = SplitMix64(seed: 99)
        for second in (0..<Int64(5_000)).shuffled(using: &generator) {
            let value = shuffled.value(atSecond: second)
            #expect(value == reference[Int(second)])
        }
    }

    @Test("East and north are independent")
    func axesIndependent() {
        var bias = process("bias.axes")
        var sxy = 0.0, sxx = 0.0, syy = 0.0
        // One value per 600 s (10 τ apart): nearly independent pairs, n = 5000, se(r) ≈ 1/√n.
        for k in 0..<5_000 {
            let v = bias.value(atSecond: Int64(k * 600))
            sxy += v.east * v.north
            sxx += v.east * v.east
            syy += v.north * v.north
        }
        #expect(abs(sxy / (sxx * syy).squareRoot()) < 4 / 5_000.0.squareRoot())
    }
}
