import FenceFiles
import FenceKernel
import Foundation
import Testing

@testable import FenceWorld

@Suite("Fence generation")
struct FenceGenerationTests {
    /// Distance from `point` to the polyline through `vertices` (independent brute force).
    static func distance(_ point: LocalPoint, toPath vertices: [LocalPoint]) -> Double {
        zip(vertices, vertices.dropFirst()).map { a, b -> Double in
            let d = b - a
            let t = d.squaredLength > 0 ? min(1, max(0, (point - a).dot(d) / d.squaredLength)) : 0
            return point.distanceMeters(to: a + d * t)
        }.min() ?? point.distanceMeters(to: vertices[0])
    }

    @Test("On-route fences sit at the commute's places; distractors lie in their band, off the route")
    func generated() throws {
        var parameters = WorldParameters()
        parameters.fences.distractorCount = 40
        parameters.fences.distractorDistanceFromRouteMeters = ValueRange(400, 2_000)
        parameters.fences.distractorRadiusMeters = ValueRange(50, 150)
        parameters.fences.onRouteRadiusMeters = ValueRange(50, 200)
        let world = try World.generate(parameters, masterSeed: 9, replication: 0)
        let roles = Set(world.fences.map(\.role))
        #expect(roles == [.home, .work, .stop, .errand, .distractor])
        #expect(world.fences.first { $0.role == .home }!.center == world.trajectory.position(at: .zero))
        let route = world.trajectory.vertexPositions
        for fence in world.fences {
            switch fence.role {
            case .distractor:
                #expect((400.0...2_000).contains(Self.distance(fence.center, toPath: route)))
                #expect((50.0...150).contains(fence.radiusMeters))
            default:
                #expect((50.0...200).contains(fence.radiusMeters))
            }
        }
        #expect(world.fences.filter { $0.role == .distractor }.count == 40)
    }

    @Test("Explicit fences: local or geographic centres, exactly one of the two")
    func explicit() throws {
        var parameters = WorldParameters()
        parameters.fences = FenceLayout()
        parameters.fences.onRouteRoles = []
        parameters.fences.distractorCount = 0
        let geographic = FenceSpec(
            id: "marienplatz", coordinate: GeoCoordinate(latitude: 48.1374, longitude: 11.5755 + 0.01),
            radiusMeters: 100)
        parameters.fences.explicit = [FenceSpec(id: "a", x: 10, y: -20, radiusMeters: 75, role: .errand), geographic]
        let world = try World.generate(parameters, masterSeed: 1, replication: 0)
        #expect(world.fences.map(\.id) == ["a", "marienplatz"])
        #expect(world.fences[0].center == LocalPoint(x: 10, y: -20) && world.fences[0].role == .errand)
        // 0.01° of longitude at 48.1374° N: 111 195.08 m · cos(48.1374°) · 0.01 ≈ 742.3 m east.
        #expect(abs(world.fences[1].center.x - 742.3) < 0.5 && abs(world.fences[1].center.y) < 0.5)
        parameters.fences.explicit[1].x = 5
        #expect(throws: WorldError.self) { try World.generate(parameters, masterSeed: 1, replication: 0) }
        parameters.fences.explicit = [
            FenceSpec(id: "dup", x: 0, y: 0, radiusMeters: 1), FenceSpec(id: "dup", x: 1, y: 0, radiusMeters: 1),
        ]
        #expect(
            throws: WorldError.invalidValue(
                field: JSONPath([.key("fences"), .key("explicit"), .index(1), .key("id")]), value: "\"dup\"",
                expected: "an id not used by another fence (fences.explicit[0] has it)")
        ) {
            try World.generate(parameters, masterSeed: 1, replication: 0)
        }
    }

    @Test("A distractor band inside the radius, or one nothing fits in, is rejected by name")
    func badBands() throws {
        var parameters = WorldParameters()
        parameters.fences.distractorDistanceFromRouteMeters = ValueRange(40, 100)
        do {
            _ = try World.generate(parameters, masterSeed: 1, replication: 0)
            Issue.record("accepted a band below the radius")
        } catch let error as WorldError {
            #expect(error.description.hasPrefix("fences.distractorDistanceFromRouteMeters"))
        }
    }
}
