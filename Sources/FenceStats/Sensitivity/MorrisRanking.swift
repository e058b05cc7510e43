/// The parameters a Morris screening ranks highest over several metrics — the choice of "the parameters
/// Morris ranked highest" for a Sobol study.
///
/// μ* of different metrics have different units (hours, a share, per day), so they are neither added
/// nor compared across metrics. Each metric ranks the parameters by its own μ* (largest first; ties to
/// the parameter listed first; a parameter with μ* = 0 has no effect and is not ranked); then the
/// metrics take turns, in the order given, each adding its highest-ranked parameter not yet chosen. With
/// m metrics the first ⌈count/m⌉ of every metric's own ranking are in, whatever its unit.
public enum MorrisRanking {
    /// The parameters by decreasing μ*, leaving out those with μ* = 0.
    public static func ranked(_ effects: [MorrisEffects]) -> [String] {
        effects.enumerated().filter { $0.element.meanAbsolute > 0 }
            .sorted { ($0.element.meanAbsolute, -$0.offset) > ($1.element.meanAbsolute, -$1.offset) }
            .map(\.element.parameter)
    }

    /// The first `count` parameters chosen by the metrics in turn from their `rankings` (each from
    /// ``ranked(_:)``); fewer when the rankings hold fewer distinct parameters.
    public static func inTurn(_ rankings: [[String]], count: Int) -> [String] {
        var chosen: [String] = []
        var next = rankings.map { _ in 0 }
        var added = true
        while chosen.count < count && added {
            added = false
            for m in rankings.indices where chosen.count < count {
                while next[m] < rankings[m].count, chosen.contains(rankings[m][next[m]]) { next[m] += 1 }
                guard next[m] < rankings[m].count else { continue }
                chosen.append(rankings[m][next[m]])
                added = true
            }
        }
        return chosen
    }
}
