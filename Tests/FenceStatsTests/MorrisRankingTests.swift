import Testing

@testable import FenceStats

/// The top parameters of a Morris screening over several metrics, on μ* values written by hand.
@Suite("Morris ranking over metrics")
struct MorrisRankingTests {
    static func effects(_ values: [(String, Double)]) -> [MorrisEffects] {
        values.map { MorrisEffects(parameter: $0, mean: $1, meanAbsolute: $1, standardDeviation: 0, count: 4) }
    }

    /// Metric A in hours, metric B in a unit a hundred times larger: B's μ* would swamp A's if added.
    static let a = effects([("p1", 3), ("p2", 2), ("p3", 1), ("p4", 0)])
    static let b = effects([("p1", 100), ("p2", 0), ("p3", 200), ("p4", 300)])

    @Test("Each metric ranks by its own μ*, leaving out μ* = 0; ties go to the parameter listed first")
    func rankedByMetric() {
        #expect(MorrisRanking.ranked(Self.a) == ["p1", "p2", "p3"])
        #expect(MorrisRanking.ranked(Self.b) == ["p4", "p3", "p1"])
        #expect(MorrisRanking.ranked(Self.effects([("x", 1), ("y", 2), ("z", 1)])) == ["y", "x", "z"])
    }

    @Test("The metrics take turns: A's best, B's best, A's next not yet chosen, …")
    func inTurn() {
        let rankings = [MorrisRanking.ranked(Self.a), MorrisRanking.ranked(Self.b)]
        #expect(MorrisRanking.inTurn(rankings, count: 1) == ["p1"])
        #expect(MorrisRanking.inTurn(rankings, count: 3) == ["p1", "p4", "p2"])
        // B's next after p4 is p3; A's next after p2 would be p3 too, already chosen.
        #expect(MorrisRanking.inTurn(rankings, count: 4) == ["p1", "p4", "p2", "p3"])
        #expect(MorrisRanking.inTurn(rankings, count: 9) == ["p1", "p4", "p2", "p3"])
        // A metric without any effect gives up its turns.
        let none = MorrisRanking.ranked(Self.effects([("p1", 0), ("p2", 0)]))
        #expect(MorrisRanking.inTurn([none, MorrisRanking.ranked(Self.b)], count: 2) == ["p4", "p3"])
        #expect(MorrisRanking.inTurn([MorrisRanking.ranked(Self.a)], count: 4) == ["p1", "p2", "p3"])
    }
}
