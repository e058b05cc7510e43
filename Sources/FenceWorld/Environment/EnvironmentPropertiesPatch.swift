/// A partial ``EnvironmentProperties``: the fields a scenario wants to change for one class.
public struct EnvironmentPropertiesPatch: Hashable, Sendable, Codable {
    /// Replaces ``EnvironmentProperties/gpsVisibility`` when set.
    public var gpsVisibility: Double?
    /// Replaces ``EnvironmentProperties/gpsErrorScale`` when set.
    public var gpsErrorScale: Double?
    /// Replaces ``EnvironmentProperties/gpsMultipathProbability`` when set.
    public var gpsMultipathProbability: Double?
    /// Replaces ``EnvironmentProperties/gpsMultipathMedianMeters`` when set.
    public var gpsMultipathMedianMeters: Double?
    /// Replaces ``EnvironmentProperties/cellTowerDensityPerSquareKm`` when set.
    public var cellTowerDensityPerSquareKm: Double?
    /// Replaces ``EnvironmentProperties/cellTowerRangeMeters`` when set.
    public var cellTowerRangeMeters: Double?
    /// Replaces ``EnvironmentProperties/wifiAccessPointDensityPerSquareKm`` when set.
    public var wifiAccessPointDensityPerSquareKm: Double?
    /// Replaces ``EnvironmentProperties/wifiRangeMeters`` when set.
    public var wifiRangeMeters: Double?
    /// Replaces ``EnvironmentProperties/dataCoverage`` when set.
    public var dataCoverage: Double?

    /// An empty patch (changes nothing).
    public init() {}

    /// `row` with the set fields replaced.
    public func applied(to row: EnvironmentProperties) -> EnvironmentProperties {
        var result = row
        if let value = gpsVisibility { result.gpsVisibility = value }
        if let value = gpsErrorScale { result.gpsErrorScale = value }
        if let value = gpsMultipathProbability { result.gpsMultipathProbability = value }
        if let value = gpsMultipathMedianMeters { result.gpsMultipathMedianMeters = value }
        if let value = cellTowerDensityPerSquareKm { result.cellTowerDensityPerSquareKm = value }
        if let value = cellTowerRangeMeters { result.cellTowerRangeMeters = value }
        if let value = wifiAccessPointDensityPerSquareKm { result.wifiAccessPointDensityPerSquareKm = value }
        if let value = wifiRangeMeters { result.wifiRangeMeters = value }
        if let value = dataCoverage { result.dataCoverage = value }
        return result
    }
}
