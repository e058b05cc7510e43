import FenceFiles
import Foundation
import Testing

@testable import FenceWorld

@Suite("Environment")
struct EnvironmentTests {
    @Test("Class raw values are exactly the design's names")
    func rawValues() {
        #expect(
            EnvironmentClass.allCases.map(\.rawValue) == [
                "openSky", "suburban", "urban", "urbanCanyon", "indoor", "underground", "rural",
            ])
        for environment in EnvironmentClass.allCases {
            #expect(EnvironmentClass.allCases[environment.ordinal] == environment)
        }
    }

    @Test("Standard table carries the GPS values of docs/calibration.md")
    func standardGPS() throws {
        let table = EnvironmentTable.standard
        try table.validate()
        #expect(table[.openSky].gpsVisibility == 1 && table[.rural].gpsVisibility == 1)
        #expect(table[.urbanCanyon].gpsVisibility == 0.9 && table[.indoor].gpsVisibility == 0.2)
        #expect(table[.underground].gpsVisibility == 0)
        // Canyon σ_bias 12 m vs 4 m open sky; indoor σ_bias 25 m.
        #expect(table[.urbanCanyon].gpsErrorScale == 12.0 / 4 && table[.indoor].gpsErrorScale == 25.0 / 4)
        #expect(table[.urbanCanyon].gpsMultipathProbability == 0.05)
        #expect(table[.urbanCanyon].gpsMultipathMedianMeters == 40)
    }

    @Test("Tower densities give the sourced handoff spacing π / (4√λ): 0.5 km urban, 1–3 km rural")
    func standardTowerSpacing() {
        func spacingKm(_ environment: EnvironmentClass) -> Double {
            .pi / (4 * EnvironmentTable.standard[environment].cellTowerDensityPerSquareKm.squareRoot())
        }
        #expect(abs(spacingKm(.urban) - 0.5) < 0.001)
        #expect((1.0...3.0).contains(spacingKm(.rural)))
        #expect(spacingKm(.urbanCanyon) < spacingKm(.urban) && spacingKm(.urban) < spacingKm(.suburban))
    }

    @Test("Wi-Fi densities give P(at least one AP in range) = the WPS availability of docs/calibration.md")
    func standardWiFiAvailability() {
        let availability: [EnvironmentClass: Double] = [
            .urban: 0.98, .indoor: 0.95, .suburban: 0.85, .rural: 0.2, .openSky: 0.1, .underground: 0,
        ]
        for (environment, expected) in availability {
            let row = EnvironmentTable.standard[environment]
            let meanInRange = row.wifiAccessPointDensityPerSquareKm * .pi * pow(row.wifiRangeMeters / 1000, 2)
            #expect(abs((1 - exp(-meanInRange)) - expected) < 0.002, "\(environment)")
        }
    }

    @Test("Fields can be replaced; invalid values are named")
    func overridesAndValidation() {
        var table = EnvironmentTable.standard
        table[.urban].gpsVisibility = 0.5
        #expect(table[.urban].gpsVisibility == 0.5 && table[.suburban] == EnvironmentTable.standard[.suburban])
        table[.indoor].dataCoverage = 1.5
        #expect(
            throws: WorldError.invalidValue(
                field: JSONPath([.key("environment"), .key("overrides"), .key("indoor"), .key("dataCoverage")]),
                value: "1.5", expected: "a number in [0.0, 1.0]")
        ) { try table.validate() }
    }

    @Test("The table round-trips through JSON keyed by class name, and a missing class is an error")
    func tableCoding() throws {
        let data = try JSONEncoder().encode(EnvironmentTable.standard)
        let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        #expect(Set(object.keys) == Set(EnvironmentClass.allCases.map(\.rawValue)))
        #expect(try JSONDecoder().decode(EnvironmentTable.self, from: data) == .standard)
        var partial = object
        partial.removeValue(forKey: "rural")
        let partialData = try JSONSerialization.data(withJSONObject: partial)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(EnvironmentTable.self, from: partialData) }
    }

    @Test("Zones: later ones win; circles and polygons by hand")
    func zones() throws {
        // An L-shaped building: the 20 × 20 m square minus its north-east 10 × 10 m quarter.
        let lShape = ZoneShape.polygon(vertices: [
            LocalPoint(x: 0, y: 0), LocalPoint(x: 20, y: 0), LocalPoint(x: 20, y: 10), LocalPoint(x: 10, y: 10),
            LocalPoint(x: 10, y: 20), LocalPoint(x: 0, y: 20),
        ])
        let map = EnvironmentMap(
            defaultEnvironment: .rural,
            zones: [
                EnvironmentZone(.urban, .circle(center: .zero, radiusMeters: 1000)),
                EnvironmentZone(.urbanCanyon, .circle(center: .zero, radiusMeters: 300)),
                EnvironmentZone(.indoor, lShape),
            ])
        try map.validate()
        #expect(map.environment(at: LocalPoint(x: 5, y: 5)) == .indoor)
        #expect(map.environment(at: LocalPoint(x: 15, y: 5)) == .indoor)
        #expect(map.environment(at: LocalPoint(x: 15, y: 15)) == .urbanCanyon)  // the cut-out quarter
        #expect(map.environment(at: LocalPoint(x: 500, y: 0)) == .urban)
        #expect(map.environment(at: LocalPoint(x: 1000, y: 0)) == .urban)  // edge counts as inside
        #expect(map.environment(at: LocalPoint(x: 800, y: 800)) == .rural)
        #expect(
            map.environments(possiblyIn: LocalRect(center: LocalPoint(x: 700, y: 0), radiusMeters: 10)) == [
                .rural, .urban,
            ])
        let bad = EnvironmentMap(
            defaultEnvironment: .urban, zones: [EnvironmentZone(.indoor, .polygon(vertices: [.zero, .zero]))])
        #expect(throws: WorldError.self) { try bad.validate() }
    }

    @Test func mapCoding() throws {
        let map = EnvironmentMap(
            defaultEnvironment: .suburban, zones: [EnvironmentZone(.urban, .circle(center: .zero, radiusMeters: 5))])
        let decoded = try JSONDecoder().decode(EnvironmentMap.self, from: JSONEncoder().encode(map))
        #expect(decoded == map)
        #expect(decoded.environment(at: .zero) == .urban)
    }
}
