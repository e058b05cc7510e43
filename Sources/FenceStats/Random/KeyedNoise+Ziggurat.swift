import Foundation

extension KeyedNoise {
    /// Standard normal for (key, lane) by the ziggurat method — several times cheaper than
    /// ``normal(_:lane:)``'s inversion, for code that draws a normal per simulated second.
    ///
    /// Marsaglia & Tsang's ziggurat ([@MarsagliaTsang2000]) in Doornik's double-precision form
    /// ([@Doornik2005]): 128 layers of equal
    /// area; one 64-bit word from ``bits(_:lane:)`` gives the layer (7 low bits) and a signed uniform
    /// (the 53 high bits), which is accepted at once about 99 % of the time. A rejected candidate
    /// continues with SplitMix64 seeded by that word, so the value stays a pure function of (seed,
    /// key, lane). The method is exact (its only approximation is the 12-digit layer constants: the top
    /// layer falls 4·10⁻¹¹ short of the density's peak). Unlike ``normal(_:lane:)`` it is not monotone
    /// in a single uniform, so it does not give quantiles or antithetic pairs.
    @inlinable
    public func zigguratNormal(_ key: Int64, lane: UInt64 = 0) -> Double {
        Ziggurat.layers.withUnsafeBufferPointer { Ziggurat.normal(bits(key, lane: lane), layers: $0) }
    }

    /// The standard normals of lanes 0 and 1 for `key`: the same as ``zigguratNormal(_:lane:)`` for
    /// each, with the layer table read from `table` (for code that draws an east and a north value
    /// every simulated second).
    @inlinable @inline(__always)
    public func zigguratNormalPair(_ key: Int64, table: ZigguratTable) -> (lane0: Double, lane1: Double) {
        table.layers.withUnsafeBufferPointer { layers in
            (Ziggurat.normal(bits(key, lane: 0), layers: layers), Ziggurat.normal(bits(key, lane: 1), layers: layers))
        }
    }
}

/// The ziggurat's layer table, held by the code that draws with it: reading the table through the
/// lazily initialised global costs a once-check at every draw (about 12 instructions, a tenth of a
/// pair), reading it from a stored property does not. Make one when the drawing code is made.
public struct ZigguratTable: Sendable {
    @usableFromInline let layers: [Ziggurat.Layer]

    public init() { layers = Ziggurat.layers }
}

/// The ziggurat for the standard normal density f(x) = exp(−x²/2) (unnormalised): its layer table
/// and the slow paths of ``KeyedNoise/zigguratNormal(_:lane:)``.
@usableFromInline
enum Ziggurat {
    /// One layer i: its right edge xᵢ and xᵢ₊₁ / xᵢ, the share of its width below which a point of
    /// the layer is under the density.
    @usableFromInline
    struct Layer: Sendable {
        @usableFromInline let edge: Double
        @usableFromInline let ratio: Double
    }

    /// Number of layers.
    static let count = 128
    /// Where the base layer's rectangle meets the tail ([@Doornik2005], for 128 layers).
    static let tailStart = 3.442619855899
    /// The area of each layer ([@Doornik2005], for 128 layers).
    static let layerArea = 9.91256303526217e-3

    /// Layers 0 … 127 and the apex (edge 0): x₀ = area / f(R) (the base layer's notional width, tail
    /// included), x₁ = R, then each edge from the one below, xᵢ = √(−2 ln(area / xᵢ₋₁ + f(xᵢ₋₁))).
    @usableFromInline static let layers: [Layer] = {
        let r = tailStart, v = layerArea
        var x = [Double](repeating: 0, count: count + 1)
        var f = exp(-0.5 * r * r)
        x[0] = v / f
        x[1] = r
        for i in 2..<count {
            x[i] = (-2 * log(v / x[i - 1] + f)).squareRoot()
            f = exp(-0.5 * x[i] * x[i])
        }
        return (0...count).map { Layer(edge: x[$0], ratio: $0 < count ? x[$0 + 1] / x[$0] : 0) }
    }()

    /// The normal drawn from one 64-bit word (``KeyedNoise/zigguratNormal(_:lane:)``), with ``layers``
    /// passed in.
    @inlinable
    static func normal(_ word: UInt64, layers: UnsafeBufferPointer<Layer>) -> Double {
        let index = Int(word & 0x7F)
        let layer = layers[index]
        let u = signedUniform(word)
        if abs(u) < layer.ratio { return u * layer.edge }
        return rejected(u: u, layer: index, word: word)
    }

    /// A uniform on (−1, 1) from the 53 high bits of `word`, symmetric about 0.
    @inlinable
    static func signedUniform(_ word: UInt64) -> Double { (Double(word >> 11) + 0.5) * 0x1p-52 - 1 }

    /// The rest of a draw whose first candidate (`u` in `layer`, from `word`) was not accepted at once:
    /// the tail beyond R from the base layer, else the wedge test, else a new candidate — with fresh
    /// bits from SplitMix64 seeded by `word`.
    @usableFromInline
    static func rejected(u firstU: Double, layer firstLayer: Int, word: UInt64) -> Double {
        var generator = SplitMix64(seed: word)
        var u = firstU, layer = firstLayer
        while true {
            if layer == 0 { return tail(negative: u < 0, generator: &generator) }
            let edge = layers[layer].edge, inner = layers[layer + 1].edge
            let candidate = u * edge
            let below = exp(-0.5 * (edge * edge - candidate * candidate))
            let above = exp(-0.5 * (inner * inner - candidate * candidate))
            if above + SplitMix64.unitInterval(generator.next()) * (below - above) < 1 { return candidate }
            let next = generator.next()
            layer = Int(next & 0x7F)
            u = signedUniform(next)
            if abs(u) < layers[layer].ratio { return u * layers[layer].edge }
        }
    }

    /// A draw from the normal tail beyond R ([@Marsaglia1964]), negated when `negative`.
    private static func tail(negative: Bool, generator: inout SplitMix64) -> Double {
        let r = tailStart
        while true {
            let excess = -log(SplitMix64.unitInterval(generator.next())) / r
            let y = -log(SplitMix64.unitInterval(generator.next()))
            if 2 * y >= excess * excess { return negative ? -(r + excess) : r + excess }
        }
    }
}
