import FenceFiles
import FenceStats

/// Cell positioning: triangulation where enough towers are heard, cell-ID (the serving tower's
/// position) otherwise; a CPU wake plus, on a cache miss, a lookup on the data radio. Values and
/// sources are in `docs/calibration.md` ("Device").
public struct CellParameters: Codable, Sendable, Equatable {
    /// Meaning, unit, range and source of each field: ``parameterTable``.
    public var cpuBusySeconds: Double
    public var cacheHitProbability: Double
    public var lookupTransferSeconds: Double
    public var minimumTowersForTriangulation: Int
    public var triangulationErrorFraction: Double
    public var errorLogSigma: Double
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
    public init(from decoder: any Decoder) throws { self = try Self.parameterTable.decode(decoder, over: Self()) }

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: JSONPath = JSONPath([.key("cell")])) throws(DeviceParameterError) {
        try Self.parameterTable.check(self, path: path)
    }
}
