import Foundation
import Testing

@testable import FenceWorld

@Suite("Geometry")
struct GeometryTests {
    @Test func pointArithmetic() {
        let a = LocalPoint(x: 3, y: 4)
        #expect(a.lengthMeters == 5)
        #expect(a.distanceMeters(to: LocalPoint(x: 6, y: 8)) == 5)
        #expect(a + a == LocalPoint(x: 6, y: 8))
        #expect(a - a == .zero)
        #expect(a * 2 == LocalPoint(x: 6, y: 8))
        #expect(a.dot(LocalPoint(x: 1, y: 1)) == 7)
        #expect(LocalPoint(x: 1, y: 0).cross(LocalPoint(x: 0, y: 1)) == 1)
        #expect(a.interpolated(to: .zero, fraction: 0.5) == LocalPoint(x: 1.5, y: 2))
        let north = LocalPoint.zero.offset(distanceMeters: 10, bearingRadians: .pi / 2)
        #expect(abs(north.x) < 1e-12 && abs(north.y - 10) < 1e-12)
    }

    @Test("Haversine matches hand values")
    func haversine() {
        // One degree of latitude on a sphere of the mean radius: 6 371 008.8 · π / 180 = 111 195.08 m.
        let a = GeoCoordinate(latitude: 10, longitude: 20), b = GeoCoordinate(latitude: 11, longitude: 20)
        #expect(abs(a.haversineDistanceMeters(to: b) - 111_195.08) < 0.01)
        // One degree of longitude on the equator is the same arc.
        let c = GeoCoordinate(latitude: 0, longitude: 0), d = GeoCoordinate(latitude: 0, longitude: 1)
        #expect(abs(c.haversineDistanceMeters(to: d) - 111_195.08) < 0.01)
    }

    @Test("Projection: 1° north is 111 195.08 m north; the origin maps to (0, 0)")
    func projectionHandValues() {
        let projection = LocalProjection(origin: GeoCoordinate(latitude: 52.6291, longitude: -8.6617))
        let north = projection.local(GeoCoordinate(latitude: 53.6291, longitude: -8.6617))
        #expect(abs(north.x) < 1e-6 && abs(north.y - 111_195.08) < 0.01)
        #expect(projection.local(projection.origin) == .zero)
        #expect(projection.geographic(.zero) == projection.origin)
    }

    @Test(
        "Distances within 50 km agree with haversine to 0.1 %; round trips are exact",
        arguments: [0.0, 38.7, 52.6291, 60.2, -33.9]
    )
    func projectionAgainstHaversine(latitude: Double) {
        let projection = LocalProjection(origin: GeoCoordinate(latitude: latitude, longitude: 11.56))
        var generator = SplitMixTestGenerator(seed: UInt64(abs(latitude) * 1000) + 7)
        var worstRelative = 0.0
        for _ in 0..<2_000 {
            let a = generator.pointInDisc(radiusMeters: 50_000), b = generator.pointInDisc(radiusMeters: 50_000)
            let geoA = projection.geographic(a), geoB = projection.geographic(b)
            let truth = geoA.haversineDistanceMeters(to: geoB)
            guard truth > 1 else { continue }
            worstRelative = max(worstRelative, abs(a.distanceMeters(to: b) - truth) / truth)
            // Distance from the origin is exact in an azimuthal equidistant projection.
            #expect(abs(a.lengthMeters - projection.origin.haversineDistanceMeters(to: geoA)) < 1e-6)
            #expect(projection.local(geoA).distanceMeters(to: a) < 1e-6)
        }
        #expect(worstRelative < 0.001, "worst relative distance error \(worstRelative)")
    }

    @Test func rectangles() {
        let rect = LocalRect(bounding: [LocalPoint(x: 1, y: 5), LocalPoint(x: -2, y: 3)])
        #expect(rect == LocalRect(minX: -2, minY: 3, maxX: 1, maxY: 5))
        #expect(rect.contains(LocalPoint(x: 0, y: 4)) && !rect.contains(LocalPoint(x: 2, y: 4)))
        #expect(rect.intersects(LocalRect(minX: 1, minY: 5, maxX: 9, maxY: 9)))
        #expect(!rect.intersects(LocalRect(minX: 1.1, minY: 0, maxX: 9, maxY: 9)))
        #expect(rect.expanded(by: 1) == LocalRect(minX: -3, minY: 2, maxX: 2, maxY: 6))
    }

    @Test func gridCells() {
        #expect(GridCell(containing: LocalPoint(x: -0.5, y: 99.9), sizeMeters: 100) == GridCell(i: -1, j: 0))
        var visited: [GridCell] = []
        GridCell.forEach(in: LocalRect(minX: -1, minY: -1, maxX: 150, maxY: 1), sizeMeters: 100) { visited.append($0) }
        #expect(
            visited == [
                GridCell(i: -1, j: -1), GridCell(i: 0, j: -1), GridCell(i: 1, j: -1), GridCell(i: -1, j: 0),
                GridCell(i: 0, j: 0), GridCell(i: 1, j: 0),
            ])
    }
}
