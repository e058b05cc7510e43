import Testing

@testable import FenceStudy

/// The sharpness reported beside validation coverage: the median 90 % predictive width over the stated value.
@Suite("Validation sharpness")
struct ValidationSharpnessTests {
    @Test("median of 5–95 % width ÷ stated value: a point, an interval's midpoint, a bound's value (hand-worked)")
    func handWorked() throws {
        // Point 10, 5–95 % 8–14: 6 / 10 = 0.6. Interval 40–60 (midpoint 50), 30–80: 50 / 50 = 1. At least 5,
        // 4–6: 2 / 5 = 0.4. The median of 0.4, 0.6 and 1 is 0.6.
        let sharpness = HistoryMatching.sharpness([
            (.point(10), [8, 9, 10, 11, 14]),
            (.interval(lower: 40, upper: 60), [30, 40, 50, 60, 80]),
            (.atLeast(5), [4, 4.5, 5, 5.5, 6]),
        ])
        #expect(abs(try #require(sharpness) - 0.6) < 1e-12)
    }

    @Test("no observation, or only a stated value of 0, gives no sharpness")
    func undefined() {
        #expect(HistoryMatching.sharpness([]) == nil)
        #expect(HistoryMatching.sharpness([(.point(0), [0, 0, 0, 0, 1])]) == nil)
    }
}
