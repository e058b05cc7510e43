import Foundation
import Testing

@testable import FenceStats

/// Quasi-random points against documented references, and the parameters' inverse CDFs by hand.
@Suite("Quasi-random points and parameter ranges")
struct QuasiRandomTests {
    @Test("The first 2-D Sobol points are the GSL manual's")
    func sobolMatchesManual() throws {
        // [@GSLQrng], section "Examples": the program printing the first 1024 points of the 2-dimensional
        // Sobol sequence outputs 0.50000 0.50000, 0.75000 0.25000, 0.25000 0.75000, 0.37500 0.37500,
        // 0.87500 0.87500, 0.62500 0.12500, 0.12500 0.62500, … (read in the manual's source,
        // doc/qrng.rst of GSL, through the search tool's docs and code corpora). These are dyadic
        // rationals, exact in binary, so the comparison is exact.
        let manual: [[Double]] = [
            [0.5, 0.5], [0.75, 0.25], [0.25, 0.75], [0.375, 0.375], [0.875, 0.875], [0.625, 0.125], [0.125, 0.625],
        ]
        #expect(try QuasiRandomSequence.sobol.points(count: 7, dimensions: 2) == manual)
        #expect(try QuasiRandomSequence.sobol.points(count: 3, dimensions: 2, skipping: 4) == Array(manual[4...]))
    }

    @Test("The first Halton points are the radical inverses of 1, 2, 3 in bases 2 and 3")
    func haltonByHand() throws {
        // Halton's point n has coordinate k = the base-p_k radical inverse of n (p = 2, 3, 5, …): n = 1 →
        // (1/2, 1/3), n = 2 = 10₂ = 2₃ → (1/4, 2/3), n = 3 = 11₂ = 10₃ → (3/4, 1/9).
        let points = try QuasiRandomSequence.halton.points(count: 3, dimensions: 2)
        let expected: [[Double]] = [[1.0 / 2, 1.0 / 3], [1.0 / 4, 2.0 / 3], [3.0 / 4, 1.0 / 9]]
        for (point, reference) in zip(points, expected) {
            for (x, y) in zip(point, reference) { #expect(abs(x - y) < 1e-15) }
        }
    }

    @Test("Sobol refuses more than 40 dimensions instead of GSL's all-zero points")
    func sobolDimensionLimit() throws {
        let forty = try QuasiRandomSequence.sobol.points(count: 8, dimensions: 40)
        #expect(forty.allSatisfy { point in point.allSatisfy { $0 > 0 && $0 < 1 } })
        #expect(throws: SensitivityError.tooManyDimensions(sequence: .sobol, requested: 41, maximum: 40)) {
            try QuasiRandomSequence.sobol.points(count: 1, dimensions: 41)
        }
        #expect(throws: SensitivityError.tooManyDimensions(sequence: .halton, requested: 1230, maximum: 1229)) {
            try QuasiRandomSequence.halton.points(count: 1, dimensions: 1230)
        }
        let reverse = try QuasiRandomSequence.reverseHalton.points(count: 2, dimensions: 1229)
        #expect(reverse.allSatisfy { point in point.allSatisfy { $0 > 0 && $0 < 1 } })
    }

    @Test("Halton's first points leave a dimension whose base exceeds their count at the bottom: refused")
    func haltonCoverage() throws {
        // The n-th primes (2, 3, 5, 7, 11, 13 …; 181 the 42nd, 859 the 149th, 9973 the 1229th: π(10⁴) = 1229).
        #expect([1, 6, 42, 149, 1229].map(QuasiRandomSequence.prime) == [2, 13, 181, 859, 9973])
        // 64 points in 149 dimensions: coordinate 149 of point n (n = 1…64 < 859) is n/859, so all 64 lie in
        // [1/859, 64/859] ≈ [0.001, 0.075] and rise with n — a design would sample the bottom of the range.
        let points = try QuasiRandomSequence.halton.points(count: 64, dimensions: 149)
        for (offset, point) in points.enumerated() { #expect(abs(point[148] - Double(offset + 1) / 859) < 1e-12) }
        #expect(
            throws: SensitivityError.haltonTooFewPoints(sequence: .halton, count: 64, dimension: 149, base: 859)
        ) { try QuasiRandomSequence.halton.checkCoverage(count: 64, dimensions: 149) }
        let parameters = try (0..<149).map { try SensitivityParameter(name: "p\($0)", lower: 0, upper: 1) }
        #expect(throws: SensitivityError.self) {
            try UncertaintyDesign(parameters: parameters, sampleCount: 64, sampling: .quasiRandom(.halton))
        }
        try QuasiRandomSequence.halton.checkCoverage(count: 859, dimensions: 149)
        try QuasiRandomSequence.sobol.checkCoverage(count: 2, dimensions: 40)
        // Independent random points spread over every range: of 64 uniforms per dimension, the smallest
        // lies below 0.1 and the largest above 0.9 but with probability 2·0.9⁶⁴ ≈ 0.0024 (fixed seed).
        let random = try UncertaintyDesign(
            parameters: parameters, sampleCount: 64,
            sampling: .random(seed: StreamSeed(masterSeed: 7, replication: 0, name: "coverage")))
        let columns = (0..<149).map { k in (0..<64).map { random.unitPoint(at: $0)[k] } }
        let uncovered = columns.filter { ($0.min() ?? 1) > 0.1 || ($0.max() ?? 0) < 0.9 }.count
        #expect(uncovered <= 3, "\(uncovered) of 149 dimensions not covered (expected about 0.4)")
    }

    @Test("Uniform and log-uniform inverse CDFs by hand")
    func inverseCDF() throws {
        let uniform = try SensitivityParameter(name: "u", lower: 2, upper: 10)
        #expect(uniform.value(atQuantile: 0) == 2)
        #expect(uniform.value(atQuantile: 0.25) == 4)  // 2 + 0.25·8
        #expect(uniform.value(atQuantile: 1) == 10)
        let log = try SensitivityParameter(name: "l", lower: 1, upper: 100, distribution: .logUniform)
        #expect(log.value(atQuantile: 0) == 1)
        #expect(abs(log.value(atQuantile: 0.5) - 10) < 1e-12)  // 1·100^0.5: the geometric midpoint
        #expect(abs(log.value(atQuantile: 0.25) - 100.0.squareRoot().squareRoot()) < 1e-12)
        #expect(log.value(atQuantile: 1) == 100)
    }

    @Test("Unusable ranges and duplicate names are refused")
    func badParameters() throws {
        #expect(throws: SensitivityError.self) { try SensitivityParameter(name: "x", lower: 3, upper: 3) }
        #expect(throws: SensitivityError.self) { try SensitivityParameter(name: "x", lower: 0, upper: .infinity) }
        #expect(throws: SensitivityError.self) {
            try SensitivityParameter(name: "x", lower: 0, upper: 1, distribution: .logUniform)
        }
        let x = try SensitivityParameter(name: "x", lower: 0, upper: 1)
        #expect(
            throws: SensitivityError.invalidParameter(name: "x", reason: "selected twice; each parameter appears once")
        ) {
            try UncertaintyDesign(parameters: [x, x], sampleCount: 4, sampling: .quasiRandom(.sobol))
        }
    }
}
