import FenceStats
import Foundation

/// The Gaussian part of the GPS error, in units of its standard deviations: per axis (east, north)
/// a unit-variance Ornstein–Uhlenbeck bias with correlation time τ and an independent unit white
/// noise, realised at whole seconds so that the values of second k depend only on (seed, k) —
/// never on which seconds were asked before or in what order.
///
/// Time is cut into blocks of ``blockSeconds``. The values at block boundaries form a coarse chain,
/// X((k+1)B) = ρ^B·X(kB) + √(1 − ρ^(2B))·Z_k with Z_k from ``KeyedNoise``; the interior of block k
/// is filled by an exact OU bridge (each second drawn from its Gaussian law given the previous
/// second and the block's far end) from the block's own stream, which then draws the block's white
/// noise. The joint law of all seconds is exactly the stationary OU process sampled at 1 s
/// (Ornstein–Uhlenbeck Markov property), and only the block being read is kept in memory. Drawing
/// the white noise per block with the ziggurat is several times cheaper than keyed inversion.
struct GPSNoiseProcess: Sendable {
    /// Seconds per block.
    static let blockSeconds = 1024
    /// The stream identity; blocks use `child("block.k")`, the chain `child("chain")`.
    let seed: StreamSeed
    /// Correlation time in seconds.
    let tauSeconds: Double
    private let chainNoise: KeyedNoise
    private let chainRho: Double
    /// Bridge coefficients by steps to the block end m (index m): x(i+1) = α·x(i) + β·x(end) + γ·z.
    private let alpha: [Double], beta: [Double], gamma: [Double]
    /// Boundary values computed so far, interleaved (east, north) per boundary k.
    private var chain: [Double] = []
    /// The block held in ``values`` (−1: none yet).
    private var heldBlock = -1
    /// Bias of the held block at its seconds 0 … B, interleaved (east, north).
    private var values: [Double] = []
    /// White noise of the held block at its seconds 0 … B − 1, interleaved (east, north).
    private var white: [Double] = []

    init(seed: StreamSeed, tauSeconds: Double) {
        precondition(tauSeconds > 0, "GPSNoiseProcess: tau must be positive")
        self.seed = seed
        self.tauSeconds = tauSeconds
        chainNoise = KeyedNoise(seed.child("chain"))
        let rho = exp(-1 / tauSeconds)
        chainRho = exp(-Double(Self.blockSeconds) / tauSeconds)
        let n = Self.blockSeconds
        var alpha = [Double](repeating: 0, count: n + 1)
        var beta = alpha, gamma = alpha
        let stepVariance = 1 - rho * rho
        for m in 2...n {
            // Prior x(i+1) | x(i) ~ N(ρ·x(i), 1 − ρ²); x(end) | x(i+1) ~ N(r·x(i+1), 1 − r²), r = ρ^(m−1).
            let r = pow(rho, Double(m - 1))
            let farVariance = 1 - r * r
            let precision = 1 / stepVariance + r * r / farVariance
            alpha[m] = rho / stepVariance / precision
            beta[m] = r / farVariance / precision
            gamma[m] = (1 / precision).squareRoot()
        }
        self.alpha = alpha
        self.beta = beta
        self.gamma = gamma
    }

    /// The unit-variance bias and white noise (east, north) at whole second `second` (≥ 0).
    mutating func value(atSecond second: Int64) -> (
        bias: (east: Double, north: Double), white: (east: Double, north: Double)
    ) {
        precondition(second >= 0, "GPSNoiseProcess: negative second")
        let block = Int(second / Int64(Self.blockSeconds))
        if block != heldBlock { fill(block) }
        let offset = 2 * Int(second % Int64(Self.blockSeconds))
        return ((values[offset], values[offset + 1]), (white[offset], white[offset + 1]))
    }

    /// The chain value at boundary `k` (east at 2k, north at 2k + 1), extending the chain as needed.
    private mutating func boundary(_ k: Int) -> (Double, Double) {
        while chain.count <= 2 * k + 1 {
            let index = chain.count / 2
            for axis in 0..<2 {
                let z = chainNoise.normal(Int64(index), lane: UInt64(axis))
                chain.append(
                    index == 0
                        ? z : chainRho * chain[2 * (index - 1) + axis] + (1 - chainRho * chainRho).squareRoot() * z)
            }
        }
        return (chain[2 * k], chain[2 * k + 1])
    }

    private mutating func fill(_ block: Int) {
        let n = Self.blockSeconds
        let start = boundary(block), end = boundary(block + 1)
        if values.count != 2 * (n + 1) {
            values = [Double](repeating: 0, count: 2 * (n + 1))
            white = [Double](repeating: 0, count: 2 * n)
        }
        values[0] = start.0
        values[1] = start.1
        values[2 * n] = end.0
        values[2 * n + 1] = end.1
        let stream = RandomStream(seed.child("block.\(block)"))
        values.withUnsafeMutableBufferPointer { x in
            for i in 0..<(n - 1) {
                let m = n - i
                x[2 * i + 2] = alpha[m] * x[2 * i] + beta[m] * end.0 + gamma[m] * stream.normal()
                x[2 * i + 3] = alpha[m] * x[2 * i + 1] + beta[m] * end.1 + gamma[m] * stream.normal()
            }
        }
        white.withUnsafeMutableBufferPointer { w in
            for i in 0..<(2 * n) { w[i] = stream.normal() }
        }
        heldBlock = block
    }
}
