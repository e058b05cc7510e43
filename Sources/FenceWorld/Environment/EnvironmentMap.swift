/// Assigns an ``EnvironmentClass`` to every place: a default class, overridden by zones.
///
/// Zones are painted in order, so where zones overlap the **last** one listed wins (list a city
/// centre after the city, a building after its district).
public struct EnvironmentMap: Hashable, Sendable, Codable {
    /// The class of every point outside all zones.
    public var defaultEnvironment: EnvironmentClass
    /// The zones, later ones painted over earlier ones.
    public var zones: [EnvironmentZone] {
        didSet { zoneBounds = zones.map(\.bounds) }
    }
    private var zoneBounds: [LocalRect]

    /// A map of class `defaultEnvironment` everywhere except inside `zones`.
    public init(defaultEnvironment: EnvironmentClass, zones: [EnvironmentZone] = []) {
        self.defaultEnvironment = defaultEnvironment
        self.zones = zones
        zoneBounds = zones.map(\.bounds)
    }

    private enum CodingKeys: String, CodingKey { case defaultEnvironment, zones }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            defaultEnvironment: try container.decode(EnvironmentClass.self, forKey: .defaultEnvironment),
            zones: try container.decodeIfPresent([EnvironmentZone].self, forKey: .zones) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(defaultEnvironment, forKey: .defaultEnvironment)
        try container.encode(zones, forKey: .zones)
    }

    /// The class at `point`: the last zone containing it, else the default.
    public func environment(at point: LocalPoint) -> EnvironmentClass {
        for index in zones.indices.reversed() where zoneBounds[index].contains(point) && zones[index].contains(point) {
            return zones[index].environment
        }
        return defaultEnvironment
    }

    /// Every class that may occur inside `rect` (the default plus each zone whose bounding box
    /// meets it): a superset, used to bound densities when thinning point processes.
    public func environments(possiblyIn rect: LocalRect) -> Set<EnvironmentClass> {
        var result: Set<EnvironmentClass> = []
        forEachEnvironment(possiblyIn: rect) { result.insert($0) }
        return result
    }

    /// Calls `body` with the default class, then the class of each zone whose bounding box meets
    /// `rect` (classes may repeat). Allocation-free form of ``environments(possiblyIn:)``.
    func forEachEnvironment(possiblyIn rect: LocalRect, _ body: (EnvironmentClass) -> Void) {
        body(defaultEnvironment)
        for index in zones.indices where zoneBounds[index].intersects(rect) { body(zones[index].environment) }
    }

    /// Checks every zone (paths `environment.zones[i]`).
    public func validate() throws(WorldError) {
        for (index, zone) in zones.enumerated() { try zone.validate(path: "environment.zones[\(index)]") }
    }
}
