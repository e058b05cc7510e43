/// Why a fence is there: what a detection of it means in the metrics.
public enum FenceRole: String, CaseIterable, Hashable, Sendable, Codable {
    /// The commuter's home.
    case home
    /// The commuter's workplace.
    case work
    /// A transit stop or station on the route.
    case stop
    /// A shop or other place visited on an errand.
    case errand
    /// A place off the route, never visited: any entry detected there is a false alarm.
    case distractor
    /// A fence given explicitly by a scenario with no particular role.
    case custom
}

/// A circular geofence.
public struct Fence: Hashable, Sendable, Codable {
    /// Unique identifier within the world (what the app registers).
    public var id: String
    /// A human-readable name.
    public var name: String
    /// The centre, in local metres.
    public var center: LocalPoint
    /// The radius in metres.
    public var radiusMeters: Double
    /// What the fence stands for.
    public var role: FenceRole

    /// A circular fence; `name` defaults to `id`.
    public init(id: String, name: String? = nil, center: LocalPoint, radiusMeters: Double, role: FenceRole = .custom) {
        self.id = id
        self.name = name ?? id
        self.center = center
        self.radiusMeters = radiusMeters
        self.role = role
    }

    /// `true` when `point` is strictly inside the circle (the boundary is outside).
    @inlinable
    public func contains(_ point: LocalPoint) -> Bool {
        point.squaredDistance(to: center) < radiusMeters * radiusMeters
    }

    /// How far east or north of the origin a fence's centre may lie, metres: 10 000 km, a quarter of the way round
    /// the Earth, far beyond any city the local projection is meant for.
    public static let maximumOffsetMeters = 1e7

    /// The radius a fence may have, metres, explicit or generated alike: from 1 m, below which a fence is a point
    /// no position estimate can be said to be inside, to 100 km, beyond which it is a region rather than a place.
    public static let radiusRangeMeters: ClosedRange<Double> = 1...100_000

    /// What a radius outside ``radiusRangeMeters`` is told: the range and an example.
    public static var radiusExpectation: String {
        "a radius in [\(Int(radiusRangeMeters.lowerBound)), \(Int(radiusRangeMeters.upperBound))] metres, e.g. 100"
    }

    /// Checks a fence list: non-empty unique ids, finite centres, radii in ``radiusRangeMeters``.
    public static func validate(_ fences: [Fence]) throws(WorldError) {
        var ids = Set<String>()
        for fence in fences {
            guard !fence.id.isEmpty else {
                throw .invalidFence(id: fence.id, problem: "the id is empty; give every fence an id")
            }
            guard ids.insert(fence.id).inserted else {
                throw .invalidFence(id: fence.id, problem: "the id is used by another fence; ids must be unique")
            }
            guard fence.center.x.isFinite, fence.center.y.isFinite else {
                throw .invalidFence(id: fence.id, problem: "its centre \(fence.center) is not a finite position")
            }
            guard abs(fence.center.x) < maximumOffsetMeters, abs(fence.center.y) < maximumOffsetMeters else {
                throw .fenceBeyondMap(id: fence.id, distanceMeters: fence.center.lengthMeters)
            }
            guard radiusRangeMeters.contains(fence.radiusMeters) else {
                throw .invalidFence(
                    id: fence.id, problem: "radiusMeters = \(fence.radiusMeters); expected \(radiusExpectation)")
            }
        }
    }
}
