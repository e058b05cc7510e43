import FenceKernel
import FenceWorld
import Foundation

@testable import FenceDevice

/// Small hand-made worlds for the device tests.
enum TestWorld {
    static let projection = LocalProjection(origin: GeoCoordinate(latitude: 47.37, longitude: 8.54))

    /// A phone standing still at the origin from 0 to `hours`, in a map of class `environment`,
    /// with the given explicit towers and access points.
    static func still(
        _ environment: EnvironmentClass, hours: Double = 24, towers: [CellTower] = [],
        accessPoints: [AccessPoint] = [], table: EnvironmentTable = .standard
    ) throws -> World {
        let trajectory = try Trajectory(legs: [.dwell(at: .zero, from: .zero, to: .hours(hours))])
        return try World(
            projection: projection, environmentTable: table,
            environmentMap: EnvironmentMap(defaultEnvironment: environment),
            infrastructure: Infrastructure(towers: towers, accessPoints: accessPoints), trajectory: trajectory,
            fences: [])
    }

    /// `count` access points on a 10 m ring around the origin (all in range of a phone there).
    static func accessPointRing(count: Int) -> [AccessPoint] {
        (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            return AccessPoint(id: index, position: LocalPoint(x: 10 * cos(angle), y: 10 * sin(angle)), rangeMeters: 60)
        }
    }

    /// A phone driving east along y = 0 at `speedMetersPerSecond` for `hours`, through a map of class
    /// `environment`, with towers realised from `table` (access points only if the table has them).
    static func drive(
        _ environment: EnvironmentClass, hours: Double, speedMetersPerSecond: Double, table: EnvironmentTable,
        masterSeed: UInt64
    ) throws -> World {
        let end = SimTime.hours(hours)
        let trajectory = try Trajectory(legs: [
            TrajectoryLeg(
                mode: .car,
                waypoints: [
                    Waypoint(time: .zero, position: .zero),
                    Waypoint(time: end, position: LocalPoint(x: speedMetersPerSecond * end.seconds, y: 0)),
                ])
        ])
        let map = EnvironmentMap(defaultEnvironment: environment)
        return try World(
            projection: projection, environmentTable: table, environmentMap: map,
            infrastructure: Infrastructure(
                realizing: map, table: table, around: trajectory, masterSeed: masterSeed, replication: 0),
            trajectory: trajectory, fences: [])
    }

    /// A device on `world` with the given profile and app.
    static func device(
        _ world: World, profile: DeviceProfile = .iphone4s2012, app: AppBehaviour = AppBehaviour(),
        masterSeed: UInt64 = 1
    ) throws -> Device {
        try Device(profile: profile, app: app, world: world, masterSeed: masterSeed, replication: 0)
    }
}

extension SimTime {
    /// The whole second `second` as an instant.
    static func second(_ second: Int64) -> SimTime { SimTime(microseconds: second * 1_000_000) }
}
