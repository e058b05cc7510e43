import FenceKernel
import Foundation

@testable import FenceWorld

/// A tiny deterministic generator for test inputs (SplitMix64), so test geometry never depends on
/// the streams under test.
struct SplitMixTestGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform on [0, 1).
    mutating func uniform() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform on [lower, upper).
    mutating func uniform(_ lower: Double, _ upper: Double) -> Double { lower + (upper - lower) * uniform() }

    /// A point uniform in the disc of `radiusMeters` around the origin.
    mutating func pointInDisc(radiusMeters: Double) -> LocalPoint {
        LocalPoint.zero.offset(
            distanceMeters: radiusMeters * uniform().squareRoot(), bearingRadians: 2 * .pi * uniform())
    }

    /// A random walk of `legCount` legs (moving at 1–30 m/s, or dwelling) within ±`areaMeters`.
    mutating func trajectory(legCount: Int, areaMeters: Double) -> Trajectory {
        var time = SimTime.seconds(uniform(0, 100))
        var position = LocalPoint(x: uniform(-areaMeters, areaMeters), y: uniform(-areaMeters, areaMeters))
        var legs: [TrajectoryLeg] = []
        for _ in 0..<legCount {
            if uniform() < 0.25 {
                let end = time + .seconds(uniform(1, 600))
                legs.append(.dwell(at: position, from: time, to: end))
                time = end
                continue
            }
            var waypoints = [Waypoint(time: time, position: position)]
            for _ in 0..<(1 + Int(uniform() * 5)) {
                let next = LocalPoint(x: uniform(-areaMeters, areaMeters), y: uniform(-areaMeters, areaMeters))
                time += .seconds(position.distanceMeters(to: next) / uniform(1, 30) + 0.5)
                position = next
                waypoints.append(Waypoint(time: time, position: position))
            }
            legs.append(TrajectoryLeg(mode: .car, waypoints: waypoints))
        }
        return try! Trajectory(legs: legs)
    }
}
