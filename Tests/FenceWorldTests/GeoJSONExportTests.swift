import FenceKernel
import Foundation
import Testing

@testable import FenceWorld

@Suite("GeoJSON export")
struct GeoJSONExportTests {
    @Test("A generated day exports as valid GeoJSON: [lon, lat] order, closed CCW rings, circles of the right size")
    func export() throws {
        let world = try World.generate(WorldParameters(), masterSeed: 2, replication: 0)
        var options = GeoJSONExportOptions()
        options.includeInfrastructure = true
        let object = try JSONSerialization.jsonObject(with: world.geoJSON(options: options)) as! [String: Any]
        #expect(object["type"] as? String == "FeatureCollection")
        let features = object["features"] as! [[String: Any]]
        func kind(_ feature: [String: Any]) -> String { (feature["properties"] as! [String: Any])["kind"] as! String }
        #expect(features.filter { kind($0) == "fence" }.count == world.fences.count)
        #expect(features.filter { kind($0) == "zone" }.count == world.environmentMap.zones.count)
        #expect(features.filter { kind($0) == "tower" }.count == world.infrastructure.towers.count)
        #expect(features.filter { ["leg", "dwell"].contains(kind($0)) }.count == world.trajectory.legs.count)
        let origin = world.projection.origin
        for feature in features {
            let geometry = feature["geometry"] as! [String: Any]
            let properties = feature["properties"] as! [String: Any]
            switch geometry["type"] as! String {
            case "LineString":
                let coordinates = geometry["coordinates"] as! [[Double]]
                #expect((properties["times"] as! [Double]).count == coordinates.count)
                for position in coordinates {
                    // Longitude first: the Munich origin is at 11.6° E, 48.1° N; everything is within ~30 km.
                    #expect(abs(position[0] - origin.longitude) < 0.5 && abs(position[1] - origin.latitude) < 0.3)
                }
            case "Polygon":
                let ring = (geometry["coordinates"] as! [[[Double]]])[0]
                #expect(ring.first! == ring.last!)
                // Shoelace sum in (lon, lat): positive for counter-clockwise (RFC 7946 §3.1.6).
                let twiceArea = zip(ring, ring.dropFirst()).reduce(0.0) { $0 + $1.0[0] * $1.1[1] - $1.1[0] * $1.0[1] }
                #expect(twiceArea > 0)
                if kind(feature) == "fence" {
                    let fence = world.fences.first { $0.id == properties["id"] as! String }!
                    let center = world.projection.geographic(fence.center)
                    for position in ring {
                        let distance = center.haversineDistanceMeters(
                            to: GeoCoordinate(latitude: position[1], longitude: position[0]))
                        // 0.1 % projection tolerance plus the 1e-7° (≈ 1 cm) rounding of each coordinate.
                        #expect(abs(distance - fence.radiusMeters) < 0.001 * fence.radiusMeters + 0.02)
                    }
                }
            case "Point":
                let position = geometry["coordinates"] as! [Double]
                #expect(abs(position[0] - origin.longitude) < 0.6 && abs(position[1] - origin.latitude) < 0.4)
            default:
                Issue.record("unexpected geometry \(geometry["type"]!)")
            }
        }
        // Deterministic bytes.
        #expect(try world.geoJSON(options: options) == world.geoJSON(options: options))
    }

    @Test("The exported line reads back as a GeoJSON track with the same vertices")
    func roundTrip() throws {
        let world = try WorldTests.makeWorld()
        let data = try world.geoJSON()
        let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let leg = (object["features"] as! [[String: Any]]).first {
            ($0["properties"] as! [String: Any])["kind"] as? String == "leg"
        }!
        let single = try JSONSerialization.data(withJSONObject: ["type": "FeatureCollection", "features": [leg]])
        let track = try RecordedTrack.parse(Array(single), file: "leg.geojson")
        #expect(track.report.pointsKept == 2)
        let trajectory = try track.trajectory(in: world.projection)
        #expect(trajectory.vertexPositions[1].distanceMeters(to: LocalPoint(x: 200, y: 0)) < 0.02)
    }
}
