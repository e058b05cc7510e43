/// Cell positioning: triangulation where enough towers are heard, cell-ID (the serving tower's
/// position) otherwise; a CPU wake plus, on a cache miss, a lookup on the data radio. Values and
/// sources are in `docs/calibration.md` ("Device").
public struct CellParameters: Codable, Sendable, Equatable {
    /// CPU work of one cell fix, seconds (0.5 at the busy current).
    public var cpuBusySeconds: Double
    /// Probability that the tower lookup is answered from the phone's cache (0.8).
    public var cacheHitProbability: Double
    /// DCH time of one lookup on a cache miss, seconds (0.1).
    public var lookupTransferSeconds: Double
    /// Towers that must be heard to triangulate (3).
    public var minimumTowersForTriangulation: Int
    /// Median triangulation error as a fraction of the mean distance to the three nearest towers
    /// heard (0.69, **calibrated** to the suburban median of 600 m).
    public var triangulationErrorFraction: Double
    /// Log-space spread of the triangulation error (0.56).
    public var errorLogSigma: Double
    /// The accuracy a cell fix reports, metres (1414, the constant iOS reports).
    public var reportedAccuracyMeters: Double

    /// The defaults (each value and its source: `docs/calibration.md`, "Device").
    public init(
        cpuBusySeconds: Double = 0.5, cacheHitProbability: Double = 0.8, lookupTransferSeconds: Double = 0.1,
        minimumTowersForTriangulation: Int = 3, triangulationErrorFraction: Double = 0.69,
        errorLogSigma: Double = 0.56, reportedAccuracyMeters: Double = 1_414
    ) {
        self.cpuBusySeconds = cpuBusySeconds
        self.cacheHitProbability = cacheHitProbability
        self.lookupTransferSeconds = lookupTransferSeconds
        self.minimumTowersForTriangulation = minimumTowersForTriangulation
        self.triangulationErrorFraction = triangulationErrorFraction
        self.errorLogSigma = errorLogSigma
        self.reportedAccuracyMeters = reportedAccuracyMeters
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.update(&cpuBusySeconds, .cpuBusySeconds)
        try c.update(&cacheHitProbability, .cacheHitProbability)
        try c.update(&lookupTransferSeconds, .lookupTransferSeconds)
        try c.update(&minimumTowersForTriangulation, .minimumTowersForTriangulation)
        try c.update(&triangulationErrorFraction, .triangulationErrorFraction)
        try c.update(&errorLogSigma, .errorLogSigma)
        try c.update(&reportedAccuracyMeters, .reportedAccuracyMeters)
    }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: String = "cell") throws(DeviceParameterError) {
        try DeviceParameterError.check(cpuBusySeconds, in: 0...60, field: path + ".cpuBusySeconds")
        try DeviceParameterError.check(cacheHitProbability, in: 0...1, field: path + ".cacheHitProbability")
        try DeviceParameterError.check(lookupTransferSeconds, in: 0...600, field: path + ".lookupTransferSeconds")
        try DeviceParameterError.check(
            Double(minimumTowersForTriangulation), in: 2...20, field: path + ".minimumTowersForTriangulation")
        try DeviceParameterError.check(
            triangulationErrorFraction, in: 0.01...10, field: path + ".triangulationErrorFraction")
        try DeviceParameterError.check(errorLogSigma, in: 0...3, field: path + ".errorLogSigma")
        try DeviceParameterError.checkPositive(reportedAccuracyMeters, field: path + ".reportedAccuracyMeters")
    }
}
