/// A fixed radio transmitter the phone can hear: a cell tower or a Wi-Fi access point.
public protocol RadioSite: Hashable, Sendable, Codable {
    /// Unique within its kind. Generated sites encode their grid cell and index; explicit lists
    /// choose their own.
    var id: Int { get }
    /// Where it stands, in local metres.
    var position: LocalPoint { get }
    /// The distance in metres up to which the phone hears it.
    var rangeMeters: Double { get }
    /// A site with the given identity, position and range.
    init(id: Int, position: LocalPoint, rangeMeters: Double)
}

/// A cellular base station. The serving cell is the nearest tower.
public struct CellTower: RadioSite {
    public var id: Int
    public var position: LocalPoint
    public var rangeMeters: Double

    public init(id: Int, position: LocalPoint, rangeMeters: Double) {
        self.id = id
        self.position = position
        self.rangeMeters = rangeMeters
    }
}

/// A Wi-Fi access point, seen by a scan within its range.
public struct AccessPoint: RadioSite {
    public var id: Int
    public var position: LocalPoint
    public var rangeMeters: Double

    public init(id: Int, position: LocalPoint, rangeMeters: Double) {
        self.id = id
        self.position = position
        self.rangeMeters = rangeMeters
    }
}
