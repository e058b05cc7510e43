import FenceStats
import Foundation

/// The Gaussian part of the GPS error, in units of its standard deviations: per axis (east, north)
/// a unit-variance Ornstein–Uhlenbeck bias with correlation time τ and an independent unit white
/// noise, realised at whole seconds so that the values of second k depend only on (seed, k) —
/// never on which seconds were asked before or in what order.
///
/// Time is cut into blocks of ``blockSeconds``. The values at block boundaries form a coarse chain,
/// X((k+1)B) = ρ^B·X(kB) + √(1 − ρ^(2B))·Z_k with Z_k from ``KeyedNoise``. Inside a block the bias
/// is a dyadic bridge: the midpoint of two known seconds h apart on either side is drawn from its
/// exact law given both (for r = e^(−h/τ): mean r·(left + right)/(1 + r²), variance
/// (1 − r²)/(1 + r²)), with a normal keyed by the midpoint's second, halving down to single seconds.
/// By the Markov property the joint law of all seconds is exactly the stationary OU process sampled at
/// 1 s, and a second costs only the midpoints on its path from the block's ends (at most
/// log₂ B = 10, most of them shared with its neighbours): a short GPS session does not pay for a
/// whole block. The white noise of second k is keyed by k. Only the block being read is kept.
struct GPSNoiseProcess: Sendable {
    /// Seconds per block (a power of two: the bridge halves it down to single seconds).
    static let blockSeconds = 1024
    /// log₂ ``blockSeconds``: the bridge's levels.
    private static let levels = 10
    /// The stream identity: the chain draws from `child("chain")`, the bridge midpoints from
    /// `child("bridge")` and the white noise from `child("white")`, each keyed by the second and
    /// with the axis as lane.
    let seed: StreamSeed
    /// Correlation time in seconds.
    let tauSeconds: Double
    private let chainNoise: KeyedNoise
    private let bridgeNoise: KeyedNoise
    private let whiteNoise: KeyedNoise
    private let ziggurat = ZigguratTable()
    private let chainRho: Double
    /// By level ℓ (midpoints 2^ℓ seconds from each known neighbour): the weight of the neighbours'
    /// sum in the midpoint's mean, and its standard deviation.
    private let midpointWeight: [Double], midpointDeviation: [Double]
    /// Boundary values computed so far, interleaved (east, north) per boundary k.
    private var chain: [Double] = []
    /// The block held in ``values`` (−1: none yet).
    private var heldBlock = -1
    /// Bias of the held block at its seconds 0 … B, interleaved (east, north); NaN where not drawn yet.
    private var values = [Double](repeating: .nan, count: 2 * (blockSeconds + 1))

    init(seed: StreamSeed, tauSeconds: Double) {
        precondition(tauSeconds > 0, "GPSNoiseProcess: tau must be positive")
        self.seed = seed
        self.tauSeconds = tauSeconds
        chainNoise = KeyedNoise(seed.child("chain"))
        bridgeNoise = KeyedNoise(seed.child("bridge"))
        whiteNoise = KeyedNoise(seed.child("white"))
        chainRho = exp(-Double(Self.blockSeconds) / tauSeconds)
        let r = (0..<Self.levels).map { exp(-Double(1 << $0) / tauSeconds) }
        midpointWeight = r.map { $0 / (1 + $0 * $0) }
        midpointDeviation = r.map { ((1 - $0 * $0) / (1 + $0 * $0)).squareRoot() }
    }

    /// The unit-variance bias and white noise (east, north) at whole second `second` (≥ 0).
    mutating func value(atSecond second: Int64) -> (
        bias: (east: Double, north: Double), white: (east: Double, north: Double)
    ) {
        precondition(second >= 0, "GPSNoiseProcess: negative second")
        let block = Int(second / Int64(Self.blockSeconds))
        if block != heldBlock { hold(block) }
        let offset = Int(second % Int64(Self.blockSeconds))
        if values[2 * offset].isNaN { bridge(to: offset) }
        let white = whiteNoise.zigguratNormalPair(second, table: ziggurat)
        return ((values[2 * offset], values[2 * offset + 1]), (white.lane0, white.lane1))
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

    /// Makes `block` the held block, knowing only its two ends.
    private mutating func hold(_ block: Int) {
        let n = Self.blockSeconds
        let start = boundary(block), end = boundary(block + 1)
        values.withUnsafeMutableBufferPointer { x in
            x.update(repeating: .nan)
            x[0] = start.0
            x[1] = start.1
            x[2 * n] = end.0
            x[2 * n + 1] = end.1
        }
        heldBlock = block
    }

    /// Draws the midpoints on the path from the held block's ends down to `offset` (not drawn yet),
    /// each given its two neighbours (already known, or drawn just before it on this path).
    ///
    /// The path's upper part is usually drawn already (by the seconds just before), so the walk starts
    /// at the highest midpoint still missing: from `offset` (level ℓ = its trailing zero bits, between
    /// (2k)·2^ℓ and (2k + 2)·2^ℓ) it climbs to the neighbour one level up — (2k + 2)·2^ℓ for even k,
    /// else (2k)·2^ℓ — while that one is missing too. A midpoint's value depends only on its
    /// neighbours and its key, so the values are those of a walk from the top.
    private mutating func bridge(to offset: Int) {
        let blockStart = Int64(heldBlock * Self.blockSeconds)
        let weight = midpointWeight, deviation = midpointDeviation, noise = bridgeNoise, table = ziggurat
        // Offsets stay within 0 … B and levels within 0 … 9 (the walk ends at `offset` by level 0), so
        // the index arithmetic is unchecked.
        values.withUnsafeMutableBufferPointer { x in
            var level = offset.trailingZeroBitCount
            var missing = offset
            while level < Self.levels - 1 {
                let half = 1 &<< level
                let parent = (missing &>> (level &+ 1)) & 1 == 0 ? missing &+ half : missing &- half
                guard x[2 &* parent].isNaN else { break }
                missing = parent
                level &+= 1
            }
            var low = (offset &>> (level &+ 1)) &<< (level &+ 1)
            while true {
                let half = 1 &<< level
                let middle = low &+ half
                if x[2 &* middle].isNaN {
                    let high = middle &+ half
                    let z = noise.zigguratNormalPair(blockStart &+ Int64(middle), table: table)
                    for axis in 0..<2 {
                        x[2 &* middle &+ axis] =
                            weight[level] * (x[2 &* low &+ axis] + x[2 &* high &+ axis])
                            + deviation[level] * (axis == 0 ? z.lane0 : z.lane1)
                    }
                }
                if middle == offset { return }
                if offset > middle { low = middle }
                level &-= 1
            }
        }
    }
}
