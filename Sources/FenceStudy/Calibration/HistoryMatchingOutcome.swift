import FenceExperiment
import FenceStats
import Foundation

/// How history matching runs: waves, points, replications, seed.
public struct HistoryMatchingSettings: Sendable, Equatable, Codable {
    /// The most waves run.
    public var waves: Int
    /// Points evaluated per wave.
    public var pointsPerWave: Int
    /// Replications per point (common random numbers: replication r has the same seed at every point).
    public var replications: Int
    /// The design's seed (wave 1's Sobol offset, later waves' candidate shifts).
    public var seed: UInt64
    /// The quasi-random sample points on which the emulators' region's share of the space is estimated after
    /// each wave (the same sample every wave, so the share cannot rise), and the first of them at which the
    /// emulators' own uncertainty about it is computed (``NonImplausibleShare``).
    public var shareSamplePoints: Int = 100_000
    public var shareUncertaintyPoints: Int = 10_000
    /// Waves stop once the region's share of the space shrank by less than this share of itself in a wave
    /// (0: never on shrinking; by default ``defaultShrinkTolerance``).
    public var shrinkTolerance: Double = HistoryMatchingSettings.defaultShrinkTolerance
    /// The stop rule's tolerance unless `calibrate --shrink-tolerance` (an assumption: 5 %, the cut-off's own
    /// tolerance for losing the region, [@Pukelsheim1994]).
    public static let defaultShrinkTolerance = 0.05
    /// What `calibrate` accepts (`--waves`, `--points`), and so what a calibration's file may hold.
    public static let acceptedWaves = 1...100
    public static let acceptedPointsPerWave = 2...1_000_000

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
    /// The point in the unit cube (quantiles, parameter order).
    public var unit: [Double]
    /// The parameter values (a choice's option index).
    public var values: [Double]
    /// Per observation, the replications' mean and variance on the observation's scale (nil: undefined).
    public var means: [Double?]
    public var variances: [Double?]
    /// Per observation, the number of replications with a defined value.
    public var replicationCounts: [Int]
    /// Per observation, the implausibility (nil: infinite, the metric undefined).
    public var implausibilities: [Double?]
    /// The calibration observations' combined implausibility (nil: infinite).
    public var combined: Double?

    /// Whether the point is not ruled out (combined implausibility ≤ 3).
    public var survives: Bool { combined.map { $0 <= Implausibility.cutoff } ?? false }
}

/// What one wave did.
public struct WaveSummary: Sendable, Equatable, Codable {
    /// How the wave's points were chosen: wave 1's Sobol points, or a later wave's candidates from the region
    /// before it (candidates tried, how many the region kept, whether the design found every point asked).
    public struct Design: Sendable, Equatable, Codable {
        public var candidatesTried: Int
        public var candidatesKept: Int
        public var complete: Bool

        init(from design: WaveDesign) {
            candidatesTried = design.candidatesTried
            candidatesKept = design.candidatesKept
            complete = design.complete
        }
    }

    public var wave: Int
    /// Points run (simulated).
    public var points: Int
    public var design: Design
    /// The wave's points not ruled out by their own (simulated) implausibility.
    public var survivors: Int
    /// The share of the wave's points ruled out by their own implausibility.
    public var shareRuledOut: Double
    /// The largest s²/K ÷ (V_obs + V_md) over the wave's survivors and calibration observations.
    public var monteCarloRatio: Double
    /// The wave's emulators, their diagnostics, whether the wave was refused, and the region's share.
    public var emulation: WaveEmulation?
}

/// The waves' points and why they stopped.
public struct HistoryMatchingOutcome: Sendable {
    /// Why the waves stopped.
    public enum StopReason: String, Sendable, Codable {
        /// Every wave asked for ran.
        case waveLimit
        /// The emulators' region's share of the space shrank by less than the tolerance in a wave.
        case stoppedShrinking
        /// No emulator of the last wave passed its diagnostics: the wave cannot refocus.
        case refused
        /// The emulators' region keeps no point of the share sample, or the design finds none in it.
        case empty
    }

    /// Every evaluated point, wave by wave.
    public var points: [MatchedPoint]
    /// Per observation, the surviving points' replication values on its scale: all of them, or a uniform
    /// sample of 65 536 when there are more (``PredictiveSample``).
    public var predictive: [[Double]]
    public var waves: [WaveSummary]
    public var stopReason: StopReason
    /// The region the accepted waves' emulators leave (no wave when none was accepted): the posterior's
    /// emulators and its support.
    public var region: NonImplausibleRegion
}
