/// Campolongo's choice of r trajectories out of M candidates ([@Campolongo2007]): those that spread
/// most over the unit cube, so that few trajectories still explore the whole input space.
///
/// The distance of trajectories m and l is the sum, over every pair of their points, of the Euclidean
/// distance between the two points; the spread of a set is √(Σ over its pairs of distance²).
/// Campolongo maximises the spread over all C(M, r) subsets, which is out of reach for the M of
/// practice (C(100, 10) ≈ 1.7·10¹³); this takes the greedy route instead: start from the most distant
/// pair, then repeatedly add the candidate that raises the squared spread most (its summed squared
/// distance to those already chosen). Ties go to the lower candidate index, so the choice is
/// deterministic.
public enum MorrisSelection {
    /// Campolongo's distance between two trajectories (the sum of the Euclidean distances between
    /// every point of one and every point of the other), in quantile units.
    ///
    /// Consecutive points of a trajectory differ in one coordinate, so each squared distance is the
    /// previous one updated in that coordinate: (d + 1)² updates instead of (d + 1)²·d operations.
    public static func distance(_ a: MorrisDesign.Trajectory, _ b: MorrisDesign.Trajectory) -> Double {
        let d = a.start.count
        let moveOfA = a.moveSteps
        // firstColumn = |a's point s − b's point 0|², moved along a's steps.
        var firstColumn = zip(a.start, b.start).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
        // Along b's steps (t = 1 … d, coordinate j = b's t-th moved), the update of the squared distance
        // is one of two values: before or after a's point s has moved j (at a's step moveOfA[j]).
        var unmoved = [Double](repeating: 0, count: d), moved = unmoved
        var movesAt = [Int](repeating: 0, count: d)
        for t in 0..<d {
            let j = b.order[t]
            movesAt[t] = moveOfA[j]
            unmoved[t] = update(a.start[j], b.start[j], b.steps[j])
            moved[t] = update(a.start[j] + a.steps[j], b.start[j], b.steps[j])
        }
        var total = 0.0
        for s in 0...d {
            if s > 0 {
                let i = a.order[s - 1]
                let before = a.start[i] - b.start[i]
                let after = before + a.steps[i]
                firstColumn += after * after - before * before
            }
            var squared = firstColumn
            total += max(0, squared).squareRoot()
            unmoved.withUnsafeBufferPointer { unmoved in
                moved.withUnsafeBufferPointer { moved in
                    movesAt.withUnsafeBufferPointer { movesAt in
                        for t in 0..<d {
                            squared += movesAt[t] <= s ? moved[t] : unmoved[t]
                            total += max(0, squared).squareRoot()
                        }
                    }
                }
            }
        }
        return total
    }

    /// The change of the squared distance when b moves its coordinate from `start` by `step`, a's being `aj`.
    @inline(__always)
    private static func update(_ aj: Double, _ start: Double, _ step: Double) -> Double {
        let before = aj - start
        let after = before - step
        return after * after - before * before
    }

    /// The spread of a set of trajectories: √(Σ over pairs of distance²).
    public static func spread(_ trajectories: [MorrisDesign.Trajectory]) -> Double {
        var sum = 0.0
        for i in trajectories.indices {
            for j in trajectories.indices where j > i { sum += pow2(distance(trajectories[i], trajectories[j])) }
        }
        return sum.squareRoot()
    }

    /// The indices of the `count` candidates chosen greedily for spread, in the order chosen.
    static func mostSpread(_ candidates: [MorrisDesign.Trajectory], count: Int) -> [Int] {
        let n = candidates.count
        guard count < n else { return Array(0..<n) }
        var squared = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        var best = (first: 0, second: 1, value: -1.0)
        for i in 0..<n {
            for j in (i + 1)..<n {
                let value = pow2(distance(candidates[i], candidates[j]))
                squared[i][j] = value
                squared[j][i] = value
                if value > best.value { best = (i, j, value) }
            }
        }
        var chosen = [best.first, best.second]
        var gain = (0..<n).map { squared[$0][best.first] + squared[$0][best.second] }
        var available = [Bool](repeating: true, count: n)
        available[best.first] = false
        available[best.second] = false
        while chosen.count < count {
            var next = -1
            for c in 0..<n where available[c] && (next < 0 || gain[c] > gain[next]) { next = c }
            chosen.append(next)
            available[next] = false
            for c in 0..<n { gain[c] += squared[c][next] }
        }
        return chosen
    }

    private static func pow2(_ x: Double) -> Double { x * x }
}
