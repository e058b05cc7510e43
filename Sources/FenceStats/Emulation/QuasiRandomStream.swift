import CGSL

/// Points of a quasi-random sequence generated one at a time (GSL's `gsl_qrng`, [@GSLQrng]), so that a sample
/// of any size takes memory for one point: Sobol's sequence up to 40 dimensions, Halton's above. With a
/// `shift`, each point is moved by it modulo 1 (a Cranley–Patterson rotation [@CranleyPatterson1976]: the
/// points stay as evenly spread, and a seeded shift gives a different, reproducible sample).
///
/// The unshifted points are those of ``QuasiRandomSequence`` (point 0 first). One stream per thread.
final class QuasiRandomStream {
    let dimensions: Int
    private let generator: UnsafeMutablePointer<gsl_qrng>
    private let shift: [Double]?

    init(dimensions: Int, shift: [Double]? = nil) {
        GSL.configure()
        self.dimensions = dimensions
        self.shift = shift
        let type = dimensions <= QuasiRandomSequence.sobol.maximumDimensions ? cgsl_qrng_sobol() : cgsl_qrng_halton()
        guard let generator = gsl_qrng_alloc(type, UInt32(dimensions)) else {
            fatalError("gsl_qrng_alloc: out of memory")
        }
        self.generator = generator
    }

    deinit { gsl_qrng_free(generator) }

    /// Writes the next point's `dimensions` coordinates, in (0, 1), to `point`.
    func next(into point: UnsafeMutablePointer<Double>) {
        _ = gsl_qrng_get(generator, point)
        guard let shift else { return }
        for c in 0..<dimensions {
            let moved = point[c] + shift[c]
            point[c] = moved >= 1 ? moved - 1 : moved
        }
    }

    /// A shift of `dimensions` uniforms from `seed` (SplitMix64, [@Steele2014SplitMix]).
    static func shift(dimensions: Int, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<dimensions).map { _ in SplitMix64.unitInterval(generator.next()) }
    }
}
