extension Trajectory {
    /// The shortest distance from `point` to the path (any point of any segment), metres.
    public func nearestApproachMeters(to point: LocalPoint) -> Double {
        var nearest = Double.infinity
        for segment in 0..<segmentCount {
            let start = points[segment], direction = points[segment + 1] - start
            let length = direction.squaredLength
            let fraction = length > 0 ? min(1, max(0, (point - start).dot(direction) / length)) : 0
            nearest = min(nearest, point.distanceMeters(to: start + direction * fraction))
        }
        return nearest
    }
}
