import FenceKernel

extension Trajectory {
    /// Calls `body(start, end)` for consecutive pieces of the path no longer than
    /// `maximumLengthMeters`, covering every segment (a stationary segment is one piece with
    /// `start == end`). Used to build corridors and spatial candidate sets along the path.
    func forEachPiece(maximumLengthMeters: Double, _ body: (LocalPoint, LocalPoint) -> Void) {
        for segment in 0..<segmentCount { forEachPiece(of: segment, maximumLengthMeters: maximumLengthMeters, body) }
    }

    /// Calls `body(start, end)` for consecutive pieces of segment `segment`, each no longer than
    /// `maximumLengthMeters` (one piece with `start == end` when the segment is stationary).
    func forEachPiece(of segment: Int, maximumLengthMeters: Double, _ body: (LocalPoint, LocalPoint) -> Void) {
        let start = points[segment], end = points[segment + 1]
        let pieces = max(1, Int((start.distanceMeters(to: end) / maximumLengthMeters).rounded(.up)))
        var previous = start
        for piece in 1...pieces {
            let next = piece == pieces ? end : start.interpolated(to: end, fraction: Double(piece) / Double(pieces))
            body(previous, next)
            previous = next
        }
    }

    /// The path's vertex positions, in order (for bounding boxes and export).
    public var vertexPositions: [LocalPoint] { points }

    /// The vertex times, in order (the instants where the velocity may change).
    public var vertexTimes: [SimTime] { times.map(SimTime.init(microseconds:)) }
}
