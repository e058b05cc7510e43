import FenceExperiment
import Foundation

/// How history matching runs: waves, points, replications, seed.
public struct HistoryMatchingSettings: Sendable, Equatable, Codable {
    /// The most waves run.
    public var waves: Int
    /// Points evaluated per wave.
    public var pointsPerWave: Int
    /// Replications per point (common random numbers: replication r has the same seed at every point).
    public var replications: Int
    /// The design's seed (the Sobol sequence's offset, the proposals and the volume sample).
    public var seed: UInt64
    /// A later wave's rejection pool is this many times its point count.
    public var poolFactor: Int = 20
    /// Random points on which the region's share of the space is estimated after each wave.
    public var volumeSampleCount: Int = 4_096
    /// The shrink test starts at this wave: the region's share estimated from wave 1's points alone (each
    /// sample point takes its nearest evaluated point's verdict) is coarse, so wave 2 refines it first.
    public var minimumWaves: Int = 3
    /// Waves stop once the region's share of the space shrank by less than this share of itself.
    public var shrinkTolerance: Double = 0.05

    public init(waves: Int, pointsPerWave: Int, replications: Int, seed: UInt64) {
        self.waves = waves
        self.pointsPerWave = pointsPerWave
        self.replications = replications
        self.seed = seed
    }
}

/// One evaluated point.
public struct MatchedPoint: Sendable, Equatable, Codable {
    /// The wave (from 1) and the point's index in it.
    public var wave: Int
    public var index: Int
    /// Whether it was proposed around a survivor (rather than kept by rejection or wave 1's design).
    public var proposal: Bool
    /// The point in the unit cube (quantiles, parameter order).
    public var unit: [Double]
    /// The parameter values (a choice's option index).
    public var values: [Double]
    /// Per observation, the replications' mean and variance on the observation's scale (nil: undefined).
    public var means: [Double?]
    public var variances: [Double?]
    /// Per observation, the implausibility (nil: infinite, the metric undefined).
    public var implausibilities: [Double?]
    /// The calibration observations' combined implausibility (nil: infinite).
    public var combined: Double?

    /// Whether the point is not ruled out (combined implausibility ≤ 3).
    public var survives: Bool { combined.map { $0 <= Implausibility.cutoff } ?? false }
}

/// What one wave did.
public struct WaveSummary: Sendable, Equatable, Codable {
    public var wave: Int
    /// Points evaluated, and how many of them came from rejection (the rest are proposals).
    public var points: Int
    public var fromRejection: Int
    /// The rejection pool's size.
    public var poolSize: Int
    /// The wave's points not ruled out.
    public var survivors: Int
    /// The share of the wave's points ruled out.
    public var shareRuledOut: Double
    /// The estimated share of the whole space not ruled out after the wave (nearest evaluated point).
    public var spaceShareNotRuledOut: Double
    /// The largest s²/K ÷ (V_obs + V_md) over the wave's survivors and calibration observations.
    public var monteCarloRatio: Double
}

/// The waves' points and why they stopped.
public struct HistoryMatchingOutcome: Sendable {
    /// Why the waves stopped.
    public enum StopReason: String, Sendable, Codable {
        /// Every wave asked for ran.
        case waveLimit
        /// The region's share of the space stopped shrinking.
        case stoppedShrinking
        /// No point survives: the region is empty.
        case empty
    }

    /// Every evaluated point, wave by wave.
    public var points: [MatchedPoint]
    /// Per observation, the surviving points' replication values on its scale: all of them, or a uniform
    /// sample of 65 536 when there are more (``PredictiveSample``).
    public var predictive: [[Double]]
    public var waves: [WaveSummary]
    public var stopReason: StopReason
}
