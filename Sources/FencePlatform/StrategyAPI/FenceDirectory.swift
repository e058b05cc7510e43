import FenceWorld

/// The app's fences, with the lookups strategies need: by identifier, and nearest to a point.
///
/// This is the app's configuration (what a server would send it), not ground truth.
public struct FenceDirectory: Sendable {
    /// Every fence, in the order given.
    public let all: [Fence]
    private let indexByID: [String: Int]
    /// Indices into ``all`` in ascending order of the centre's x, and those x, for
    /// ``forEachFence(withinXOf:reachMeters:_:)``.
    private let indicesByX: [Int], centerXs: [Double]
    /// The largest radius of any fence (0 without fences), metres.
    private let largestRadiusMeters: Double

    public init(_ fences: [Fence]) {
        all = fences
        indexByID = Dictionary(fences.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        indicesByX = fences.indices.sorted { (fences[$0].center.x, $0) < (fences[$1].center.x, $1) }
        centerXs = indicesByX.map { fences[$0].center.x }
        largestRadiusMeters = fences.map(\.radiusMeters).max() ?? 0
    }

    /// Calls `body` with the index in ``all`` of every fence whose centre may lie within its radius +
    /// `marginMeters` of `x` east or west (and perhaps a few more), in no particular order: the fences
    /// that can contain a point at `x` with that margin. Every fence when the bounds are not finite.
    ///
    /// The window is the largest radius + `marginMeters`, widened by a billionth of the values and a
    /// micrometre so that rounding never leaves out a fence whose computed |Δx| is within reach.
    @inline(__always)
    public func forEachFence(withinXOf x: Double, marginMeters: Double, _ body: (Int) -> Void) {
        let reach = largestRadiusMeters + marginMeters
        let halfWidth = reach + 1e-9 * (abs(reach) + abs(x)) + 1e-6
        let low = x - halfWidth, high = x + halfWidth
        guard low.isFinite, high.isFinite, halfWidth >= 0 else {
            for index in all.indices { body(index) }
            return
        }
        // The first centre at or east of `low` (binary search), then every one up to `high`.
        var first = 0, end = centerXs.count
        while first < end {
            let middle = (first + end) / 2
            if centerXs[middle] < low { first = middle + 1 } else { end = middle }
        }
        var position = first
        while position < centerXs.count && centerXs[position] <= high {
            body(indicesByX[position])
            position += 1
        }
    }

    /// The fence with identifier `id`, if any.
    public func fence(id: String) -> Fence? { index(ofFenceID: id).map { all[$0] } }

    /// The index in ``all`` of the fence with identifier `id` (the first, should several share it), if
    /// any: for reading the fence in place.
    ///
    /// Up to ``linearSearchLimit`` fences (a scenario's usual dozen) the identifiers are compared in turn:
    /// hashing one costs more (about 300 instructions, at every judged fix of a strategy with an exit rule).
    public func index(ofFenceID id: String) -> Int? {
        if all.count <= Self.linearSearchLimit { return all.firstIndex { $0.id == id } }
        return indexByID[id]
    }

    /// The largest directory searched by comparing identifiers in turn (``index(ofFenceID:)``).
    static var linearSearchLimit: Int { 32 }

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
