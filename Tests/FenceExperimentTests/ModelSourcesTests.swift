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
        var profile = DeviceProfile(name: "phone", summary: "powers from a bench test [@Bench2010]")
        profile.summary += ", battery from [@Bench2010] too"
        let model = ModelSources(
            rows: [
                Self.row("a.x", source: "read in [@Datasheet] §2", reasoning: "a factor two around [@Survey2012]")
            ],
            profiles: [profile],
            scenarios: [
                .init(file: "scenarios/setup.json", text: "Reproduces the field test of [@Field2015]."),
                .init(file: "scenarios/other.json", text: "Stops as in [@Field2015]; the walk of [@Walk2009]."),
            ])
        #expect(model.shaping("Datasheet", setups: []) == [.init(key: "Datasheet", place: .parameter("a.x"))])
        #expect(model.shaping("Survey2012", setups: []) == [.init(key: "Survey2012", place: .parameter("a.x"))])
        // Cited twice in one summary: one place.
        #expect(model.shaping("Bench2010", setups: []) == [.init(key: "Bench2010", place: .profile("phone"))])
        // Its own setup reproduces it (the path written another way is the same file); another scenario uses it.
        #expect(
            model.shaping("Field2015", setups: ["observations/../scenarios/setup.json"])
                == [.init(key: "Field2015", place: .scenario("scenarios/other.json"))])
        #expect(model.shaping("Walk2009", setups: ["scenarios/other.json"]).isEmpty)
        #expect(model.shaping("Uncited2020", setups: []).isEmpty)
        let byObservation = model.shaping(observations: [
            (reference: "Walk2009", scenario: "scenarios/other.json"),
            (reference: "Field2015", scenario: "scenarios/setup.json"),
            (reference: "Field2015", scenario: "scenarios/other.json"),
        ])
        #expect(byObservation["Walk2009"] == [])
        // Both scenarios reproduce Field2015's own measurements: nothing else cites it.
        #expect(byObservation["Field2015"] == [])
    }

    @Test("citing a validation source in a parameter row moves it out of validation")
    func citingMovesOut() throws {
        let setup = Self.repository.appendingPathComponent("scenarios/zandbergen-skyhook-urban.json").path
        let independent = try Self.standardModel()
        #expect(independent.shaping("HeldOut2030", setups: [setup]).isEmpty)
        let cited = try Self.standardModel(extraRows: [
            Self.row("device.overrides.wifi.example", source: "the medians of [@HeldOut2030]")
        ])
        #expect(
            cited.shaping("HeldOut2030", setups: [setup])
                == [.init(key: "HeldOut2030", place: .parameter("device.overrides.wifi.example"))])
    }

    @Test("today's held-out sources each shaped the model, where the docs say they did")
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
        // Zandbergen 2012's city medians bound the indoor Wi-Fi median's plausible range.
        #expect(
            places("Zandbergen2012", ["scenarios/zandbergen-skyhook-urban.json"])
                .contains(.parameter("device.overrides.wifi.medianErrorMeters.indoor")))
    }
}
