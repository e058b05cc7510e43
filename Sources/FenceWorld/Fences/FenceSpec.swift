import FenceFiles

/// A fence given explicitly by a scenario: a centre either in local metres (`x`, `y`) or in
/// degrees (`latitude`, `longitude`) — exactly one of the two pairs.
public struct FenceSpec: Hashable, Sendable, Codable {
    /// Unique identifier.
    public var id: String
    /// Human-readable name (defaults to the id).
    public var name: String?
    /// Centre, metres east of the origin.
    public var x: Double?
    /// Centre, metres north of the origin.
    public var y: Double?
    /// Centre latitude in degrees.
    public var latitude: Double?
    /// Centre longitude in degrees.
    public var longitude: Double?
    /// Radius in metres.
    public var radiusMeters: Double
    /// Role (default ``FenceRole/custom``).
    public var role: FenceRole?

    /// A fence centred at local (`x`, `y`).
    public init(id: String, name: String? = nil, x: Double, y: Double, radiusMeters: Double, role: FenceRole? = nil) {
        self.id = id
        self.name = name
        self.x = x
        self.y = y
        self.radiusMeters = radiusMeters
        self.role = role
    }

    /// A fence centred at a geographic position.
    public init(
        id: String, name: String? = nil, coordinate: GeoCoordinate, radiusMeters: Double, role: FenceRole? = nil
    ) {
        self.id = id
        self.name = name
        self.latitude = coordinate.latitude
        self.longitude = coordinate.longitude
        self.radiusMeters = radiusMeters
        self.role = role
    }

    /// Checks the id, the centre and the radius; `index` names the spec in errors
    /// (`fences.explicit[2].radiusMeters`).
    func validate(index: Int) throws(WorldError) {
        let field = JSONPath([.key("fences"), .key("explicit"), .index(index)])
        guard !id.isEmpty else {
            throw .invalidValue(field: field.appending("id"), value: "\"\"", expected: "a non-empty id")
        }
        switch (x, y, latitude, longitude) {
        case (let x?, let y?, nil, nil):
            try WorldError.check(x, in: -1e7...1e7, field: field.appending("x"))
            try WorldError.check(y, in: -1e7...1e7, field: field.appending("y"))
        case (nil, nil, let latitude?, let longitude?):
            try WorldError.check(latitude, in: -89.9...89.9, field: field.appending("latitude"))
            try WorldError.check(longitude, in: -180...180, field: field.appending("longitude"))
        default:
            throw .invalidValue(
                field: field, value: "id '\(id)'",
                expected: "either x and y (local metres) or latitude and longitude (degrees), not both or neither")
        }
        guard Fence.radiusRangeMeters.contains(radiusMeters) else {
            throw .invalidValue(
                field: field.appending("radiusMeters"), value: "\(radiusMeters)", expected: Fence.radiusExpectation)
        }
    }

    /// The fence, with its centre projected to local metres. `index` names it in errors.
    func fence(projection: LocalProjection, index: Int) throws(WorldError) -> Fence {
        let center: LocalPoint
        switch (x, y, latitude, longitude) {
        case (let x?, let y?, nil, nil):
            center = LocalPoint(x: x, y: y)
        case (nil, nil, let latitude?, let longitude?):
            let coordinate = GeoCoordinate(latitude: latitude, longitude: longitude)
            guard coordinate.isValid else {
                throw .invalidValue(
                    field: JSONPath([.key("fences"), .key("explicit"), .index(index)]), value: "\(coordinate)",
                    expected: "latitude in [-90, 90] and longitude in [-180, 180]")
            }
            center = projection.local(coordinate)
        default:
            throw .invalidValue(
                field: JSONPath([.key("fences"), .key("explicit"), .index(index)]), value: "id '\(id)'",
                expected: "either x and y (local metres) or latitude and longitude (degrees), not both or neither")
        }
        return Fence(id: id, name: name, center: center, radiusMeters: radiusMeters, role: role ?? .custom)
    }
}
