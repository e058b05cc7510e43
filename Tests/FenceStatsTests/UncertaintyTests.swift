import Foundation
import Testing

@testable import FenceStats

/// Uncertainty bands against the quantiles of the input distributions, and the streamed, sharded
/// gathering of per-point results.
@Suite("Uncertainty propagation and point results")
struct UncertaintyTests {
    let seed = StreamSeed(masterSeed: 2026, replication: 0, name: "sensitivity.uncertainty")

    func parameters() throws -> [SensitivityParameter] {
        [
            try SensitivityParameter(name: "u", lower: 10, upper: 20),
            try SensitivityParameter(name: "l", lower: 1, upper: 100, distribution: .logUniform),
        ]
    }

    @Test("Quasi-random bands of y = x are the inputs' quantiles")
    func quasiRandomBands() throws {
        // y₀ = u with u ~ U[10, 20]: median 15, 5 % 10.5, 95 % 19.5. y₁ = l, log-uniform on [1, 100]: its
        // q-quantile is 100^q: median 10, 5 % 100^0.05 = 1.2589, 95 % 100^0.95 = 79.43. Each coordinate of
        // the first N Sobol points is spread to within O(log N / N) of uniform, so at N = 1024 the
        // quantiles of u are within 1 % of the range; for l that is 1 % of ln 100 in log space.
        let design = try UncertaintyDesign(parameters: parameters(), sampleCount: 1024, sampling: .quasiRandom(.sobol))
        let table = (0..<design.pointCount).map { design.parameterValues(at: $0) }
        let bands = try design.bands(table)
        #expect(bands[0].count == 1024 && bands[0].lowerProbability == 0.05 && bands[0].upperProbability == 0.95)
        #expect(abs(bands[0].median - 15) < 0.1)
        #expect(abs(bands[0].lower - 10.5) < 0.1)
        #expect(abs(bands[0].upper - 19.5) < 0.1)
        let logTolerance = 0.01 * log(100.0)
        #expect(abs(log(bands[1].median) - log(10)) < logTolerance)
        #expect(abs(log(bands[1].lower) - 0.05 * log(100.0)) < logTolerance)
        #expect(abs(log(bands[1].upper) - 0.95 * log(100.0)) < logTolerance)
        #expect(bands[0].estimator == UncertaintyBand.quantileEstimator)
    }

    @Test("Random bands within four standard errors of the inputs' quantiles; points pure in (seed, index)")
    func randomBands() throws {
        // For N = 2000 independent uniforms the q-quantile's standard error is √(q(1 − q)/N) of the range:
        // 0.0112 at q = 0.5 and 0.0049 at q = 0.05 or 0.95; the tolerances are four of them (× 10 for u).
        let design = try UncertaintyDesign(parameters: parameters(), sampleCount: 2000, sampling: .random(seed: seed))
        let table = (0..<design.pointCount).map { design.parameterValues(at: $0) }
        let bands = try design.bands(table)
        #expect(abs(bands[0].median - 15) < 4 * 0.112)
        #expect(abs(bands[0].lower - 10.5) < 4 * 0.049)
        #expect(abs(bands[0].upper - 19.5) < 4 * 0.049)
        #expect(design.unitPoint(at: 1234) == design.unitPoint(at: 1234))
        let other = try UncertaintyDesign(
            parameters: parameters(), sampleCount: 2000,
            sampling: .random(seed: StreamSeed(masterSeed: 2027, replication: 0, name: "sensitivity.uncertainty")))
        #expect(other.unitPoint(at: 0) != design.unitPoint(at: 0))
    }

    @Test("Rows streamed in any order and in shards give the same table and the same indices")
    func shardedRows() throws {
        let design = try SaltelliDesign(
            parameters: try (1...3).map { try SensitivityParameter(name: "x\($0)", lower: -.pi, upper: .pi) },
            baseRows: 64)
        let evaluate = { (index: Int) -> [Double] in
            let y = SobolIndicesTests.ishigami(design.parameterValues(at: index))
            return [y, y * y]
        }
        let direct = (0..<design.pointCount).map(evaluate)
        // Three contiguous shards, each evaluated backwards, merged in the order 2, 0, 1.
        let n = design.pointCount
        let bounds = [0, n / 3, 2 * n / 3, n]
        var shards: [PointResults] = []
        for k in 0..<3 {
            var part = try PointResults(pointCount: n, metricCount: 2)
            for index in (bounds[k]..<bounds[k + 1]).reversed() {
                try part.record(index: index, metrics: evaluate(index))
            }
            shards.append(part)
        }
        var merged = try PointResults(pointCount: n, metricCount: 2)
        for k in [2, 0, 1] { try merged.merge(shards[k]) }
        #expect(merged.recordedCount == n)
        #expect(try merged.table() == direct)
        let bootstrap = StreamSeed(masterSeed: 1, replication: 0, name: "bootstrap")
        #expect(
            try design.indices(merged.table(), resamples: 50, bootstrapSeed: bootstrap)
                == design.indices(direct, resamples: 50, bootstrapSeed: bootstrap))
    }

    @Test("Bad rows are refused: out of range, duplicate, wrong width, non-finite, missing")
    func badRows() throws {
        var results = try PointResults(pointCount: 4, metricCount: 2)
        #expect(throws: SensitivityError.pointOutOfRange(index: 4, pointCount: 4)) {
            try results.record(index: 4, metrics: [1, 2])
        }
        try results.record(index: 1, metrics: [1, 2])
        #expect(throws: SensitivityError.duplicatePoint(index: 1)) { try results.record(index: 1, metrics: [1, 2]) }
        #expect(throws: SensitivityError.metricCountMismatch(index: 2, expected: 2, got: 1)) {
            try results.record(index: 2, metrics: [1])
        }
        #expect(throws: SensitivityError.nonFiniteMetric(index: 2, metric: 1)) {
            try results.record(index: 2, metrics: [1, .nan])
        }
        #expect(throws: SensitivityError.missingPoints(count: 3, firstIndex: 0)) { try results.table() }
        var other = try PointResults(pointCount: 4, metricCount: 2)
        try other.record(index: 1, metrics: [3, 4])
        #expect(throws: SensitivityError.duplicatePoint(index: 1)) { try results.merge(other) }
    }
}
