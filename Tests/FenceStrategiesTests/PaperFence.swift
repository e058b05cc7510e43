import FenceKernel
import FencePlatform
import FenceWorld

/// A fresh location at `time`, `meters` east of the origin, with reported accuracy `accuracy`.
func fix(at time: SimTime, east meters: Double, north: Double = 0, accuracy: Double) -> Location {
    Location(timestamp: time, position: LocalPoint(x: meters, y: north), horizontalAccuracyMeters: accuracy)
}

/// One 50 m fence at the origin, as in the paper.
let paperFence = Fence(id: "f", center: LocalPoint(x: 0, y: 0), radiusMeters: 50)
