/// The GPS receiver model: error process, time to first fix and signal loss. Values and sources
/// are in `docs/calibration.md` ("Device"); per-place visibility, error scale and multipath come
/// from the world's `EnvironmentProperties`.
public struct GPSParameters: Codable, Sendable, Equatable {
    /// Per-axis standard deviation of the Ornstein–Uhlenbeck bias in open sky, metres (4).
    public var biasSigmaMeters: Double
    /// Per-axis standard deviation of the white noise in open sky, metres (1.5).
    public var whiteSigmaMeters: Double
    /// Correlation time of the bias, seconds (60).
    public var biasTauSeconds: Double
    /// Log-space spread of a multipath outlier's extra error around the place's median (0.5).
    public var multipathLogSigma: Double
    /// Reported accuracy as a multiple of the per-axis total sigma (1.51: the 68 % radius of a
    /// Rayleigh distribution, √(−2 ln 0.32), Android's `getAccuracy()` convention).
    public var reportedAccuracyFactor: Double
    /// Median time to first fix of a hot start (ephemeris fresh), seconds (2).
    public var hotStartMedianSeconds: Double
    /// Median time to first fix of a warm start (almanac and rough position known), seconds (30).
    public var warmStartMedianSeconds: Double
    /// Median time to first fix of a cold start, seconds (45).
    public var coldStartMedianSeconds: Double
    /// Log-space spread of every time to first fix around its median (0.3).
    public var startLogSigma: Double
    /// A start within this many seconds of the last fix is hot (7200: 2 h).
    public var hotMaximumAgeSeconds: Double
    /// A start within this many seconds of the last fix is warm, beyond it cold (14 400: 4 h, the
    /// ephemeris validity).
    public var warmMaximumAgeSeconds: Double
    /// Consecutive seconds without signal after which a tracking receiver drops to acquisition (5).
    public var lossOfSignalSeconds: Int
    /// Age of the receiver's last fix at scenario start, seconds; nil for a receiver that has never
    /// had one (the first start is cold).
    public var initialLastFixAgeSeconds: Double?

    /// The defaults (each value and its source: `docs/calibration.md`, "Device").
    public init(
        biasSigmaMeters: Double = 4, whiteSigmaMeters: Double = 1.5, biasTauSeconds: Double = 60,
        multipathLogSigma: Double = 0.5, reportedAccuracyFactor: Double = 1.51, hotStartMedianSeconds: Double = 2,
        warmStartMedianSeconds: Double = 30, coldStartMedianSeconds: Double = 45, startLogSigma: Double = 0.3,
        hotMaximumAgeSeconds: Double = 7_200, warmMaximumAgeSeconds: Double = 14_400, lossOfSignalSeconds: Int = 5,
        initialLastFixAgeSeconds: Double? = nil
    ) {
        self.biasSigmaMeters = biasSigmaMeters
        self.whiteSigmaMeters = whiteSigmaMeters
        self.biasTauSeconds = biasTauSeconds
        self.multipathLogSigma = multipathLogSigma
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
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.update(&biasSigmaMeters, .biasSigmaMeters)
        try c.update(&whiteSigmaMeters, .whiteSigmaMeters)
        try c.update(&biasTauSeconds, .biasTauSeconds)
        try c.update(&multipathLogSigma, .multipathLogSigma)
        try c.update(&reportedAccuracyFactor, .reportedAccuracyFactor)
        try c.update(&hotStartMedianSeconds, .hotStartMedianSeconds)
        try c.update(&warmStartMedianSeconds, .warmStartMedianSeconds)
        try c.update(&coldStartMedianSeconds, .coldStartMedianSeconds)
        try c.update(&startLogSigma, .startLogSigma)
        try c.update(&hotMaximumAgeSeconds, .hotMaximumAgeSeconds)
        try c.update(&warmMaximumAgeSeconds, .warmMaximumAgeSeconds)
        try c.update(&lossOfSignalSeconds, .lossOfSignalSeconds)
        try c.update(&initialLastFixAgeSeconds, .initialLastFixAgeSeconds)
    }

