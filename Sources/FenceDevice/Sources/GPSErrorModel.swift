import FenceStats
import FenceWorld
import Foundation

/// The GPS error and signal availability at whole second k: a pure function of (replication,
/// k) and the place's ``EnvironmentProperties``, whatever was asked before.
///
/// 2-D error = σ_bias·s·B(k) + σ_white·s·W(k) + M(k), where s is the place's `gpsErrorScale`,
/// B the unit ``GPSBiasProcess`` (OU, τ = 60 s), W independent unit normals per second and axis,
/// and M a multipath outlier: with the place's probability, an extra error of log-normal size
/// around the place's median in a uniform direction. W, M and availability come from
/// ``KeyedNoise`` keyed by the second (lanes below).
struct GPSErrorModel: Sendable {
    /// Error-process parameters.
    let parameters: GPSParameters
    private var bias: GPSBiasProcess
    private let noise: KeyedNoise

    /// Lanes of ``noise``.
    private enum Lane {
        static let whiteEast: UInt64 = 0
        static let whiteNorth: UInt64 = 1
        static let multipathDraw: UInt64 = 2
        static let multipathSize: UInt64 = 3
        static let multipathDirection: UInt64 = 4
        static let visibility: UInt64 = 5
    }

    /// The model of the source seeded by `seed` (`source.gps`): the bias from `child("bias")`, the
    /// per-second noise from `child("noise")`.
    init(parameters: GPSParameters, seed: StreamSeed) {
        self.parameters = parameters
        bias = GPSBiasProcess(seed: seed.child("bias"), tauSeconds: parameters.biasTauSeconds)
        noise = KeyedNoise(seed.child("noise"))
    }

    /// Whether the fix attempt of second `second` succeeds where the visibility is `visibility`.
    func isVisible(atSecond second: Int64, visibility: Double) -> Bool {
        noise.uniform(second, lane: Lane.visibility) < visibility
    }

    /// The error (east, north) of second `second` at a place with `properties`, in metres.
    mutating func error(atSecond second: Int64, properties: EnvironmentProperties) -> LocalPoint {
        let scale = properties.gpsErrorScale
        let b = bias.value(atSecond: second)
        let biasSigma = parameters.biasSigmaMeters * scale
        let whiteSigma = parameters.whiteSigmaMeters * scale
        var east = biasSigma * b.east + whiteSigma * noise.normal(second, lane: Lane.whiteEast)
        var north = biasSigma * b.north + whiteSigma * noise.normal(second, lane: Lane.whiteNorth)
        if properties.gpsMultipathProbability > 0,
            noise.uniform(second, lane: Lane.multipathDraw) < properties.gpsMultipathProbability
        {
            let size =
                properties.gpsMultipathMedianMeters
                * exp(parameters.multipathLogSigma * noise.normal(second, lane: Lane.multipathSize))
            let direction = 2 * Double.pi * noise.uniform(second, lane: Lane.multipathDirection)
            east += size * cos(direction)
            north += size * sin(direction)
        }
        return LocalPoint(x: east, y: north)
    }

    /// The accuracy the receiver reports at a place with `properties`, in metres: a 68 % radius of
    /// the modelled (outlier-free) error, independent of the actual error.
    func reportedAccuracyMeters(properties: EnvironmentProperties) -> Double {
        parameters.reportedAccuracyFactor * parameters.totalSigmaMeters * properties.gpsErrorScale
    }
}
