import FenceKernel
import Testing

@testable import FenceWorld

@Suite("World")
struct WorldTests {
    /// Walk east from the origin 200 m in 200 s, then sit in an office (indoor override) until 400 s.
    static func makeWorld(fences: [Fence] = []) throws -> World {
        let trajectory = try Trajectory(legs: [
            TrajectoryLeg(
                mode: .walk,
                waypoints: [
                    Waypoint(time: .zero, position: .zero),
                    Waypoint(time: .seconds(200), position: LocalPoint(x: 200, y: 0)),
                ]),
            .dwell(at: LocalPoint(x: 200, y: 0), from: .seconds(200), to: .seconds(400), environmentOverride: .indoor),
        ])
        let map = EnvironmentMap(
            defaultEnvironment: .suburban,
            zones: [EnvironmentZone(.urbanCanyon, .circle(center: LocalPoint(x: 150, y: 0), radiusMeters: 80))])
        let infrastructure = try Infrastructure(
            towers: [
                CellTower(id: 1, position: LocalPoint(x: 0, y: 100), rangeMeters: 1000),
                CellTower(id: 2, position: LocalPoint(x: 200, y: 100), rangeMeters: 1000),
            ], accessPoints: [])
        return try World(
            projection: LocalProjection(origin: GeoCoordinate(latitude: 48.1, longitude: 11.5)),
            environmentTable: .standard, environmentMap: map, infrastructure: infrastructure, trajectory: trajectory,
            fences: fences)
    }

    @Test("Environment: leg override first, else the map at the position")
    func environmentAtTime() throws {
        let world = try Self.makeWorld()
        #expect(world.environment(at: .seconds(10)) == .suburban)
        #expect(world.environment(at: .seconds(100)) == .urbanCanyon)  // x = 100 m, inside the zone
        #expect(world.environment(at: .seconds(300)) == .indoor)  // x = 200 m is in the zone, but the leg says indoor
        #expect(world.properties(at: .seconds(300)) == EnvironmentTable.standard[.indoor])
        var cursor = TrajectoryCursor(world.trajectory)
        #expect(world.environment(of: cursor.sample(at: .seconds(100))) == .urbanCanyon)
    }

    @Test("Serving cell: handoff at the bisector x = 100 m, t = 100 s")
    func servingCell() throws {
        let world = try Self.makeWorld()
        #expect(world.servingCells.map(\.tower.id) == [1, 2])
        #expect(world.servingCells[0].end == .seconds(100))
        #expect(world.servingCells[1].start == .seconds(100))
    }

    @Test("Invalid fences are rejected by id")
    func fenceValidation() throws {
        let fence = Fence(id: "home", center: .zero, radiusMeters: 50, role: .home)
        #expect(
            throws: WorldError.invalidFence(id: "home", problem: "the id is used by another fence; ids must be unique")
        ) {
            try Self.makeWorld(fences: [fence, fence])
        }
        var bad = fence
        bad.radiusMeters = -1
        #expect(throws: WorldError.self) { try Self.makeWorld(fences: [bad]) }
        #expect(try Self.makeWorld(fences: [fence]).groundTruth.initiallyInside == [true])
    }
}
