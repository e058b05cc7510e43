import FenceFiles
import FenceStats

/// Generates fences for a world: on the route (from named anchor points) and distractors off it.
enum FenceGenerator {
    /// A place on the route that may get a fence.
    struct Anchor {
        var id: String
        var role: FenceRole
        var position: LocalPoint
    }

    /// The anchors of a commute: home, work, each mode's boarding and alighting stop (bus and rail),
    /// and the errand places.
    static func anchors(of plan: CommutePlan) -> [Anchor] {
        var anchors = [
            Anchor(id: "home", role: .home, position: plan.home), Anchor(id: "work", role: .work, position: plan.work),
        ]
        for route in plan.routes where route.mode != .car {
            anchors.append(Anchor(id: "stop.\(route.mode.rawValue).home", role: .stop, position: route.boarding))
            anchors.append(Anchor(id: "stop.\(route.mode.rawValue).work", role: .stop, position: route.alighting))
        }
        for (index, place) in plan.errandPlaces.enumerated() {
            anchors.append(Anchor(id: "errand.\(index + 1)", role: .errand, position: place))
        }
        return anchors
    }

    /// The anchors of a recorded track: its start (home), its end (work) and `count` points evenly
    /// spaced by distance strictly between them (stop).
    static func anchors(alongTrack trajectory: Trajectory, count: Int) -> [Anchor] {
        var anchors = [
            Anchor(id: "home", role: .home, position: trajectory.position(at: trajectory.startTime)),
            Anchor(id: "work", role: .work, position: trajectory.position(at: trajectory.endTime)),
        ]
        let points = trajectory.points, cumulative = trajectory.cumulativeMeters
        var segment = 0
        for index in 0..<count {
            let target = trajectory.lengthMeters * Double(index + 1) / Double(count + 1)
            while segment < points.count - 2 && cumulative[segment + 1] < target { segment += 1 }
            let length = cumulative[segment + 1] - cumulative[segment]
            let fraction = length > 0 ? (target - cumulative[segment]) / length : 0
            anchors.append(
                Anchor(
                    id: "stop.\(index + 1)", role: .stop,
                    position: points[segment].interpolated(to: points[segment + 1], fraction: fraction)))
        }
        return anchors
    }

    /// Explicit fences, then one fence per anchor whose role is wanted, then distractors, all with
    /// radii and distractor places drawn from `stream`.
    static func fences(
        _ parameters: FenceLayout, anchors: [Anchor], trajectory: Trajectory, projection: LocalProjection,
        stream: RandomStream
    ) throws(WorldError) -> [Fence] {
        var fences: [Fence] = []
        for (index, spec) in parameters.explicit.enumerated() {
            fences.append(try spec.fence(projection: projection, index: index))
        }
        for anchor in anchors where parameters.onRouteRoles.contains(anchor.role) {
            fences.append(
                Fence(
                    id: anchor.id, center: anchor.position, radiusMeters: parameters.onRouteRadiusMeters.draw(stream),
                    role: anchor.role))
        }
        fences += try distractors(parameters, trajectory: trajectory, stream: stream)
        try Fence.validate(fences)
        return fences
    }

    /// Distractors: a point drawn uniformly along the route (by length), moved in a random direction
    /// by a distance from the band, kept when its true distance to the route is in the band.
    static func distractors(
        _ parameters: FenceLayout, trajectory: Trajectory, stream: RandomStream
    ) throws(WorldError) -> [Fence] {
        guard parameters.distractorCount > 0 else { return [] }
        let route = RouteSegments(trajectory)
        let band = parameters.distractorDistanceFromRouteMeters
        var fences: [Fence] = []
        var attempts = 0
        let maximumAttempts = 1_000 + 200 * parameters.distractorCount
        while fences.count < parameters.distractorCount {
            attempts += 1
            guard attempts <= maximumAttempts else {
                throw .invalidValue(
                    field: JSONPath([.key("fences"), .key("distractorDistanceFromRouteMeters")]),
                    value: band.description,
                    expected: "a band where \(parameters.distractorCount) distractors fit (placed only \(fences.count) "
                        + "in \(maximumAttempts) attempts); widen the band or lower distractorCount")
            }
            let candidate = route.point(at: stream.uniform()).offset(
                distanceMeters: band.draw(stream), bearingRadians: stream.angle())
            let radius = parameters.distractorRadiusMeters.draw(stream)
            guard band.contains(route.distanceMeters(to: candidate)) else { continue }
            fences.append(
                Fence(id: "distractor.\(fences.count + 1)", center: candidate, radiusMeters: radius, role: .distractor))
        }
        return fences
    }
}

/// The distinct moving segments of a trajectory (a multi-day commute repeats its streets), for
/// drawing points along the route and measuring distances to it.
struct RouteSegments {
    private var starts: [LocalPoint] = []
    private var ends: [LocalPoint] = []
    private var cumulative: [Double] = [0]

    init(_ trajectory: Trajectory) {
        var seen = Set<[LocalPoint]>()
        let points = trajectory.points
        for index in 0..<(points.count - 1) where points[index] != points[index + 1] {
            let a = points[index], b = points[index + 1]
            guard seen.insert([a, b]).inserted, !seen.contains([b, a]) else { continue }
            starts.append(a)
            ends.append(b)
            cumulative.append(cumulative[cumulative.count - 1] + a.distanceMeters(to: b))
        }
        if starts.isEmpty {  // a trajectory that never moves: its single place
            starts = [points[0]]
            ends = [points[0]]
            cumulative = [0, 0]
        }
    }

    /// The point a fraction `u` ∈ [0, 1) of the total length along the distinct segments.
    func point(at u: Double) -> LocalPoint {
        let total = cumulative[cumulative.count - 1]
        guard total > 0 else { return starts[0] }
        let target = u * total
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if cumulative[mid] <= target { low = mid } else { high = mid - 1 }
        }
        let length = cumulative[low + 1] - cumulative[low]
        return starts[low].interpolated(to: ends[low], fraction: length > 0 ? (target - cumulative[low]) / length : 0)
    }

    /// The shortest distance from `point` to any segment, in metres.
    func distanceMeters(to point: LocalPoint) -> Double {
        var best = Double.infinity
        for index in starts.indices {
            let a = starts[index], d = ends[index] - a
            let lengthSquared = d.squaredLength
            let s = lengthSquared > 0 ? min(1, max(0, (point - a).dot(d) / lengthSquared)) : 0
            best = min(best, (a + d * s).squaredDistance(to: point))
        }
        return best.squareRoot()
    }
}
