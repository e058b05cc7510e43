import FenceFiles

/// A preset city: concentric rings around the local origin (the centre) — an urban-canyon core,
/// urban streets, suburbs, and a class (rural by default) beyond.
public struct CityLayout: Hashable, Sendable, Codable {
    /// Radius of the urban-canyon core, in metres.
    public var canyonRadiusMeters = 1_500.0
    /// Outer radius of the urban ring, in metres.
    public var urbanRadiusMeters = 6_000.0
    /// Outer radius of the suburban ring, in metres.
    public var suburbanRadiusMeters = 15_000.0
    /// The class beyond the suburbs.
    public var outside = EnvironmentClass.rural

    /// The default layout.
    public init() {}

    /// Decodes a layout in which every field is optional (missing fields keep their defaults).
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        canyonRadiusMeters = try c.decodeIfPresent(Double.self, forKey: .canyonRadiusMeters) ?? canyonRadiusMeters
        urbanRadiusMeters = try c.decodeIfPresent(Double.self, forKey: .urbanRadiusMeters) ?? urbanRadiusMeters
        suburbanRadiusMeters = try c.decodeIfPresent(Double.self, forKey: .suburbanRadiusMeters) ?? suburbanRadiusMeters
        outside = try c.decodeIfPresent(EnvironmentClass.self, forKey: .outside) ?? outside
    }

    /// Checks that the radii are positive and increasing (`environment.city.*`).
    public func validate() throws(WorldError) {
        try WorldError.checkPositive(
            canyonRadiusMeters, field: JSONPath([.key("environment"), .key("city"), .key("canyonRadiusMeters")]))
        guard urbanRadiusMeters.isFinite, suburbanRadiusMeters.isFinite, suburbanRadiusMeters <= 1e7,
            canyonRadiusMeters <= urbanRadiusMeters, urbanRadiusMeters <= suburbanRadiusMeters
        else {
            throw .invalidValue(
                field: JSONPath([.key("environment"), .key("city")]),
                value: "radii \(canyonRadiusMeters), \(urbanRadiusMeters), \(suburbanRadiusMeters)",
                expected: "canyonRadiusMeters ≤ urbanRadiusMeters ≤ suburbanRadiusMeters ≤ 10000000")
        }
    }

    /// The rings as zones (outermost first, so inner rings win), centred on the origin.
    var zones: [EnvironmentZone] {
        [
            EnvironmentZone(.suburban, .circle(center: .zero, radiusMeters: suburbanRadiusMeters)),
            EnvironmentZone(.urban, .circle(center: .zero, radiusMeters: urbanRadiusMeters)),
            EnvironmentZone(.urbanCanyon, .circle(center: .zero, radiusMeters: canyonRadiusMeters)),
        ]
    }
}
