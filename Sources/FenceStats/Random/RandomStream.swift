import CGSL

/// One GSL MT19937 generator owned by one component of one replication.
///
/// A stream is identified by a ``StreamSeed`` (master seed, replication, stable name): the same
/// triple always reproduces the same sequence, different names give independent sequences, and
/// the order in which streams are created changes nothing.
///
/// A `gsl_rng` is a mutable C object, so a stream is a non-`Sendable` reference type: create one
/// per replication per component and keep it on the thread that runs that replication.
public final class RandomStream {
    /// The identity the stream was seeded from.
    public let seed: StreamSeed
    @usableFromInline let rng: UnsafeMutablePointer<gsl_rng>

    /// Creates the stream for `seed`.
    public init(_ seed: StreamSeed) {
        GSL.configure()
        self.seed = seed
        guard let rng = gsl_rng_alloc(cgsl_rng_mt19937()) else {
            fatalError("gsl_rng_alloc failed: out of memory")
        }
        self.rng = rng
        // mt19937 takes an unsigned long seed; GSL maps seed 0 to its default, so avoid it.
        let value = seed.value
        gsl_rng_set(rng, UInt(truncatingIfNeeded: value == 0 ? 1 : value))
    }

    /// Convenience: `RandomStream(masterSeed: 42, replication: 3, name: "world.commute")`.
    public convenience init(masterSeed: UInt64, replication: UInt64, name: String) {
        self.init(StreamSeed(masterSeed: masterSeed, replication: replication, name: name))
    }

    deinit { gsl_rng_free(rng) }
}
