import CGSL
import Foundation

/// Counter-based noise: a pure function from (stream seed, integer key, lane) to a random number.
///
/// Used where common random numbers require a value to depend on *what* is asked for — for example
/// a source's error at second k — and not on how many values were drawn before. Bits come from
/// SplitMix64's finaliser applied to a mix of the seed, the key and the lane; normals use GSL's
/// inverse normal CDF, so one uniform gives exactly one normal.
public struct KeyedNoise: Sendable, Hashable {
    /// The 64-bit seed (normally ``StreamSeed/value``).
    public let seed: UInt64

    public init(seed: UInt64) { self.seed = seed }

    public init(_ seed: StreamSeed) { self.seed = seed.value }

    /// 64 random bits for (key, lane).
    @inlinable @inline(__always)
    public func bits(_ key: Int64, lane: UInt64 = 0) -> UInt64 {
        let k = UInt64(bitPattern: key)
        return SplitMix64.mix(SplitMix64.mix(seed ^ (k &* 0xD1B5_4A32_D192_ED03)) ^ (lane &* 0x9E37_79B9_7F4A_7C15))
    }

    /// Uniform on (0, 1) for (key, lane): 53 random bits, offset by half a step so never 0 or 1.
    /// (Always inlined: a few multiplications, drawn for every fix.)
    @inlinable @inline(__always)
    public func uniform(_ key: Int64, lane: UInt64 = 0) -> Double {
        SplitMix64.unitInterval(bits(key, lane: lane))
    }

    /// Standard normal for (key, lane), by inversion of the normal CDF.
    @inlinable
    public func normal(_ key: Int64, lane: UInt64 = 0) -> Double {
        gsl_cdf_ugaussian_Pinv(uniform(key, lane: lane))
    }
}