    /// Per-axis total standard deviation in open sky, √(σ_bias² + σ_white²), metres.
    public var totalSigmaMeters: Double {
        (biasSigmaMeters * biasSigmaMeters + whiteSigmaMeters * whiteSigmaMeters).squareRoot()
    }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: String = "gps") throws(DeviceParameterError) {
        try DeviceParameterError.check(biasSigmaMeters, in: 0...1_000, field: path + ".biasSigmaMeters")
        try DeviceParameterError.check(whiteSigmaMeters, in: 0...1_000, field: path + ".whiteSigmaMeters")
        try DeviceParameterError.check(biasTauSeconds, in: 1...86_400, field: path + ".biasTauSeconds")
        try DeviceParameterError.check(multipathLogSigma, in: 0...3, field: path + ".multipathLogSigma")
        try DeviceParameterError.check(reportedAccuracyFactor, in: 0.1...10, field: path + ".reportedAccuracyFactor")
        try DeviceParameterError.check(hotStartMedianSeconds, in: 0.1...3_600, field: path + ".hotStartMedianSeconds")
        try DeviceParameterError.check(warmStartMedianSeconds, in: 0.1...3_600, field: path + ".warmStartMedianSeconds")
        try DeviceParameterError.check(coldStartMedianSeconds, in: 0.1...3_600, field: path + ".coldStartMedianSeconds")
        try DeviceParameterError.check(startLogSigma, in: 0...3, field: path + ".startLogSigma")
        try DeviceParameterError.check(hotMaximumAgeSeconds, in: 0...604_800, field: path + ".hotMaximumAgeSeconds")
        try DeviceParameterError.check(
            warmMaximumAgeSeconds, in: hotMaximumAgeSeconds...604_800, field: path + ".warmMaximumAgeSeconds")
        try DeviceParameterError.check(Double(lossOfSignalSeconds), in: 1...3_600, field: path + ".lossOfSignalSeconds")
        if let age = initialLastFixAgeSeconds {
            try DeviceParameterError.checkNonNegative(
                age, field: path + ".initialLastFixAgeSeconds", maximum: 366 * 86_400)
        }
    }
}

/// What network assistance adds to the GPS receiver (A-GPS, MS-based).
public struct AssistedGPSParameters: Codable, Sendable, Equatable {
    /// Median time to first fix with fresh assistance data, seconds (8; u-blox aided 6–12 [@UbloxAntaris4],
    /// handsets < 20 [@MotorolaAGPS]).
    public var assistedStartMedianSeconds: Double
    /// DCH time of one assistance download, seconds (1).
    public var downloadTransferSeconds: Double
    /// How long downloaded assistance (ephemeris) stays valid, seconds (7200: 2 h; range 2–6 h).
    public var assistanceValiditySeconds: Double
    /// Factor on the place's GPS visibility while assisted, capped at 1 (1.5: indoor 0.2 → 0.3
    /// [A]).
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
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.update(&assistedStartMedianSeconds, .assistedStartMedianSeconds)
        try c.update(&downloadTransferSeconds, .downloadTransferSeconds)
        try c.update(&assistanceValiditySeconds, .assistanceValiditySeconds)
        try c.update(&visibilityMultiplier, .visibilityMultiplier)
    }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: String = "agps") throws(DeviceParameterError) {
        try DeviceParameterError.check(
            assistedStartMedianSeconds, in: 0.1...3_600, field: path + ".assistedStartMedianSeconds")
        try DeviceParameterError.check(downloadTransferSeconds, in: 0...600, field: path + ".downloadTransferSeconds")
        try DeviceParameterError.check(
            assistanceValiditySeconds, in: 0...604_800, field: path + ".assistanceValiditySeconds")
        try DeviceParameterError.check(visibilityMultiplier, in: 1...10, field: path + ".visibilityMultiplier")
    }
}
