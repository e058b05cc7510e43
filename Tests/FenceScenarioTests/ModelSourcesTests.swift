import FenceDevice
import FenceParameters
import Foundation
import Testing

@testable import FenceScenario

/// Which sources shaped the model is computed from the parameter table, the device profiles and the scenarios'
/// descriptions (``ModelSources``): a source cited anywhere but in the scenario reproducing its own measurement is
/// "used in building the model" and cannot validate it.
@Suite("Model sources")
struct ModelSourcesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A row citing `source` and `reasoning` (a plausible range's), at `path`.
    static func row(_ path: String, source: String, reasoning: String? = nil) -> ParameterRow {
        ParameterRow(
            path: path, section: "test", meaning: "a number", unit: "–", defaultValue: .number(1), valid: nil,
            plausible: reasoning.map { PlausibleRange(0.5, 2, because: $0) }, provenance: .assumed, source: source)
    }

    /// The standard model with the committed scenarios' descriptions.
    static func standardModel(extraRows: [ParameterRow] = []) throws -> ModelSources {
        let scenarios = try ModelSources.scenarioDescriptions(in: [repository.appendingPathComponent("scenarios").path])
        return ModelSources(
            rows: ParameterRegistry.rows + extraRows, profiles: Array(DeviceProfile.builtIn.values),
            scenarios: scenarios)
    }

    @Test("every kind of place counts, and only an observation's own setup is left out")
    func placesAndSetups() {
        var profile = DeviceProfile(name: "phone", summary: "powers from a bench test [@PowerTutor]")
        profile.summary += ", battery from [@PowerTutor] too"
        let model = ModelSources(
            rows: [
                Self.row("a.x", source: "read in [@GarminGPS15] §2", reasoning: "a factor two around [@Chen2006]")
            ],
            profiles: [profile],
            scenarios: [
                .init(file: "scenarios/setup.json", text: "Reproduces the field test of [@RadiusNetworks2015]."),
                .init(
                    file: "scenarios/other.json",
                    text: "Stops as in [@RadiusNetworks2015]; the walk of [@LimerickBus304]."),
            ])
        #expect(model.shaping("GarminGPS15", setups: []) == [.init(key: "GarminGPS15", place: .parameter("a.x"))])
        #expect(model.shaping("Chen2006", setups: []) == [.init(key: "Chen2006", place: .parameter("a.x"))])
        // Cited twice in one summary: one place.
        #expect(model.shaping("PowerTutor", setups: []) == [.init(key: "PowerTutor", place: .profile("phone"))])
        // Its own setup reproduces it (the path written another way is the same file); another scenario uses it.
        #expect(
            model.shaping("RadiusNetworks2015", setups: ["observations/../scenarios/setup.json"])
                == [.init(key: "RadiusNetworks2015", place: .scenario("scenarios/other.json"))])
        #expect(model.shaping("LimerickBus304", setups: ["scenarios/other.json"]).isEmpty)
        #expect(model.shaping("Uncited2020", setups: []).isEmpty)
        let byObservation = model.shaping(observations: [
            (reference: "LimerickBus304", scenario: "scenarios/other.json"),
            (reference: "RadiusNetworks2015", scenario: "scenarios/setup.json"),
            (reference: "RadiusNetworks2015", scenario: "scenarios/other.json"),
        ])
        #expect(byObservation["LimerickBus304"] == [])
        // Both scenarios reproduce RadiusNetworks2015's own measurements: nothing else cites it.
        #expect(byObservation["RadiusNetworks2015"] == [])
    }

    @Test("citing a validation source in a parameter row moves it out of validation")
    func citingMovesOut() throws {
        // The Skidmore waypoints validate: only their own scenario cites them.
        let setup = Self.repository.appendingPathComponent("scenarios/skidmore-iphone4s-campus.json").path
        #expect(try Self.standardModel().shaping("Skidmore2012", setups: [setup]).isEmpty)
        let cited = try Self.standardModel(extraRows: [
            Self.row("device.overrides.gps.example", source: "the campus errors of [@Skidmore2012]")
        ])
        #expect(
            cited.shaping("Skidmore2012", setups: [setup])
                == [.init(key: "Skidmore2012", place: .parameter("device.overrides.gps.example"))])
    }

    @Test("four of today's held-out sources shaped the model, where the docs say they did")
    func committedValidationSources() throws {
        let model = try Self.standardModel()
        func places(_ key: String, _ setups: [String]) -> Set<SourceCitation.Place> {
            Set(
                model.shaping(key, setups: Set(setups.map { Self.repository.appendingPathComponent($0).path }))
                    .map(\.place))
        }
        // SenseLess's Table 1 built the N95 profile (docs/calibration.md, "Motion sensing").
        #expect(places("SenseLess2009", ["scenarios/senseless-n95.json"]).contains(.profile("nokia-n95-8gb-2007")))
        // Google's latency sentences set the Geofencing API's cadences (docs/calibration.md, "Android Geofencing API").
        #expect(
            places("AndroidGeofencing", ["scenarios/region-latency.json", "scenarios/region-latency-no-limits.json"])
                .contains(.parameter("platform.android.geofencing.backgroundEvaluationIntervalSeconds")))
        // Merry and Bettinger's urban medians set the urban GPS error scale.
        #expect(
            places("MerryBettinger2019", ["scenarios/merrybettinger-iphone6-urban.json"])
                .contains(.parameter("world.environment.overrides.urban.gpsErrorScale")))
        // Zandbergen 2012's city medians set the class medians and bound the indoor one's plausible range.
        let skyhook = places("Zandbergen2012", ["scenarios/zandbergen-skyhook-urban.json"])
        #expect(skyhook.contains(.parameter("device.overrides.wifi.medianErrorMeters.urban")))
        #expect(skyhook.contains(.parameter("device.overrides.wifi.medianErrorMeters.indoor")))
    }
}
