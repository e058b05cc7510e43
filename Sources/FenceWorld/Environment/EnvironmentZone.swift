import FenceFiles

/// The outline of an ``EnvironmentZone``.
public enum ZoneShape: Hashable, Sendable, Codable {
    /// A disc: every point within `radiusMeters` of `center`.
    case circle(center: LocalPoint, radiusMeters: Double)
    /// A simple polygon (at least 3 vertices, implicitly closed), inside by the even–odd rule.
    case polygon(vertices: [LocalPoint])
}

/// A place that has one environment class: a city centre, a park, a building, a tunnel.
public struct EnvironmentZone: Hashable, Sendable, Codable {
    /// The outline.
    public var shape: ZoneShape
    /// The class of every point inside.
    public var environment: EnvironmentClass

    /// A zone of class `environment` with outline `shape`.
    public init(_ environment: EnvironmentClass, _ shape: ZoneShape) {
        self.shape = shape
        self.environment = environment
    }

    /// The bounding rectangle of the outline.
    public var bounds: LocalRect {
        switch shape {
        case .circle(let center, let radius): LocalRect(center: center, radiusMeters: radius)
        case .polygon(let vertices): LocalRect(bounding: vertices)
        }
    }

    /// `true` when `point` is inside the outline (on a circle's edge counts as inside).
    public func contains(_ point: LocalPoint) -> Bool {
        switch shape {
        case .circle(let center, let radius):
            return point.squaredDistance(to: center) <= radius * radius
        case .polygon(let vertices):
            // Even–odd rule: count edges crossed by a ray from `point` towards +x.
            var inside = false
            var j = vertices.count - 1
            for i in vertices.indices {
                let a = vertices[i], b = vertices[j]
                if (a.y > point.y) != (b.y > point.y) {
                    let xCross = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if point.x < xCross { inside.toggle() }
                }
                j = i
            }
            return inside
        }
    }

    /// Checks the outline; `path` names the zone in errors (e.g. `environment.zones[2]`), and the
    /// fields are named as a scenario writes them (`environment.zones[2].shape.polygon.vertices`).
    public func validate(path: JSONPath) throws(WorldError) {
        switch shape {
        case .circle(let center, let radius):
            let circle = path.appending("shape").appending("circle")
            try WorldError.check(center.x, in: -1e7...1e7, field: circle.appending("center").appending("x"))
            try WorldError.check(center.y, in: -1e7...1e7, field: circle.appending("center").appending("y"))
            try WorldError.checkPositive(radius, field: circle.appending("radiusMeters"), maximum: 1e7)
        case .polygon(let vertices):
            let polygon = path.appending("shape").appending("polygon")
            guard vertices.count >= 3 else {
                throw .invalidValue(
                    field: polygon.appending("vertices"), value: "\(vertices.count) vertices",
                    expected: "at least 3 vertices")
            }
            for (index, vertex) in vertices.enumerated() {
                try WorldError.check(
                    vertex.x, in: -1e7...1e7,
                    field: polygon.appending("vertices").appending(index: index).appending("x"))
                try WorldError.check(
                    vertex.y, in: -1e7...1e7,
                    field: polygon.appending("vertices").appending(index: index).appending("y"))
            }
        }
    }
}
