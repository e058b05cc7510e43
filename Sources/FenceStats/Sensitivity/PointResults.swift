/// The metric values of a design's points, gathered from rows that arrive in any order.
///
/// A sensitivity run evaluates its points in any order, in parallel or in shards, and streams one row
/// per point: (point index, metric values). Only these few numbers per point are kept — never the runs
/// behind them — so memory grows with the number of points × metrics, not with replications or
/// simulated time. Shards gathered separately combine with ``merge(_:)``; the estimators read the
/// complete table from ``table()``, indexed by point.
public struct PointResults: Sendable, Equatable {
    /// The number of points of the design.
    public let pointCount: Int
    /// The number of metric values per point.
    public let metricCount: Int
    /// Row-major values, `metricCount` per point; meaningful only where `recorded` is set.
    private var values: [Double]
    private var recorded: [Bool]

    /// An empty table for a design of `pointCount` points and `metricCount` metrics.
    public init(pointCount: Int, metricCount: Int) throws(SensitivityError) {
        guard pointCount >= 1 else {
            throw .invalidSetting(setting: "pointCount", reason: "must be at least 1, got \(pointCount)")
        }
        guard metricCount >= 1 else {
            throw .invalidSetting(setting: "metricCount", reason: "must be at least 1, got \(metricCount)")
        }
        self.pointCount = pointCount
        self.metricCount = metricCount
        values = [Double](repeating: 0, count: pointCount * metricCount)
        recorded = [Bool](repeating: false, count: pointCount)
    }

    /// The number of points recorded so far.
    public var recordedCount: Int { recorded.lazy.filter { $0 }.count }

    /// Records point `index`'s metric values. Throws on an index outside the design, a second row for
    /// the same point, a wrong number of values, or a NaN/infinite value.
    public mutating func record(index: Int, metrics: [Double]) throws(SensitivityError) {
        guard index >= 0 && index < pointCount else { throw .pointOutOfRange(index: index, pointCount: pointCount) }
        guard !recorded[index] else { throw .duplicatePoint(index: index) }
        guard metrics.count == metricCount else {
            throw .metricCountMismatch(index: index, expected: metricCount, got: metrics.count)
        }
        if let bad = metrics.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteMetric(index: index, metric: bad) }
        values.replaceSubrange(index * metricCount..<(index + 1) * metricCount, with: metrics)
        recorded[index] = true
    }

    /// Adds every row of `other` (a shard of the same design). Throws on a different design shape or on
    /// a point recorded in both.
    public mutating func merge(_ other: PointResults) throws(SensitivityError) {
        guard other.pointCount == pointCount else {
            throw .invalidSetting(
                setting: "merge", reason: "the shards come from designs of \(pointCount) and \(other.pointCount) points"
            )
        }
        guard other.metricCount == metricCount else {
            throw .invalidSetting(
                setting: "merge", reason: "the shards have \(metricCount) and \(other.metricCount) metrics")
        }
        for index in 0..<pointCount where other.recorded[index] {
            try record(index: index, metrics: other.row(index))
        }
    }

    /// The complete table: element `i` is point `i`'s metric values. Throws
    /// ``SensitivityError/missingPoints(count:firstIndex:)`` until every point is recorded.
    public func table() throws(SensitivityError) -> [[Double]] {
        let missing = recorded.lazy.filter { !$0 }.count
        if missing > 0, let first = recorded.firstIndex(of: false) {
            throw .missingPoints(count: missing, firstIndex: first)
        }
        return (0..<pointCount).map(row)
    }

    private func row(_ index: Int) -> [Double] {
        Array(values[index * metricCount..<(index + 1) * metricCount])
    }
}

/// Checks that a per-point table fits a design of `pointCount` points: one row per point, the same
/// number of finite metric values in each. Returns that number of metrics.
func validateTable(_ table: [[Double]], pointCount: Int) throws(SensitivityError) -> Int {
    guard table.count == pointCount else {
        throw table.count < pointCount
            ? .missingPoints(count: pointCount - table.count, firstIndex: table.count)
            : .pointOutOfRange(index: pointCount, pointCount: pointCount)
    }
    let metricCount = table[0].count
    guard metricCount >= 1 else { throw .metricCountMismatch(index: 0, expected: 1, got: 0) }
    for (index, row) in table.enumerated() {
        guard row.count == metricCount else {
            throw .metricCountMismatch(index: index, expected: metricCount, got: row.count)
        }
        if let bad = row.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteMetric(index: index, metric: bad) }
    }
    return metricCount
}
