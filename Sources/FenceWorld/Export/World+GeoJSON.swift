import FenceKernel
import Foundation

/// What a GeoJSON export of a world contains.
public struct GeoJSONExportOptions: Hashable, Sendable {
    /// Add the environment zones as polygons.
    public var includeZones = true
    /// Add the stored cell towers and access points as points.
    public var includeInfrastructure = false
    /// Vertices of the polygon drawn for each circle (fence or circular zone).
    public var circleVertices = 64

    /// Zones yes, infrastructure no, 64-gon circles.
    public init() {}
}

extension World {
    /// The world as a GeoJSON FeatureCollection (RFC 7946: WGS 84 positions as [longitude,
    /// latitude], 7 decimals ≈ 1 cm; counter-clockwise exterior rings), for QGIS or geojson.io.
    ///
    /// Features carry a `kind` property: `leg` (a LineString per moving leg, with `mode`,
    /// `environmentOverride` and per-vertex `times` in seconds from scenario start), `dwell` (a Point per
    /// stationary leg, with `start`, `end`, `durationSeconds`), `fence` (a polygon, with id, name,
    /// role, radius and visit count), `zone`, `tower`, `accessPoint`. `stroke` / `fill` properties
    /// follow the simplestyle convention geojson.io renders.
    /// Throws ``WorldError/exportFailed(format:reason:)`` when a value cannot be written as JSON (a
    /// non-finite number), instead of trapping.
    public func geoJSON(options: GeoJSONExportOptions = GeoJSONExportOptions()) throws(WorldError) -> Data {
        var features: [[String: Any]] = []
        if options.includeZones {
            for (index, zone) in environmentMap.zones.enumerated() {
                features.append(
                    feature(
                        polygon(zone.shape, vertices: options.circleVertices),
                        [
                            "kind": "zone", "index": index, "environment": zone.environment.rawValue,
                            "fill": Self.color(zone.environment),
                            "fill-opacity": 0.15, "stroke-width": 0,
                        ]))
            }
        }
        for (index, leg) in trajectory.legs.enumerated() {
            let first = leg.waypoints[0], last = leg.waypoints[leg.waypoints.count - 1]
            let moving = leg.waypoints.contains { $0.position != first.position }
            var properties: [String: Any] = [
                "kind": moving ? "leg" : "dwell", "legIndex": index, "mode": leg.mode.rawValue,
                "environmentOverride": leg.environmentOverride?.rawValue ?? NSNull(),
                "start": first.time.description, "end": last.time.description,
            ]
            if moving {
                properties["times"] = leg.waypoints.map(\.time.seconds)
                properties["stroke"] = Self.color(leg.mode)
                properties["stroke-width"] = 3
                features.append(
                    feature(
                        ["type": "LineString", "coordinates": leg.waypoints.map { position($0.position) }], properties))
            } else {
                properties["durationSeconds"] = (last.time - first.time).seconds
                properties["marker-size"] = "small"
                features.append(feature(["type": "Point", "coordinates": position(first.position)], properties))
            }
        }
        for (index, fence) in fences.enumerated() {
            features.append(
                feature(
                    polygon(
                        .circle(center: fence.center, radiusMeters: fence.radiusMeters),
                        vertices: options.circleVertices),
                    [
                        "kind": "fence", "id": fence.id, "name": fence.name, "role": fence.role.rawValue,
                        "radiusMeters": fence.radiusMeters, "visits": groundTruth.visits(ofFence: index).count,
                        "fill": fence.role == .distractor ? "#d62728" : "#2ca02c", "fill-opacity": 0.4,
                        "stroke": "#000000",
                        "stroke-width": 1,
                    ]))
        }
        if options.includeInfrastructure {
            for tower in infrastructure.towers {
                features.append(
                    feature(
                        ["type": "Point", "coordinates": position(tower.position)],
                        ["kind": "tower", "id": tower.id, "rangeMeters": tower.rangeMeters, "marker-color": "#7f7f7f"]))
            }
            for accessPoint in infrastructure.accessPoints {
                features.append(
                    feature(
                        ["type": "Point", "coordinates": position(accessPoint.position)],
                        [
                            "kind": "accessPoint", "id": accessPoint.id, "rangeMeters": accessPoint.rangeMeters,
                            "marker-size": "small", "marker-color": "#bcbd22",
                        ]))
            }
        }
        let collection: [String: Any] = ["type": "FeatureCollection", "features": features]
        do {
            return try JSONSerialization.data(withJSONObject: collection, options: [.sortedKeys])
        } catch {
            throw .exportFailed(format: "GeoJSON", reason: "\(error)")
        }
    }

    private func feature(_ geometry: [String: Any], _ properties: [String: Any]) -> [String: Any] {
        ["type": "Feature", "geometry": geometry, "properties": properties]
    }

    /// [longitude, latitude] rounded to 1e-7 degrees.
    private func position(_ point: LocalPoint) -> [Double] {
        let coordinate = projection.geographic(point)
        return [(coordinate.longitude * 1e7).rounded() / 1e7, (coordinate.latitude * 1e7).rounded() / 1e7]
    }

    /// A closed, counter-clockwise polygon ring for a zone shape.
    private func polygon(_ shape: ZoneShape, vertices: Int) -> [String: Any] {
        var ring: [LocalPoint]
        switch shape {
        case .circle(let center, let radius):
            ring = (0..<vertices).map {
                center.offset(distanceMeters: radius, bearingRadians: 2 * .pi * Double($0) / Double(vertices))
            }
        case .polygon(let points):
            ring = points
            let twiceArea = zip(ring, ring.dropFirst() + [ring[0]]).reduce(0.0) { $0 + $1.0.cross($1.1) }
            if twiceArea < 0 { ring.reverse() }
        }
        ring.append(ring[0])
        return ["type": "Polygon", "coordinates": [ring.map(position)]]
    }

    private static func color(_ mode: TravelMode) -> String {
        switch mode {
        case .still: "#000000"
        case .walk: "#1f77b4"
        case .bicycle: "#17becf"
        case .bus: "#ff7f0e"
        case .car: "#9467bd"
        case .rail: "#8c564b"
        case .underground: "#e377c2"
        }
    }

    private static func color(_ environment: EnvironmentClass) -> String {
        switch environment {
        case .openSky: "#c7e9c0"
        case .suburban: "#fdd0a2"
        case .urban: "#fdae6b"
        case .urbanCanyon: "#e6550d"
        case .indoor: "#756bb1"
        case .underground: "#636363"
        case .rural: "#a1d99b"
        }
    }
}
