import FenceFiles

/// What an ``EnvironmentClass`` means for positioning and radio: one row of an
/// ``EnvironmentTable``. Sources and derivations of the standard values are in
/// `docs/calibration.md` ("World").
public struct EnvironmentProperties: Hashable, Sendable, Codable {
    /// Probability that one 1-second GPS fix attempt succeeds (0 … 1).
    public var gpsVisibility: Double
    /// Multiplier on the open-sky GPS error standard deviations (bias and white noise); 1 in open sky.
    public var gpsErrorScale: Double
    /// Probability that a GPS fix is a multipath outlier (0 … 1).
    public var gpsMultipathProbability: Double
    /// Median extra error of a multipath outlier, in metres (log-normal in the Device layer).
    public var gpsMultipathMedianMeters: Double
    /// Mean number of cell towers per square kilometre (intensity of the Poisson point process).
    public var cellTowerDensityPerSquareKm: Double
    /// Distance in metres up to which a tower sited in this class is heard (used for
    /// triangulation counts; the serving cell is always the nearest tower).
    public var cellTowerRangeMeters: Double
    /// Mean number of Wi-Fi access points per square kilometre (Poisson intensity).
    public var wifiAccessPointDensityPerSquareKm: Double
    /// Distance in metres up to which an access point sited in this class is seen by a scan.
    public var wifiRangeMeters: Double
    /// Probability that a network request (database lookup, A-GPS assistance) can be served (0 … 1).
    public var dataCoverage: Double

    /// A row with every field given explicitly (no defaults: see ``EnvironmentTable/standard``).
    public init(
        gpsVisibility: Double, gpsErrorScale: Double, gpsMultipathProbability: Double,
        gpsMultipathMedianMeters: Double, cellTowerDensityPerSquareKm: Double, cellTowerRangeMeters: Double,
        wifiAccessPointDensityPerSquareKm: Double, wifiRangeMeters: Double, dataCoverage: Double
    ) {
        self.gpsVisibility = gpsVisibility
        self.gpsErrorScale = gpsErrorScale
        self.gpsMultipathProbability = gpsMultipathProbability
        self.gpsMultipathMedianMeters = gpsMultipathMedianMeters
        self.cellTowerDensityPerSquareKm = cellTowerDensityPerSquareKm
        self.cellTowerRangeMeters = cellTowerRangeMeters
        self.wifiAccessPointDensityPerSquareKm = wifiAccessPointDensityPerSquareKm
        self.wifiRangeMeters = wifiRangeMeters
        self.dataCoverage = dataCoverage
    }

    /// Largest tower density accepted, per km² (a 100 m grid: beyond any real network).
    public static let maximumTowerDensityPerSquareKm = 100.0
    /// Largest access-point density accepted, per km² (one per 50 m², far beyond any survey).
    public static let maximumAccessPointDensityPerSquareKm = 20_000.0

    /// Checks every field; `path` prefixes the field names in errors (e.g. `environment.overrides.urban`).
    public func validate(path: JSONPath) throws(WorldError) {
        try WorldError.check(gpsVisibility, in: 0...1, field: path.appending("gpsVisibility"))
        try WorldError.checkPositive(gpsErrorScale, field: path.appending("gpsErrorScale"), maximum: 100)
        try WorldError.check(gpsMultipathProbability, in: 0...1, field: path.appending("gpsMultipathProbability"))
        try WorldError.checkPositive(
            gpsMultipathMedianMeters, field: path.appending("gpsMultipathMedianMeters"), maximum: 100_000)
        try WorldError.check(
            cellTowerDensityPerSquareKm, in: 0...Self.maximumTowerDensityPerSquareKm,
            field: path.appending("cellTowerDensityPerSquareKm"))
        try WorldError.check(cellTowerRangeMeters, in: 1...100_000, field: path.appending("cellTowerRangeMeters"))
        try WorldError.check(
            wifiAccessPointDensityPerSquareKm, in: 0...Self.maximumAccessPointDensityPerSquareKm,
            field: path.appending("wifiAccessPointDensityPerSquareKm"))
        try WorldError.check(wifiRangeMeters, in: 1...1_000, field: path.appending("wifiRangeMeters"))
        try WorldError.check(dataCoverage, in: 0...1, field: path.appending("dataCoverage"))
    }
}
