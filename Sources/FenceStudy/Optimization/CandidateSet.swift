import FenceExperiment
import FenceStats

/// The candidates an optimisation starts from: every grid point when the grid is small, else a Latin
/// hypercube over the knobs (each knob's range, or its grid's values, cut into as many equal strata as
/// candidates, one draw per stratum, strata paired at random), duplicates dropped, in draw order.
public enum CandidateSet {
    /// The name of the Latin hypercube's random stream (master seed = ``OptimizationSettings/seed``).
    public static let streamName = "optimize.candidates"

    /// The candidates' knob values (knob order).
    public static func make(knobs: [OptimizationKnob], settings: OptimizationSettings) -> [[Double]] {
        if isWholeGrid(knobs: knobs, settings: settings) {
            return knobs.reduce([[]]) { partial, knob in partial.flatMap { prefix in knob.values.map { prefix + [$0] } }
            }
        }
        let count = settings.sampledCandidates
        let stream = RandomStream(masterSeed: settings.seed, replication: 0, name: streamName)
        let columns = knobs.map { knob -> [Double] in
            var strata = Array(0..<count)
            for i in stride(from: count - 1, to: 0, by: -1) { strata.swapAt(i, stream.index(below: i + 1)) }
            return strata.map { knob.value(at: (Double($0) + stream.uniform()) / Double(count)) }
        }
        var seen: Set<[Double]> = []
        var candidates: [[Double]] = []
        for row in 0..<count {
            let candidate = columns.map { $0[row] }
            if seen.insert(candidate).inserted { candidates.append(candidate) }
        }
        return candidates
    }

    /// Whether the candidates are the whole grid (every knob has a grid or a list, and the grid has at most
    /// ``OptimizationSettings/fullGridUpTo`` points), so no setting is left for a local search to add.
    public static func isWholeGrid(knobs: [OptimizationKnob], settings: OptimizationSettings) -> Bool {
        let gridSize = knobs.reduce(1.0) { $0 * Double(max(1, $1.values.count)) }
        return knobs.allSatisfy { !$0.values.isEmpty } && gridSize <= Double(settings.fullGridUpTo)
    }
}
