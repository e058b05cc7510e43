import FenceFiles

/// Assigns an ``EnvironmentClass`` to every place: a default class, overridden by zones.
///
/// Zones are painted in order, so where zones overlap the **last** one listed wins (list a city
/// centre after the city, a building after its district).
public struct EnvironmentMap: Hashable, Sendable, Codable {
    /// The class of every point outside all zones.
    public var defaultEnvironment: EnvironmentClass
    /// The zones, later ones painted over earlier ones.
    public var zones: [EnvironmentZone] {
        didSet { tests = zones.map(ZoneTest.init) }
    }
    /// What a look-up reads of each zone, in the order of ``zones``.
    private var tests: [ZoneTest]

    /// A zone as a look-up tests it, stored flat: its bounding box, and for a circle its centre and
    /// squared radius (the test ``EnvironmentZone/contains(_:)`` makes, without reading the zone's
    /// outline, an enum that may hold a vertex array).
    private struct ZoneTest: Hashable, Sendable {
        let bounds: LocalRect
        let environment: EnvironmentClass
        /// The circle's centre and squared radius; nil for a polygon.
        let circle: Circle?

        struct Circle: Hashable, Sendable {
            let center: LocalPoint
            let radiusSquared: Double
        }

        init(_ zone: EnvironmentZone) {
            bounds = zone.bounds
            environment = zone.environment
            if case .circle(let center, let radius) = zone.shape {
                circle = Circle(center: center, radiusSquared: radius * radius)
            } else {
                circle = nil
            }
        }
    }

    /// A map of class `defaultEnvironment` everywhere except inside `zones`.
    public init(defaultEnvironment: EnvironmentClass, zones: [EnvironmentZone] = []) {
        self.defaultEnvironment = defaultEnvironment
        self.zones = zones
        tests = zones.map(ZoneTest.init)
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
        for index in tests.indices.reversed() where tests[index].bounds.contains(point) {
            let test = tests[index]
            if let circle = test.circle {
                if point.squaredDistance(to: circle.center) <= circle.radiusSquared { return test.environment }
            } else if zones[index].contains(point) {
                return test.environment
            }
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
        for test in tests where test.bounds.intersects(rect) { body(test.environment) }
    }

    /// Checks every zone (paths `environment.zones[i]`).
    public func validate() throws(WorldError) {
        for (index, zone) in zones.enumerated() {
            try zone.validate(path: JSONPath([.key("environment"), .key("zones"), .index(index)]))
        }
    }
}
