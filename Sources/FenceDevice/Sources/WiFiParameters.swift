import FenceWorld

/// Wi-Fi positioning (WPS): a scan, then a database lookup that is either cached or a transfer on
/// the data radio. Values and sources are in `docs/calibration.md` ("Device").
public struct WiFiParameters: Codable, Sendable, Equatable {
    /// Duration of one scan at the scan current, seconds (1.0; 11–14 channels × ~40 ms dwell plus
    /// overhead).
    public var scanSeconds: Double
    /// How long a scan holds the CPU awake, seconds (1.5).
    public var cpuAwakeSeconds: Double
    /// Access points a scan must see to position (1: the World calibrates AP densities so that the
    /// chance of at least one in range is the sourced WPS availability).
    public var minimumAccessPoints: Int
    /// Probability that the lookup is answered from the phone's cache (0.7).
    public var cacheHitProbability: Double
    /// DCH time of one lookup on a cache miss, seconds (0.1).
    public var lookupTransferSeconds: Double
    /// Median radial error by environment class, metres (urban 40, suburban 75, sparse 90; indoor
    /// 74). Must list every class; a decoded object may list only some (the rest keep the defaults).
    public var medianErrorMeters: [EnvironmentClass: Double]
    /// Log-space spread of the radial error (0.6).
    public var errorLogSigma: Double
    /// Probability that a fix is an outlier from moved access points (0.01).
    public var outlierProbability: Double
    /// Median size of an outlier's error, metres (1000; log-normal with ``errorLogSigma``).
    public var outlierMedianMeters: Double
    /// The accuracy a Wi-Fi fix reports, metres (65, the constant iOS reports).
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
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.update(&scanSeconds, .scanSeconds)
        try c.update(&cpuAwakeSeconds, .cpuAwakeSeconds)
        try c.update(&minimumAccessPoints, .minimumAccessPoints)
        try c.update(&cacheHitProbability, .cacheHitProbability)
        try c.update(&lookupTransferSeconds, .lookupTransferSeconds)
        try c.update(&errorLogSigma, .errorLogSigma)
        try c.update(&outlierProbability, .outlierProbability)
        try c.update(&outlierMedianMeters, .outlierMedianMeters)
        try c.update(&reportedAccuracyMeters, .reportedAccuracyMeters)
        // Medians given for some classes replace those classes' defaults only.
        let medians = try c.decodeIfPresent([EnvironmentClass: Double].self, forKey: .medianErrorMeters) ?? [:]
        medianErrorMeters.merge(medians) { $1 }
    }

    /// Class medians after [@Zandbergen2012] (dense urban 40 m, suburban 75 m, sparse 90 m) and
    /// [@Zandbergen2009]'s indoor iPhone 3G median (74 m).
    public static let standardMedianErrorMeters: [EnvironmentClass: Double] = [
        .openSky: 90, .suburban: 75, .urban: 40, .urbanCanyon: 40, .indoor: 74, .underground: 90, .rural: 90,
    ]

    /// Checks every field; `path` prefixes the field names in errors.
    public func validate(path: String = "wifi") throws(DeviceParameterError) {
        try DeviceParameterError.check(scanSeconds, in: 0.01...60, field: path + ".scanSeconds")
        try DeviceParameterError.check(cpuAwakeSeconds, in: 0...60, field: path + ".cpuAwakeSeconds")
        try DeviceParameterError.check(Double(minimumAccessPoints), in: 1...100, field: path + ".minimumAccessPoints")
        try DeviceParameterError.check(cacheHitProbability, in: 0...1, field: path + ".cacheHitProbability")
        try DeviceParameterError.check(lookupTransferSeconds, in: 0...600, field: path + ".lookupTransferSeconds")
        try DeviceParameterError.checkMedians(medianErrorMeters, field: path + ".medianErrorMeters")
        try DeviceParameterError.check(errorLogSigma, in: 0...3, field: path + ".errorLogSigma")
        try DeviceParameterError.check(outlierProbability, in: 0...1, field: path + ".outlierProbability")
        try DeviceParameterError.checkPositive(outlierMedianMeters, field: path + ".outlierMedianMeters")
        try DeviceParameterError.checkPositive(reportedAccuracyMeters, field: path + ".reportedAccuracyMeters")
    }
}

extension DeviceParameterError {
    /// Throws unless `medians` has a finite positive value for every environment class.
    static func checkMedians(_ medians: [EnvironmentClass: Double], field: String) throws(DeviceParameterError) {
        for environment in EnvironmentClass.allCases {
            guard let value = medians[environment] else {
                throw DeviceParameterError(
                    field: field + "." + environment.rawValue, value: "missing",
                    expected: "a median error in metres for every environment class")
            }
            try checkPositive(value, field: field + "." + environment.rawValue)
        }
    }
}
