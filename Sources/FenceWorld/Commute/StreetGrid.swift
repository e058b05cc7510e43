import FenceStats
import Foundation

/// Street-grid-like paths: monotone staircases of east–west and north–south runs, each a whole
/// number of blocks long (the last run takes the remainder), so a route between two points has
/// the Manhattan (L1) length |Δx| + |Δy| and turns at block corners.
enum StreetGrid {
    /// A staircase path from `start` to `end` (both included) with runs of `runBlocks` blocks of
    /// `blockMeters`; the first run's axis is random.
    static func route(
        from start: LocalPoint, to end: LocalPoint, blockMeters: Double, runBlocks: ClosedRange<Int>,
        stream: RandomStream
    ) -> [LocalPoint] {
        var path = [start]
        var position = start
        var alongX = stream.bernoulli(0.5)
        while position != end {
            let remaining = alongX ? end.x - position.x : end.y - position.y
            let otherRemaining = alongX ? end.y - position.y : end.x - position.x
            if remaining != 0 {
                let blocks = runBlocks.lowerBound + stream.index(below: runBlocks.count)
                let run = otherRemaining == 0 ? abs(remaining) : min(abs(remaining), Double(blocks) * blockMeters)
                let step = remaining < 0 ? -run : run
                position =
                    alongX
                    ? LocalPoint(x: position.x + step, y: position.y) : LocalPoint(x: position.x, y: position.y + step)
                if abs((alongX ? end.x - position.x : end.y - position.y)) < 1e-9 {
                    position = alongX ? LocalPoint(x: end.x, y: position.y) : LocalPoint(x: position.x, y: end.y)
                }
                path.append(position)
            }
            alongX.toggle()
        }
        return path
    }

    /// The point at street (L1) distance `distanceMeters` from `origin`, in a direction within ±45°
    /// of the direction towards `target` (uniformly random when `target == origin`).
    static func place(
        from origin: LocalPoint, distanceMeters: Double, towards target: LocalPoint, stream: RandomStream
    ) -> LocalPoint {
        let toward = target == origin ? stream.angle() : atan2(target.y - origin.y, target.x - origin.x)
        let bearing = toward + stream.uniform(-Double.pi / 4, Double.pi / 4)
        let c = cos(bearing), s = sin(bearing)
        let scale = distanceMeters / (abs(c) + abs(s))
        return LocalPoint(x: origin.x + c * scale, y: origin.y + s * scale)
    }

    /// Total length of a polyline, in metres.
    static func length(_ path: [LocalPoint]) -> Double {
        zip(path, path.dropFirst()).reduce(0) { $0 + $1.0.distanceMeters(to: $1.1) }
    }

    /// `path` with extra vertices inserted at the given distances along it (strictly inside it,
    /// increasing); returns the new path and the vertex index of each inserted point.
    static func inserting(distances: [Double], into path: [LocalPoint]) -> (path: [LocalPoint], indices: [Int]) {
        var result = [path[0]]
        var indices: [Int] = []
        var travelled = 0.0
        var next = 0
        for (a, b) in zip(path, path.dropFirst()) {
            let length = a.distanceMeters(to: b)
            while next < distances.count && distances[next] < travelled + length {
                let fraction = (distances[next] - travelled) / length
                if fraction > 0 {
                    result.append(a.interpolated(to: b, fraction: fraction))
                }
                indices.append(result.count - 1)
                next += 1
            }
            travelled += length
            result.append(b)
        }
        return (result, indices)
    }
}
