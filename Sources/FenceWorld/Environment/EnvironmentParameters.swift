import FenceFiles

/// How a scenario describes its place: a preset layout, zones painted over it, and replacements of
/// environment-table fields.
public struct EnvironmentParameters: Hashable, Sendable, Codable {
    /// The base layout of the map.
    public enum Preset: String, Hashable, Sendable, Codable {
        /// Concentric city rings (``CityLayout``) around the origin.
        case city
        /// ``defaultEnvironment`` everywhere.
        case uniform
    }

    /// The base layout (default ``Preset/city``).
    public var preset = Preset.city
    /// The rings of the ``Preset/city`` layout.
    public var city = CityLayout()
    /// The class everywhere for the ``Preset/uniform`` layout.
    public var defaultEnvironment = EnvironmentClass.urban
    /// Zones painted over the base layout, in local metres (later ones win).
    public var zones: [EnvironmentZone] = []
    /// Field replacements per class, applied to ``EnvironmentTable/standard``.
    public var overrides: [EnvironmentClass: EnvironmentPropertiesPatch] = [:]

    /// The defaults: the preset city with the standard table.
    public init() {}

    /// Decodes an object in which every field is optional (missing fields keep their defaults).
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        preset = try c.decodeIfPresent(Preset.self, forKey: .preset) ?? preset
        city = try c.decodeIfPresent(CityLayout.self, forKey: .city) ?? city
        defaultEnvironment =
            try c.decodeIfPresent(EnvironmentClass.self, forKey: .defaultEnvironment) ?? defaultEnvironment
        zones = try c.decodeIfPresent([EnvironmentZone].self, forKey: .zones) ?? zones
        overrides =
            try c.decodeIfPresent([EnvironmentClass: EnvironmentPropertiesPatch].self, forKey: .overrides) ?? overrides
    }

    /// The standard table with ``overrides`` applied, validated.
    public func table() throws(WorldError) -> EnvironmentTable {
        var table = EnvironmentTable.standard
        for (environment, patch) in overrides { table[environment] = patch.applied(to: table[environment]) }
        try table.validate()
        return table
    }

    /// The map: the base layout, then `buildings` (generated indoor zones), then ``zones``.
    public func map(buildings: [EnvironmentZone] = []) throws(WorldError) -> EnvironmentMap {
        let base: EnvironmentMap
        switch preset {
        case .city:
            try city.validate()
            base = EnvironmentMap(defaultEnvironment: city.outside, zones: city.zones)
        case .uniform:
            base = EnvironmentMap(defaultEnvironment: defaultEnvironment)
        }
        // The scenario's zones are checked with their own indices (the map's list puts the layout's
        // rings and the buildings first); the rings are checked by the layout, the buildings come from
        // checked commute parameters.
        guard zones.count <= 10_000 else {
            throw .invalidValue(
                field: JSONPath([.key("environment"), .key("zones")]), value: "\(zones.count) zones",
                expected: "at most 10000")
        }
        for (index, zone) in zones.enumerated() {
            try zone.validate(path: JSONPath([.key("environment"), .key("zones"), .index(index)]))
        }
        return EnvironmentMap(defaultEnvironment: base.defaultEnvironment, zones: base.zones + buildings + zones)
    }
}
