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

/// The kind of a ``TypedRadioSite``: tells cell towers and access points apart as types, so one cannot
/// be passed where the other is meant.
public protocol RadioSiteKind: Sendable {}

/// The kind of ``CellTower``.
public enum CellTowerKind: RadioSiteKind {}

/// The kind of ``AccessPoint``.
public enum AccessPointKind: RadioSiteKind {}

/// A radio site of one kind: identity, position and range.
public struct TypedRadioSite<Kind: RadioSiteKind>: RadioSite {
    public var id: Int
    public var position: LocalPoint
    public var rangeMeters: Double

    public init(id: Int, position: LocalPoint, rangeMeters: Double) {
        self.id = id
        self.position = position
        self.rangeMeters = rangeMeters
    }
}

/// A cellular base station. The serving cell is the nearest tower.
public typealias CellTower = TypedRadioSite<CellTowerKind>

/// A Wi-Fi access point, seen by a scan within its range.
public typealias AccessPoint = TypedRadioSite<AccessPointKind>
