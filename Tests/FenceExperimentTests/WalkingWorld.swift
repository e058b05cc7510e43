import FenceDevice
import FenceKernel
import FenceWorld

@testable import FencePlatform

/// The hand-made world of the scoring tests: a walk at 1 m/s along the x axis, through one waypoint every
/// 1000 s at the given x positions (metres), past fence "f" (centre 0, radius 50 m); fence "g" (1 km north)
/// is never visited.
enum WalkingWorld {
    static func world(throughX positions: [Double]) -> World {
        let trajectory = try! Trajectory(legs: [
            TrajectoryLeg(
                mode: .walk,
                waypoints: positions.enumerated().map { index, x in
                    Waypoint(time: .seconds(1000 * Double(index)), position: LocalPoint(x: x, y: 0))
                })
        ])
        return try! World(
            projection: LocalProjection(origin: GeoCoordinate(latitude: 48, longitude: 11)),
            environmentTable: .standard, environmentMap: EnvironmentMap(defaultEnvironment: .urban),
            infrastructure: try! Infrastructure(towers: [], accessPoints: []), trajectory: trajectory,
            fences: [
                Fence(id: "f", center: LocalPoint(x: 0, y: 0), radiusMeters: 50),
                Fence(id: "g", center: LocalPoint(x: 0, y: 1000), radiusMeters: 50),
            ])
    }

    /// A run that declared `detections` and ended at `end`, with a full 1000 mAh battery and no other activity.
    static func record(_ detections: [Detection], end: SimTime) -> RunRecord {
        RunRecord(
            detections: detections, startTime: .zero, batteryEmptyTime: nil, endTime: end,
            chargeByComponentMilliampHours: ComponentValues(),
            usableCapacityMilliampHours: 1000, remainingFraction: 1, sourceStatistics: [:], standardDeliveries: 0,
            significantChangeDeliveries: 0, regionEvents: 0, timeline: nil, failure: nil)
    }
}
