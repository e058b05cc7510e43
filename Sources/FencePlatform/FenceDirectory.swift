import FenceWorld

/// The app's fences, with the lookups strategies need: by identifier, and nearest to a point.
///
/// This is the app's configuration (what a server would send it), not ground truth.
public struct FenceDirectory: Sendable {
    /// Every fence, in the order given.
    public let all: [Fence]
    private let indexByID: [String: Int]

    public init(_ fences: [Fence]) {
        all = fences
        indexByID = Dictionary(fences.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The fence with identifier `id`, if any.
    public func fence(id: String) -> Fence? { index(ofFenceID: id).map { all[$0] } }

    /// The index in ``all`` of the fence with identifier `id` (the first, should several share it), if
    /// any: for reading the fence in place.
    public func index(ofFenceID id: String) -> Int? { indexByID[id] }

    /// Up to `limit` fences whose centres lie within `radiusMeters` of `point`, nearest first (ties
    /// by identifier, so the answer is deterministic).
    public func nearest(to point: LocalPoint, limit: Int, withinMeters radiusMeters: Double = .infinity) -> [Fence] {
        all.lazy
            .map { (fence: $0, distance: $0.center.distanceMeters(to: point)) }
            .filter { $0.distance <= radiusMeters }
            .sorted { ($0.distance, $0.fence.id) < ($1.distance, $1.fence.id) }
            .prefix(limit)
            .map(\.fence)
    }

    /// The smallest distance from `point` to any fence boundary (negative inside a fence), or nil
    /// when there are no fences.
    public func distanceToNearestBoundaryMeters(from point: LocalPoint) -> Double? {
        all.map { $0.center.distanceMeters(to: point) - $0.radiusMeters }.min()
    }
}
