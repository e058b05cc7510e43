/// Derives the seed of a random stream from (master seed, replication, stream name).
///
/// Identity comes from a stable name, never from creation order, so adding, removing or reordering
/// streams (for example swapping the strategy under test) never changes another stream's numbers.
/// The name is hashed with 64-bit FNV-1a ([@FNV]) and the three parts are combined with SplitMix64's
/// finaliser, which avalanches every input bit into every output bit.
public struct StreamSeed: Hashable, Sendable, CustomStringConvertible {
    /// The scenario's master seed.
    public var masterSeed: UInt64
    /// The replication index (0-based).
    public var replication: UInt64
    /// The stable name of the component that owns the stream (`"world.commute"`, `"source.gps"`…).
    public var name: String

    public init(masterSeed: UInt64, replication: UInt64, name: String) {
        self.masterSeed = masterSeed
        self.replication = replication
        self.name = name
    }

    /// The 64-bit seed for this triple.
    public var value: UInt64 {
        var h = SplitMix64.mix(masterSeed ^ 0x5EED_F00D_CAFE_0001)
        h = SplitMix64.mix(h ^ replication &* 0x9E37_79B9_7F4A_7C15)
        h = SplitMix64.mix(h ^ Self.fnv1a(name))
        return h
    }

    /// A sub-stream of this one, for a component that needs many independent streams
    /// (for example one per block of time); `self.child("block.17")`.
    public func child(_ suffix: String) -> StreamSeed {
        StreamSeed(masterSeed: masterSeed, replication: replication, name: name + "/" + suffix)
    }

    public var description: String { "\(name)@rep\(replication)/seed\(masterSeed)" }

    /// 64-bit FNV-1a over the UTF-8 bytes of `text`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// SplitMix64 ([@Steele2014SplitMix]): a tiny, fast generator whose finaliser is a good
/// 64-bit mixing function. Used to derive seeds and for counter-based noise, not as a simulation
/// stream (those are GSL mt19937, see ``RandomStream``).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// SplitMix64's output finaliser: a bijective avalanche of 64 bits.
    @inlinable
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform on (0, 1) from the 53 high bits of `word`, offset by half a step so never 0 or 1.
    @inlinable @inline(__always)
    public static func unitInterval(_ word: UInt64) -> Double { (Double(word >> 11) + 0.5) * 0x1p-53 }
}
