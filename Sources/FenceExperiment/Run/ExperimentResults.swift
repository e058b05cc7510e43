import FenceFiles
import FenceKernel
import FenceWorld

/// The tool's version, written into every result file (merges refuse parts of other versions).
public enum FenceSimVersion {
    public static let current = "0.1.0"
}

/// One strategy on one replication (one sweep point): a row of the results.
public struct ResultRow: Sendable, Equatable, Codable {
    /// Index of the sweep point (0 without a sweep).
    public var point: Int
    /// The strategy's label.
    public var strategy: String
    /// The replication index.
    public var replication: Int
    /// The scores.
    public var metrics: RunMetrics
}

/// One sweep point: the swept values and each strategy's aggregates there.
public struct PointResult: Sendable, Equatable, Codable {
    /// Index of the point in the sweep grid.
    public var index: Int
    /// Swept path → value (empty without a sweep).
    public var values: [String: Double]
    /// Per-strategy aggregates, in scenario order.
    public var strategies: [StrategySummary]
    /// What importing the recorded track did at this point (`nil` for a generated commute).
    public var trackImport: TrackImportReport?
}

/// Everything an experiment produced: what was run (scenario echo, version, seeds) and the results
/// (every row, and aggregates per point and strategy).
public struct ExperimentResults: Sendable, Equatable, Codable {
    /// FenceSim version that produced it.
    public var tool: String
    /// The scenario's name.
    public var scenario: String
    /// The scenario document as written (echoed; members sorted by name).
    public var scenarioDocument: JSONValue
    /// The master seed.
    public var seed: UInt64
    /// Replications per point.
    public var replications: Int
    /// Horizon of every run, hours.
    public var horizonHours: Double
    /// Strategy labels, in order (the first is the paired baseline).
    public var strategyLabels: [String]
    /// The sweep grid's dimensions (empty without a sweep).
    public var sweep: [SweepDimension]
    /// Aggregates per sweep point (one point without a sweep).
    public var points: [PointResult]
    /// Every run, ordered by point, replication, strategy.
    public var rows: [ResultRow]
    /// Notes said aloud: defaults an import filled in, and the like.
    public var notes: [String]
}
