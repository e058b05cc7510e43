import Testing

@testable import FenceExperiment
@testable import FenceStudy

/// The predictive sample keeps every value up to its capacity, then a fixed-size uniform sample that does
/// not depend on the order the points came in.
@Suite("predictive sample")
struct PredictiveSampleTests {
    /// Point p's values: observation 0 gets 10 replications p·10 … p·10 + 9, observation 1 one value −p.
    static func values(_ p: Int) -> [[Double]] { [(0..<10).map { Double(p * 10 + $0) }, [-Double(p)]] }

    @Test("below its capacity every finite value is kept")
    func keepsAll() {
        var sample = PredictiveSample(observations: 2, seed: 1, capacity: 100)
        for p in 0..<5 { sample.add(Self.values(p), point: p) }
        sample.add([[.infinity, 7], []], point: 5)
        let kept = sample.values
        #expect(kept[0].sorted() == ((0..<50).map(Double.init) + [7]).sorted())
        #expect(kept[1].sorted() == [-4, -3, -2, -1, 0])
    }

    @Test("above it: exactly the capacity, the same set in any order of points, spread over all of them")
    func boundedAndOrderFree() {
        var forward = PredictiveSample(observations: 2, seed: 1, capacity: 100)
        var backward = PredictiveSample(observations: 2, seed: 1, capacity: 100)
        for p in 0..<1_000 { forward.add(Self.values(p), point: p) }
        for p in (0..<1_000).reversed() { backward.add(Self.values(p), point: p) }
        #expect(forward.values[0].count == 100 && forward.values[1].count == 100)
        #expect(forward.values[0].sorted() == backward.values[0].sorted())
        #expect(forward.values[1].sorted() == backward.values[1].sorted())
        // 100 of the values 0 … 9 999 drawn uniformly: their mean is 4 999.5 with standard error
        // sqrt((10 000² − 1) / 12 / 100) ≈ 289 (less without replacement); 4 standard errors either side.
        let mean = forward.values[0].reduce(0, +) / 100
        #expect(abs(mean - 4_999.5) < 4 * 289)
        // Another seed keeps another sample.
        var other = PredictiveSample(observations: 2, seed: 2, capacity: 100)
        for p in 0..<1_000 { other.add(Self.values(p), point: p) }
        #expect(other.values[0].sorted() != forward.values[0].sorted())
    }
}
