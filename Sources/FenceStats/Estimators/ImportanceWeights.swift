import Foundation

/// Normalised importance weights over a fixed sample (self-normalised importance sampling): each sample
/// point's weight is its likelihood over the sample's density, here the prior's own, so the weighted sample
/// stands for the posterior.
public struct ImportanceWeights: Sendable, Equatable {
    /// The weights, summing to 1 (0 where the log weight was −∞).
    public let weights: [Double]
    /// Kish's effective sample size (Σw)² / Σw²: how many equally weighted points the weighted sample is worth.
    public let effectiveSampleSize: Double

    /// The weights exp(`logWeights`) normalised; nil when every log weight is −∞ or not a number (no point
    /// carries weight).
    public init?(logWeights: [Double]) {
        let finite = logWeights.filter(\.isFinite)
        guard let largest = finite.max() else { return nil }
        let raw = logWeights.map { $0.isFinite ? exp($0 - largest) : 0 }
        let total = raw.reduce(0, +)
        weights = raw.map { $0 / total }
        effectiveSampleSize = 1 / weights.reduce(0) { $0 + $1 * $1 }
    }

    /// The weighted `probabilities`-quantiles of `values` (one per sample point): for each p, the smallest
    /// value whose weighted cumulative share reaches p (the inverse of the weighted distribution function).
    public func quantiles(of values: [Double], at probabilities: [Double]) -> [Double] {
        precondition(values.count == weights.count, "quantiles: one value per sample point")
        let order = values.indices.filter { weights[$0] > 0 }.sorted { values[$0] < values[$1] }
        var result: [Double] = []
        var cumulative = 0.0
        var position = 0
        for p in probabilities.sorted() {
            while position < order.count - 1 && cumulative + weights[order[position]] < p {
                cumulative += weights[order[position]]
                position += 1
            }
            result.append(values[order[position]])
        }
        // Back to the order asked.
        let sorted = probabilities.sorted()
        return probabilities.map { result[sorted.firstIndex(of: $0)!] }
    }

    /// The weighted mean of `values`.
    public func mean(of values: [Double]) -> Double {
        zip(weights, values).reduce(0) { $1.0 > 0 ? $0 + $1.0 * $1.1 : $0 }
    }

    /// The weighted share of the points where `condition` holds.
    public func probability(_ condition: (Int) -> Bool) -> Double {
        weights.indices.reduce(0) { condition($1) ? $0 + weights[$1] : $0 }
    }

    /// `count` draws from the weighted sample by systematic resampling: the sample points whose cumulative weight
    /// interval holds (`offset` + k)/`count` for k = 0…count−1, in sample order (a point of weight w is drawn
    /// ⌊w·count⌋ or ⌈w·count⌉ times, and never one of weight 0). `offset` lies in [0, 1); a uniform draw of it
    /// makes each draw's marginal distribution the weighted sample's.
    public func systematicDraws(_ count: Int, offset: Double) -> [Int] {
        precondition(count > 0 && (0..<1).contains(offset), "systematicDraws: count > 0 and offset in [0, 1)")
        var draws: [Int] = []
        draws.reserveCapacity(count)
        // The last point with weight closes the last interval, whatever the rounding of the sum.
        let last = weights.lastIndex { $0 > 0 } ?? weights.count - 1
        var cumulative = 0.0
        var index = -1
        for k in 0..<count {
            let position = (offset + Double(k)) / Double(count)
            while index < last, cumulative <= position {
                index += 1
                cumulative += weights[index]
            }
            draws.append(index)
        }
        return draws
    }
}
