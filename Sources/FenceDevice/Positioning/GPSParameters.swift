import FenceFiles
import FenceStats

/// The GPS receiver model: error process, time to first fix and signal loss. Values and sources
/// are in `docs/calibration.md` ("Device"); per-place visibility, error scale and multipath come
/// from the world's `EnvironmentProperties`.
public struct GPSParameters: Codable, Sendable, Equatable {
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var biasSigmaMeters: Double
    public var whiteSigmaMeters: Double
    public var biasTauSeconds: Double
    public var environmentScaling: GPSEnvironmentScaling
    public var multipathLogSigma: Double
    public var multipathHoldSeconds: Int
    public var reportedAccuracyFactor: Double
    public var hotStartMedianSeconds: Double
    public var warmStartMedianSeconds: Double
    public var coldStartMedianSeconds: Double
    public var startLogSigma: Double
    public var hotMaximumAgeSeconds: Double
    public var warmMaximumAgeSeconds: Double
    public var lossOfSignalSeconds: Int
    public var initialLastFixAgeSeconds: Double?

    /// The defaults (each value and its source: `docs/calibration.md`, "Device").
    public init(
        biasSigmaMeters: Double = 4.44, whiteSigmaMeters: Double = 1.5, biasTauSeconds: Double = 60,
        environmentScaling: GPSEnvironmentScaling = .biasAndWhite, multipathLogSigma: Double = 0.5,
        multipathHoldSeconds: Int = 1, reportedAccuracyFactor: Double = 1.51, hotStartMedianSeconds: Double = 2,
        warmStartMedianSeconds: Double = 30, coldStartMedianSeconds: Double = 45, startLogSigma: Double = 0.3,
        hotMaximumAgeSeconds: Double = 7_200, warmMaximumAgeSeconds: Double = 14_400, lossOfSignalSeconds: Int = 5,
        initialLastFixAgeSeconds: Double? = nil
    ) {
        self.biasSigmaMeters = biasSigmaMeters
        self.whiteSigmaMeters = whiteSigmaMeters
        self.biasTauSeconds = biasTauSeconds
        self.environmentScaling = environmentScaling
        self.multipathLogSigma = multipathLogSigma
        self.multipathHoldSeconds = multipathHoldSeconds
        self.reportedAccuracyFactor = reportedAccuracyFactor
        self.hotStartMedianSeconds = hotStartMedianSeconds
        self.warmStartMedianSeconds = warmStartMedianSeconds
        self.coldStartMedianSeconds = coldStartMedianSeconds
        self.startLogSigma = startLogSigma
        self.hotMaximumAgeSeconds = hotMaximumAgeSeconds
        self.warmMaximumAgeSeconds = warmMaximumAgeSeconds
        self.lossOfSignalSeconds = lossOfSignalSeconds
        self.initialLastFixAgeSeconds = initialLastFixAgeSeconds
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

    /// Per-axis total standard deviation in open sky, √(σ_bias² + σ_white²), metres.
    public var totalSigmaMeters: Double {
        (biasSigmaMeters * biasSigmaMeters + whiteSigmaMeters * whiteSigmaMeters).squareRoot()
    }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: JSONPath = JSONPath([.key("gps")])) throws(DeviceParameterError) {
        try Self.parameterTable.check(self, path: path)
        try DeviceParameterError.check(
            warmMaximumAgeSeconds, in: hotMaximumAgeSeconds...604_800, field: path.appending("warmMaximumAgeSeconds"))
    }
}

/// What network assistance adds to the GPS receiver (A-GPS, MS-based).
public struct AssistedGPSParameters: Codable, Sendable, Equatable {
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var assistedStartMedianSeconds: Double
    public var downloadTransferSeconds: Double
    public var assistanceValiditySeconds: Double
    public var visibilityMultiplier: Double

    /// The defaults (each value and its source: `docs/calibration.md`, "Device").
    public init(
        assistedStartMedianSeconds: Double = 8, downloadTransferSeconds: Double = 1,
        assistanceValiditySeconds: Double = 7_200, visibilityMultiplier: Double = 1.5
    ) {
        self.assistedStartMedianSeconds = assistedStartMedianSeconds
        self.downloadTransferSeconds = downloadTransferSeconds
        self.assistanceValiditySeconds = assistanceValiditySeconds
        self.visibilityMultiplier = visibilityMultiplier
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: JSONPath = JSONPath([.key("agps")])) throws(DeviceParameterError) {
        try Self.parameterTable.check(self, path: path)
    }

    /// The probability that a fix attempt succeeds where the GPS visibility is `visibility`, in a session
    /// started with assistance (`assisted`: raised by ``visibilityMultiplier``, at most 1) or without.
    @inline(__always)
    func sessionVisibility(_ visibility: Double, assisted: Bool) -> Double {
        assisted ? min(1, visibility * visibilityMultiplier) : visibility
    }
}
