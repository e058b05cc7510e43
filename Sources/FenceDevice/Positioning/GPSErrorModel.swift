import FenceStats
import FenceWorld

/// The GPS error and signal availability at whole second k: a pure function of (replication,
/// k) and the place's ``EnvironmentProperties``, whatever was asked before.
///
/// 2-D error = σ_bias·s·B(k) + σ_white·s_w·W(k) + M(k), where s is the place's `gpsErrorScale`, s_w
/// the same (``GPSEnvironmentScaling/biasAndWhite``) or 1 (``GPSEnvironmentScaling/biasOnly``), B the
/// unit OU bias (τ = 60 s) and W the independent unit white noise of ``GPSNoiseProcess``, and M a
/// multipath outlier: with the place's probability, an extra error of log-normal size around the
/// place's median in a uniform direction, drawn once per window of `multipathHoldSeconds` (keyed by
/// the window: k ÷ the hold) and kept through it. M and availability (keyed by the second) come from
/// ``KeyedNoise`` (lanes below).
struct GPSErrorModel: Sendable {
    /// Error-process parameters.
    let parameters: GPSParameters
    private var gaussian: GPSNoiseProcess
    private let noise: KeyedNoise
    /// `reportedAccuracyFactor` × `totalSigmaMeters` (the factor of every fix's reported accuracy, the
    /// same product as computed per fix).
    private let reportedAccuracyPerErrorScale: Double
    /// Whether the place's scale multiplies the white noise too (``GPSEnvironmentScaling/biasAndWhite``).
    private let scalesWhite: Bool
    /// Seconds per multipath window (`multipathHoldSeconds`).
    private let multipathHoldSeconds: Int64

    /// Lanes of ``noise``.
    private enum Lane {
        static let multipathDraw: UInt64 = 0
        /// Lanes 1–2: the outlier's size and direction.
        static let multipath: UInt64 = 1
        static let visibility: UInt64 = 3
    }

    /// The model of the source seeded by `seed` (`source.gps`): bias and white noise from
    /// `child("gaussian")`, outliers and visibility from `child("noise")`.
    init(parameters: GPSParameters, seed: StreamSeed) {
        self.parameters = parameters
        gaussian = GPSNoiseProcess(seed: seed.child("gaussian"), tauSeconds: parameters.biasTauSeconds)
        noise = KeyedNoise(seed.child("noise"))
        reportedAccuracyPerErrorScale = parameters.reportedAccuracyFactor * parameters.totalSigmaMeters
        scalesWhite = parameters.environmentScaling == .biasAndWhite
        multipathHoldSeconds = Int64(parameters.multipathHoldSeconds)
    }

    /// Whether the fix attempt of second `second` succeeds where the visibility is `visibility`, noted in
    /// `read`. The keyed uniform lies strictly between 0 and 1, so a visibility of 0 (deep indoors) never
    /// lets a fix through and one of 1 always does: the draw is skipped then (the receiver asks every second
    /// of a session), and `read` notes that only another visibility of at most 0 (at least 1) answers alike.
    @inline(__always)  // every second of a session; called, it copied the model to the stack each time
    func isVisible(atSecond second: Int64, visibility: Double, noting read: inout ThresholdRead) -> Bool {
        if visibility <= 0 { return read.isBelow(0, visibility) }
        if visibility >= 1 { return read.isBelow(Self.largestDraw, visibility) }
        return read.isBelow(noise.uniform(second, lane: Lane.visibility), visibility)
    }

    /// The largest keyed uniform there is (below 1): a value above it is at least 1.
    private static let largestDraw = (1.0).nextDown

    /// The error (east, north) of second `second` at a place with `properties`, in metres, and whether it holds
    /// a multipath outlier (only then are the place's `gpsMultipathMedianMeters` and `multipathLogSigma` read):
    /// whether `multipathDraw` lies below the place's `gpsMultipathProbability` (0, not drawn, when that is 0).
    mutating func draw(atSecond second: Int64, properties: EnvironmentProperties) -> (
        error: LocalPoint, multipath: Bool, multipathDraw: Double
    ) {
        let scale = properties.gpsErrorScale
        let unit = gaussian.value(atSecond: second)
        let biasSigma = parameters.biasSigmaMeters * scale
        let whiteSigma = scalesWhite ? parameters.whiteSigmaMeters * scale : parameters.whiteSigmaMeters
        let east = biasSigma * unit.bias.east + whiteSigma * unit.white.east
        let north = biasSigma * unit.bias.north + whiteSigma * unit.white.north
        guard properties.gpsMultipathProbability > 0 else { return (LocalPoint(x: east, y: north), false, 0) }
        let window = second / multipathHoldSeconds  // seconds are never negative (GPSNoiseProcess checks)
        let draw = noise.uniform(window, lane: Lane.multipathDraw)
        guard draw < properties.gpsMultipathProbability else { return (LocalPoint(x: east, y: north), false, draw) }
        let multipath = noise.radialOffset(
            second: window, medianMeters: properties.gpsMultipathMedianMeters,
            logSigma: parameters.multipathLogSigma, lane: Lane.multipath)
        return (LocalPoint(x: east + multipath.x, y: north + multipath.y), true, draw)
    }

    /// The accuracy the receiver reports at a place with `properties`, in metres: a 68 % radius of
    /// the modelled (outlier-free) error, independent of the actual error.
    func reportedAccuracyMeters(properties: EnvironmentProperties) -> Double {
        guard !scalesWhite else { return reportedAccuracyPerErrorScale * properties.gpsErrorScale }
        let biasSigma = parameters.biasSigmaMeters * properties.gpsErrorScale
        let whiteSigma = parameters.whiteSigmaMeters
        return parameters.reportedAccuracyFactor * (biasSigma * biasSigma + whiteSigma * whiteSigma).squareRoot()
    }
}
