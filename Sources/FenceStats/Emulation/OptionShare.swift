/// The share of the space a region keeps under one option of a structural choice: the sample points whose
/// coordinate picks the option, and how many every wave keeps.
public struct OptionShare: Sendable, Equatable, Codable {
    /// The choice's design coordinate and the option's index.
    public var coordinate: Int
    public var option: Int
    /// The sample points with this option, and how many the region keeps.
    public var samplePoints: Int
    public var keptPoints: Int
    /// keptPoints / samplePoints with its Wilson interval [@Wilson1927] (the estimate 0 and the interval [0, 1]
    /// when no sample point has the option).
    public var share: ConfidenceInterval
}

/// Counts, per option of each choice, the sample points and those kept.
struct OptionTally {
    let encoding: InputEncoding
    /// Per choice: its coordinate and per option (points, kept).
    private var counts: [(coordinate: Int, weights: [Double], tallies: [(points: Int, kept: Int)])]

    init(_ encoding: InputEncoding) {
        self.encoding = encoding
        counts = encoding.coordinates.enumerated().compactMap { index, coordinate in
            guard case .choice(let weights) = coordinate else { return nil }
            return (index, weights, Array(repeating: (0, 0), count: weights.count))
        }
    }

    /// Adds the block `points` (design cube, row-major) with their verdicts.
    mutating func add(_ points: UnsafePointer<Double>, verdicts: [Bool], dimensions: Int) {
        for c in counts.indices {
            for (b, kept) in verdicts.enumerated() {
                let option = InputEncoding.option(
                    atQuantile: points[b * dimensions + counts[c].coordinate], weights: counts[c].weights)
                counts[c].tallies[option].points += 1
                if kept { counts[c].tallies[option].kept += 1 }
            }
        }
    }

    /// The options' shares with their Wilson intervals at `level`.
    func shares(level: Double) throws(StatsError) -> [OptionShare] {
        var result: [OptionShare] = []
        for choice in counts {
            for (option, tally) in choice.tallies.enumerated() {
                let share =
                    tally.points > 0
                    ? try wilsonInterval(successes: tally.kept, trials: tally.points, level: level)
                    : ConfidenceInterval(estimate: 0, lower: 0, upper: 1, level: level)
                result.append(
                    OptionShare(
                        coordinate: choice.coordinate, option: option, samplePoints: tally.points,
                        keptPoints: tally.kept, share: share))
            }
        }
        return result
    }
}
