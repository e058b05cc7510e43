import FenceExperiment
import Foundation

/// The evaluated points that fall in one cell of a pairs plot (or one bin of its diagonal).
public struct PairsCell: Sendable, Equatable {
    /// Points in the cell, and how many of them are not ruled out.
    public var points: Int = 0
    public var survivors: Int = 0
    /// The smallest combined implausibility of the cell's points (infinite when none is finite, or when the
    /// cell holds no point).
    public var minimumImplausibility: Double = .infinity

    public init() {}

    /// The optical depth: the share of the cell's points not ruled out (nil for an empty cell).
    public var opticalDepth: Double? { points > 0 ? Double(survivors) / Double(points) : nil }

    mutating func add(_ point: MatchedPoint) {
        points += 1
        if point.survives { survivors += 1 }
        minimumImplausibility = min(minimumImplausibility, point.combined ?? .infinity)
    }
}

/// The cells of a pairs plot of history matching, as `hmer` draws them [@hmer]: each parameter's axis
/// cut into bins (a number: equal bins of its prior quantile, so a log-uniform prior's bins are equal in
/// logarithm; a structural choice: one bin per option), and per cell of two parameters the points that fall
/// in it — their smallest combined implausibility and their optical depth (share not ruled out).
public struct PairsBinning: Sendable, Equatable {
    /// Bins of a number's axis.
    public static let numericBins = 8

    /// Per parameter, its number of bins.
    public let binCounts: [Int]
    /// Per parameter, whether it is a structural choice (binned by option index, not by quantile).
    public let isCategorical: [Bool]

    /// The binning of `parameters` (a parameter with options is a choice).
    public init(parameters: [CalibrationResults.Parameter]) {
        isCategorical = parameters.map { $0.options != nil }
        binCounts = parameters.map { $0.options?.count ?? Self.numericBins }
    }

    /// The bin of `point` on parameter `parameter`'s axis: a choice's option index, or a number's quantile
    /// bin (the top quantile 1 falls in the last bin).
    public func bin(of point: MatchedPoint, parameter: Int) -> Int {
        let count = binCounts[parameter]
        let position = isCategorical[parameter] ? point.values[parameter] : point.unit[parameter] * Double(count)
        // Clamped before the conversion, which traps on a value beyond Int's range.
        guard position >= 0 else { return 0 }
        return Int(min(position, Double(count - 1)).rounded(.down))
    }

    /// Parameter `parameter`'s bins (the diagonal of the pairs plot).
    public func cells(_ points: [MatchedPoint], parameter: Int) -> [PairsCell] {
        var cells = [PairsCell](repeating: PairsCell(), count: binCounts[parameter])
        for point in points { cells[bin(of: point, parameter: parameter)].add(point) }
        return cells
    }

    /// The cells of parameters `x` and `y`, indexed `[x bin][y bin]`.
    public func cells(_ points: [MatchedPoint], x: Int, y: Int) -> [[PairsCell]] {
        var cells = [[PairsCell]](
            repeating: [PairsCell](repeating: PairsCell(), count: binCounts[y]), count: binCounts[x])
        for point in points { cells[bin(of: point, parameter: x)][bin(of: point, parameter: y)].add(point) }
        return cells
    }

    /// How much parameter `parameter` is constrained: the largest minus the smallest optical depth of its
    /// non-empty bins (0 when every bin survives alike; 1 when one bin keeps every point and another none).
    public func opticalDepthContrast(_ points: [MatchedPoint], parameter: Int) -> Double {
        let depths = cells(points, parameter: parameter).compactMap(\.opticalDepth)
        guard let lowest = depths.min(), let highest = depths.max() else { return 0 }
        return highest - lowest
    }

    /// The indices of the `count` most constrained parameters (largest optical-depth contrast first; ties
    /// in parameter order). The contrast ranks numbers and choices alike, where a surviving range's share of
    /// the prior would not rank a choice, and it sees a number whose survivors spread thin over its whole range.
    public func mostConstrained(_ points: [MatchedPoint], count: Int) -> [Int] {
        let contrasts = binCounts.indices.map { opticalDepthContrast(points, parameter: $0) }
        return binCounts.indices.sorted { contrasts[$0] > contrasts[$1] || (contrasts[$0] == contrasts[$1] && $0 < $1) }
            .prefix(count).map { $0 }
    }
}
