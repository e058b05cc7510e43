import FenceFiles
import FenceStats
import FenceWorld

/// Wi-Fi positioning (WPS): a scan, then a database lookup that is either cached or a transfer on
/// the data radio. Values and sources are in `docs/calibration.md` ("Device").
public struct WiFiParameters: Codable, Sendable, Equatable {
    /// Meaning, unit, ranges and source of each field: ``parameterTable``.
    public var scanSeconds: Double
    public var cpuAwakeSeconds: Double
    public var minimumAccessPoints: Int
    public var cacheHitProbability: Double
    public var lookupTransferSeconds: Double
    /// Median radial error by environment class, metres (urban 40, suburban 75, sparse 90; indoor
    /// 74). Must list every class; a decoded object may list only some (the rest keep the defaults).
    public var medianErrorMeters: [EnvironmentClass: Double]
    public var errorLogSigma: Double
    public var outlierProbability: Double
    public var outlierMedianMeters: Double
    public var reportedAccuracyMeters: Double

    /// The defaults (each value and its source: `docs/calibration.md`, "Device").
    public init(
        scanSeconds: Double = 1.0, cpuAwakeSeconds: Double = 1.5, minimumAccessPoints: Int = 1,
        cacheHitProbability: Double = 0.7, lookupTransferSeconds: Double = 0.1,
        medianErrorMeters: [EnvironmentClass: Double] = WiFiParameters.standardMedianErrorMeters,
        errorLogSigma: Double = 0.6, outlierProbability: Double = 0.01, outlierMedianMeters: Double = 1_000,
        reportedAccuracyMeters: Double = 65
    ) {
        self.scanSeconds = scanSeconds
        self.cpuAwakeSeconds = cpuAwakeSeconds
        self.minimumAccessPoints = minimumAccessPoints
        self.cacheHitProbability = cacheHitProbability
        self.lookupTransferSeconds = lookupTransferSeconds
        self.medianErrorMeters = medianErrorMeters
        self.errorLogSigma = errorLogSigma
        self.outlierProbability = outlierProbability
        self.outlierMedianMeters = outlierMedianMeters
        self.reportedAccuracyMeters = reportedAccuracyMeters
    }

    /// Decodes an object in which every field is optional: missing fields keep their defaults.
    public init(from decoder: any Decoder) throws {
        self = try Self.parameterTable.decode(decoder, over: Self())
        // Medians given for some classes replace those classes' defaults only.
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let medians = try c.decodeIfPresent([EnvironmentClass: Double].self, forKey: .medianErrorMeters) ?? [:]
        medianErrorMeters.merge(medians) { $1 }
    }

    /// Class medians after [@Zandbergen2012] (dense urban 40 m, suburban 75 m, sparse 90 m) and
    /// [@Zandbergen2009]'s indoor iPhone 3G median (74 m).
    public static let standardMedianErrorMeters: [EnvironmentClass: Double] = [
        .openSky: 90, .suburban: 75, .urban: 40, .urbanCanyon: 40, .indoor: 74, .underground: 90, .rural: 90,
    ]

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: JSONPath = JSONPath([.key("wifi")])) throws(DeviceParameterError) {
        try Self.parameterTable.check(self, path: path)
        try DeviceParameterError.checkMedians(medianErrorMeters, field: path.appending("medianErrorMeters"))
    }
}

extension DeviceParameterError {
    /// Throws unless `medians` has a finite positive value for every environment class.
    static func checkMedians(_ medians: [EnvironmentClass: Double], field: JSONPath) throws(DeviceParameterError) {
        for environment in EnvironmentClass.allCases {
            guard let value = medians[environment] else {
                throw DeviceParameterError(
                    field: field.appending(environment.rawValue), value: "missing",
                    expected: "a median error in metres for every environment class")
            }
            try checkPositive(value, field: field.appending(environment.rawValue))
        }
    }
}
